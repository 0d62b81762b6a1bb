import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, effectiveRules, messageInEnglish, rulesFormSchema } from '@carrental/shared';
import { overridesOf, toValues } from './rulesForm';

const read = (values: ReturnType<typeof toValues>) => rulesFormSchema.parse(values);

describe('rules form values', () => {
  it('round-trips the rules through the form', () => {
    const rules = {
      ...DEFAULT_RULES,
      openingHours: { mon: { open: '09:00', close: '18:00' }, tue: { open: '09:00', close: '18:00' }, wed: null, thu: null, fri: null, sat: null, sun: null },
      weekendPricePerDay: 6000,
      minDays: 2,
    };
    expect(read(toValues(rules))).toEqual(rules);
    expect(read(toValues(DEFAULT_RULES))).toEqual(DEFAULT_RULES);
  });

  it('reads an empty price as none, Urdu digits as digits, and names an empty or wrong number', () => {
    const v = toValues({ ...DEFAULT_RULES, driverPricePerDay: 2000 });
    expect(read({ ...v, driverPricePerDay: ' ' }).driverPricePerDay).toBeNull();
    expect(read({ ...v, minDays: '۳' }).minDays).toBe(3);
    const problems = (values: typeof v) => rulesFormSchema.safeParse(values).error?.issues.map((i) => [i.path[0], messageInEnglish(i.message)]);
    expect(problems({ ...v, minDays: '' })).toEqual([['minDays', 'Minimum days is required']]);
    expect(problems({ ...v, weekendPricePerDay: 'abc' })).toEqual([['weekendPricePerDay', 'Weekend price must be a number']]);
    expect(problems({ ...v, weeklyDiscountPercent: '120' })).toEqual([['weeklyDiscountPercent', 'Weekly discount can be at most 90%']]);
  });

  it('names the weekday whose closing time is not after its opening time', () => {
    const v = toValues(DEFAULT_RULES);
    const hours = { ...v.openingHours, wed: { closed: false, open: '18:00', close: '09:00' } };
    expect(rulesFormSchema.safeParse({ ...v, anyTime: false, openingHours: hours }).error?.issues.map((i) => [i.path[0], messageInEnglish(i.message)])).toEqual([
      ['openingHours', 'On Wednesdays, closing time must be after opening time'],
    ]);
    // Open at any hour: the weekdays' hours are not read.
    expect(rulesFormSchema.safeParse({ ...v, anyTime: true, openingHours: hours }).success).toBe(true);
  });

  it('stores for a car only what differs from its service', () => {
    const service = { minDays: 2, instantBooking: true };
    const inherited = effectiveRules(service, {});
    expect(overridesOf(inherited, inherited)).toEqual({});
    expect(overridesOf({ ...inherited, minDays: 3, weekendPricePerDay: 7000 }, inherited)).toEqual({ minDays: 3, weekendPricePerDay: 7000 });
    // Turning a service setting off for the car is an explicit override.
    expect(overridesOf({ ...inherited, instantBooking: false }, inherited)).toEqual({ instantBooking: false });
  });
});
