// Phone numbers (issue 33): every phone is kept in E.164 (`+923001234567`), parsed and checked
// with libphonenumber-js. A number without a country code is read as Pakistani, so `0300 1234567`,
// `03001234567` and `+92 300 1234567` are the same number. Verification codes and sign-in by code.
// The `mobile` metadata knows only mobile numbers: a landline is not valid in it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from './zod.js';
import { plainText } from './text.js';
import { errorText } from './i18n/errorText.js';
import { caseInsensitiveRole } from './enums.js';

/** The country a number without `+` is read in. */
export const DEFAULT_PHONE_COUNTRY = 'PK';
/** Digits of a verification code. */
export const PHONE_CODE_LENGTH = 6;

/** The E.164 form of a mobile number (one that can receive an SMS), or null when it is not one. */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** A mobile number as typed; the parsed value is its E.164 form. */
export const mobilePhoneSchema = plainText()
  .trim()
  .min(1, errorText('errors.field.phoneRequired'))
  .max(30, errorText('errors.field.phoneTooLong'))
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message: errorText('errors.phones.notMobile') });
      return z.NEVER;
    }
    return e164;
  });

export const phoneCodePurposeSchema = z.enum(['verify', 'login']);
export type PhoneCodePurpose = z.infer<typeof phoneCodePurposeSchema>;

export const phoneCodeSchema = plainText()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), errorText('errors.phones.codeShape', { digits: PHONE_CODE_LENGTH }));

/** POST /api/auth/phone/send-code */
export const sendPhoneCodeSchema = z.object({ phone: mobilePhoneSchema, purpose: phoneCodePurposeSchema });
export type SendPhoneCodePayload = z.input<typeof sendPhoneCodeSchema>;

/** POST /api/auth/phone/verify (signed in) and POST /api/auth/phone/login. */
export const phoneCodeCheckSchema = z.object({ phone: mobilePhoneSchema, code: phoneCodeSchema });
export type PhoneCodeCheckPayload = z.input<typeof phoneCodeCheckSchema>;

/** The answer of POST /api/auth/phone/verify. */
export const phoneVerifiedSchema = z.object({ phone: z.string(), phoneVerified: z.literal(true) });
export type PhoneVerifiedAnswer = z.infer<typeof phoneVerifiedSchema>;

/** POST /api/auth/phone/login: the code sent for `login`, and the mode to act in. */
export const phoneLoginSchema = phoneCodeCheckSchema.extend({
  loginAs: caseInsensitiveRole(['CUSTOMER', 'VENDOR', 'ADMIN'] as const).default('CUSTOMER'),
});
export type PhoneLoginPayload = z.input<typeof phoneLoginSchema>;
