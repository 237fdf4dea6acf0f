/**
 * CSV as spreadsheet programs read it (RFC 4180, CRLF, a byte-order mark so ₹ and Telugu open as UTF-8): the
 * server's import template and the admin's list exports.
 */
const NEEDS_QUOTES = { ',': /[",\r\n]/, ';': /[";\r\n]/ } as const;
/** What a spreadsheet would run as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Numbers and phone numbers (+91 98480-22338): nothing a formula could run. */
const DIGITS_ONLY = /^[+-]?[\d\s().-]+$/;

export type CsvOptions = {
  /**
   * Prefix a text that a spreadsheet would run as a formula with `'`: for exports, whose leads and requests are
   * typed by the public, and whose import rows come from files of anyone's. Our importer drops the quote again
   * (unguardFormula), so an exported rows file imports as the rows it holds.
   */
  guardFormulas?: boolean;
  /**
   * `;` where spreadsheet programs expect it: Excel in languages with a decimal comma (French, Romanian) opens a
   * comma-separated file in one column. Our importer reads either (csvRows.ts).
   */
  separator?: ',' | ';';
};

/** A text a spreadsheet would run, behind any apostrophes ('=x reads as =x once one is taken away). */
const runsAsFormula = (value: string) => {
  const text = value.replace(/^'+/, '');
  return FORMULA_START.test(text) && !DIGITS_ONLY.test(text);
};

export function csvCell(value: string, { guardFormulas = false, separator = ',' }: CsvOptions = {}): string {
  // A text already starting with apostrophes ('=x) gets one more, so that unguardFormula gives it back whole.
  const safe = guardFormulas && runsAsFormula(value) ? `'${value}` : value;
  return NEEDS_QUOTES[separator].test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A cell as it was before csvCell's guard: the `'` put before a text a spreadsheet would run is dropped. */
export function unguardFormula(value: string): string {
  return value.charCodeAt(0) === 39 && runsAsFormula(value) ? value.slice(1) : value;
}

export function csvText(rows: readonly (readonly string[])[], options: CsvOptions = {}): string {
  const separator = options.separator ?? ',';
  return '\uFEFF' + rows.map((row) => row.map((cell) => csvCell(cell, options)).join(separator)).join('\r\n') + '\r\n';
}

/** The languages whose spreadsheets write 4 500,5: their CSV is `;`-separated, with decimal commas. */
const DECIMAL_COMMA_LOCALES = new Set(['fr', 'ro']);
export const usesDecimalComma = (locale: string) => DECIMAL_COMMA_LOCALES.has(locale.split('-')[0]);
