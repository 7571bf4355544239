// Storybook's preview: the widgets' own annotations, kept in their package beside the test that
// applies them to every story.
export { default } from '../packages/widgets/test/preview.ts';
