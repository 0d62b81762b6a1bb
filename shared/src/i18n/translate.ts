// One way to turn a key into text: ICU MessageFormat (plurals, selects, numbers) through our small
// formatter (./message.ts, equal to FormatJS's intl-messageformat on every catalog message), the
// same on the web and the server. Parsed messages are cached per translator.
import { formatMessage, parseMessage, type Message } from './message.js';
import { INTL_LOCALE, type Locale } from './locale.js';

export type MessageValues = Record<string, string | number | null | undefined>;
export type Catalog<K extends string = string> = Readonly<Record<K, string>>;
/** A translation of an English feature catalog: exactly its keys, each a string. */
export type Translation<T> = { readonly [K in keyof T]: string };

export interface Translator<K extends string = string> {
  readonly locale: Locale;
  (key: K, values?: MessageValues): string;
  /** True when the key is in the catalog (for texts that come from the server as keys). */
  has(key: string): key is K;
}

export function createTranslator<K extends string>(locale: Locale, catalog: Catalog<K>, fallback?: Catalog<K>): Translator<K> {
  const cache = new Map<string, Message>();
  const t = ((key: K, values?: MessageValues) => {
    const source = catalog[key] ?? fallback?.[key];
    if (source === undefined) return key;
    if (!source.includes('{')) return source;
    let message = cache.get(key);
    if (!message) cache.set(key, (message = parseMessage(source)));
    const clean: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values ?? {})) clean[name] = value ?? '';
    return formatMessage(message, INTL_LOCALE[locale], clean, source);
  }) as Translator<K>;
  Object.defineProperty(t, 'locale', { value: locale });
  t.has = (key: string): key is K => Object.prototype.hasOwnProperty.call(catalog, key);
  return t;
}
