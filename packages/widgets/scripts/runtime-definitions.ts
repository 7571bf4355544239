/**
 * The standalone build's copy of the elements' contract (`src/elements/contract/definitions.ts`)
 * without its documentation text: the browser reads each element's tag, class name and attributes'
 * names, properties, kinds and reflection, while the summaries, descriptions, type and default
 * texts and event details are for the manifest and the README, which read the source. Every
 * page that adds the standalone script would otherwise download them (about 4 kB gzipped).
 *
 * Each documentation property keeps its key with an empty string for its value, so the
 * definitions keep their shape.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The definitions' properties that only document (see `ElementDefinition` and its parts). */
export const DOCUMENTATION_KEYS = new Set(['summary', 'description', 'type', 'default', 'detail']);

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

function isNode(value: unknown): value is SyntaxNode {
  return (
    typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string'
  );
}

/** The source ranges of the documentation properties' values in a parsed module. */
export function documentationValues(program: SyntaxNode): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: SyntaxNode) => {
    if (node.type === 'Property' && !node.computed && isNode(node.key) && isNode(node.value)) {
      const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
      if (typeof key === 'string' && DOCUMENTATION_KEYS.has(key)) {
        ranges.push([node.value.start, node.value.end]);
        return;
      }
    }
    for (const field of Object.values(node)) {
      for (const child of Array.isArray(field) ? field : [field]) {
        if (isNode(child)) visit(child);
      }
    }
  };
  visit(program);
  return ranges;
}

/** Empties the documentation text of `file` (the definitions module) in a browser build. */
export function runtimeDefinitions(file: string): Plugin {
  return {
    name: 'tides-runtime-definitions',
    // After TypeScript is stripped: the parser reads JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (id !== file) return null;
      const text = new MagicString(code);
      for (const [start, end] of documentationValues(this.parse(code) as unknown as SyntaxNode)) {
        text.overwrite(start, end, "''");
      }
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  };
}
