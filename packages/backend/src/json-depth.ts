/**
 * How deeply JSON text nests, found without parsing it. PGlite answers JSON nested some
 * thousands deep with an internal error ("bad buffer ID") and PostgreSQL spends its stack on
 * it, so such text is refused before it reaches SQL. Brackets inside strings do not count.
 */

/** Deeper than any JSON the product sends (a session's catches nest three levels). */
export const MAX_JSON_DEPTH = 32;

export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
