// Reading another platform's iCal feed (decisions 0016 and 0030): its events as wall-clock ranges
// in the marketplace's zone. Runs in the feed worker (feed-reader.ts), never on the server's event
// loop, and is bounded on its own too: ical.js only tokenises the text (ICAL.parse, linear in its
// size); dates, durations and zones are read here without ical.js's time arithmetic, its
// recurrence expansion or its process-wide TimezoneService.
import ICAL from 'ical.js';
import { nowInZone, parseLocalDateTime, type ErrorKey, type LocalText } from '@carrental/shared';
import { constantOffsets, resolveZone, type JCalComponent } from './ical-zones.js';
import { wallClockToUtc } from './ical.js';

export interface FeedRange {
  startDate: string;
  endDate: string;
  summary: string;
}

export type FeedRead = { events: FeedRange[] } | { problem: LocalText<ErrorKey> };

export interface ReadOptions {
  /** The marketplace's zone: what every time is read into. */
  zone: string;
  /** Now (the app's clock), epoch milliseconds. */
  nowMs: number;
}

const DAY = 86_400_000;
/** Events are read from two years back to three years ahead; longer ones are cut at these ends. */
export const FEED_WINDOW_DAYS = { back: 730, ahead: 1096 } as const;
/** More events than this within the window make the feed an error (not a silent cut). */
export const MAX_FEED_EVENTS = 1000;

const wallText = (ms: number) => new Date(ms).toISOString().slice(0, 19);
/** The wall-clock reading in the marketplace's zone of an instant, as "UTC" milliseconds. */
const wallOfInstant = (zone: string, instantMs: number) => parseLocalDateTime(nowInZone(zone, new Date(instantMs)))!;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z?)$/;
const DURATION = /^([+-])?P(?:(\d{1,12})W)?(?:(\d{1,12})D)?(?:T(?:(\d{1,12})H)?(?:(\d{1,12})M)?(?:(\d{1,12})S)?)?$/;

/** A DURATION in milliseconds (weeks and days taken as 7 and 1 × 24 hours), or null. */
export function durationMs(value: unknown): number | null {
  const m = typeof value === 'string' ? DURATION.exec(value) : null;
  if (!m || value === 'P' || value === 'PT') return null;
  const [w, d, h, mi, s] = m.slice(2).map((p) => Number(p ?? 0)) as [number, number, number, number, number];
  const ms = ((((w * 7 + d) * 24 + h) * 60 + mi) * 60 + s) * 1000;
  return Number.isFinite(ms) ? (m[1] === '-' ? -ms : ms) : null;
}

type Property = JCalComponent[1][number];

interface Reader {
  zone: string;
  offsets: Map<string, number>;
  /** Wall-clock bounds of the window ("UTC" milliseconds of the marketplace's wall clock). */
  from: number;
  to: number;
}

/**
 * A DATE or DATE-TIME property as a wall-clock reading in the marketplace's zone ("UTC" ms), or
 * null when unreadable. Readings far outside the window are pinned just outside it first, so no
 * absurd year reaches a zone conversion.
 */
function pointOf(prop: Property | undefined, r: Reader): { at: number; isDate: boolean } | null {
  const value = prop?.[3];
  if (!prop || typeof value !== 'string') return null;
  const m = (prop[2] === 'date' ? DATE : prop[2] === 'date-time' ? DATE_TIME : null)?.exec(value);
  if (!m) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((p) => (p === undefined ? undefined : Number(p))) as number[];
  const naive = new Date(0).setUTCFullYear(y!, mo! - 1, d!) + ((h * 60 + mi) * 60 + s) * 1000; // Date.UTC would read 0001 as 1901
  const back = new Date(naive);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo! - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 60) return null;
  if (prop[2] === 'date') return { at: naive, isDate: true };
  const pinned = Math.min(Math.max(naive, r.from - 2 * DAY), r.to + 2 * DAY);
  if (m[7] === 'Z') return { at: wallOfInstant(r.zone, pinned), isDate: false };
  const tzid = prop[1].tzid;
  if (typeof tzid === 'string' && tzid) {
    const named = resolveZone(tzid);
    if (named === r.zone) return { at: pinned, isDate: false };
    if (named) return { at: wallOfInstant(r.zone, wallClockToUtc(wallText(pinned), named).getTime()), isDate: false };
    const offset = r.offsets.get(tzid.trim());
    if (offset !== undefined) return { at: wallOfInstant(r.zone, pinned - offset * 60_000), isDate: false };
  }
  // Floating, or a zone nobody knows: read as written, in the marketplace's zone.
  return { at: pinned, isDate: false };
}

const first = (component: JCalComponent, name: string) => component[1].find((p) => p[0] === name);
const textOf = (component: JCalComponent, name: string) => {
  const value = first(component, name)?.[3];
  return typeof value === 'string' ? value : '';
};

/** The calendars of a parsed text (one VCALENDAR, or several one after another), or null. */
function calendarsOf(jcal: unknown): JCalComponent[] | null {
  if (!Array.isArray(jcal) || !jcal.length) return null;
  const list = (typeof jcal[0] === 'string' ? [jcal] : jcal) as JCalComponent[];
  return list.every((c) => Array.isArray(c) && c[0] === 'vcalendar' && Array.isArray(c[1]) && Array.isArray(c[2])) ? list : null;
}

/**
 * The busy ranges of a feed in the window: whole days for all-day events, UTC times and times of
 * a known zone converted, floating times (and those of a zone nobody knows) taken as they read.
 * Cancelled and transparent (free) events are left out; recurring events count once (their first
 * occurrence), as before. Never throws: an unreadable feed is a problem to show the vendor.
 */
export function readFeed(text: string, options: ReadOptions): FeedRead {
  let calendars: JCalComponent[] | null;
  try {
    calendars = calendarsOf(ICAL.parse(text));
  } catch {
    calendars = null;
  }
  if (!calendars) return { problem: { key: 'errors.calendarFeed.notCalendar' } };
  const now = wallOfInstant(options.zone, options.nowMs);
  const events: FeedRange[] = [];
  for (const calendar of calendars) {
    const r: Reader = { zone: options.zone, offsets: constantOffsets(calendar), from: now - FEED_WINDOW_DAYS.back * DAY, to: now + FEED_WINDOW_DAYS.ahead * DAY };
    for (const v of calendar[2]) {
      if (v[0] !== 'vevent') continue;
      if (textOf(v, 'status').toUpperCase() === 'CANCELLED' || textOf(v, 'transp').toUpperCase() === 'TRANSPARENT') continue;
      const start = pointOf(first(v, 'dtstart'), r);
      if (!start) continue;
      let end: number | null;
      if (first(v, 'dtend')) end = pointOf(first(v, 'dtend'), r)?.at ?? null;
      else if (first(v, 'duration')) {
        const length = durationMs(first(v, 'duration')?.[3]);
        end = length === null ? null : start.at + length;
      } else end = start.isDate ? start.at + DAY : start.at;
      if (end === null || end <= start.at || end <= r.from || start.at >= r.to) continue;
      if (events.length >= MAX_FEED_EVENTS) return { problem: { key: 'errors.calendarFeed.tooManyEvents', values: { max: MAX_FEED_EVENTS } } };
      events.push({ startDate: wallText(Math.max(start.at, r.from)), endDate: wallText(Math.min(end, r.to)), summary: textOf(v, 'summary').slice(0, 150) });
    }
  }
  return { events };
}
