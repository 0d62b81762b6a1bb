// The rules form's values and their translation to the API's settings (decision 0016): numbers as
// the text the fields hold, empty prices meaning "none", and a car's overrides being only what
// differs from its service's settings (the rest is inherited).
import { RULE_KEYS, WEEKDAYS, type AvailabilityRules, type OpeningHours, type RulesOverride, type Weekday } from '@carrental/shared';

export interface DayValues {
  closed: boolean;
  open: string;
  close: string;
}

export interface RulesValues {
  instantBooking: boolean;
  minNoticeHours: string;
  minDays: string;
  maxDays: string;
  weeklyDiscountPercent: string;
  monthlyDiscountPercent: string;
  weekendPricePerDay: string;
  driverPricePerDay: string;
  anyTime: boolean;
  hours: Record<Weekday, DayValues>;
}

const DEFAULT_DAY: DayValues = { closed: false, open: '09:00', close: '18:00' };

export function toValues(rules: AvailabilityRules): RulesValues {
  const hours = Object.fromEntries(
    WEEKDAYS.map((d) => {
      const h = rules.openingHours?.[d];
      return [d, rules.openingHours ? (h ? { closed: false, open: h.open, close: h.close } : { ...DEFAULT_DAY, closed: true }) : { ...DEFAULT_DAY }];
    }),
  ) as Record<Weekday, DayValues>;
  return {
    instantBooking: rules.instantBooking,
    minNoticeHours: String(rules.minNoticeHours),
    minDays: String(rules.minDays),
    maxDays: String(rules.maxDays),
    weeklyDiscountPercent: String(rules.weeklyDiscountPercent),
    monthlyDiscountPercent: String(rules.monthlyDiscountPercent),
    weekendPricePerDay: rules.weekendPricePerDay === null ? '' : String(rules.weekendPricePerDay),
    driverPricePerDay: rules.driverPricePerDay === null ? '' : String(rules.driverPricePerDay),
    anyTime: rules.openingHours === null,
    hours,
  };
}

const number = (text: string) => (text.trim() === '' ? NaN : Number(text));
const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The values as rules; the server validates them (400 with the field) and has the last word. */
export function fromValues(v: RulesValues): AvailabilityRules {
  const openingHours: OpeningHours | null = v.anyTime
    ? null
    : (Object.fromEntries(WEEKDAYS.map((d) => [d, v.hours[d].closed ? null : { open: v.hours[d].open, close: v.hours[d].close }])) as OpeningHours);
  return {
    openingHours,
    minNoticeHours: number(v.minNoticeHours),
    minDays: number(v.minDays),
    maxDays: number(v.maxDays),
    weeklyDiscountPercent: number(v.weeklyDiscountPercent),
    monthlyDiscountPercent: number(v.monthlyDiscountPercent),
    weekendPricePerDay: optionalNumber(v.weekendPricePerDay),
    driverPricePerDay: optionalNumber(v.driverPricePerDay),
    instantBooking: v.instantBooking,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The settings to store at a level: only those that differ from what that level inherits. */
export function overridesOf(rules: AvailabilityRules, inherited: AvailabilityRules): RulesOverride {
  const out: Record<string, unknown> = {};
  for (const key of RULE_KEYS) if (!same(rules[key], inherited[key])) out[key] = rules[key];
  return out as RulesOverride;
}
