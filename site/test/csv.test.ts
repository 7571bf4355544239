/**
 * The one CSV writer behind every download: quoted where a spreadsheet would split, and never a
 * formula made of a visitor's or a station's text.
 */
import { describe, expect, it } from 'vitest';
import { csvField, csvText } from '../src/lib/csv';

describe('csvField', () => {
  it.each([
    ['plain text', 'Boston', 'Boston'],
    ['a comma', 'Boston, MA', '"Boston, MA"'],
    ['a semicolon, which European spreadsheets split on', 'Bar; Harbor', '"Bar; Harbor"'],
    ['a quote', 'the "Rip"', '"the ""Rip"""'],
    ['a line feed', 'two\nlines', '"two\nlines"'],
    ['a carriage return alone', 'two\rlines', '"two\rlines"'],
  ])('quotes %s when it must', (_what, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each([
    ['=', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+', '+1+1', "'+1+1"],
    ['-', '-cmd', "'-cmd"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab', '\t=1', "'\t=1"],
    ['a carriage return', '\r=1', `"'\r=1"`],
  ])('keeps text starting with %s from running as a formula', (_start, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('leaves numbers as numbers, signed or not, and null as an empty field', () => {
    expect([csvField('-0.3'), csvField('12'), csvField(-1.25), csvField(null)]).toEqual([
      '-0.3',
      '12',
      '-1.25',
      '',
    ]);
  });
});

describe('csvText', () => {
  it('ends every line with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['1', null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
  });
});
