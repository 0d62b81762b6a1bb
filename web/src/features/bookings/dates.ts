// Wall-clock booking date-times ("2030-01-10T10:00:00", the marketplace's zone) for the date and
// time inputs. Screens show them through `date()` of useI18n, the one date formatter.
import { bookingRangeProblem, nowInZone, renderText, type MessageKey, type Translator } from '@carrental/shared';

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

// The texts of the shared date rule's problems, named here so that the build loads their catalog
// with the booking screens (a key only the shared rule names would load with nothing).
const RANGE_TEXTS = ['errors.bookings.startInPast', 'errors.bookings.endNotAfterStart', 'errors.bookings.tooLong'] satisfies MessageKey[];

/**
 * The first problem of a booking's range in the reader's language, or null: the one date rule
 * (`bookingRangeProblem`, the server's too, with its 365-day cap) against now in the marketplace's zone.
 */
export function rangeProblemText(t: Translator<MessageKey>, start: string, end: string, timeZone: string): string | null {
  const problem = bookingRangeProblem(start, end, nowInZone(timeZone));
  if (!problem || !RANGE_TEXTS.includes(problem.text.key as (typeof RANGE_TEXTS)[number])) return problem?.message ?? null;
  return renderText(t, problem.text);
}
