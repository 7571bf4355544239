/**
 * The stories' project annotations: the widgets' published stylesheet, and a toolbar to view
 * every story light or dark. Storybook reads them through `.storybook/preview.ts`; the stories'
 * test (`src/stories.test.tsx`) applies the same, from inside the package.
 */
import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import { withTheme } from './theme-decorator.tsx';

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour scheme of the widgets',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /^now$/ } },
    a11y: { test: 'error' },
  },
};

export default preview;
