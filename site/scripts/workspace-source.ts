import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * The condition under which the workspace's packages name their sources in their declared
 * exports (and site/tsconfig.json's `customConditions`), so one `vite build` of the site builds
 * the widgets too, without a path into their folder. Published installs never set it.
 */
export const WORKSPACE_SOURCE = '@tides/source';

export const clientConditions = [WORKSPACE_SOURCE, ...defaultClientConditions];
export const serverConditions = [WORKSPACE_SOURCE, ...defaultServerConditions];
