// iCalendar (RFC 5545) out (decision 0016): the car's private feed of held bookings and blocks.
// Times go out in UTC, so any calendar shows them in its own zone. Other platforms' feeds are read
// by ical-read.ts, in the feed worker (decision 0030).
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
