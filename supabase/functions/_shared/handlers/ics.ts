/**
 * Writing iCalendar (RFC 5545): TEXT values escaped (§3.3.11), content lines folded at 75
 * octets without splitting a UTF-8 character (§3.1), every line ended by CRLF.
 */

const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line, folded: no line longer than 75 octets, continuations begin with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** '20261122T115800Z': a UTC date-time to the second. */
export function utcDateTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export type IcsProperty = [name: string, value: string];

/** Lines to a calendar body: each folded, each ended by CRLF. */
export function writeLines(lines: readonly IcsProperty[]): string {
  return lines.map(([name, value]) => `${foldLine(`${name}:${value}`)}\r\n`).join('');
}
