// The one way the web app speaks the user's language: `useI18n()` gives `t` (typed keys of the
// shared catalogs, ICU messages) and the locale's formats; `LocaleRoot` sets the document's
// language and direction and mirrors Material UI for Urdu.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import {
  createTranslator,
  formatDateIn,
  formatDateRange,
  formatMonth,
  formatNumber,
  formatPrice,
  formatRelative,
  isolate,
  localeDirection,
  renderText,
  type Catalog,
  type DateValue,
  type Locale,
  type LocalText,
  type MessageKey,
  type Translator,
} from '@carrental/shared';
import { createAppTheme } from '@/lib/theme';
import { styleCache } from '@/lib/styleCache';
import { english } from './english';
import { useLocale } from './store';

export { useLocale, currentLocale, LOCALE_STORAGE_KEY, deviceChoseLocale, forgetDeviceChoice } from './store';
export type { MessageKey };

const translators = new Map<unknown, Translator<MessageKey>>();
function translatorFor(locale: Locale, catalog: Catalog<MessageKey>) {
  let t = translators.get(catalog);
  if (!t) translators.set(catalog, (t = createTranslator<MessageKey>(locale, catalog, english)));
  return t;
}

export type DateStyle = Parameters<typeof formatDateIn>[2];
export type { DateValue };

export interface I18n {
  t: Translator<MessageKey>;
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** "PKR 12,500" / "Rs 12,500". */
  price(amount: number): string;
  /**
   * The one date format ("25 Nov 2026", `'date'`) and date-time format ("25 Nov 2026, 3:30 pm", the
   * default) of a wall-clock value from the API ("2030-01-10T10:00:00") or an instant (ISO with Z),
   * the latter in the marketplace's zone.
   */
  date(value: DateValue, style?: DateStyle): string;
  /** "25 Nov 2026 – 27 Nov 2026": two dates as a range, reading right in either direction. */
  range(from: DateValue, to: DateValue, style?: DateStyle): string;
  /** "November 2026": a month heading, of "YYYY-MM". */
  month(value: string): string;
  /** "3 minutes ago" / "3 منٹ پہلے". */
  relative(instant: Date | string | number, now?: Date | number): string;
  number(value: number): string;
  /** Left-to-right content (model, plate, email, phone) kept whole inside an Urdu sentence. */
  ltr(text: string): string;
  /** A text the server sent as a key with its values, in this language. */
  say(text: LocalText): string;
}

export function i18nFor(locale: Locale, catalog: Catalog<MessageKey>): I18n {
  return {
    t: translatorFor(locale, catalog),
    locale,
    dir: localeDirection(locale),
    price: (amount) => formatPrice(locale, amount),
    date: (value, style) => formatDateIn(locale, value, style),
    range: (from, to, style) => formatDateRange(locale, from, to, style),
    month: (value) => formatMonth(locale, value),
    relative: (instant, now) => formatRelative(locale, instant, now),
    number: (value) => formatNumber(locale, value),
    ltr: (text) => isolate(locale, text),
    say: (text) => renderText(translatorFor(locale, catalog), text),
  };
}

export function useI18n(): I18n {
  const locale = useLocale((s) => s.locale);
  const catalog = useLocale((s) => s.catalog) ?? english;
  return useMemo(() => i18nFor(catalog === english ? 'en' : locale, catalog), [locale, catalog]);
}

export const useT = () => useI18n().t;

let rtlCache: Promise<EmotionCache> | null = null;
let rtlLoaded: EmotionCache | null = null;
/**
 * The right-to-left style cache, in its own chunk that only Urdu readers download. The app's start
 * loads it before adopting a page drawn in Urdu, so the first render has it (src/main.tsx).
 */
export const loadRtlCache = () =>
  (rtlCache ??= import('./rtl').then((module) => (rtlLoaded = module.rtlCache())));

/** Sets <html lang dir>, the theme's direction and, for Urdu, the right-to-left style cache. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale((s) => s.locale);
  const ready = useLocale((s) => s.catalog !== null);
  const dir = localeDirection(locale);
  const [cache, setCache] = useState<EmotionCache | null>(() => rtlLoaded);
  useEffect(() => {
    if (dir === 'rtl') void loadRtlCache().then(setCache);
  }, [dir]);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  const theme = useMemo(() => createAppTheme(locale), [locale]);
  const drawing = typeof document === 'undefined';
  // Until Urdu's texts and styles are in, nothing is drawn: no flash of English or of a mirrored page.
  if (!ready || (dir === 'rtl' && !cache && !drawing)) return null;
  const content = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
  // The server draws with the drawing's own cache, given around the app (src/entry-server.tsx); a
  // provider draws no element, so the trees still match.
  if (drawing) return content;
  return <CacheProvider value={dir === 'rtl' && cache ? cache : styleCache()}>{content}</CacheProvider>;
}
