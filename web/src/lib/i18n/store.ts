// The chosen language: per device in localStorage, the first visit following the browser's
// languages. English is always at hand; Urdu (its catalog, the Nastaliq font and the right-to-left
// style plugin) is downloaded only when chosen.
import { createStore, type StateCreator } from 'zustand';
import { createTranslator, isLocale, pickLocale, type Catalog, type Locale, type MessageKey, type MessageValues, type Translator } from '@carrental/shared';
import { scopedStore } from '../drawing';
import { english } from './english';

export const LOCALE_STORAGE_KEY = 'locale';
/**
 * Set when someone picks a language on this device (the switch, the profile), cleared once a
 * sign-in has carried it to the account: at sign-in it is the latest explicit choice (decision 0035).
 */
export const LOCALE_CHOSEN_KEY = 'localeChosen';

interface LocaleState {
  locale: Locale;
  /** The catalog of `locale`, once loaded (English at once). */
  catalog: Catalog<MessageKey> | null;
  /** Switches language on this device; resolves once its texts are in. */
  setLocale(locale: Locale): Promise<void>;
  /** Someone picked this language here: switches and remembers that it was a choice. */
  chooseLocale(locale: Locale): Promise<void>;
}

/** Whether a language was picked on this device since the last sign-in. */
export function deviceChoseLocale(): boolean {
  try {
    return localStorage.getItem(LOCALE_CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetDeviceChoice() {
  try {
    localStorage.removeItem(LOCALE_CHOSEN_KEY);
  } catch {
    // nothing remembered
  }
}

/**
 * The app's first language: the one stored on this device, else the `locale` cookie the server
 * draws pages by (storage cleared, the cookie kept: the page came drawn in that language and the
 * app adopts it instead of starting over in another), else the browser's.
 */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage unavailable: the cookie, else the browser
  }
  if (typeof document !== 'undefined') {
    const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(document.cookie)?.[1];
    if (isLocale(cookie)) return cookie;
  }
  if (typeof navigator === 'undefined') return 'en';
  return pickLocale((navigator.languages ?? [navigator.language]).join(',')) ?? 'en';
}

let urdu: Promise<Catalog<MessageKey>> | null = null;
/** Urdu's catalog and its font, fetched once. */
export function loadUrdu() {
  urdu ??= Promise.all([import('./urdu'), import('@/assets/fonts/noto-nastaliq-urdu.css')]).then(([module]) => module.ur as Catalog<MessageKey>);
  return urdu;
}

const catalogOf = (locale: Locale) => (locale === 'en' ? Promise.resolve(english) : loadUrdu());

const localeState =
  (locale: Locale, catalog: Catalog<MessageKey> | null): StateCreator<LocaleState> =>
  (set, get) => ({
    locale,
    catalog,
    async setLocale(next) {
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // not remembered on this device, still switched
      }
      const nextCatalog = await catalogOf(next);
      if (get().locale !== next || get().catalog !== nextCatalog) set({ locale: next, catalog: nextCatalog });
    },
    async chooseLocale(next) {
      try {
        localStorage.setItem(LOCALE_CHOSEN_KEY, '1');
      } catch {
        // not remembered on this device
      }
      await get().setLocale(next);
    },
  });

/** The language of one page the server draws, its catalog already loaded (src/entry-server.tsx). */
export const localeStore = (locale: Locale, catalog: Catalog<MessageKey>) => createStore<LocaleState>()(localeState(locale, catalog));

const first = initialLocale();
const browserLocale = createStore<LocaleState>()(localeState(first, first === 'en' ? english : null));

/** The language: the browser's, or, while the server draws a page, that reader's. */
export const useLocale = scopedStore('locale', browserLocale);

/** Resolves once the texts of the browser's first language are in (at once for English). */
export const localeReady: Promise<void> =
  first === 'en' ? Promise.resolve() : catalogOf(first).then((catalog) => browserLocale.setState({ catalog }));

/** The language the API should answer in (the Accept-Language of every request). */
export const currentLocale = () => useLocale.getState().locale;

// One translator per catalog, made on first use (the same for every reader of that language).
const outside = new Map<Catalog<MessageKey>, Translator<MessageKey>>();
/** `t` outside React (the API client's own errors): the current language's text of a key. */
export function translate(key: MessageKey, values?: MessageValues) {
  const { locale, catalog } = useLocale.getState();
  const texts = catalog ?? english;
  let t = outside.get(texts);
  if (!t) outside.set(texts, (t = createTranslator<MessageKey>(catalog ? locale : 'en', texts, english)));
  return t(key, values);
}
