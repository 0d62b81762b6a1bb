import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en/index.js';
import { ur } from './ur/index.js';
import { createTranslator, formatDateIn, formatPrice, formatRelative, pickLocale, isolate } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('catalogs', () => {
  it('have the same keys in English and Urdu, each a non-empty text', () => {
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(ur)) expect(text.trim(), key).not.toBe('');
  });

  it('keep each key in the feature file named by its prefix, so no two files can share one', () => {
    for (const lang of ['en', 'ur']) {
      for (const file of readdirSync(join(here, lang)).filter((f) => f !== 'index.ts')) {
        const feature = file.replace(/\.ts$/, '');
        const keys = [...readFileSync(join(here, lang, file), 'utf8').matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
        expect(keys.length, `${lang}/${file}`).toBeGreaterThan(0);
        for (const key of keys) expect(key.startsWith(`${feature}.`), `${lang}/${file}: ${key}`).toBe(true);
        expect(new Set(keys).size, `${lang}/${file} repeats a key`).toBe(keys.length);
      }
    }
  });

  it('parse as ICU messages with the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    const tEn = createTranslator('en', en);
    const tUr = createTranslator('ur', ur);
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ur[key]), key).toEqual(placeholders(en[key]));
      const values = Object.fromEntries(placeholders(en[key]).map((name) => [name, 2]));
      expect(() => tEn(key, values), key).not.toThrow();
      expect(() => tUr(key, values), key).not.toThrow();
    }
  });
});

describe('translate', () => {
  it('formats plurals by each language’s rules', () => {
    const days = '{count, plural, one {# day} other {# days}}';
    const t = createTranslator('en', { days });
    expect(t('days', { count: 1 })).toBe('1 day');
    expect(t('days', { count: 1500 })).toBe('1,500 days');
    expect(createTranslator('ur', { days: '{count, plural, one {# دن} other {# دن}}' })('days', { count: 3 })).toBe('3 دن');
  });

  it('falls back to the key when a text is unknown', () => {
    const t = createTranslator('en', en);
    expect(t('nope.missing' as never)).toBe('nope.missing');
    expect(t.has('common.cancel')).toBe(true);
    expect(t.has('nope')).toBe(false);
  });
});

describe('pickLocale', () => {
  it('follows Accept-Language with q-values', () => {
    expect(pickLocale('ur-PK,ur;q=0.9,en;q=0.8')).toBe('ur');
    expect(pickLocale('en-GB,en;q=0.9')).toBe('en');
    expect(pickLocale('fr-FR, ur;q=0.5, en;q=0.4')).toBe('ur');
    expect(pickLocale('en;q=0.2, ur;q=0.9')).toBe('ur');
    expect(pickLocale('de, fr')).toBeNull();
    expect(pickLocale('ur;q=0')).toBeNull();
    expect(pickLocale('')).toBeNull();
    expect(pickLocale(undefined)).toBeNull();
  });
});

describe('formatting', () => {
  it('prices: PKR in English, Rs in Urdu, with digit grouping', () => {
    expect(formatPrice('en', 12500)).toBe('PKR 12,500');
    expect(formatPrice('ur', 12500)).toBe(isolate('ur', 'Rs 12,500'));
    expect(formatPrice('en', 1234567)).toBe('PKR 1,234,567');
  });

  it('dates and times in both languages', () => {
    expect(formatDateIn('en', '2030-01-10T10:00:00', 'date')).toBe('10 Jan 2030');
    expect(formatDateIn('en', '2030-01-10T22:00:00')).toBe('10 Jan 2030, 10:00 pm');
    expect(formatDateIn('en', '2030-01-10T22:00:00', 'dateTime24')).toBe('10 Jan 2030, 22:00');
    expect(formatDateIn('ur', '2030-01-10T10:00:00', 'date')).toBe('10 جنوری، 2030');
    expect(formatDateIn('ur', '2030-01-10T10:00:00')).toMatch(/^10 جنوری، 2030، 10:00/);
    expect(formatDateIn('en', 'not a date')).toBe('not a date');
  });

  it('relative times in both languages', () => {
    const now = new Date('2030-01-10T10:00:00Z');
    expect(formatRelative('en', new Date('2030-01-10T09:57:00Z'), now)).toBe('3 minutes ago');
    expect(formatRelative('ur', new Date('2030-01-10T09:57:00Z'), now)).toBe('3 منٹ پہلے');
    expect(formatRelative('en', new Date('2030-01-08T10:00:00Z'), now)).toBe('2 days ago');
    expect(formatRelative('en', new Date('2030-01-12T10:00:00Z'), now)).toBe('in 2 days');
    expect(formatRelative('ur', new Date('2030-01-10T07:00:00Z'), now)).toBe('3 گھنٹے پہلے');
  });
});
