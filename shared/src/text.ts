// The one string schema of every payload field: PostgreSQL cannot store U+0000 in text, and no
// field of this product has a use for control characters other than tab and line breaks (notes,
// descriptions). Refusing them here gives a clear 400 instead of a database error.
import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = /* @__PURE__ */ errorText('errors.field.controlCharacters');

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

/** A string without control characters (tab, line feed and carriage return allowed). */
export const plainText = () => z.string().refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

/** The largest value of a PostgreSQL `integer` column: the bound of every integer parameter. */
export const MAX_INT = 2_147_483_647;
