import type { AttributeKind } from '../contract/definitions.ts';

/**
 * What an attribute's text means, for each kind. Our rules, not r2wc's (which reads booleans
 * with `/^[ty1-9]/i`, so a bare `disabled` is false, and throws on bad JSON):
 * - no attribute: `undefined`, the element's default;
 * - `string`: the text; an empty attribute counts as none;
 * - `number`: the number, or `undefined` when the text is not one;
 * - `boolean`: present is `true` (HTML's rule, so `<x disabled>` works), except the text
 *   `"false"`, so markup written for r2wc's `"true"`/`"false"` still reads right;
 * - `json`: the parsed value, or `undefined` (with a warning) when the text is not JSON.
 */
export function parseAttribute(kind: AttributeKind, text: string | null, name: string): unknown {
  if (text === null) return undefined;
  switch (kind) {
    case 'string':
      return text === '' ? undefined : text;
    case 'number': {
      const value = Number(text.trim());
      return text.trim() === '' || Number.isNaN(value) ? undefined : value;
    }
    case 'boolean':
      return text.trim().toLowerCase() !== 'false';
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        console.warn(`[tides] The ${name} attribute is not JSON; it is ignored.`);
        return undefined;
      }
    default:
      return kind satisfies never;
  }
}

/**
 * The attribute text a property value is written back as, or `null` to remove the attribute
 * (`null` and `undefined`, and `false` for booleans, so `el.disabled = false` removes it).
 */
export function stringifyAttribute(kind: AttributeKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return value ? '' : null;
    case 'json':
      return JSON.stringify(value);
    case 'string':
    case 'number':
      return String(value);
    default:
      return kind satisfies never;
  }
}
