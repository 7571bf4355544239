/**
 * Puts `'use client'` back at the top of the built modules a React Server Components app loads
 * as client code. Bundling drops module directives, so without this a Next.js server component
 * that renders `<TideCard>` from `@tides/widgets` would run its hooks on the server and fail.
 *
 * Every chunk gets it except the `./supabase` entry and the chunks it loads (statically or
 * lazily): a server may create the tide client there, and a directive on a module it imports
 * would turn that module's functions into client references it cannot call. Those chunks hold
 * no component, so the client code around them needs no directive of theirs.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

export const USE_CLIENT = "'use client';";

/** The names of the entries a server may import. */
const SERVER_ENTRIES = new Set(['supabase']);

interface ChunkLinks {
  name: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** Every chunk a server entry loads, the entries included, by file name. */
export function serverChunks(chunks: Readonly<Record<string, ChunkLinks>>): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks[fileName];
    if (!chunk || found.has(fileName)) return;
    found.add(fileName);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const [fileName, chunk] of Object.entries(chunks)) {
    if (chunk.isEntry && SERVER_ENTRIES.has(chunk.name)) visit(fileName);
  }
  return found;
}

export function useClientDirective(): Plugin {
  return {
    name: 'tides-use-client',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (serverChunks(meta.chunks).has(chunk.fileName)) return null;
      const text = new MagicString(code).prepend(`${USE_CLIENT}\n`);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
