// A CSV writer (RFC 4180) for the files a user exports: fields separated by commas, records by CRLF, a field quoted
// when it holds a comma, a quote or a line break (its quotes doubled). A text that a spreadsheet would run as a formula
// (it starts with =, +, -, @, a tab or a carriage return) is prefixed with a single quote; numbers are written as
// numbers, with a dot as the decimal separator, whatever their sign.
import { plainNumber } from '../kernel/format';

/** A cell of a CSV file: a text, a number, or nothing (an empty field). */
export type CsvCell = string | number | null | undefined;

/** The MIME type of a CSV file. */
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/** The byte order mark that tells spreadsheets the file is UTF-8 (accents in names and methods). */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, guarded and quoted as needed. A number that is not finite is written as an empty field. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? plainNumber(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The text of a CSV file: a header and its records, each line ended by CRLF. */
export function toCsv(header: readonly string[], records: readonly (readonly CsvCell[])[]): string {
  return [header, ...records].map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}

/**
 * The name of an exported file: `celeiro-<subject>-<yyyy-mm-dd>.csv`, the subject in lower case with anything but
 * letters, digits and dashes turned into dashes.
 */
export function csvFileName(subject: string, day: string): string {
  const slug = subject
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `celeiro-${slug || 'export'}-${day}.csv`;
}
