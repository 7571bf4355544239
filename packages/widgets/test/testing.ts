/**
 * `@tides/widgets/testing`: the widgets' fixtures, for the tests of the site in this workspace.
 * It resolves only under the workspace's `@tides/source` condition: the published package ships
 * no tests.
 */
export * from './tide-days.ts';
export * from './currents.ts';
export * from './flood-outlook.ts';
