#!/usr/bin/env node
/**
 * Type-checks every edge function as Supabase deploys it: with Deno, through the function's own
 * `deno.json` import map. The maps are written by hand (the Supabase CLI bundles each function
 * from its own map and follows no workspace), so a shared module that gains an import the maps
 * do not name fails here rather than at deploy.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url));
const deno = fileURLToPath(new URL('../node_modules/.bin/deno', import.meta.url));

const functions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${functionsDir}${entry.name}/deno.json`))
  .map((entry) => entry.name);

let failed = 0;
for (const name of functions) {
  const run = spawnSync(
    deno,
    ['check', '--quiet', '--config', `${name}/deno.json`, `${name}/index.ts`],
    { cwd: functionsDir, stdio: 'inherit' },
  );
  if (run.status !== 0) {
    failed += 1;
    console.error(`deno check failed for the ${name} edge function`);
  }
}
console.log(
  `${functions.length - failed} of ${functions.length} edge functions type-check under Deno`,
);
process.exit(failed === 0 ? 0 : 1);
