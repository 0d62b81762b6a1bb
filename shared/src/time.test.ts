import { describe, expect, it } from 'vitest';
import { bookingTotal, nowInZone, parseLocalDateTime, rentalDays } from './time.js';
import { bookingRangeProblem } from './booking-range.js';
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
  it("reads Pakistan's time by its fixed offset exactly as Intl does, and other zones and earlier years from Intl", () => {
    const karachi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    const intl = (_zone: 'Asia/Karachi', at: Date) => {
      const parts = karachi.formatToParts(at);
      const get = (t: string) => parts.find((p) => p.type === t)!.value;
      return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
    };
    // Every 7 h 13 min 17 s from the end of 2009's daylight saving to 2035, and the edges of a day.
    for (let at = Date.UTC(2009, 10, 1); at < Date.UTC(2035, 0, 1); at += 26_000_000 + 797_000) {
      expect(nowInZone('Asia/Karachi', new Date(at))).toBe(intl('Asia/Karachi', new Date(at)));
    }
    for (const text of ['2026-12-31T18:59:59Z', '2026-12-31T19:00:00Z', '2028-02-28T19:00:00Z']) {
      expect(nowInZone('Asia/Karachi', new Date(text))).toBe(intl('Asia/Karachi', new Date(text)));
    }
    // 2008 and 2009 had daylight saving (UTC+6 in summer): Intl answers.
    expect(nowInZone('Asia/Karachi', new Date('2008-07-01T12:00:00Z'))).toBe('2008-07-01T18:00:00');
    // A zone with daylight saving.
    expect(nowInZone('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01T13:00:00');
    expect(nowInZone('Europe/London', new Date('2026-01-01T12:00:00Z'))).toBe('2026-01-01T12:00:00');
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
    expect(bookingRangeProblem('2030-01-10T09:59:00', '2030-01-11T10:00:00', now)).toMatchObject({ field: 'startDate', text: { key: 'errors.bookings.startInPast' } });
  });
  it('refuses an end not after the start', () => {
    expect(bookingRangeProblem('2030-01-11T10:00:00', '2030-01-11T10:00:00', now)).toMatchObject({ field: 'endDate', text: { key: 'errors.bookings.endNotAfterStart' } });
  });
  it('caps a rental at 365 days', () => {
    expect(bookingRangeProblem('2030-01-11T10:00:00', '2031-01-11T10:00:00', now)).toBeNull();
    expect(bookingRangeProblem('2030-01-11T10:00:00', '2031-01-11T10:01:00', now)).toMatchObject({ field: 'endDate', text: { key: 'errors.bookings.tooLong', values: { days: 365 } } });
  });
});
