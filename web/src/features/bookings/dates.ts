// Wall-clock booking date-times ("2030-01-10T10:00:00", the marketplace's zone) for the date and
// time inputs. Screens show them through `date()` of useI18n, the one date formatter.
import { nowInZone } from '@carrental/shared';

/** Today's date in the marketplace's zone, "YYYY-MM-DD" (the date inputs' minimum). */
export const todayInZone = (timeZone: string, now = new Date()) => nowInZone(timeZone, now).slice(0, 10);

/** Joins a date input and a time input as the API wants them: date, "T", time, ":00". */
export const joinDateTime = (date: string, clock: string) => `${date}T${clock.slice(0, 5)}:00`;

/**
 * A "from"/"to" address parameter ("2030-01-10T10:00" or with seconds, as /cars writes them)
 * split for the date and time inputs; null when it is not one.
 */
export function splitDateTime(value: string | null): { date: string; time: string } | null {
  const m = value ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec(value) : null;
  return m ? { date: m[1]!, time: m[2]! } : null;
}
