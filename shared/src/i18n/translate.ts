// One way to turn a key into text: ICU MessageFormat (plurals, selects, numbers) through FormatJS's
// intl-messageformat, the same on the web and the server. Parsed messages are cached per locale.
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALE, type Locale } from './locale.js';

export type MessageValues = Record<string, string | number | Date | null | undefined>;
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
  const cache = new Map<string, IntlMessageFormat>();
  const t = ((key: K, values?: MessageValues) => {
    const source = catalog[key] ?? fallback?.[key];
    if (source === undefined) return key;
    if (!source.includes('{')) return source;
    let format = cache.get(key);
    if (!format) {
      format = new IntlMessageFormat(source, INTL_LOCALE[locale], undefined, { ignoreTag: true });
      cache.set(key, format);
    }
    const clean: Record<string, string | number | Date> = {};
    for (const [name, value] of Object.entries(values ?? {})) clean[name] = value ?? '';
    return String(format.format(clean));
  }) as Translator<K>;
  Object.defineProperty(t, 'locale', { value: locale });
  t.has = (key: string): key is K => Object.prototype.hasOwnProperty.call(catalog, key);
  return t;
}
