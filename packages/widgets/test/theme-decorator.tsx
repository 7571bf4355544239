/**
 * Storybook support (never shipped): shows each story on a page of its theme's colour and
 * hands the toolbar's theme to the widget, unless the story fixes its own.
 */
import type { Decorator } from '@storybook/react-vite';
import type { TidesTheme } from '../src/types.ts';

/** Host-page colours behind the widgets, so dark widgets are seen on a dark page. */
const PAGE_BACKGROUND = { light: '#f8fafc', dark: '#020617' } as const;

function isTheme(value: unknown): value is TidesTheme {
  return value === 'light' || value === 'dark' || value === 'system';
}

export const withTheme: Decorator = (Story, context) => {
  const fromArgs: unknown = context.args.theme;
  const fromToolbar: unknown = context.globals.theme;
  const theme: TidesTheme = isTheme(fromArgs)
    ? fromArgs
    : isTheme(fromToolbar)
      ? fromToolbar
      : 'light';
  const page = theme === 'dark' ? 'dark' : 'light';
  return (
    <div
      data-page-theme={page}
      style={{ padding: '1.5rem', background: PAGE_BACKGROUND[page], colorScheme: page }}
    >
      <Story args={{ ...context.args, theme }} />
    </div>
  );
};

/** Shows a story in a phone-width column, to check the narrow layout. */
export const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '22rem' }}>
    <Story />
  </div>
);
