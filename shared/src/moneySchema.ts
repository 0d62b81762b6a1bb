// The zod schemas of the money rules' answers and payloads (money.ts holds the rules themselves).
import { z } from './zod.js';
import { BOOKING_LINE_KINDS, CANCELLATION_POLICIES, type BookingLine, type CancellationPolicy } from './money.js';
import { errorText } from './i18n/errorText.js';

export const cancellationPolicySchema = z.enum(CANCELLATION_POLICIES);
/** A line as answered: its label in the caller's language (its text stays on the server). */
export const bookingLineSchema = z.object({
  kind: z.enum(BOOKING_LINE_KINDS),
  label: z.string(),
  amount: z.number().int(),
  quantity: z.number().int().optional(),
  unitPrice: z.number().int().optional(),
});
export const bookingLinesSchema = z.array(bookingLineSchema);

// The types stay declared once, in money.ts; these lines fail to compile if the schemas drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _schemasMatchTypes: [Same<z.infer<typeof cancellationPolicySchema>, CancellationPolicy>, Same<z.infer<typeof bookingLineSchema>, Omit<BookingLine, 'text'>>] = [true, true];

// ---------------------------------------------------------------------------------------------
// Answers and payloads.

/** GET /api/bookings/{id}/cancellation-quote, and the `cancellation` of the cancel answer. */
export const cancellationQuoteSchema = z.object({
  refundAmount: z.number().int(),
  policy: cancellationPolicySchema,
  explanation: z.string(),
  /** What was paid through the app and not yet refunded: the most an admin may give back. */
  paidAmount: z.number().int(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** PUT /api/bookings/{id}/cancel: no body for the parties; an admin may choose the refund. */
export const cancelBookingSchema = z
  .object({
    refundAmount: z.number().int(errorText('errors.field.wholeRupees')).min(0, errorText('errors.bookings.refundNegative')).max(2_147_483_647).optional(),
  })
  .nullish();
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;
