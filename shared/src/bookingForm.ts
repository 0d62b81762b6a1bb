// The booking forms' schemas: the booking form (date and time inputs apart, turned into the
// wall-clock date-times of POST /api/bookings/createBooking) and the vendor's suggestion (the
// server's own `suggestChangesSchema`). Both are checked with the one booking date rule
// (`bookingRangeProblem`) against `now`, the marketplace's wall clock, so they are built per check.
import { z } from './zod.js';
import { bookingRangeProblem } from './booking-range.js';
import { createBookingSchema, suggestChangesSchema } from './bookings.js';
import { errorText } from './i18n/errorText.js';

/** A refinement: the range's first problem under its field (start or end). */
const inBookingRange =
  (now: string) =>
  (range: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
    const problem = bookingRangeProblem(range.startDate, range.endDate, now);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: errorText(problem.text.key, problem.text.values) });
  };

const chosen = (message: string) => z.string().trim().min(1, message);

/**
 * The booking form: pick-up and return as a date and a time each ("2030-01-10", "10:00"), and the
 * notes. The answer is what the server checks again with `createBookingSchema`.
 */
export const bookCarFormSchema = (now: string) =>
  z
    .object({
      startDate: chosen(errorText('errors.bookings.choosePickUp')),
      startTime: chosen(errorText('errors.bookings.choosePickUp')),
      endDate: chosen(errorText('errors.bookings.chooseReturn')),
      endTime: chosen(errorText('errors.bookings.chooseReturn')),
      description: z.string(),
    })
    .transform((v) => ({ startDate: `${v.startDate}T${v.startTime.slice(0, 5)}:00`, endDate: `${v.endDate}T${v.endTime.slice(0, 5)}:00`, description: v.description }))
    .pipe(
      createBookingSchema
        .pick({ startDate: true, endDate: true })
        .extend({ description: createBookingSchema.shape.description.unwrap() })
        .superRefine(inBookingRange(now)),
    );

/** The vendor's suggestion (date-time inputs give "2030-01-10T10:00"; seconds are optional). */
export const suggestChangesFormSchema = (now: string) => suggestChangesSchema.superRefine(inBookingRange(now));
