import { describe, expect, it } from 'vitest';
import { afterQuietHours, DEFAULT_TEXT_PREFERENCES, textPreferencesSchema } from './texting.js';

describe('quiet hours, 22:00 to 08:00 Pakistan time', () => {
  it.each([
    ['2030-01-10T05:00:00Z', '2030-01-10T05:00:00Z'], // 10:00 in Pakistan: now
    ['2030-01-10T16:59:59Z', '2030-01-10T16:59:59Z'], // 21:59:59: now
    ['2030-01-10T17:00:00Z', '2030-01-11T03:00:00Z'], // 22:00: tomorrow 08:00
    ['2030-01-10T20:30:00Z', '2030-01-11T03:00:00Z'], // 01:30 on the 11th: that morning's 08:00
    ['2030-01-11T02:59:00Z', '2030-01-11T03:00:00Z'], // 07:59: a minute later
    ['2030-01-11T03:00:00Z', '2030-01-11T03:00:00Z'], // 08:00: now
  ])('at %s a message that can wait goes at %s', (now, at) => {
    expect(afterQuietHours(new Date(now)).toISOString()).toBe(new Date(at).toISOString());
  });
});

describe('text preferences', () => {
  it('keep booking updates on at least one channel', () => {
    expect(textPreferencesSchema.safeParse(DEFAULT_TEXT_PREFERENCES).success).toBe(true);
    const off = { sms: { ...DEFAULT_TEXT_PREFERENCES.sms, bookingUpdates: false }, whatsapp: { ...DEFAULT_TEXT_PREFERENCES.whatsapp, bookingUpdates: false } };
    expect(textPreferencesSchema.safeParse(off).success).toBe(false);
  });
});
