// Numbers, prices, dates and relative times in each locale: by Intl for ur-PK, and for en-PK where
// it cannot be done without (whole numbers are grouped by hand, dates read by `nowInZone`).
import { groupThousands } from '../format.js';
import { nowInZone, parseLocalDateTime } from '../time.js';
import { INTL_LOCALE, type Locale } from './locale.js';

const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Wraps left-to-right content (car models, plates, emails, phone numbers, ids) so it reads
 * correctly inside an Urdu sentence; English text is left as it is.
 */
export const isolate = (locale: Locale, text: string) => (locale === 'ur' ? `${LRI}${text}${PDI}` : text);

/**
 * Runs that must read left to right wherever they stand: phone numbers, amounts and other numbers
 * with separators (0300-1234567, +92 300 1234567, 12,500, 10:30), and e-mail addresses. Next to
 * Urdu letters the bidirectional algorithm turns digits into Arabic numbers and does not join them
 * across a hyphen, so "0300-1234567" would show as "1234567-0300".
 */
const LTR_RUN = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d(?:[\d\s\-./,:()]*\d)?/gu;

/**
 * Isolates every left-to-right run of a text people typed (a chat message, a note) so it reads the
 * same for either reader, in either direction of the page. Text already isolated is left as it is.
 */
export function isolateLtrRuns(text: string): string {
  if (text.includes(LRI)) return text;
  return text.replace(LTR_RUN, (run) => (/^\d{1,2}$/.test(run) ? run : `${LRI}${run}${PDI}`));
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
export function formatNumber(locale: Locale, value: number) {
  // English without Intl where it can (format.ts, groupThousands): the same text, less work.
  const grouped = locale === 'en' ? groupThousands(value) : null;
  if (grouped !== null) return grouped;
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 })));
  return format.format(value);
}

/** A number with at most one decimal ("11.3", "6", "1,204.5"): shares and averages on dashboards. */
export function formatOneDecimal(locale: Locale, value: number) {
  const tenths = Math.round(Math.abs(value) * 10);
  const whole = formatNumber(locale, Math.floor(tenths / 10));
  const text = tenths % 10 === 0 ? whole : `${whole}.${tenths % 10}`;
  return value < 0 && tenths !== 0 ? `-${text}` : text;
}

/** "PKR 12,500" in English (the spec's form), "Rs 12,500" in Urdu (what ur-PK prints). */
export function formatPrice(locale: Locale, amount: number) {
  return locale === 'ur' ? isolate(locale, `Rs ${formatNumber(locale, amount)}`) : `PKR ${formatNumber(locale, amount)}`;
}

// ---------------------------------------------------------------------------------------------
// Dates: one format for a date ("25 Nov 2026") and one for a date-time ("25 Nov 2026, 3:30 pm"),
// day-month-year with a 12-hour clock, in the marketplace's zone, for every screen, notification,
// email and page (decision 0025). Nothing else in the code formats a date for people: a lint rule
// refuses toLocaleDateString, toLocaleString on a date and Intl.DateTimeFormat elsewhere.

/**
 * The marketplace's zone: booking times are wall-clock readings in it, and instants (when a
 * message was sent, a document uploaded) are shown in it. The server's TIME_ZONE defaults to it.
 */
export const MARKETPLACE_TIME_ZONE = 'Asia/Karachi';

export type DateStyle = 'date' | 'dateTime';

/** A wall-clock reading or an instant: a Date, epoch milliseconds, or an ISO text with Z or an offset. */
export type DateValue = string | Date | number;

// The names are written out here rather than asked of Intl: engines disagree (newer ICU data
// prints "Sept" for "Sep" in en-GB), and a booking's dates must read the same in the browser, the
// server's emails and the tests on every machine.
const MONTHS: Record<Locale, { short: readonly string[]; long: readonly string[] }> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  ur: {
    short: ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
    long: ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'],
  },
};
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ur: ['اتوار', 'پیر', 'منگل', 'بدھ', 'جمعرات', 'جمعہ', 'ہفتہ'],
};
const COMMA: Record<Locale, string> = { en: ', ', ur: '، ' };

/** The pieces of a wall-clock reading held as UTC milliseconds (how parseLocalDateTime keeps it). */
function parts(ms: number) {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), weekday: d.getUTCDay(), hour: d.getUTCHours(), minute: d.getUTCMinutes() };
}

/** "21 Sep 2056" / "21 ستمبر، 2056". */
function dayText(locale: Locale, ms: number) {
  const p = parts(ms);
  const month = MONTHS[locale].short[p.month]!;
  return locale === 'ur' ? `${p.day} ${month}${COMMA.ur}${p.year}` : `${p.day} ${month} ${p.year}`;
}

/**
 * The part of the day an Urdu reader names before a 12-hour time (CLDR's day periods for Urdu):
 * صبح from 4:00, دوپہر from 12:00, سہ پہر from 16:00, شام from 18:00, رات from 20:00 to 3:59.
 */
function urduDayPeriod(hour: number) {
  if (hour >= 4 && hour < 12) return 'صبح';
  if (hour >= 12 && hour < 16) return 'دوپہر';
  if (hour >= 16 && hour < 18) return 'سہ پہر';
  if (hour >= 18 && hour < 20) return 'شام';
  return 'رات';
}

/** "3:30 pm" / "سہ پہر 3:30": a 12-hour clock, midnight as 12 am (ur: رات 12:00). */
function timeText(locale: Locale, ms: number) {
  const p = parts(ms);
  const hour = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const clock = `${hour}:${String(p.minute).padStart(2, '0')}`;
  if (locale === 'ur') return `${urduDayPeriod(p.hour)} ${clock}`;
  return `${clock} ${p.hour < 12 ? 'am' : 'pm'}`;
}

/** A time followed by Z or an offset: an instant, not a wall-clock reading. */
const ZONED = /\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * The wall-clock reading ("2030-01-10T10:00:00") of a value: a wall-clock text as it is (a space
 * for "T", or a date alone, is accepted), an instant as read in `timeZone`; null when unreadable.
 */
export function wallClockReading(value: DateValue, timeZone: string = MARKETPLACE_TIME_ZONE): string | null {
  if (typeof value === 'string' && !ZONED.test(value.trim())) {
    const text = value.trim().replace(' ', 'T');
    const wall = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text.slice(0, 19);
    return parseLocalDateTime(wall) === null ? null : wall;
  }
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : nowInZone(timeZone, instant);
}

/**
 * The one date formatter. `date`: "25 Nov 2026" (ur "25 نومبر، 2026"); `dateTime`:
 * "25 Nov 2026, 3:30 pm" (ur "25 نومبر، 2026، دوپہر 3:30"). A wall-clock value is shown as it reads
 * (it is already the marketplace's time); an instant is shown in `timeZone`. Anything unreadable
 * comes back as it was.
 */
export function formatDateIn(locale: Locale, value: DateValue, style: DateStyle = 'dateTime', timeZone: string = MARKETPLACE_TIME_ZONE): string {
  const wall = wallClockReading(value, timeZone);
  const ms = wall === null ? null : parseLocalDateTime(wall);
  if (ms === null) return String(value);
  const date = dayText(locale, ms);
  if (style === 'date') return date;
  return `${date}${COMMA[locale]}${timeText(locale, ms)}`;
}

const FSI = '\u2068';

/**
 * "25 Nov 2026 – 27 Nov 2026": two dates (or date-times) joined by a dash. In Urdu each date is
 * isolated, so the year of the first and the day of the second are never read as one number run
 * ("2026 – 27") and the range reads right to left as a whole.
 */
export function formatDateRange(locale: Locale, from: DateValue, to: DateValue, style: DateStyle = 'dateTime', timeZone?: string): string {
  const [a, b] = [formatDateIn(locale, from, style, timeZone), formatDateIn(locale, to, style, timeZone)];
  return locale === 'ur' ? `${FSI}${a}${PDI} – ${FSI}${b}${PDI}` : `${a} – ${b}`;
}

/** "25 Nov 2026" / "25 نومبر، 2026". */
export const formatDate = (locale: Locale, value: DateValue, timeZone?: string) => formatDateIn(locale, value, 'date', timeZone);

/** "25 Nov 2026, 3:30 pm" / "25 نومبر، 2026، دوپہر 3:30". */
export const formatDateTime = (locale: Locale, value: DateValue, timeZone?: string) => formatDateIn(locale, value, 'dateTime', timeZone);

/** A day with its weekday, "Friday, 1 Mar 2030" / "جمعہ، 1 مارچ، 2030" (a calendar day's name): the date format after the weekday. */
export function formatDayWithWeekday(locale: Locale, day: string): string {
  const wall = wallClockReading(day);
  const ms = wall === null ? null : parseLocalDateTime(wall);
  if (ms === null) return day;
  return `${WEEKDAYS[locale][parts(ms).weekday]}${COMMA[locale]}${dayText(locale, ms)}`;
}

/** The latest day a date input takes: a four-digit year, never a six-digit one. */
export const MAX_INPUT_DATE = '9999-12-31';
/** The same for a date-and-time input (`datetime-local`). */
export const MAX_INPUT_DATE_TIME = `${MAX_INPUT_DATE}T23:59`;

/**
 * A typed day-month-year ("25-11-2026", "25/11/2026", "25.11.2026", "25 11 2026", day and month
 * of one or two digits) or an ISO date ("2026-11-25", as pasted or carried in an address) as
 * "YYYY-MM-DD"; null unless it is a real day with a four-digit year.
 */
export function parseDayMonthYear(text: string): string | null {
  const t = text.trim();
  const dmy = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const [y, m, d] = dmy ? [dmy[3]!, dmy[2]!, dmy[1]!] : iso ? [iso[1]!, iso[2]!, iso[3]!] : [];
  if (!y || !m || !d) return null;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return parseLocalDateTime(`${day}T00:00:00`) === null ? null : day;
}

/** "2026-11-25" as typed in a day-month-year input: "25-11-2026". */
export const dayMonthYearText = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}` : day);

/** A month's name and year, "November 2026" / "نومبر 2026" (calendar and earnings headings), of "YYYY-MM". */
export function formatMonth(locale: Locale, month: string): string {
  const ms = parseLocalDateTime(`${month.slice(0, 7)}-01T00:00:00`);
  if (ms === null) return month;
  const p = parts(ms);
  return `${MONTHS[locale].long[p.month]} ${p.year}`;
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
