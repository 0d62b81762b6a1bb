import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, effectiveRules } from '@carrental/shared';
import { fromValues, overridesOf, toValues } from './rulesForm';

describe('rules form values', () => {
  it('round-trips the rules through the form', () => {
    const rules = {
      ...DEFAULT_RULES,
      openingHours: { mon: { open: '09:00', close: '18:00' }, tue: { open: '09:00', close: '18:00' }, wed: null, thu: null, fri: null, sat: null, sun: null },
      weekendPricePerDay: 6000,
      minDays: 2,
    };
    expect(fromValues(toValues(rules))).toEqual(rules);
    expect(fromValues(toValues(DEFAULT_RULES))).toEqual(DEFAULT_RULES);
  });

  it('reads an empty price as none and an empty number as not a number (the server names the field)', () => {
    const v = toValues({ ...DEFAULT_RULES, driverPricePerDay: 2000 });
    expect(fromValues({ ...v, driverPricePerDay: ' ' }).driverPricePerDay).toBeNull();
    expect(fromValues({ ...v, minDays: '' }).minDays).toBeNaN();
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
