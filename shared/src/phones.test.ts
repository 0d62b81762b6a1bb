import { describe, expect, it } from 'vitest';
import { mobilePhoneSchema, phoneCodeSchema, toE164 } from './phones.js';

describe('phone numbers in E.164', () => {
  it.each(['0300 1234567', '03001234567', '+92 300 1234567', '+923001234567', '0300-1234567', '92 300 1234567'])('reads %s as +923001234567', (typed) => {
    expect(mobilePhoneSchema.parse(typed)).toBe('+923001234567');
  });

  it.each(['', '12345', 'not a number', '0300 123456', '0300 12345678', '042 35751122', '+92 42 3575 1122'])('refuses %j', (typed) => {
    expect(mobilePhoneSchema.safeParse(typed).success).toBe(false);
  });

  it('keeps other countries’ mobiles when written with their code', () => {
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
  });

  it('takes six digits as a code', () => {
    expect(phoneCodeSchema.safeParse('012345').success).toBe(true);
    expect(phoneCodeSchema.safeParse('12345').success).toBe(false);
    expect(phoneCodeSchema.safeParse('1234567').success).toBe(false);
    expect(phoneCodeSchema.safeParse('12a456').success).toBe(false);
  });
});
