// @vitest-environment node
/**
 * The standalone build's copy of the elements' definitions: what the elements read at run time
 * stays as written, and only the documentation text goes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst, transformWithOxc, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import * as source from '../src/elements/contract/definitions.ts';
import { DOCUMENTATION_KEYS, runtimeDefinitions } from '../scripts/runtime-definitions.ts';

const file = fileURLToPath(new URL('../src/elements/contract/definitions.ts', import.meta.url));

/** The module the standalone build gets: TypeScript stripped, then the plugin's transform. */
async function builtDefinitions(): Promise<typeof source> {
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const plugin = runtimeDefinitions(file) as Plugin & {
    transform: (this: { parse: typeof parseAst }, code: string, id: string) => { code: string };
  };
  const built = plugin.transform.call({ parse: parseAst }, code, file);
  return (await import(
    /* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(built.code).toString('base64')}`
  )) as typeof source;
}

/** A value with every documentation property emptied, the rest as it is. */
function withoutDocumentation(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDocumentation);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, each]) => [
      key,
      DOCUMENTATION_KEYS.has(key) ? '' : withoutDocumentation(each),
    ]),
  );
}

describe('the standalone definitions', () => {
  it('keep every tag, class name and attribute the elements read, and no documentation text', async () => {
    const built = await builtDefinitions();
    expect(built.elementDefinitions).toEqual(withoutDocumentation(source.elementDefinitions));
    const finder = built.elementDefinition('tide-finder');
    expect(finder.className).toBe('TideFinderElement');
    expect(finder.description).toBe('');
    expect(finder.attributes.find((each) => each.name === 'supabase-url')).toMatchObject({
      property: 'supabaseUrl',
      kind: 'string',
      reflects: true,
      description: '',
    });
  });
});
