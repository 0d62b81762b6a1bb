import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en/index.js';
import { ur } from './ur/index.js';
import { parseMessage, type Message } from './message.js';
import { createTranslator, formatDate, formatDateIn, formatDayWithWeekday, formatDateTime, formatMonth, formatOneDecimal, formatDateRange, dayMonthYearText, formatPrice, formatRelative, isolate, MARKETPLACE_TIME_ZONE, MAX_INPUT_DATE, parseDayMonthYear, pickLocale, wallClockReading } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));

describe('catalogs', () => {
  it('have the same keys in English and Urdu, each a non-empty text', () => {
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(ur)) expect(text.trim(), key).not.toBe('');
  });

  it('keep each key in the feature file named by its prefix, so no two files can share one', () => {
    for (const lang of ['en', 'ur']) {
      for (const file of readdirSync(join(here, lang)).filter((f) => f !== 'index.ts')) {
        // A large catalog is split into parts named `<feature>-<part>.ts` (errors-rental.ts).
        const feature = file.replace(/\.ts$/, '').replace(/-.*$/, '');
        const keys = [...readFileSync(join(here, lang, file), 'utf8').matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
        expect(keys.length, `${lang}/${file}`).toBeGreaterThan(0);
        for (const key of keys) expect(key.startsWith(`${feature}.`), `${lang}/${file}: ${key}`).toBe(true);
        expect(new Set(keys).size, `${lang}/${file} repeats a key`).toBe(keys.length);
      }
    }
  });

  it('parse as ICU messages with the same placeholders in both languages', () => {
    // The arguments a message names, from its parse (a plural's `{Filters}` option is not one).
    const names = (parts: Message): string[] =>
      parts.flatMap((part) =>
        typeof part === 'string' || part.kind === 'pound' ? [] : [part.name, ...('options' in part ? Object.values(part.options).flatMap(names) : [])],
      );
    const placeholders = (text: string) => [...new Set(names(parseMessage(text)))].sort();
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

  it('one date format and one date-time format, day-month-year, 12-hour clock, in both languages', () => {
    // The exact strings every screen, notification, email and page shows (decision 0025).
    expect(formatDate('en', '2026-11-25T15:30:00')).toBe('25 Nov 2026');
    expect(formatDateTime('en', '2026-11-25T15:30:00')).toBe('25 Nov 2026, 3:30 pm');
    expect(formatDateTime('en', '2026-11-25T09:05:00')).toBe('25 Nov 2026, 9:05 am');
    expect(formatDateTime('en', '2026-11-25T00:00:00')).toBe('25 Nov 2026, 12:00 am');
    expect(formatDateTime('en', '2026-11-25T12:00:00')).toBe('25 Nov 2026, 12:00 pm');
    expect(formatDate('ur', '2026-11-25T15:30:00')).toBe('25 نومبر، 2026');
    expect(formatDateTime('ur', '2026-11-25T15:30:00')).toBe('25 نومبر، 2026، دوپہر 3:30');
    // Urdu names the part of the day instead of AM/PM.
    expect(['00:00', '03:59', '04:00', '11:59', '12:00', '16:00', '18:00', '20:00'].map((time) => formatDateTime('ur', `2026-11-25T${time}:00`).split('، ').at(-1))).toEqual([
      'رات 12:00', 'رات 3:59', 'صبح 4:00', 'صبح 11:59', 'دوپہر 12:00', 'سہ پہر 4:00', 'شام 6:00', 'رات 8:00',
    ]);
    expect(formatDateTime('ur', '2026-11-25T09:05:00')).toBe('25 نومبر، 2026، صبح 9:05');
    expect(formatDateIn('en', '2030-01-10T22:00:00')).toBe('10 Jan 2030, 10:00 pm');
    expect(formatDateIn('en', '2030-01-10T10:00:00', 'date')).toBe('10 Jan 2030');
  });

  it('reads wall-clock values as they are, whatever form the database or an input gives them', () => {
    expect(formatDateTime('en', '2030-01-10 22:05:00')).toBe('10 Jan 2030, 10:05 pm');
    expect(formatDateTime('en', '2030-01-10T22:05')).toBe('10 Jan 2030, 10:05 pm');
    expect(formatDate('en', '2030-01-10')).toBe('10 Jan 2030');
    expect(formatDateTime('en', 'not a date')).toBe('not a date');
    expect(formatDate('en', '2030-02-30')).toBe('2030-02-30');
  });

  it("shows instants in the marketplace's zone (Asia/Karachi, UTC+5), not the machine's", () => {
    expect(MARKETPLACE_TIME_ZONE).toBe('Asia/Karachi');
    expect(formatDateTime('en', '2026-11-25T10:30:00Z')).toBe('25 Nov 2026, 3:30 pm');
    expect(formatDateTime('en', '2026-11-25T10:30:00.000+00:00')).toBe('25 Nov 2026, 3:30 pm');
    expect(formatDateTime('en', new Date('2026-11-25T20:00:00Z'))).toBe('26 Nov 2026, 1:00 am');
    expect(formatDate('ur', Date.parse('2026-11-25T20:00:00Z'))).toBe('26 نومبر، 2026');
    expect(formatDateTime('en', '2026-11-25T10:30:00Z', 'Europe/London')).toBe('25 Nov 2026, 10:30 am');
    expect(wallClockReading('2026-11-25T10:30:00Z')).toBe('2026-11-25T15:30:00');
    expect(wallClockReading('2026-11-25 15:30:00')).toBe('2026-11-25T15:30:00');
    expect(wallClockReading('yesterday')).toBeNull();
  });

  it('reads a typed day-month-year, and never a six-digit year', () => {
    expect(parseDayMonthYear('25-11-2026')).toBe('2026-11-25');
    expect(parseDayMonthYear('5/1/2030')).toBe('2030-01-05');
    expect(parseDayMonthYear(' 25.11.2026 ')).toBe('2026-11-25');
    expect(parseDayMonthYear('25 11 2026')).toBe('2026-11-25');
    expect(parseDayMonthYear('2026-11-25')).toBe('2026-11-25');
    expect(parseDayMonthYear('25-11-202026')).toBeNull();
    expect(parseDayMonthYear('202026-11-25')).toBeNull();
    expect(parseDayMonthYear('31-02-2026')).toBeNull();
    expect(parseDayMonthYear('25-13-2026')).toBeNull();
    expect(parseDayMonthYear('25-11-26')).toBeNull();
    expect(parseDayMonthYear('')).toBeNull();
    expect(dayMonthYearText('2026-11-25')).toBe('25-11-2026');
    expect(parseDayMonthYear(dayMonthYearText(MAX_INPUT_DATE))).toBe(MAX_INPUT_DATE);
  });

  it('month headings and calendar day names in both languages', () => {
    expect(formatDayWithWeekday('en', '2030-03-01')).toBe('Friday, 1 Mar 2030');
    expect(formatDayWithWeekday('ur', '2030-03-01')).toBe('جمعہ، 1 مارچ، 2030');
    expect(formatMonth('en', '2026-11')).toBe('November 2026');
    expect(formatMonth('ur', '2026-11-25')).toBe('نومبر 2026');
    // The same three letters for every month on every engine (newer ICU data prints "Sept").
    expect(Array.from({ length: 12 }, (_, m) => formatDate('en', `2056-${String(m + 1).padStart(2, '0')}-21`)).join('|')).toBe(
      '21 Jan 2056|21 Feb 2056|21 Mar 2056|21 Apr 2056|21 May 2056|21 Jun 2056|21 Jul 2056|21 Aug 2056|21 Sep 2056|21 Oct 2056|21 Nov 2056|21 Dec 2056',
    );
    expect(formatDateTime('ur', '2056-09-21T00:05:00')).toBe('21 ستمبر، 2056، رات 12:05');
    expect(formatDayWithWeekday('en', '2056-09-21')).toBe('Thursday, 21 Sep 2056');
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

describe('formatDateRange', () => {
  it('joins two dates with a dash, each isolated in Urdu so the numbers never run together', () => {
    expect(formatDateRange('en', '2026-11-25T10:00:00', '2026-11-27T10:00:00', 'date')).toBe('25 Nov 2026 – 27 Nov 2026');
    expect(formatDateRange('ur', '2026-11-25T10:00:00', '2026-11-27T10:00:00', 'date')).toBe('\u206825 نومبر، 2026\u2069 – \u206827 نومبر، 2026\u2069');
  });
});

describe('formatOneDecimal', () => {
  it('keeps one decimal only when there is one, groups thousands, and rounds to the tenth', () => {
    expect(formatOneDecimal('en', 11.3)).toBe('11.3');
    expect(formatOneDecimal('en', 6)).toBe('6');
    expect(formatOneDecimal('en', 1204.46)).toBe('1,204.5');
    expect(formatOneDecimal('en', 0.96)).toBe('1');
    expect(formatOneDecimal('en', -2.5)).toBe('-2.5');
    expect(formatOneDecimal('ur', 33.3)).toMatch(/^33\.3$/);
  });
});
