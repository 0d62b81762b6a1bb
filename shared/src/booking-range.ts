// The booking date rules (spec §5), one definition for the form and the server. Apart from the
// wall-clock maths of time.ts, which the i18n formatter uses: the rules' texts are catalog keys,
// so keeping them here keeps shared/src free of import circles.
import type { SchemaText } from './i18n/errorText.js';
import { MAX_RENTAL_DAYS, parseLocalDateTime, rentalDays } from './time.js';

export interface BookingRangeProblem {
  field: 'startDate' | 'endDate';
  /** What is wrong, said in the reader's language where it is shown. */
  text: SchemaText;
}

/**
 * The first problem with a booking's range, or null. `now` is the current wall-clock time in the
 * marketplace's zone (`nowInZone`). A start within the current minute counts as now, not the past:
 * the forms pick minutes, not seconds.
 */
export function bookingRangeProblem(startDate: string, endDate: string, now: string): BookingRangeProblem | null {
  const exactNow = parseLocalDateTime(now);
  const start = parseLocalDateTime(startDate);
  const end = parseLocalDateTime(endDate);
  if (exactNow === null) throw new Error(`Not a wall-clock time: ${now}`);
  if (start === null || start < exactNow - (exactNow % 60_000)) return { field: 'startDate', text: { key: 'errors.bookings.startInPast' } };
  if (end === null || end <= start) return { field: 'endDate', text: { key: 'errors.bookings.endNotAfterStart' } };
  if (rentalDays(startDate, endDate) > MAX_RENTAL_DAYS) return { field: 'endDate', text: { key: 'errors.bookings.tooLong', values: { days: MAX_RENTAL_DAYS } } };
  return null;
}
