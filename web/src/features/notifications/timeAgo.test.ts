import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

describe('timeAgo', () => {
  const now = new Date('2030-01-10T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('always ends with "ago" and picks the largest whole unit', () => {
    expect(timeAgo(before(5), now)).toBe('less than a minute ago');
    expect(timeAgo(before(60), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * 60), now)).toBe('59 minutes ago');
    expect(timeAgo(before(3600), now)).toBe('1 hour ago');
    expect(timeAgo(before(5 * 3600), now)).toBe('5 hours ago');
    expect(timeAgo(before(86_400), now)).toBe('1 day ago');
    expect(timeAgo(before(40 * 86_400), now)).toBe('1 month ago');
    expect(timeAgo(before(800 * 86_400), now)).toBe('2 years ago');
  });

  it('treats a time slightly in the future (clock skew) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 3000), now)).toBe('less than a minute ago');
  });
});
