// iCalendar (RFC 5545) in and out (decision 0016): the car's private feed of held bookings and
// blocks, and the events of another platform's feed read as wall-clock ranges in the
// marketplace's zone. Times go out in UTC, so any calendar shows them in its own zone.
import ICAL from 'ical.js';
import { nowInZone, parseLocalDateTime } from '@carrental/shared';

/** The UTC instant of a wall-clock reading in `zone` (exact for zones whose offset is constant around it). */
export function wallClockToUtc(value: string, zone: string): Date {
  const asUtc = parseLocalDateTime(value.replace(' ', 'T').slice(0, 19))!;
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const offset = parseLocalDateTime(nowInZone(zone, new Date(guess)))! - guess;
    guess = asUtc - offset;
  }
  return new Date(guess);
}

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Text values escaped as the format wants. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (continuation lines start with a space). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export interface FeedEvent {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
}

export function renderFeed(name: string, events: FeedEvent[], zone: string, now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//RentWheels//Car calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(wallClockToUtc(e.startDate, zone))}`,
      `DTEND:${stamp(wallClockToUtc(e.endDate, zone))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export class FeedFormatError extends Error {}

function knownZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const wallOf = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

/**
 * The busy ranges of a feed as wall-clock times in `zone`: whole days for all-day events, UTC
 * times converted, floating times (and times of a zone the feed does not define) taken as they
 * read. Cancelled and transparent (free) events are left out. At most `max` events.
 */
export function parseFeed(text: string, zone: string, max = 1000): { startDate: string; endDate: string; summary: string }[] {
  let component: ICAL.Component;
  try {
    component = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new FeedFormatError('The address did not answer with a calendar (iCal)');
  }
  if (component.name !== 'vcalendar') throw new FeedFormatError('The address did not answer with a calendar (iCal)');
  for (const tz of component.getAllSubcomponents('vtimezone')) {
    const tzid = String(tz.getFirstPropertyValue('tzid') ?? '');
    if (tzid && !ICAL.TimezoneService.has(tzid)) ICAL.TimezoneService.register(tz);
  }
  const out: { startDate: string; endDate: string; summary: string }[] = [];
  for (const v of component.getAllSubcomponents('vevent').slice(0, max)) {
    const status = String(v.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(v.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
    const event = new ICAL.Event(v);
    const start = event.startDate;
    if (!start) continue;
    const end = event.endDate ?? (() => {
      const t = start.clone();
      if (start.isDate) t.day += 1;
      return t;
    })();
    const read = (t: ICAL.Time) => {
      if (t.isDate) return `${t.year}-${pad(t.month)}-${pad(t.day)}T00:00:00`;
      // UTC, or a zone the feed defines (VTIMEZONE): an instant, shown in the marketplace's zone.
      if (t.zone && t.zone.tzid !== 'floating') return nowInZone(zone, t.toJSDate());
      // A zone named but not defined: a known one is converted; anything else is read as it is.
      const named = (t as unknown as { timezone?: string }).timezone;
      if (named && knownZone(named)) return nowInZone(zone, wallClockToUtc(wallOf(t), named));
      return wallOf(t);
    };
    const startDate = read(start);
    const endDate = read(end);
    if (endDate <= startDate) continue;
    out.push({ startDate, endDate, summary: String(event.summary ?? '').slice(0, 150) });
  }
  return out;
}
