// A form's number fields hold text as typed (Urdu digits too); these turn it into the number the
// server's schema checks, with the form's own words when the text is no number at all. Empty text
// is "nothing typed": required, or a value the form gives (null, undefined).
import { z } from './zod.js';
import { numberFromText } from './digits.js';
import { errorText } from './i18n/errorText.js';

const toNumber = (notANumber: string) => (text: string, ctx: z.RefinementCtx) => {
  const value = numberFromText(text);
  if (Number.isNaN(value)) {
    ctx.addIssue({ code: 'custom', message: notANumber });
    return z.NEVER;
  }
  return value;
};

/** Text that must hold a number; `required` is said when it is empty. */
export const numberText = (required: string, notANumber = errorText('errors.trips.whole')) =>
  z.string().trim().min(1, required).transform(toNumber(notANumber));

/** Text that may be empty (then `empty`), else a number. */
export const optionalNumberText = <E extends null | undefined>(empty: E, notANumber = errorText('errors.trips.whole')) =>
  z
    .string()
    .trim()
    .transform((text, ctx): number | E => (text === '' ? empty : toNumber(notANumber)(text, ctx)));
