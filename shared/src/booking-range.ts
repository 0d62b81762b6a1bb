// The booking date rules (spec §5), one definition for the form and the server. Apart from the
// wall-clock maths of time.ts, which the i18n formatter uses: the rules' texts come from the
// catalog, so keeping them here keeps shared/src free of import circles.
import { errorText, type ErrorKey } from './i18n/errorText.js';
import type { LocalText } from './i18n/text.js';
import { MAX_RENTAL_DAYS, parseLocalDateTime, rentalDays } from './time.js';
// (`@__PURE__`: a page that uses none of these rules does not load the error catalog.)

export const START_IN_PAST_MESSAGE = /* @__PURE__ */ errorText('errors.bookings.startInPast');
export const END_NOT_AFTER_START_MESSAGE = /* @__PURE__ */ errorText('errors.bookings.endNotAfterStart');
export const TOO_LONG_MESSAGE = /* @__PURE__ */ errorText('errors.bookings.tooLong', { days: MAX_RENTAL_DAYS });

export interface BookingRangeProblem {
  field: 'startDate' | 'endDate';
  /** In English; `text` says it in any language. */
  message: string;
  text: LocalText<ErrorKey>;
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
  if (start === null || start < exactNow - (exactNow % 60_000)) return { field: 'startDate', message: START_IN_PAST_MESSAGE, text: { key: 'errors.bookings.startInPast' } };
  if (end === null || end <= start) return { field: 'endDate', message: END_NOT_AFTER_START_MESSAGE, text: { key: 'errors.bookings.endNotAfterStart' } };
  if (rentalDays(startDate, endDate) > MAX_RENTAL_DAYS) return { field: 'endDate', message: TOO_LONG_MESSAGE, text: { key: 'errors.bookings.tooLong', values: { days: MAX_RENTAL_DAYS } } };
  return null;
}
