// A text to be said later in someone's language: a catalog key and its values. The server builds
// these where it decides (an error, a notification) and renders them once it knows the reader's
// locale (the request's for an answer, the recipient's for a notification or an email).
import type { MessageKey } from './en/index.js';
import { formatDateIn, formatPrice, isolate } from './format.js';
import type { Locale } from './locale.js';
import type { Translator } from './translate.js';

type DateStyle = NonNullable<Parameters<typeof formatDateIn>[2]>;

/**
 * A value of a text: plain (numbers are ICU-formatted with grouping: pass String(x) for ids and
 * years), or one that depends on the language: a wall-clock date, a price, another catalog text,
 * left-to-right content (a car model, a plate, an email) or a word given in each language.
 */
export type TextValue =
  | string
  | number
  | { date: string; style?: DateStyle }
  | { price: number }
  | { text: MessageKey; values?: Record<string, TextValue> }
  | { ltr: string }
  | { en: string; ur: string };

export interface LocalText<K extends MessageKey = MessageKey> {
  key: K;
  values?: Record<string, TextValue>;
}

export const localText = <K extends MessageKey>(key: K, values?: Record<string, TextValue>): LocalText<K> =>
  values ? { key, values } : { key };

function renderValue(t: Translator<MessageKey>, value: TextValue): string | number {
  const locale: Locale = t.locale;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('date' in value) return formatDateIn(locale, value.date, value.style);
  if ('price' in value) return formatPrice(locale, value.price);
  if ('text' in value) return renderText(t, { key: value.text, values: value.values });
  if ('ltr' in value) return isolate(locale, value.ltr);
  return value[locale];
}

/** The text in the translator's language, its values rendered in that language too. */
export function renderText(t: Translator<MessageKey>, text: LocalText): string {
  if (!text.values) return t(text.key);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values)) values[name] = renderValue(t, value);
  return t(text.key, values);
}
