// Vendor analytics (issue 34, decision 0039): GET /api/vendor/analytics?from&to&serviceId.
import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';
import { latinDigits } from './digits.js';

const day = z
  .string()
  .overwrite(latinDigits)
  .regex(/^\d{4}-\d{2}-\d{2}$/, errorText('errors.field.notADate'))
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), errorText('errors.field.notADate'));

/** At most this many days in one request (three years). */
export const MAX_ANALYTICS_DAYS = 1100;

export const analyticsQuerySchema = z
  .object({ from: day, to: day, serviceId: z.uuid(errorText('errors.staff.serviceUnknown')).optional() })
  .refine((q) => q.from <= q.to, { message: errorText('errors.drivers.dayOffOrder'), path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_ANALYTICS_DAYS, { message: errorText('errors.analytics.tooLong', { days: MAX_ANALYTICS_DAYS }), path: ['to'] });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const vendorAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Rent received per month (marketplace months): online through the app, and at the counter. */
  revenue: z.array(z.object({ month: z.string(), online: z.number().int(), counter: z.number().int() })),
  /** Share of the period's days each car was booked (CONFIRMED trips), 0 to 1. */
  utilisation: z.array(z.object({ carId: z.string(), name: z.string(), bookedDays: z.number(), days: z.number().int(), share: z.number() })),
  /** Requests made in the period, and how many of them were accepted, paid and completed. */
  funnel: z.object({ requests: z.number().int(), accepted: z.number().int(), paid: z.number().int(), completed: z.number().int() }),
  /** Of the accepted requests, the share cancelled afterwards; null without any. */
  cancellationRate: z.number().nullable(),
  /** Median minutes from a request to the vendor's first answer; null without answers. */
  medianAnswerMinutes: z.number().nullable(),
});
export type VendorAnalytics = z.infer<typeof vendorAnalyticsSchema>;
