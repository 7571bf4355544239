/**
 * Writes `custom-elements.json` and the element reference in README.md from the elements'
 * definitions (`src/elements/contract/definitions.ts`) and the theme (`src/theme.css`). Runs
 * first in `pnpm build`; `src/elements/contract/manifest.test.ts` fails when either is out of
 * date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manifestText, withReference } from './manifest.ts';

const path = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));

const themeCss = readFileSync(path('src/theme.css'), 'utf8');
writeFileSync(path('custom-elements.json'), manifestText(themeCss));

const readmePath = path('README.md');
const readme = readFileSync(readmePath, 'utf8');
const updated = await withReference(readme, themeCss, readmePath);
if (updated !== readme) writeFileSync(readmePath, updated);
console.log('Wrote custom-elements.json and the element reference in README.md.');
