// The rules form's values as typed (numbers as text, an empty price meaning "none", each weekday's
// hours with a "closed" box) and the one schema that checks them and turns them into the rules
// (`availabilityRulesSchema` checks their ranges, as the server does with a level's settings).
import { z } from './zod.js';
import { WEEKDAYS, type AvailabilityRules, type OpeningHours, type Weekday } from './availability.js';
import { availabilityRulesSchema } from './availabilitySchema.js';
import { latinDigits } from './digits.js';
import { errorText, label, type ErrorKey } from './i18n/errorText.js';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A number typed in any digits; `required` false: empty is "none" (null). */
const typedNumber = (key: ErrorKey, required = true) =>
  z
    .string()
    .overwrite((text) => latinDigits(text).trim())
    .refine((text) => !required || text !== '', errorText('errors.field.required', { label: label(key) }))
    .refine((text) => text === '' || NUMBER.test(text), errorText('errors.availability.enterNumber', { label: label(key) }))
    .transform((text) => (text === '' ? null : Number(text)));

const dayValuesSchema = z.object({ closed: z.boolean(), open: z.string(), close: z.string() });
export type DayValues = z.infer<typeof dayValuesSchema>;

export const rulesFormSchema = z
  .object({
    instantBooking: z.boolean(),
    minNoticeHours: typedNumber('errors.label.notice'),
    minDays: typedNumber('errors.label.minDays'),
    maxDays: typedNumber('errors.label.maxDays'),
    weeklyDiscountPercent: typedNumber('errors.label.weeklyDiscount'),
    monthlyDiscountPercent: typedNumber('errors.label.monthlyDiscount'),
    weekendPricePerDay: typedNumber('errors.label.weekendPrice', false),
    driverPricePerDay: typedNumber('errors.label.driverPrice', false),
    /** Open at any hour: the weekdays' hours are not sent. */
    anyTime: z.boolean(),
    openingHours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayValuesSchema])) as Record<Weekday, typeof dayValuesSchema>),
  })
  // The weekday is named: the hours of all seven days show one message.
  .superRefine((v, ctx) => {
    if (v.anyTime) return;
    const wrong = WEEKDAYS.find((d) => !v.openingHours[d].closed && v.openingHours[d].open >= v.openingHours[d].close);
    if (wrong) ctx.addIssue({ code: 'custom', path: ['openingHours'], message: errorText('errors.availability.dayCloseBeforeOpen', { day: label(`errors.weekdays.${wrong}`) }) });
  })
  .transform(
    (v): AvailabilityRules => ({
      openingHours: v.anyTime
        ? null
        : (Object.fromEntries(WEEKDAYS.map((d) => [d, v.openingHours[d].closed ? null : { open: v.openingHours[d].open, close: v.openingHours[d].close }])) as OpeningHours),
      minNoticeHours: v.minNoticeHours!,
      minDays: v.minDays!,
      maxDays: v.maxDays!,
      weeklyDiscountPercent: v.weeklyDiscountPercent!,
      monthlyDiscountPercent: v.monthlyDiscountPercent!,
      weekendPricePerDay: v.weekendPricePerDay,
      driverPricePerDay: v.driverPricePerDay,
      instantBooking: v.instantBooking,
    }),
  )
  .pipe(availabilityRulesSchema);

export type RulesFormValues = z.input<typeof rulesFormSchema>;
