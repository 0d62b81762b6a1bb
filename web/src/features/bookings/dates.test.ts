import { describe, expect, it } from 'vitest';
import { joinDateTime, todayInZone } from './dates';

// The date rules themselves are shared/src/booking-range.ts (bookingRangeProblem), tested there.
describe('booking form dates', () => {
  it('joins inputs as the API wants them and knows today in the zone', () => {
    expect(joinDateTime('2030-01-10', '10:00')).toBe('2030-01-10T10:00:00');
    expect(todayInZone('Asia/Karachi', new Date('2030-01-09T20:00:00Z'))).toBe('2030-01-10');
  });
});
