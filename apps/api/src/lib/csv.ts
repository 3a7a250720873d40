/**
 * CSV (RFC 4180) for exports a spreadsheet will open. A text cell a spreadsheet would read as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return: OWASP's "CSV injection") gets a leading apostrophe, so it shows as
 * the text it is; numbers stay numbers (a negative number is a number, not a formula).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised when it would start a formula, quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row and one row per record, CRLF-terminated as RFC 4180 says; columns in the order given. */
export function toCsv<T extends Record<string, CsvCell>>(
  columns: readonly (keyof T & string)[],
  rows: readonly T[],
): string {
  const line = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return line(columns) + rows.map((row) => line(columns.map((column) => row[column]))).join('');
}
