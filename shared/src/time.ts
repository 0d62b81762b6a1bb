// Booking date-times are local wall-clock times in the marketplace's zone, sent without a zone:
// "2026-03-01T10:00:00". These helpers keep them as such and compare them without ever
// converting through the machine's own zone.
import { z } from 'zod';

export const MS_PER_DAY = 86_400_000;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A wall-clock date-time string; seconds optional on input, always present on output. */
export const localDateTimeSchema = z
  .string()
  .regex(LOCAL_DATE_TIME, 'Must be a date and time like 2026-03-01T10:00:00')
  .refine((v) => parseLocalDateTime(v) !== null, 'Not a real date and time')
  .transform((v) => (v.length === 16 ? `${v}:00` : v));

/** Milliseconds of the wall-clock reading as if it were UTC; only for differences and order. */
export function parseLocalDateTime(value: string): number | null {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0)) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return null;
  }
  return ms;
}

/** The current wall-clock time in `timeZone`, as "YYYY-MM-DDTHH:mm:ss". */
export function nowInZone(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

/** Whole days a rental spans: the difference rounded up (spec §9). */
export function rentalDays(start: string, end: string): number {
  const a = parseLocalDateTime(start);
  const b = parseLocalDateTime(end);
  if (a === null || b === null || b <= a) return 0;
  return Math.ceil((b - a) / MS_PER_DAY);
}

/** Booking total: whole days (rounded up) × price per day. */
export const bookingTotal = (start: string, end: string, pricePerDay: number) =>
  rentalDays(start, end) * pricePerDay;
