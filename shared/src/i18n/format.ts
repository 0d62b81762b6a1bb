// Numbers, prices, dates and relative times in each locale, by Intl for en-PK and ur-PK.
import { parseLocalDateTime } from '../time.js';
import { INTL_LOCALE, type Locale } from './locale.js';

const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Wraps left-to-right content (car models, plates, emails, phone numbers, ids) so it reads
 * correctly inside an Urdu sentence; English text is left as it is.
 */
export const isolate = (locale: Locale, text: string) => (locale === 'ur' ? `${LRI}${text}${PDI}` : text);

const numberFormats = new Map<Locale, Intl.NumberFormat>();
export function formatNumber(locale: Locale, value: number) {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 })));
  return format.format(value);
}

/** "PKR 12,500" in English (the spec's form), "Rs 12,500" in Urdu (what ur-PK prints). */
export function formatPrice(locale: Locale, amount: number) {
  return locale === 'ur' ? isolate(locale, `Rs ${formatNumber(locale, amount)}`) : `PKR ${formatNumber(locale, amount)}`;
}

type DateStyle = 'date' | 'dateTime' | 'dateTime24' | 'long' | 'time';
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, style: 'date' | 'long' | 'time' | 'time24') {
  const id = `${locale}:${style}`;
  let format = dateFormats.get(id);
  if (!format) {
    const base = { timeZone: 'UTC' } as const;
    const options: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { ...base, day: 'numeric', month: 'short', year: 'numeric' }
        : style === 'long'
          ? { ...base, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
          : style === 'time'
            ? { ...base, hour: 'numeric', minute: '2-digit', hour12: true }
            : { ...base, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALE[locale], options);
    dateFormats.set(id, format);
  }
  return format;
}

/**
 * A wall-clock date-time ("2030-01-10T10:00:00") in the locale: `date` "10 Jan 2030",
 * `dateTime` "10 Jan 2030, 10:00 am", `dateTime24`, `long` "Thursday, 10 January 2030 at 10:00 am",
 * `time` "10:00 am". Anything unreadable comes back as it was.
 */
export function formatDateIn(locale: Locale, value: string, style: DateStyle = 'dateTime'): string {
  const ms = parseLocalDateTime(value.replace(' ', 'T').slice(0, 19));
  if (ms === null) return value;
  const date = dateFormat(locale, 'date').format(ms);
  const time = dateFormat(locale, 'time').format(ms);
  if (style === 'date') return date;
  if (style === 'time') return time;
  const comma = locale === 'ur' ? '، ' : ', ';
  if (style === 'dateTime24') return `${date}${comma}${dateFormat(locale, 'time24').format(ms)}`;
  if (style === 'long') return `${dateFormat(locale, 'long').format(ms)}${locale === 'ur' ? '، ' : ' at '}${time}`;
  return `${date}${comma}${time}`;
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Infinity],
];

/** "3 minutes ago" / "3 منٹ پہلے": the time from `now` to `then` (instants), in the largest fitting unit. */
export function formatRelative(locale: Locale, then: Date | string | number, now: Date | number = Date.now()) {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: 'auto' })));
  let amount = (new Date(then).getTime() - new Date(now).getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}
