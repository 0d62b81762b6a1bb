import { describe, expect, it } from 'vitest';
import { createTranslator, en, type MessageKey } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { timeAgo } from './timeAgo';

describe('timeAgo in Urdu', () => {
  it('says the same coarse times in Urdu', () => {
    const t = createTranslator<MessageKey>('ur', ur, en);
    const now = new Date('2030-01-10T10:00:00Z');
    const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    expect(timeAgo(before(5), now, t)).toBe('ایک منٹ سے کم پہلے');
    expect(timeAgo(before(5 * 60), now, t)).toBe('5 منٹ پہلے');
    expect(timeAgo(before(3600), now, t)).toBe('1 گھنٹہ پہلے');
    expect(timeAgo(before(5 * 3600), now, t)).toBe('5 گھنٹے پہلے');
    expect(timeAgo(before(40 * 86_400), now, t)).toBe('1 مہینہ پہلے');
  });
});
