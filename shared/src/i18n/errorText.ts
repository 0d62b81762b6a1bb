// Error texts of the shared schemas and rules. A zod issue carries its message as a plain string
// (every kind of check, built-in or refined), so a schema's message is its catalog key with its
// values written into that string, and whoever says it decodes them (`textOfMessage`): the
// server's validation answer in the caller's language, a form in the user's. No English words are
// looked up on the way: the text travels as a key with its values.
//
// The encoding: the key alone ("errors.field.nameRequired"), or the key, one space and its values
// as JSON ("errors.auth.passwordMin {"min":"8"}"). Numbers are written into the values as strings,
// so they are said as they are (2000, not 2,000), like the template texts these keys replaced.
import { errors } from './en/errors.js';
import type { MessageKey } from './en/index.js';
import { renderText } from './text.js';
import { createTranslator, type Translator } from './translate.js';

export type ErrorKey = keyof typeof errors;

/** The values a schema's text may have: the same in every language, or words of each. */
export type SchemaValue = string | number | { text: ErrorKey } | { ltr: string } | { en: string; ur: string };

/** An error text as a schema's message carries it: a key of the errors catalog and its values (a LocalText). */
export interface SchemaText {
  key: ErrorKey;
  values?: Record<string, SchemaValue>;
}

const english = createTranslator('en', errors);
const isErrorKey = (key: string): key is ErrorKey => Object.prototype.hasOwnProperty.call(errors, key);

/** A schema's message: an error key with its values, encoded for `textOfMessage`. */
export function errorText(key: ErrorKey, values?: Record<string, SchemaValue>): string {
  if (!values) return key;
  const plain = Object.fromEntries(Object.entries(values).map(([name, v]) => [name, typeof v === 'number' ? String(v) : v]));
  return `${key} ${JSON.stringify(plain)}`;
}

const ENCODED = /^(errors\.[\w.-]+)(?: (\{.*\}))?$/s;

/** The key and values a message made by `errorText` carries, or null for any other message (zod's own words). */
export function textOfMessage(message: string): SchemaText | null {
  const [, key, json] = ENCODED.exec(message) ?? [];
  if (!key || !isErrorKey(key)) return null;
  if (json === undefined) return { key };
  try {
    const values: unknown = JSON.parse(json);
    return values && typeof values === 'object' && !Array.isArray(values) ? { key, values: values as Record<string, SchemaValue> } : null;
  } catch {
    return null;
  }
}

/**
 * A schema's message in the translator's language, or in English when its catalog lacks the key
 * (the web loads the English `errors` catalog only with this module); a message not made by
 * `errorText` (zod's own words) as it is.
 */
export function messageIn(t: Translator<MessageKey>, message: string): string {
  const text = textOfMessage(message);
  return text ? renderText(t.has(text.key) ? t : (english as Translator<MessageKey>), text) : message;
}

/** A schema's message in English (logs, tests): the words the API answers an English reader with. */
export const messageInEnglish = (message: string): string => messageIn(english as Translator<MessageKey>, message);

/** A label of a field named inside an error text ("Weekend price must be more than 0"). */
export const label = (key: ErrorKey): SchemaValue => ({ text: key });
