// Error texts of the shared schemas and rules. A zod schema carries its message as a plain string,
// so a schema's message is the English text of a catalog key (exactly what the API answered before
// the catalogs); each text made here is remembered with its key, so the server's validation handler
// can say it again in the caller's language (`errorTextOf`).
// (No import of ./text.js at run time: time.ts makes its texts here, and text.ts needs time.ts.)
import { errors } from './en/errors.js';
import type { LocalText, TextValue } from './text.js';
import { createTranslator } from './translate.js';

export type ErrorKey = keyof typeof errors;

/** The values a schema's text may have: the same in every language, or words of each. */
export type SchemaValue = string | number | { text: ErrorKey } | { ltr: string } | { en: string; ur: string };

const english = createTranslator('en', errors);
const known = new Map<string, LocalText<ErrorKey>>();

function inEnglish(key: ErrorKey, values?: Record<string, SchemaValue>): string {
  if (!values) return english(key);
  const words: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(values)) {
    words[name] = typeof v === 'string' || typeof v === 'number' ? v : 'text' in v ? inEnglish(v.text) : 'ltr' in v ? v.ltr : v.en;
  }
  return english(key, words);
}

/**
 * The English text of an error key, remembered for `errorTextOf`. Numbers are written as they are
 * (2000, not 2,000), like the template texts these keys replaced.
 */
export function errorText(key: ErrorKey, values?: Record<string, SchemaValue>): string {
  const plain = values && Object.fromEntries(Object.entries(values).map(([name, v]) => [name, typeof v === 'number' ? String(v) : v]));
  const text: LocalText<ErrorKey> = plain ? { key, values: plain as Record<string, TextValue> } : { key };
  const words = inEnglish(key, plain);
  if (!known.has(words)) known.set(words, text);
  return words;
}

/** The key (and values) behind an English text made by `errorText`, or null for any other text. */
export const errorTextOf = (text: string): LocalText<ErrorKey> | null => known.get(text) ?? null;

/** A label of a field named inside an error text ("Weekend price must be more than 0"). */
export const label = (key: ErrorKey): SchemaValue => ({ text: key });
