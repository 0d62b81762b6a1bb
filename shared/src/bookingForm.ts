// The vendor's suggestion form: the server's own `suggestChangesSchema`, checked with the one
// booking date rule (`bookingRangeProblem`) against `now`, the marketplace's wall clock, so it is
// built per check. (The booking form on the car page stays without zod: decision 0027.)
import type { z } from './zod.js';
import { bookingRangeProblem } from './booking-range.js';
import { suggestChangesSchema } from './bookings.js';

/** A refinement: the range's first problem under its field (start or end). */
const inBookingRange =
  (now: string) =>
  (range: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
    const problem = bookingRangeProblem(range.startDate, range.endDate, now);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  };

/** The vendor's suggestion (date-time inputs give "2030-01-10T10:00"; seconds are optional). */
export const suggestChangesFormSchema = (now: string) => suggestChangesSchema.superRefine(inBookingRange(now));
