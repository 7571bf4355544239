/**
 * The site's one CSV writer, for every file a visitor downloads (the month table, the fishing
 * log): RFC 4180 fields, with what spreadsheets do to text taken into account.
 */

/** A signed decimal the file wrote itself: left as it is, so a spreadsheet reads a number. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * What a spreadsheet runs as a formula when a cell starts with it: `=`, `+`, `-`, `@`, tab and
 * carriage return, as OWASP lists them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * What splits or ends a field unless it is quoted: the comma, the semicolon (European
 * spreadsheets split on it), the quote itself, and line ends.
 */
const NEEDS_QUOTES = /[",;\n\r]/;

/**
 * One field. Text that would run as a formula gets a leading apostrophe, so a station's name or
 * a visitor's note can never become one; numbers are left as they are; null is an empty field.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) && !NUMBER.test(text);
  const field = safe ? `'${text}` : text;
  return NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** Rows as CSV text: fields joined by commas, each line ended by CRLF as RFC 4180 has it. */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
