// Payloads and answers of the dashboards (issue 34); the figures are `vendorAnalytics` and
// `adminAnalytics` in analytics.ts.
import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';
import { dayOrDateTimeSchema } from './availabilitySchema.js';
import { ANALYTICS_MAX_DAYS } from './analytics.js';
import { MS_PER_DAY, parseLocalDateTime } from './time.js';

const spanDays = (from: string, to: string) => {
  const [a, b] = [parseLocalDateTime(`${from}T00:00`), parseLocalDateTime(`${to}T00:00`)];
  return a === null || b === null ? 0 : (b - a) / MS_PER_DAY + 1;
};

const daySchema = dayOrDateTimeSchema.transform((v) => v.slice(0, 10));

/** GET /api/vendor/analytics?from&to&serviceId and GET /api/admin/analytics?from&to */
export const analyticsQuerySchema = z
  .object({ from: daySchema, to: daySchema, serviceId: z.guid().optional() })
  .refine((q) => q.to >= q.from, { message: errorText('errors.analytics.toBeforeFrom'), path: ['to'] })
  // A date that is not one was refused above; the span is measured only between real dates.
  .refine((q) => spanDays(q.from, q.to) <= ANALYTICS_MAX_DAYS, { message: errorText('errors.analytics.span', { max: ANALYTICS_MAX_DAYS }), path: ['to'] });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const carFigures = z.object({ carId: z.string(), name: z.string(), bookedDays: z.number(), days: z.number().int(), percent: z.number(), revenue: z.number().int() });

export const vendorAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenue: z.array(z.object({ month: z.string(), online: z.number().int(), counter: z.number().int() })),
  utilisation: z.array(carFigures),
  funnel: z.object({ requests: z.number().int(), accepted: z.number().int(), paid: z.number().int(), completed: z.number().int() }),
  medianAnswerMinutes: z.number().nullable(),
  cancellations: z.object({ ofAccepted: z.number().int(), byVendor: z.number().int(), byCustomer: z.number().int(), percent: z.number() }),
  ratings: z.array(z.object({ month: z.string(), average: z.number(), count: z.number().int() })),
  bestCars: z.array(carFigures),
  worstCars: z.array(carFigures),
  /** The branches the caller may pick from. */
  services: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(z.object({ month: z.string(), bookings: z.number().int(), value: z.number().int(), take: z.number().int() })),
  cities: z.array(z.object({ city: z.string(), listings: z.number().int(), bookings: z.number().int() })),
  conversion: z.object({ searches: z.number().int(), bookings: z.number().int(), percent: z.number() }),
  openDisputes: z.number().int(),
  overdueDeposits: z.number().int(),
});
export type VendorAnalyticsAnswer = z.infer<typeof vendorAnalyticsSchema>;
export type AdminAnalyticsAnswer = z.infer<typeof adminAnalyticsSchema>;
