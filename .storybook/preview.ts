// The widgets' published stylesheet, and a toolbar to view every story light or dark.
import type { Preview } from '@storybook/react-vite';
import '../packages/widgets/src/styles.css';
import { withTheme } from '../packages/widgets/test/theme-decorator.tsx';

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
