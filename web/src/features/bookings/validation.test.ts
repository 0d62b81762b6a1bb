import { describe, expect, it } from 'vitest';
import { END_NOT_AFTER_START, START_IN_PAST, validateRange } from './validation';
import { joinDateTime, todayInZone } from './dates';

// 2030-01-10 05:00 UTC is 10:00 in Karachi (UTC+5).
const NOW = new Date('2030-01-10T05:00:30Z');

describe('booking form date rules', () => {
  it('refuses a start before now in the marketplace zone', () => {
    expect(validateRange('2030-01-10T09:59:00', '2030-01-11T10:00:00', 'Asia/Karachi', NOW)).toBe(START_IN_PAST);
  });
  it('takes a start in the current minute as now', () => {
    expect(validateRange('2030-01-10T10:00:00', '2030-01-11T10:00:00', 'Asia/Karachi', NOW)).toBeNull();
  });
  it('refuses an end that is not after the start', () => {
    expect(validateRange('2030-01-12T10:00:00', '2030-01-12T10:00:00', 'Asia/Karachi', NOW)).toBe(END_NOT_AFTER_START);
    expect(validateRange('2030-01-12T10:00:00', '2030-01-11T10:00:00', 'Asia/Karachi', NOW)).toBe(END_NOT_AFTER_START);
  });
  it('joins inputs as the API wants them and knows today in the zone', () => {
    expect(joinDateTime('2030-01-10', '10:00')).toBe('2030-01-10T10:00:00');
    expect(todayInZone('Asia/Karachi', new Date('2030-01-09T20:00:00Z'))).toBe('2030-01-10');
  });
});
