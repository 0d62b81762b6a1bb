// The zod schemas of availability (decision 0016): rules and their overrides, blocks, the calendar
// (the quote is trips'). The rules themselves are in availability.ts, so pages that only show a quote or
// a calendar load no zod.
import { z } from './zod.js';
import {
  MAX_DISCOUNT_PERCENT,
  MAX_NOTICE_HOURS,
  WEEKDAYS,
  type AvailabilityRules,
  type OpeningHours,
  type RulesOverride,
} from './availability.js';
import { MAX_RENTAL_DAYS, parseLocalDateTime } from './time.js';
import { localDateTimeSchema } from './timeSchema.js';
import { plainText } from './text.js';
import { localTextSchema } from './localTextSchema.js';
import { errorText, label, type ErrorKey } from './i18n/errorText.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockSchema = z.string().regex(HH_MM, errorText('errors.availability.clockFormat', { example: { ltr: '09:00' } }));

export const dayHoursSchema = z
  .object({ open: clockSchema, close: clockSchema })
  .refine((d) => d.open < d.close, { message: errorText('errors.availability.closeBeforeOpen'), path: ['close'] });

export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema.nullable()])) as Record<(typeof WEEKDAYS)[number], z.ZodNullable<typeof dayHoursSchema>>,
);

const price = (key: ErrorKey) =>
  z.number().int(errorText('errors.availability.wholeRupees', { label: label(key) })).positive(errorText('errors.availability.moreThanZero', { label: label(key) })).max(10_000_000, errorText('errors.availability.tooHigh', { label: label(key) }));
const percent = (key: ErrorKey) =>
  z.number().int(errorText('errors.availability.wholePercent', { label: label(key) })).min(0, errorText('errors.availability.negative', { label: label(key) })).max(MAX_DISCOUNT_PERCENT, errorText('errors.availability.percentMax', { label: label(key), max: MAX_DISCOUNT_PERCENT }));
const days = (key: ErrorKey) =>
  z.number().int(errorText('errors.availability.wholeDays', { label: label(key) })).min(1, errorText('errors.availability.atLeastOne', { label: label(key) })).max(MAX_RENTAL_DAYS, errorText('errors.availability.daysMax', { label: label(key), max: MAX_RENTAL_DAYS }));

/** Every rule, as the answers carry the rules in force. */
export const availabilityRulesSchema = z.object({
  openingHours: openingHoursSchema.nullable(),
  minNoticeHours: z.number().int(errorText('errors.availability.noticeWhole')).min(0, errorText('errors.availability.noticeNegative')).max(MAX_NOTICE_HOURS, errorText('errors.availability.noticeMax', { max: MAX_NOTICE_HOURS })),
  minDays: days('errors.label.minDays'),
  maxDays: days('errors.label.maxDays'),
  weeklyDiscountPercent: percent('errors.label.weeklyDiscount'),
  monthlyDiscountPercent: percent('errors.label.monthlyDiscount'),
  weekendPricePerDay: price('errors.label.weekendPrice').nullable(),
  driverPricePerDay: price('errors.label.driverPrice').nullable(),
  instantBooking: z.boolean(),
});

/**
 * PUT /api/services/{id}/availability-rules and /api/cars/{id}/availability-rules: the settings
 * of that level. A key left out is inherited (a car from its service, a service from the
 * defaults); null for the opening hours, the weekend price or the driver means "none".
 */
export const rulesOverrideSchema = availabilityRulesSchema.partial().strict();

// The types stay declared once, in availability.ts; these lines fail to compile if the schemas drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _schemasMatchTypes: [
  Same<z.infer<typeof availabilityRulesSchema>, AvailabilityRules>,
  Same<z.infer<typeof openingHoursSchema>, OpeningHours>,
  Same<z.infer<typeof rulesOverrideSchema>, RulesOverride>,
] = [true, true, true];

/** GET /api/cars/{id}/availability-rules (and the service's). */
export const availabilityRulesAnswerSchema = z.object({
  /** The rules in force. */
  effective: availabilityRulesSchema,
  /** The service's own settings, and the car's overrides (empty for a service). */
  service: rulesOverrideSchema,
  car: rulesOverrideSchema,
  /** The rules in words for customers. */
  words: z.array(localTextSchema),
  openingHoursWords: z.array(localTextSchema),
  /** Whether the caller may change them. */
  canManage: z.boolean(),
});
export type AvailabilityRulesAnswer = z.infer<typeof availabilityRulesAnswerSchema>;

/** A wall-clock date-time, or a bare date meaning its midnight ("2030-01-10" → "2030-01-10T00:00:00"). */
export const dayOrDateTimeSchema = z
  .string()
  .transform((v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00` : v))
  .pipe(localDateTimeSchema);

const MAX_BLOCK_DAYS = 366;
/** POST /api/cars/{id}/blocks: days the car is not offered (maintenance, personal use). */
export const blockInputSchema = z
  .object({
    startDate: dayOrDateTimeSchema,
    endDate: dayOrDateTimeSchema,
    note: plainText().trim().max(200, errorText('errors.availability.notesTooLong', { max: 200 })).optional().default(''),
  })
  .refine((b) => b.endDate > b.startDate, { message: errorText('errors.availability.endBeforeStart'), path: ['endDate'] })
  .refine((b) => (parseLocalDateTime(b.endDate)! - parseLocalDateTime(b.startDate)!) / 86_400_000 <= MAX_BLOCK_DAYS, {
    message: errorText('errors.availability.blockTooLong', { max: MAX_BLOCK_DAYS }),
    path: ['endDate'],
  });
export type BlockInput = z.input<typeof blockInputSchema>;

export const BLOCK_SOURCES = ['VENDOR', 'ICAL'] as const;
export const blockSchema = z.object({
  id: z.string(),
  carId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  note: z.string(),
  source: z.enum(BLOCK_SOURCES),
  createdAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

/** POST /api/cars/{id}/blocks answers the block and the requests it declined. */
export const createdBlockSchema = blockSchema.extend({ declinedBookingIds: z.array(z.string()) });

const MAX_CALENDAR_DAYS = 400;
/** GET /api/cars/{id}/calendar?from=&to= (dates or date-times; at most 400 days). */
export const calendarQuerySchema = z
  .object({ from: dayOrDateTimeSchema, to: dayOrDateTimeSchema })
  .refine((q) => q.to > q.from, { message: errorText('errors.availability.toBeforeFrom'), path: ['to'] })
  .refine((q) => (parseLocalDateTime(q.to)! - parseLocalDateTime(q.from)!) / 86_400_000 <= MAX_CALENDAR_DAYS, {
    message: errorText('errors.availability.calendarSpan', { max: MAX_CALENDAR_DAYS }),
    path: ['to'],
  });

export const rangeSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type CalendarRange = z.infer<typeof rangeSchema>;

export const calendarBookingSchema = z.object({
  id: z.string(),
  status: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  customerName: z.string(),
  withDriver: z.boolean(),
});

/**
 * The car's calendar between `from` and `to`. Everyone gets the unavailable ranges (held bookings
 * and blocks, joined where they touch); the car's vendor also its bookings (held and open
 * requests) and blocks with their details.
 */
export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  unavailable: z.array(rangeSchema),
  bookings: z.array(calendarBookingSchema).optional(),
  blocks: z.array(blockSchema).optional(),
});
export type CarCalendar = z.infer<typeof calendarSchema>;

// ---------------------------------------------------------------------------------------------
// Calendar sync: the car's private feed and the external calendars imported as blocks.

/** POST /api/cars/{id}/calendar-imports */
export const calendarImportInputSchema = z.object({
  url: plainText().trim().min(10, errorText('errors.calendar.enterAddress')).max(2000, errorText('errors.calendar.addressTooLong')),
});

export const calendarImportSchema = z.object({
  id: z.string(),
  url: z.string(),
  lastFetchedAt: z.string().nullable(),
  /** Why the last fetch failed, or what it could not import; null when all went well. */
  lastError: z.string().nullable(),
  eventCount: z.number().int(),
});

/** GET /api/cars/{id}/calendar-sync (the car's vendor). */
export const calendarSyncSchema = z.object({
  /** Private: anyone with it sees the car's bookings and blocks (times only). */
  feedUrl: z.string(),
  imports: z.array(calendarImportSchema),
});
export type CalendarSync = z.infer<typeof calendarSyncSchema>;
