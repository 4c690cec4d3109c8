import { LEADS_CSV } from '@atalho/sdk/schemas/infoproducts';

const NEEDS_QUOTES = /[";\r\n]/;
/** What a spreadsheet would read as a formula (and tab / carriage return, which some strip before reading). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of `leeds.csv`: a value a spreadsheet would run as a formula gets a leading `'` (OWASP's CSV
 * injection advice), then RFC 4180 quoting with the file's `;` separator.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(LEADS_CSV.separator)}\r\n`;
}
