/**
 * A number as a person writes it: typed into a form in the admin's language, or in a spreadsheet cell. Both the
 * forms and the import read numbers this way, so `1500,50` means the same in each.
 */

/** Dots that group thousands, as Romanian and French Excel write them: "1.234", "12.345.678" (not "0.123" or "12.5"). */
const DOT_GROUPED = /^-?[1-9]\d{0,2}(\.\d{3})+$/;
const PLAIN = /^-?\d+(\.\d+)?$/;
/** Commas grouping thousands the Western way (1,234,567.5) or the Indian way (12,34,567.5): the last group has 3 digits. */
const COMMA_GROUPED = /^-?(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d+)?$/;
/** A comma followed by one or two digits, which no grouping ends with: a decimal comma ("1500,50", "4,5"). */
const DECIMAL_COMMA_ONLY = /^-?\d+,\d{1,2}$/;
/** Digits, a comma and three digits: "5,500" (with ₹, a grouping; with a decimal comma alone, 5.5). */
const RUPEES_GROUPED_BY_COMMA = /^-?\d+,\d{3}$/;
/** With a decimal comma: dot-grouped or plain digits, then the comma and the decimals ("1.234,5", "1234,5"). */
const WITH_DECIMAL_COMMA = /^-?(\d{1,3}(\.\d{3})+|\d+),\d+$/;

/** "Rs", "Rs." or "INR" before an amount, as Indian price sheets write it: read as ₹. */
const RUPEES_WORD = /^(rs\.?|inr)(?=[\s\d.,-])/i;
/** "5,500/-": the dash Indian price sheets end a whole-rupee amount with. */
const WHOLE_RUPEES_DASH = /\/-$/;
/** Lakh (1,00,000) and crore (1,00,00,000), in words or abbreviated: "1.5 lakh", "15 L", "2 Cr", "1 crore". */
const INDIAN_UNIT = /^(.*\d)\s*(lakhs?|lacs?|l|crores?|cr)\.?$/i;
const unitValue = (unit: string) => (/^c/i.test(unit) ? 1e7 : 1e5);

/**
 * `text` as a number, or undefined when it is not one. Spaces of every kind are ignored, and so are the ways Indian
 * amounts are marked: `₹`, `Rs`/`Rs.`/`INR` before, `/-` after; lakh and crore count ("1.5 lakh" is 150000).
 * - `decimalComma` (French, Romanian): the comma is the decimal separator and dots may group thousands ("1.234,5");
 *   a lone decimal point ("12.5") is still one, as spreadsheets in those languages often hold both.
 * - Otherwise the point is, and commas may group thousands in threes or the Indian way ("1,50,000"); a comma
 *   followed by one or two digits cannot group anything, so it is read as the decimal comma a visitor meant.
 * Anything else (",5,", "1,5000" in English) is not a number: the caller says so rather than guess.
 */
export function parseNumberText(text: string, decimalComma: boolean): number | undefined {
  const trimmed = text.trim();
  const unit = INDIAN_UNIT.exec(trimmed);
  if (unit) {
    const count = parseNumberText(unit[1], decimalComma);
    // Whole paise: 1.23 lakh is 123000, not 122999.99999999999.
    return count === undefined ? undefined : Math.round(count * unitValue(unit[2]) * 100) / 100;
  }
  const rupees = text.includes('₹') || RUPEES_WORD.test(trimmed) || WHOLE_RUPEES_DASH.test(trimmed);
  const bare = trimmed.replace(RUPEES_WORD, '').replace(WHOLE_RUPEES_DASH, '').replace(/[\s₹]/gu, '');
  if (PLAIN.test(bare) && !(decimalComma && DOT_GROUPED.test(bare))) return Number(bare);
  if (decimalComma) {
    if (DOT_GROUPED.test(bare)) return Number(bare.replace(/\./g, ''));
    // "₹5,500": no rupee amount has three decimals, so this is 5500 grouped the Indian or English way, not 5,5 as the
    // decimal comma reads it. Either guess would be wrong for someone: the caller says it is no number (audit 31-M).
    if (rupees && RUPEES_GROUPED_BY_COMMA.test(bare)) return undefined;
    if (WITH_DECIMAL_COMMA.test(bare)) return Number(bare.replace(/\./g, '').replace(',', '.'));
    return undefined;
  }
  if (COMMA_GROUPED.test(bare)) return Number(bare.replace(/,/g, ''));
  if (DECIMAL_COMMA_ONLY.test(bare)) return Number(bare.replace(',', '.'));
  return undefined;
}

/** Digits grouped the Indian way: 1,50,000 and 12,34,567. */
const indianGroups = (digits: string) =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * A number as the admin's language writes it in a form: its own decimal separator, no grouping unless `grouped`
 * (an amount: 1,50,000.5 as the lists show rupees, or 150 000,5 with a decimal comma). parseNumberText reads each back.
 */
export function numberText(value: number, decimalComma: boolean, grouped = false): string {
  const text = String(value);
  const parts = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!grouped || !parts) return decimalComma ? text.replace('.', ',') : text;
  const [, sign, whole, fraction] = parts;
  const digits = decimalComma ? whole.replace(/\B(?=(\d{3})+$)/g, ' ') : indianGroups(whole);
  return `${sign}${digits}${fraction ? `${decimalComma ? ',' : '.'}${fraction}` : ''}`;
}
