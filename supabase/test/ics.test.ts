/**
 * RFC 5545's text rules as the calendar feed writes them: folding at 75 octets without
 * splitting a character, unfolded back to the same text, and TEXT values escaped.
 */
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  utcDateTime,
  writeLines,
} from '../functions/_shared/handlers/ics.ts';

/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed when reading. */
function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

describe('foldLine', () => {
  it.each([
    ['plain ASCII', `DESCRIPTION:${'Low tide at Boston, MA: 1.2 ft below MLLW. '.repeat(6)}`],
    ['two-octet letters', `LOCATION:${'Ålesund, Møre og Romsdal · '.repeat(8)}`],
    ['four-octet emoji', `SUMMARY:${'🌊🌕'.repeat(40)}`],
  ])('folds %s into lines of at most 75 octets that unfold to the same text', (_what, line) => {
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    lines.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    expect(unfold(folded)).toBe(line);
    // No character was cut in two: every line is valid UTF-8 on its own.
    for (const part of lines) expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
  });

  it('leaves a line of 75 octets whole', () => {
    const line = `X:${'a'.repeat(73)}`;
    expect(foldLine(line)).toBe(line);
  });
});

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks, in that order', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });
});

describe('writeLines and utcDateTime', () => {
  it('ends every line with CRLF and writes instants in UTC to the second', () => {
    const text = writeLines([
      ['BEGIN', 'VEVENT'],
      ['DTSTART', utcDateTime(Date.parse('2026-11-22T06:58:30.900-05:00'))],
      ['END', 'VEVENT'],
    ]);
    expect(text).toBe('BEGIN:VEVENT\r\nDTSTART:20261122T115830Z\r\nEND:VEVENT\r\n');
  });
});
