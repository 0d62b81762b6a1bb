// The two languages of the product and how a request or a browser picks one. English is the
// source language; every key exists in both catalogs (the Urdu catalog is typed against English).

export const LOCALES = ['en', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'ur';

/** The Intl locale behind each of ours: Pakistan's conventions in both. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-PK', ur: 'ur-PK' };

export const localeDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ur' ? 'rtl' : 'ltr');

/**
 * The best of our locales for an Accept-Language header (or `navigator.languages` joined by
 * commas): the first listed language we have, honouring q-values; null when none matches.
 */
export function pickLocale(header: string | null | undefined): Locale | null {
  if (!header || header.length > 1000) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) if (isLocale(entry.lang)) return entry.lang;
  return null;
}
