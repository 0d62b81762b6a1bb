// Payload schemas of the bookings feature, shared by the API (validation, OpenAPI) and the web app.
import { z } from './zod.js';
import { MAX_BOOKING_NOTES } from './values.js';
import { MAX_INT, plainText } from './text.js';
import { bookingStatusSchema, carMakeSchema } from './enums.js';
import { localDateTimeSchema } from './timeSchema.js';
import { bookingLinesSchema, cancellationPolicySchema, cancellationQuoteSchema } from './moneySchema.js';
import { errorText } from './i18n/errorText.js';
import { serviceSummarySchema } from './services.js';
import { destinationParam, tripModeSchema } from './tripsSchema.js';

/** Notes of a booking or a suggestion: at most MAX_BOOKING_NOTES characters (the column's own limit). */
const notesText = plainText().max(MAX_BOOKING_NOTES, errorText('errors.bookings.notesTooLong', { max: MAX_BOOKING_NOTES }));
const notesSchema = notesText.default('');

/**
 * POST /api/bookings/createBooking. The spec's payload also carries customerId, serviceId and
 * totalAmount; they are accepted so that such a client still works, and ignored: the caller is the
 * customer, the car names its service, and the server computes the total.
 */
export const createBookingSchema = z.object({
  carId: z.guid(errorText('errors.bookings.chooseCar')),
  startDate: localDateTimeSchema,
  endDate: localDateTimeSchema,
  description: notesSchema,
  /** With a driver, when the car offers one (decision 0016); `mode` says the same and wins. */
  withDriver: z.boolean().optional().default(false),
  /** Self-drive or with driver (decision 0031). */
  mode: tripModeSchema.optional(),
  /** Out of the service's city: the destination; empty or absent = within the city. */
  destination: destinationParam,
  customerId: plainText().max(100).optional(),
  serviceId: plainText().max(100).optional(),
  totalAmount: z.number().min(0).max(MAX_INT).optional(),
});
export type CreateBookingInput = Omit<z.input<typeof createBookingSchema>, 'destination'> & { destination?: string | null };

/**
 * PUT /api/bookings/{id}/suggest-changes: another car of the same service, other dates, and the
 * vendor's own message. The customer's note is never overwritten: `message` is kept beside it. The
 * spec's client sends its text as `description`; without a `message`, that is the vendor's message.
 */
export const suggestChangesSchema = z.object({
  carId: z.guid(errorText('errors.bookings.chooseCar')),
  startDate: localDateTimeSchema,
  endDate: localDateTimeSchema,
  message: notesText.optional(),
  description: notesSchema,
  // Sent by the spec's client; ignored (the service is the booking's, the total is recomputed).
  id: plainText().max(100).optional(),
  serviceId: plainText().max(100).optional(),
  totalAmount: z.number().min(0).max(MAX_INT).optional(),
});
export type SuggestChangesInput = z.input<typeof suggestChangesSchema>;

/** What the caller may do next; `pay` starts the checkout (its own call, in the payments feature). */
export const BOOKING_ACTIONS = [
  'accept',
  'reject',
  'suggest-changes',
  'cancel',
  'mark-paid-outside',
  'close',
  'accept-changes',
  'reject-changes',
  'pay',
] as const;
export const bookingActionSchema = z.enum(BOOKING_ACTIONS);
export type BookingActionName = z.infer<typeof bookingActionSchema>;

export const bookingCarSchema = z.object({
  id: z.string(),
  make: carMakeSchema,
  customMake: z.string(),
  model: z.string(),
  year: z.number().int(),
  name: z.string(),
  pricePerDay: z.number().int(),
  coverImageUrl: z.string().nullable(),
  /** The plate: to the renter once the booking is paid (CONFIRMED and after), always to the vendor. */
  registrationNumber: z.string().nullable().optional(),
});

export const bookingServiceSchema = serviceSummarySchema.omit({ cancellationPolicy: true });

/** The customer as the booking shows them; email and phone only reach the vendor (and admins). */
export const bookingCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

/**
 * A vendor's suggestion: their message, and what the customer had asked for (the booking's own
 * car, dates and total are the suggested ones), so the screens show the change side by side.
 */
export const bookingSuggestionSchema = z.object({
  message: z.string(),
  previous: z.object({
    car: bookingCarSchema.pick({ id: true, make: true, customMake: true, model: true, year: true, name: true }),
    startDate: z.string(),
    endDate: z.string(),
    totalAmount: z.number().int(),
    withDriver: z.boolean(),
  }),
});
export type BookingSuggestion = z.infer<typeof bookingSuggestionSchema>;

/** Which side of the booking the caller is on; null for an admin who is neither. */
export const bookingSideSchema = z.enum(['CUSTOMER', 'VENDOR']).nullable();

export const bookingSchema = z.object({
  id: z.string(),
  carId: z.string(),
  customerId: z.string(),
  serviceId: z.string(),
  status: bookingStatusSchema,
  /** Wall-clock "YYYY-MM-DDTHH:mm:ss" in the marketplace's zone. */
  startDate: z.string(),
  endDate: z.string(),
  description: z.string(),
  totalAmount: z.number().int(),
  /** Whether the car comes with a driver (decision 0016). */
  withDriver: z.boolean(),
  /**
   * When an open request, offer or unpaid acceptance expires (wall-clock, the marketplace's zone);
   * null when nothing is waiting (decision 0016).
   */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  car: bookingCarSchema,
  service: bookingServiceSchema,
  customer: bookingCustomerSchema,
  viewerSide: bookingSideSchema,
  availableActions: z.array(bookingActionSchema),
  /** The vendor's suggestion against the customer's request; null when none was made. */
  suggestion: bookingSuggestionSchema.nullable(),
  /** An open request whose dates another booking of the car already holds: it cannot be accepted. */
  heldConflict: z.boolean(),
  /** The policy agreed when the booking was requested (the web words it with the booking's dates: `policyLineTexts`). */
  cancellationPolicy: cancellationPolicySchema,
  /** The price breakdown for the caller's side (the platform fee only for the vendor and admins). */
  lines: bookingLinesSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

/** The cancel call's answer: the booking and the refund it decided (same figures as the quote). */
export const cancelledBookingSchema = bookingSchema.extend({ cancellation: cancellationQuoteSchema });
export type CancelledBooking = z.infer<typeof cancelledBookingSchema>;

export const bookingListSchema = z.array(bookingSchema);

/** Any string: an id that is not a booking's is simply not found (404), like an unknown one. */
export const bookingIdParamsSchema = z.object({ id: plainText().max(100) });
