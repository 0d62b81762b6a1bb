// The booking total (spec §9): whole days between start and end, rounded up, × price per day.
import { describe, expect, it } from 'vitest';
import { bookingTotal, rentalDays } from '@carrental/shared';

describe('booking total', () => {
  it('counts exact days', () => {
    expect(rentalDays('2030-01-10T10:00:00', '2030-01-12T10:00:00')).toBe(2);
    expect(bookingTotal('2030-01-10T10:00:00', '2030-01-12T10:00:00', 5000)).toBe(10000);
  });

  it('rounds a partial day up', () => {
    expect(rentalDays('2030-01-10T10:00:00', '2030-01-10T10:01:00')).toBe(1);
    expect(bookingTotal('2030-01-10T10:00:00', '2030-01-12T10:00:01', 5000)).toBe(15000);
    expect(bookingTotal('2030-01-10T10:00:00', '2030-01-11T22:00:00', 4500)).toBe(9000);
  });

  it('ignores the machine time zone and daylight saving (wall-clock arithmetic)', () => {
    expect(rentalDays('2030-03-30T10:00:00', '2030-04-02T10:00:00')).toBe(3);
  });

  it('recomputes a suggestion with another car and other dates', () => {
    const asked = bookingTotal('2030-01-10T10:00:00', '2030-01-12T10:00:00', 5000);
    const suggested = bookingTotal('2030-01-11T09:00:00', '2030-01-14T12:00:00', 7000);
    expect(asked).toBe(10000);
    expect(suggested).toBe(4 * 7000);
  });

  it('is zero for an empty or inverted range', () => {
    expect(bookingTotal('2030-01-10T10:00:00', '2030-01-10T10:00:00', 5000)).toBe(0);
    expect(bookingTotal('2030-01-12T10:00:00', '2030-01-10T10:00:00', 5000)).toBe(0);
  });
});
