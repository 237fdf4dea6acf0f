/**
 * Display formats of spec §9: dates yyyy.MM.dd (HH:mm where a time matters) in India's time, rupees with Indian
 * grouping, NA for empties. Dates are written from their numbers (no locale data comes with every list).
 */
import { isValid, lightFormat, parseISO } from 'date-fns';
import { BUSINESS_UTC_OFFSET_MINUTES, type Point } from '@shared/api';
import { usesDecimalComma } from '@shared/csv';

export const NA = 'NA';
/** What the date pickers show and accept (spec §2, §5). */
export const PICKER_FORMAT = 'MM/dd/yyyy';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` cut to at most `maxLength` UTF-16 units with "…", at a boundary a reader sees: never inside an emoji or a
 * Telugu syllable (a plain `slice` showed "తెలుగు �…"). Unchanged when it fits.
 */
export function shortenText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > maxLength) break;
    end = index + segment.length;
  }
  return `${text.slice(0, end)}…`;
}

/** Graphemes in a run without spaces after which a table cell may break it (a 12-digit number still stays whole). */
export const LONG_RUN = 24;

/**
 * `text` as runs a browser may wrap: a run longer than `maxRun` graphemes (a pasted URL, a 100-letter property
 * number) is cut into pieces of `maxRun`, between which `<wbr>` lets a line break. Table cells size to their longest
 * run, so one such word made its column as wide as the word; `overflow-wrap: anywhere` would have let every column
 * shrink to a letter instead. Pieces end at grapheme boundaries, so a Telugu syllable is never split; copying the text
 * copies no extra character.
 */
export function breakableRuns(text: string, maxRun = LONG_RUN): string[] | null {
  if (text.length <= maxRun) return null;
  const pieces: string[] = [];
  let piece = '';
  let run = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (/\s/.test(segment)) run = 0;
    else if (run === maxRun) {
      pieces.push(piece);
      piece = '';
      run = 1;
    } else run += 1;
    piece += segment;
  }
  if (!pieces.length) return null;
  pieces.push(piece);
  return pieces;
}

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  if (typeof value === 'string' && value) {
    const d = parseISO(value);
    return isValid(d) ? d : null;
  }
  if (typeof value === 'number') return new Date(value);
  return null;
}

/**
 * India's wall clock (UTC+05:30, no daylight saving) at an instant, read from UTC fields. Dates show in business
 * time whatever the browser's time zone: the date filters and the dashboard count India's days (crud/dates.ts),
 * and an order placed at 02:00 in Hyderabad was shown, from a UTC browser, on the day before the one its date
 * filter finds it under. Never through the browser's local fields: shifting a Date by the browser's offset at one
 * instant and reading it at another put times an hour out near a daylight-saving change (10:00 shown as 11:00
 * from Los Angeles; audit).
 */
function businessClock(d: Date) {
  const india = new Date(d.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth(), day: india.getUTCDate(), hours: india.getUTCHours(), minutes: india.getUTCMinutes() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Today in India, as the local midnight of that calendar day (what the date pickers hold). From a browser west of
 * India this is often the browser's tomorrow: the pickers' "no future date" and the range check use it, so the
 * admin can pick the day the server and the dashboard call today.
 */
export function businessToday(now = new Date()): Date {
  const { year, month, day } = businessClock(now);
  return new Date(year, month, day);
}

/** yyyy.MM.dd, or yyyy.MM.dd HH:mm with `withTime` (spec §9), on India's clock. */
export function formatDate(value: unknown, withTime = false): string {
  const d = toDate(value);
  if (!d) return NA;
  const { year, month, day, hours, minutes } = businessClock(d);
  const date = `${pad(year, 4)}.${pad(month + 1)}.${pad(day)}`;
  return withTime ? `${date} ${pad(hours)}:${pad(minutes)}` : date;
}

/**
 * Whether a time needs "IST" beside it for this browser: its own clock reads otherwise at that instant (an admin
 * abroad read an order's 00:04 in India as a time in their own future). Per instant: a zone with daylight saving
 * may match India's offset at one date and not at another.
 */
export function needsZoneLabel(value: unknown): boolean {
  const d = toDate(value);
  return d !== null && -d.getTimezoneOffset() !== BUSINESS_UTC_OFFSET_MINUTES;
}

/** The browser's own clock at an instant, in the admin's language, with its zone's name ("Nov 27, 2026, 10:34 AM PST"). */
export function formatLocalTime(value: unknown, locale: string): string {
  const d = toDate(value);
  if (!d) return NA;
  const options = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
  return new Intl.DateTimeFormat(locale, options).format(d);
}

/** The wire's whole-day format for startDate/endDate. */
export function toYmd(value: Date): string {
  return lightFormat(value, 'yyyy-MM-dd');
}

export function ymdToDate(value: unknown): Date | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? toDate(`${value}T00:00:00`) : null;
}

/** Rupees without paise, with paise where there are any (₹5,500 and ₹5,500.50, never ₹5,500.5), and plain numbers. */
function numberFormatsOf(tag: string) {
  const currency = { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol' } as const;
  return {
    rupees: new Intl.NumberFormat(tag, { ...currency, maximumFractionDigits: 0 }),
    rupeesWithPaise: new Intl.NumberFormat(tag, { ...currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    plain: new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }),
    compactRupees: new Intl.NumberFormat(tag, { ...currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }),
    compact: new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 }),
  };
}

const INDIAN = 'en-IN';
let numberFormats = numberFormatsOf(INDIAN);

/**
 * Numbers follow the admin's language where it writes them differently: in French and Romanian a comma is the
 * decimal mark, so "₹8,700" read as 8.7 (audit); they get "8 700 ₹" / "8.700 ₹", as their CSV exports already
 * use decimal commas. The other languages keep Indian digit grouping (₹12,34,567). Set by the i18n provider on
 * each change of language; pages the server renders are in the default language.
 */
export function setNumberLanguage(locale: string): void {
  numberFormats = numberFormatsOf(usesDecimalComma(locale) ? locale : INDIAN);
}

/** ₹1,23,45,678 — Indian digit grouping, or the admin's language's where it uses a decimal comma. */
export function formatRupees(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NA;
  const { rupees, rupeesWithPaise } = numberFormats;
  return Number.isInteger(Math.round(value * 100) / 100) ? rupees.format(value) : rupeesWithPaise.format(value);
}

/** ₹60L, or "6 M ₹" where the admin's language writes numbers its own way (a chart's axis). */
export function formatCompactRupees(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormats.compactRupees.format(value) : NA;
}

/** 60K, 1.5L, "60 k" in French: a count on a chart's narrow axis, where 60000 was cut to "600…" (audit). */
export function formatCompactNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormats.compact.format(value) : NA;
}

export function formatNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? numberFormats.plain.format(value) : NA;
}

/** A maps link for a GeoJSON point ([lng, lat]); null when there is no usable location. */
export function mapsUrl(location: Point | null | undefined): string | null {
  const c = location?.coordinates;
  if (!c || c.length !== 2 || !Number.isFinite(c[0]) || !Number.isFinite(c[1])) return null;
  const [lng, lat] = c;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
