// The rules form's values from the rules in force (decision 0016): numbers as the text the fields
// hold, empty prices meaning "none" (`rulesFormSchema` in shared reads them back), and a car's
// overrides being only what differs from its service's settings (the rest is inherited).
import { RULE_KEYS, WEEKDAYS, type AvailabilityRules, type DayValues, type RulesFormValues, type RulesOverride, type Weekday } from '@carrental/shared';

const DEFAULT_DAY: DayValues = { closed: false, open: '09:00', close: '18:00' };

export function toValues(rules: AvailabilityRules): RulesFormValues {
  const openingHours = Object.fromEntries(
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
    openingHours,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The settings to store at a level: only those that differ from what that level inherits. */
export function overridesOf(rules: AvailabilityRules, inherited: AvailabilityRules): RulesOverride {
  const out: Record<string, unknown> = {};
  for (const key of RULE_KEYS) if (!same(rules[key], inherited[key])) out[key] = rules[key];
  return out as RulesOverride;
}
