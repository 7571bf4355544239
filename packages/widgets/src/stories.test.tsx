/// <reference types="vite/client" />
/**
 * Every story is also a test: each is rendered in jsdom with the project's Storybook
 * annotations, its play function runs, and axe checks the state it ends in.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import previewAnnotations from '../test/preview.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { expectConsoleWarning } from '../test/console.ts';

const annotations = setProjectAnnotations([previewAnnotations]);

type StoriesModule = Parameters<typeof composeStories>[0];
/** What the test needs of a composed story; composeStories types a generic module's as unknown. */
interface RunnableStory {
  run(): Promise<void>;
}
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

beforeAll(annotations.beforeAll);
// The play functions wait with Storybook's own copy of Testing Library, whose one-second
// default is a lookup and a render on a quiet machine: on one three times as busy the text
// still comes, later.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

beforeEach(() => {
  // Storybook's renderer wraps rendering and user events in act() itself; with React's
  // act environment flag left on, updates landing between steps would warn.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // The SearchFails stories log a failed lookup by design: a failed search is logged, never shown.
  expectConsoleWarning(/Location search failed/);
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, RunnableStory][];

  it.each(stories)(
    '%s plays without errors or serious axe violations',
    async (_name, Story) => {
      await Story.run();
      await expectNoAxeViolations(document.body);
    },
    // A story that opens the calendar or an element compiles that code on demand first, and
    // axe walks the whole page after: seconds each on a busy machine.
    30_000,
  );
});
