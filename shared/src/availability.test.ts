import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  effectiveRules,
  ruleProblems,
  weekdayOf,
  type AvailabilityRules,
  type OpeningHours,
} from './availability.js';
import { errors } from './i18n/en/errors.js';
import type { MessageKey } from './i18n/en/index.js';
import { renderText } from './i18n/text.js';
import { createTranslator } from './i18n/translate.js';

const englishErrors = createTranslator<MessageKey>('en', errors as Record<MessageKey, string>);

const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({ ...DEFAULT_RULES, ...over });

describe('weekdays', () => {
  it('reads the weekday of a wall-clock time without any zone', () => {
    expect(weekdayOf('2030-01-07T00:00:00')).toBe('mon');
    expect(weekdayOf('2030-01-13T23:59:59')).toBe('sun');
  });
});

const nineToSix: OpeningHours = {
  mon: { open: '09:00', close: '18:00' },
  tue: { open: '09:00', close: '18:00' },
  wed: { open: '09:00', close: '18:00' },
  thu: { open: '09:00', close: '18:00' },
  fri: { open: '09:00', close: '18:00' },
  sat: { open: '10:00', close: '14:00' },
  sun: null,
};
const NOW = '2030-01-01T12:00:00';
const problems = (startDate: string, endDate: string, over: Partial<AvailabilityRules>, withDriver = false) =>
  // Each problem's text (a key with its values) said in English, with its field and code.
  ruleProblems({ startDate, endDate, now: NOW, withDriver, rules: rules(over) }).map(({ text, ...problem }) => ({ ...problem, message: renderText(englishErrors, text) }));

describe('booking rules', () => {
  it('has nothing to say with the default rules', () => {
    expect(problems('2030-01-07T03:00:00', '2030-01-08T23:00:00', {})).toEqual([]);
  });

  it('refuses a pick-up or return outside the opening hours, naming them', () => {
    expect(problems('2030-01-07T08:59:00', '2030-01-08T10:00:00', { openingHours: nineToSix })).toEqual([
      { field: 'startDate', code: 'hours', message: 'Pick-up on Mondays is possible between 09:00 and 18:00' },
    ]);
    expect(problems('2030-01-07T09:00:00', '2030-01-08T18:01:00', { openingHours: nineToSix })).toEqual([
      { field: 'endDate', code: 'hours', message: 'Return on Tuesdays is possible between 09:00 and 18:00' },
    ]);
    // The edges themselves are open.
    expect(problems('2030-01-07T09:00:00', '2030-01-08T18:00:00', { openingHours: nineToSix })).toEqual([]);
    expect(problems('2030-01-11T10:00:00', '2030-01-12T14:30:00', { openingHours: nineToSix })[0]?.message).toBe(
      'Return on Saturdays is possible between 10:00 and 14:00',
    );
  });

  it('refuses a closed day', () => {
    expect(problems('2030-01-13T10:00:00', '2030-01-14T10:00:00', { openingHours: nineToSix })).toEqual([
      { field: 'startDate', code: 'closed', message: 'No pick-up on Sundays: closed' },
    ]);
  });

  it('asks for the minimum notice before the pick-up', () => {
    // Now is 1 Jan 12:00; 24 hours' notice → 2 Jan 12:00 at the earliest.
    expect(problems('2030-01-02T11:59:00', '2030-01-03T12:00:00', { minNoticeHours: 24 })).toEqual([
      { field: 'startDate', code: 'notice', message: "Bookings need 24 hours' notice: the earliest pick-up is 2 Jan 2030, 12:00 pm" },
    ]);
    expect(problems('2030-01-02T12:00:00', '2030-01-03T12:00:00', { minNoticeHours: 24 })).toEqual([]);
    expect(problems('2030-01-01T13:00:00', '2030-01-03T12:00:00', { minNoticeHours: 1 })).toEqual([]);
  });

  it('enforces the minimum and maximum rental days', () => {
    expect(problems('2030-01-07T10:00:00', '2030-01-09T10:00:00', { minDays: 3 })).toEqual([
      { field: 'endDate', code: 'min-days', message: 'This car is rented for at least 3 days' },
    ]);
    expect(problems('2030-01-07T10:00:00', '2030-01-09T10:01:00', { minDays: 3 })).toEqual([]);
    expect(problems('2030-01-07T10:00:00', '2030-01-14T10:00:00', { maxDays: 7 })).toEqual([]);
    expect(problems('2030-01-07T10:00:00', '2030-01-14T10:01:00', { maxDays: 7 })).toEqual([
      { field: 'endDate', code: 'max-days', message: 'This car is rented for at most 7 days' },
    ]);
    expect(problems('2030-01-07T10:00:00', '2030-01-08T10:00:00', { minDays: 1 })[0]).toBeUndefined();
  });

  it('refuses a driver the car does not offer', () => {
    expect(problems('2030-01-07T10:00:00', '2030-01-08T10:00:00', {}, true)).toEqual([
      { field: 'withDriver', code: 'driver', message: 'This car is not offered with a driver' },
    ]);
    expect(problems('2030-01-07T10:00:00', '2030-01-08T10:00:00', { driverPricePerDay: 2000 }, true)).toEqual([]);
  });
});

describe('effective rules', () => {
  it('takes the car over the service over the defaults, an explicit null included', () => {
    const r = effectiveRules(
      { minDays: 2, weekendPricePerDay: 6000, instantBooking: true, driverPricePerDay: 1500 },
      { minDays: 1, weekendPricePerDay: null },
    );
    expect(r).toEqual({ ...DEFAULT_RULES, minDays: 1, weekendPricePerDay: null, instantBooking: true, driverPricePerDay: 1500 });
  });
});
