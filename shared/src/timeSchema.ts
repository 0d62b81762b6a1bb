// The zod schema of wall-clock date-times, apart from time.ts so that code needing only the
// date arithmetic (the web app's booking form) does not load zod.
import { z } from './zod.js';
import { LOCAL_DATE_TIME, parseLocalDateTime } from './time.js';
import { errorText } from './i18n/errorText.js';
import { latinDigits } from './digits.js';

/** A wall-clock date-time string (Urdu digits read as 0–9); seconds optional on input, always present on output. */
export const localDateTimeSchema = z
  .string()
  .overwrite(latinDigits)
  .regex(LOCAL_DATE_TIME, errorText('errors.field.dateTimeFormat', { example: { ltr: '2026-03-01T10:00:00' } }))
  .refine((v) => parseLocalDateTime(v) !== null, errorText('errors.field.notADate'))
  .transform((v) => (v.length === 16 ? `${v}:00` : v));
