// The zod schemas of trip pricing (issue 29, decision 0031): the terms and a car's overrides, the
// quote's query and answer, and extensions. The rules themselves are in trips.ts.
import { z } from './zod.js';
import {
  FUEL_POLICIES,
  OFFERED_MODES,
  OUT_OF_CITY,
  TOLL_POLICIES,
  TRIP_LINE_KINDS,
  TRIP_MODES,
  type TripTerms,
  type TripTermsOverride,
} from './trips.js';
import { localDateTimeSchema } from './timeSchema.js';
import { parseLocalDateTime } from './time.js';
import { plainText } from './text.js';
import { errorText } from './i18n/errorText.js';
import { CANCELLATION_POLICIES } from './money.js';

const MAX_AMOUNT = 10_000_000;
const rupees = () => z.number().int(errorText('errors.field.wholeRupees')).min(0, errorText('errors.trips.negative')).max(MAX_AMOUNT, errorText('errors.trips.tooHigh'));
const whole = (max: number) => z.number().int(errorText('errors.trips.whole')).min(0, errorText('errors.trips.negative')).max(max, errorText('errors.trips.tooHigh'));
const placeName = () => plainText().trim().min(1, errorText('errors.trips.placeRequired')).max(60, errorText('errors.field.atMost100'));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = z.string().regex(DAY, errorText('errors.trips.dayFormat', { example: { ltr: '2030-04-10' } }));

export const tripDestinationSchema = z.object({ name: placeName(), surchargePerDay: rupees(), withDriverOnly: z.boolean() });
export const seasonSchema = z
  .object({ name: placeName(), from: daySchema, to: daySchema, pricePerDay: rupees().min(1, errorText('errors.trips.tooLow')) })
  .refine((s) => s.from <= s.to, { message: errorText('errors.trips.seasonOrder'), path: ['to'] });

export const tripTermsSchema = z.object({
  modes: z.enum(OFFERED_MODES),
  driverHoursPerDay: whole(24).min(1, errorText('errors.trips.tooLow')),
  overtimeHourlyRate: rupees(),
  nightAllowance: rupees(),
  mealAllowancePerDay: rupees().nullable(),
  kmPerDay: whole(5000).min(1, errorText('errors.trips.tooLow')).nullable(),
  extraKmRate: rupees(),
  fuelPolicy: z.enum(FUEL_POLICIES),
  fuelEighthPrice: rupees(),
  outOfCity: z.enum(OUT_OF_CITY),
  outOfCitySurchargePerDay: rupees(),
  destinations: z.array(tripDestinationSchema).max(30, errorText('errors.trips.tooMany')),
  tolls: z.enum(TOLL_POLICIES),
  seasons: z.array(seasonSchema).max(30, errorText('errors.trips.tooMany')),
  lateGraceMinutes: whole(24 * 60),
  lateHourlyRate: rupees(),
  lateFullDayAfterHours: whole(24).min(1, errorText('errors.trips.tooLow')),
  deposit: rupees(),
  advancePercent: whole(100).min(10, errorText('errors.money.advancePercent')),
  depositReturnDays: whole(60),
});

/** PUT /api/services/{id}/trip-terms and /api/cars/{id}/trip-terms: a key left out is inherited. */
export const tripTermsOverrideSchema = tripTermsSchema.partial().strict();

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _schemasMatchTypes: [Same<z.infer<typeof tripTermsSchema>, TripTerms>, Same<z.infer<typeof tripTermsOverrideSchema>, TripTermsOverride>] = [true, true];

/** GET /api/cars/{id}/trip-terms (and the service's). */
export const tripTermsAnswerSchema = z.object({
  effective: tripTermsSchema,
  service: tripTermsOverrideSchema,
  car: tripTermsOverrideSchema,
  /** The service's city, where trips start. */
  city: z.string(),
  canManage: z.boolean(),
});
export type TripTermsAnswer = z.infer<typeof tripTermsAnswerSchema>;

export const tripModeSchema = z.enum(TRIP_MODES);
/** A destination as sent: empty means within the city. */
export const destinationParam = plainText().trim().max(60, errorText('errors.field.atMost100')).optional().transform((v) => (v ? v : null));

/** GET /api/cars/{id}/quote?startDate&endDate&mode=self_drive|with_driver&destination= */
export const tripQuoteQuerySchema = z.object({
  startDate: localDateTimeSchema,
  endDate: localDateTimeSchema,
  mode: tripModeSchema.optional(),
  destination: destinationParam,
  /** Older clients: "true" means with_driver. */
  withDriver: z.enum(['true', 'false', '1', '0']).optional(),
});
export type TripQuoteQuery = z.input<typeof tripQuoteQuerySchema>;

export const tripLineSchema = z.object({
  kind: z.enum(TRIP_LINE_KINDS),
  /** In the caller's language. */
  label: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type TripLineAnswer = z.infer<typeof tripLineSchema>;

export const tripRulesSchema = z.object({
  kmPerDay: z.number().int().nullable(),
  extraKmRate: z.number().int(),
  fuelPolicy: z.enum(FUEL_POLICIES),
  fuelEighthPrice: z.number().int(),
  lateGraceMinutes: z.number().int(),
  lateHourlyRate: z.number().int(),
  lateFullDayAfterHours: z.number().int(),
  tolls: z.enum(TOLL_POLICIES),
  driverHoursPerDay: z.number().int().nullable(),
  overtimeHourlyRate: z.number().int().nullable(),
  mealsIncluded: z.boolean().nullable(),
  /** The rules in the caller's language, one sentence each. */
  words: z.array(z.string()),
});

export const tripQuoteSchema = z.object({
  days: z.number().int(),
  nights: z.number().int(),
  mode: tripModeSchema,
  destination: z.string().nullable(),
  lines: z.array(tripLineSchema),
  total: z.number().int(),
  usualTotal: z.number().int(),
  deposit: z.number().int(),
  payNow: z.number().int(),
  payAtPickup: z.number().int(),
  balanceAtPickup: z.number().int(),
  advancePercent: z.number().int(),
  rules: tripRulesSchema,
  /** Whether a request for this trip can be made now: free, fitting every rule and the terms. */
  available: z.boolean(),
  /** Why not, in the caller's language (empty when available). */
  reasons: z.array(z.string()),
  instant: z.boolean(),
});
export type TripQuoteAnswer = z.infer<typeof tripQuoteSchema>;

// ---------------------------------------------------------------------------------------------
// Extensions.

export const EXTENSION_STATUSES = ['REQUESTED', 'AWAITING_PAYMENT', 'APPLIED', 'DECLINED'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/** POST /api/bookings/{id}/extensions */
export const extensionInputSchema = z.object({ endDate: localDateTimeSchema });
export type ExtensionInput = z.input<typeof extensionInputSchema>;

export const extensionSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  status: z.enum(EXTENSION_STATUSES),
  previousEndDate: z.string(),
  endDate: z.string(),
  previousTotal: z.number().int(),
  total: z.number().int(),
  /** What is paid for it (the new total less the old). */
  amount: z.number().int(),
  lines: z.array(tripLineSchema),
  createdAt: z.string(),
  /** What the caller may do: accept, decline, pay. */
  actions: z.array(z.enum(['accept', 'decline', 'pay'])),
});
export type Extension = z.infer<typeof extensionSchema>;

// ---------------------------------------------------------------------------------------------
// Shortening a trip: the days given up follow the cancellation policy (shorteningRefund, money.ts).

/** GET /api/bookings/{id}/shortening?endDate= (what it would give back) and POST /api/bookings/{id}/shortenings */
export const shorteningInputSchema = z.object({ endDate: localDateTimeSchema });
export type ShorteningInput = z.input<typeof shorteningInputSchema>;

/**
 * A new return typed as a day and a time (an extension's or a shortening's form), turned into the
 * body both take; `later`/`earlier` than the current return are the server's rules said early.
 */
export const newReturnFormSchema = (current: string, rule: 'later' | 'earlier') =>
  z
    .object({
      day: z.string().regex(DAY, errorText('errors.trips.chooseDay')),
      time: z.string().regex(/^\d{2}:\d{2}$/, errorText('errors.trips.chooseTime')),
    })
    .transform(({ day, time }) => `${day}T${time}:00`)
    .refine((end) => (rule === 'later' ? end > current : end < current), {
      message: errorText(rule === 'later' ? 'errors.trips.extensionNotLater' : 'errors.trips.shortenNotEarlier'),
      path: ['day'],
    })
    .refine((end) => parseLocalDateTime(end) !== null, { message: errorText('errors.field.notADate'), path: ['day'] })
    .transform((endDate) => ({ endDate }));
export type NewReturnFormValues = z.input<ReturnType<typeof newReturnFormSchema>>;

export const shorteningQuoteSchema = z.object({
  previousEndDate: z.string(),
  endDate: z.string(),
  previousTotal: z.number().int(),
  /** The shorter trip's total (never more than was agreed). */
  total: z.number().int(),
  /** What the days given up were worth. */
  givenUp: z.number().int(),
  policy: z.enum(CANCELLATION_POLICIES),
  refundPercent: z.number().int(),
  /** What the policy keeps of the days given up (in the new total). */
  kept: z.number().int(),
  /** Given back to the customer through the provider that took the payment. */
  refundAmount: z.number().int(),
  /** Paid beyond the new total at the counter: the vendor gives it back there. */
  owedAtCounter: z.number().int(),
  lines: z.array(tripLineSchema),
});
export type ShorteningQuote = z.infer<typeof shorteningQuoteSchema>;

export const shorteningSchema = shorteningQuoteSchema.extend({ id: z.string(), createdAt: z.string() });
export type Shortening = z.infer<typeof shorteningSchema>;

/** GET /api/bookings/{id}/trip: the stored lines and the extensions of a booking. */
export const bookingTripSchema = z.object({
  mode: tripModeSchema,
  destination: z.string().nullable(),
  lines: z.array(tripLineSchema),
  total: z.number().int(),
  deposit: z.number().int(),
  extensions: z.array(extensionSchema),
  canExtend: z.boolean(),
  shortenings: z.array(shorteningSchema),
  /** The customer may give days up (a confirmed trip that has not ended, no extension waiting). */
  canShorten: z.boolean(),
});
export type BookingTrip = z.infer<typeof bookingTripSchema>;

/** The trip filters of the car search: ?mode=&destination= */
export const tripSearchSchema = z.object({ mode: tripModeSchema.optional(), destination: destinationParam });

/** GET /api/trips/totals?carIds=&startDate&endDate&mode&destination: the all-in totals of a search's cards. */
export const tripTotalsQuerySchema = z.object({
  carIds: plainText()
    .max(40 * 37)
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.guid()).min(1).max(40)),
  startDate: localDateTimeSchema,
  endDate: localDateTimeSchema,
  mode: tripModeSchema.optional(),
  destination: destinationParam,
});
export const tripTotalSchema = z.object({ carId: z.string(), total: z.number().int(), deposit: z.number().int() });
export type TripTotal = z.infer<typeof tripTotalSchema>;
