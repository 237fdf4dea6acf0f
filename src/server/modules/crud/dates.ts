/** Whole days in the business time zone (Asia/Kolkata, UTC+05:30, no DST) as UTC instants. */
import { BUSINESS_UTC_OFFSET, BUSINESS_UTC_OFFSET_MINUTES, EARLIEST_YEAR } from '@shared/api';
import { v } from '@shared/validation';
import { invalidInput } from '../../plugins/errors';

const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The instant a YYYY-MM-DD day starts, or null when the date does not exist (2024-02-31). */
export function startOfBusinessDay(ymd: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
  const utc = new Date(0);
  utc.setUTCFullYear(y, m - 1, d);
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return null;
  return new Date(`${ymd}T00:00:00${BUSINESS_UTC_OFFSET}`);
}

/**
 * A date filter's day (startDate / endDate): the instant it starts. A day that does not exist (2024-13-45) is an
 * invalid value, as a malformed one is (listQuerySchema): "please enter start date" told a caller who had sent one
 * to send one (audit). A day before EARLIEST_YEAR has its own message.
 */
export function filterDay(ymd: string, field: 'startDate' | 'endDate'): Date {
  const day = startOfBusinessDay(ymd);
  if (!day) throw invalidInput(field, v.invalidValue);
  if (Number(ymd.slice(0, 4)) < EARLIEST_YEAR) throw invalidInput(field, v.dateTooEarly);
  return day;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The start of today (business time) for `now`. */
export function startOfBusinessToday(now = new Date()): Date {
  const local = new Date(now.getTime() + OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET_MS);
}

/** YYYY-MM-DD of an instant, in business time. */
export function businessDay(date: Date): string {
  return new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}
