// Wall-clock booking date-times ("2030-01-10T10:00:00", the marketplace's zone) for display and
// for the date and time inputs. They are formatted as UTC readings so the browser's own zone
// never shifts them.
import { nowInZone, parseLocalDateTime } from '@carrental/shared';

const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hour12: true });

/**
 * "Thursday, 10 January 2030 at 10:00 am" (spec: long date "at" time): the English reference; the
 * screens show dates in the reader's language through `date()` of useI18n.
 */
export function formatLongDateTime(value: string): string {
  const ms = parseLocalDateTime(value);
  if (ms === null) return value;
  return `${longDate.format(ms)} at ${time.format(ms)}`;
}

/** Today's date in the marketplace's zone, "YYYY-MM-DD" (the date inputs' minimum). */
export const todayInZone = (timeZone: string, now = new Date()) => nowInZone(timeZone, now).slice(0, 10);

/** Joins a date input and a time input as the API wants them: date, "T", time, ":00". */
export const joinDateTime = (date: string, clock: string) => `${date}T${clock.slice(0, 5)}:00`;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant (ISO with a zone) as a wall-clock reading of this browser, for `date()` of useI18n. */
export function localWallClock(instant: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return instant;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * A "from"/"to" address parameter ("2030-01-10T10:00" or with seconds, as /cars writes them)
 * split for the date and time inputs; null when it is not one.
 */
export function splitDateTime(value: string | null): { date: string; time: string } | null {
  const m = value ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(value) : null;
  return m ? { date: m[1]!, time: m[2]! } : null;
}
