// Booking date-times are local wall-clock times in the marketplace's zone, sent without a zone:
// "2026-03-01T10:00:00". These helpers keep them as such and compare them without ever
// converting through the machine's own zone.


export const MS_PER_DAY = 86_400_000;

export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

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

/**
 * Zones that have kept one offset all year, in minutes east of UTC, since `since`: Pakistan has
 * kept UTC+5 without daylight saving since its last, which ended on 1 November 2009. For them the
 * wall-clock time is a sum, not an Intl lookup: the first Intl date or number format on a page costs
 * a phone tens of milliseconds (decision 0027). Other zones and earlier instants ask Intl.
 */
const FIXED_OFFSET_ZONES: Record<string, { offsetMinutes: number; since: number }> = {
  'Asia/Karachi': { offsetMinutes: 300, since: Date.UTC(2009, 10, 1) },
};

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock reading "YYYY-MM-DDTHH:mm:ss" of `ms` counted on the wall clock (as `parseLocalDateTime` counts). */
export function wallClockOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A stored or typed wall-clock reading ("…T…" or "… …", seconds optional) in ms; throws on anything else (a programming error). */
export function mustParseWallClock(value: string): number {
  const ms = parseLocalDateTime(value.replace(' ', 'T').slice(0, 19));
  if (ms === null) throw new Error(`Not a wall-clock time: ${value}`);
  return ms;
}

/** The current wall-clock time in `timeZone`, as "YYYY-MM-DDTHH:mm:ss". */
export function nowInZone(timeZone: string, now: Date = new Date()): string {
  const fixed = Object.hasOwn(FIXED_OFFSET_ZONES, timeZone) ? FIXED_OFFSET_ZONES[timeZone]! : undefined;
  const at = now.getTime();
  if (fixed && at >= fixed.since) {
    const wall = new Date(at + fixed.offsetMinutes * 60_000);
    return (
      `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
      `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`
    );
  }
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
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

/** A rental longer than a year is almost surely a typo, and the cap keeps every total in range. */
export const MAX_RENTAL_DAYS = 365;
