import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, DEFAULT_PRICE_RULES, quoteRental, ruleViolations } from './quote.js';

const base = { pricePerDay: 5_000, withDriver: false, rules: DEFAULT_PRICE_RULES };
// 2030-01-07 is a Monday.
describe('quoteRental', () => {
  it('charges days × rate without rules', () => {
    expect(quoteRental({ ...base, startDate: '2030-01-07T10:00:00', endDate: '2030-01-09T10:00:00' }).total).toBe(10_000);
  });
  it('charges weekend days at the weekend rate', () => {
    const q = quoteRental({ ...base, rules: { ...DEFAULT_PRICE_RULES, weekendDayRate: 7_000 }, startDate: '2030-01-11T10:00:00', endDate: '2030-01-14T10:00:00' });
    // Fri, Sat, Sun
    expect(q.total).toBe(5_000 + 2 * 7_000);
    expect(q.lines.map((l) => l.amount)).toEqual([5_000, 14_000]);
  });
  it('applies the weekly discount from 7 days and the monthly one from 28', () => {
    const rules = { ...DEFAULT_PRICE_RULES, weeklyDiscountPercent: 10, monthlyDiscountPercent: 20 };
    expect(quoteRental({ ...base, rules, startDate: '2030-01-07T10:00:00', endDate: '2030-01-13T10:00:00' }).total).toBe(30_000);
    expect(quoteRental({ ...base, rules, startDate: '2030-01-07T10:00:00', endDate: '2030-01-14T10:00:00' }).total).toBe(31_500);
    expect(quoteRental({ ...base, rules, startDate: '2030-01-01T10:00:00', endDate: '2030-01-28T10:00:00' }).total).toBe(27 * 5_000 * 0.9);
    expect(quoteRental({ ...base, rules, startDate: '2030-01-01T10:00:00', endDate: '2030-01-29T10:00:00' }).total).toBe(28 * 5_000 * 0.8);
  });
  it('adds the driver only when asked and offered', () => {
    const rules = { ...DEFAULT_PRICE_RULES, driverDailyRate: 2_000 };
    const span = { startDate: '2030-01-07T10:00:00', endDate: '2030-01-09T10:00:00' };
    expect(quoteRental({ ...base, ...span, rules, withDriver: true }).total).toBe(14_000);
    expect(quoteRental({ ...base, ...span, rules, withDriver: false }).total).toBe(10_000);
    expect(quoteRental({ ...base, ...span, withDriver: true }).total).toBe(10_000);
  });
});

describe('ruleViolations', () => {
  const rules = {
    ...DEFAULT_BOOKING_RULES,
    minRentalDays: 2,
    maxRentalDays: 10,
    minNoticeHours: 24,
    openingHours: [null, ...Array.from({ length: 6 }, () => ({ open: '09:00', close: '18:00' }))],
  };
  const now = '2030-01-05T10:00:00';
  it('accepts a request fitting every rule', () => {
    expect(ruleViolations({ startDate: '2030-01-07T10:00:00', endDate: '2030-01-09T10:00:00', now, rules })).toEqual([]);
  });
  it('names the min and max days', () => {
    expect(ruleViolations({ startDate: '2030-01-07T10:00:00', endDate: '2030-01-08T10:00:00', now, rules })).toEqual(['The minimum rental is 2 days.']);
    expect(ruleViolations({ startDate: '2030-01-07T10:00:00', endDate: '2030-01-18T10:00:00', now, rules })).toEqual(['The maximum rental is 10 days.']);
  });
  it('names the notice hours', () => {
    expect(ruleViolations({ startDate: '2030-01-05T17:00:00', endDate: '2030-01-08T10:00:00', now, rules })).toEqual([
      "This car needs at least 24 hours' notice before pick-up.",
    ]);
  });
  it('names the opening hours and closed days', () => {
    expect(ruleViolations({ startDate: '2030-01-07T08:00:00', endDate: '2030-01-09T10:00:00', now, rules })).toEqual([
      'Pick-up on Mondays is possible between 09:00 and 18:00.',
    ]);
    expect(ruleViolations({ startDate: '2030-01-07T10:00:00', endDate: '2030-01-13T10:00:00', now, rules })).toEqual(['Return is not possible on Sundays (closed).']);
  });
});
