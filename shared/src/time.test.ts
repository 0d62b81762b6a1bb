import { describe, expect, it } from 'vitest';
import { bookingRangeProblem, bookingTotal, END_NOT_AFTER_START_MESSAGE, nowInZone, parseLocalDateTime, rentalDays, START_IN_PAST_MESSAGE, TOO_LONG_MESSAGE } from './time.js';
import { localDateTimeSchema } from './timeSchema.js';

describe('wall-clock date-times', () => {
  it('accepts date-times with or without seconds and normalises them', () => {
    expect(localDateTimeSchema.parse('2026-03-01T10:00')).toBe('2026-03-01T10:00:00');
    expect(localDateTimeSchema.parse('2026-03-01T10:00:30')).toBe('2026-03-01T10:00:30');
  });
  it('refuses zones, impossible dates and other shapes', () => {
    for (const bad of ['2026-03-01T10:00:00Z', '2026-02-30T10:00:00', '2026-13-01T10:00', '2026-03-01 10:00', 'tomorrow', '2026-03-01T24:00']) {
      expect(localDateTimeSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(parseLocalDateTime('2026-02-29T00:00:00')).toBeNull();
  });
  it('reads now in the marketplace zone', () => {
    expect(nowInZone('Asia/Karachi', new Date('2026-01-01T20:30:00Z'))).toBe('2026-01-02T01:30:00');
  });
});

describe('booking total (spec §9)', () => {
  it('counts exact days', () => {
    expect(rentalDays('2026-03-01T10:00:00', '2026-03-03T10:00:00')).toBe(2);
  });
  it('rounds a partial day up', () => {
    expect(rentalDays('2026-03-01T10:00:00', '2026-03-03T10:01:00')).toBe(3);
    expect(rentalDays('2026-03-01T10:00:00', '2026-03-01T11:00:00')).toBe(1);
  });
  it('is zero when the end is not after the start', () => {
    expect(rentalDays('2026-03-01T10:00:00', '2026-03-01T10:00:00')).toBe(0);
    expect(bookingTotal('2026-03-02T10:00:00', '2026-03-01T10:00:00', 5000)).toBe(0);
  });
  it('multiplies days by the price per day', () => {
    expect(bookingTotal('2026-03-01T10:00:00', '2026-03-04T09:00:00', 8500)).toBe(25500);
  });
});

describe('bookingRangeProblem (spec §5 and the one-year cap)', () => {
  const now = '2030-01-10T10:00:30';
  it('accepts a start within the current minute and a later end', () => {
    expect(bookingRangeProblem('2030-01-10T10:00:00', '2030-01-11T10:00:00', now)).toBeNull();
  });
  it('refuses a start in the past', () => {
    expect(bookingRangeProblem('2030-01-10T09:59:00', '2030-01-11T10:00:00', now)).toMatchObject({ field: 'startDate', message: START_IN_PAST_MESSAGE });
  });
  it('refuses an end not after the start', () => {
    expect(bookingRangeProblem('2030-01-11T10:00:00', '2030-01-11T10:00:00', now)).toMatchObject({ field: 'endDate', message: END_NOT_AFTER_START_MESSAGE });
  });
  it('caps a rental at 365 days', () => {
    expect(bookingRangeProblem('2030-01-11T10:00:00', '2031-01-11T10:00:00', now)).toBeNull();
    expect(bookingRangeProblem('2030-01-11T10:00:00', '2031-01-11T10:01:00', now)).toMatchObject({ field: 'endDate', message: TOO_LONG_MESSAGE });
  });
});
