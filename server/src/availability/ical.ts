// iCalendar (RFC 5545) out (decision 0016): the car's private feed of held bookings and blocks.
// Times go out in UTC, so any calendar shows them in its own zone. Other platforms' feeds are read
// by ical-read.ts, in the feed worker (decision 0030).
import { foldIcalLine, icalStamp, icalText, wallClockInstant } from '@carrental/shared';

/** The UTC instant of a wall-clock reading in `zone` (exact for zones whose offset is constant around it). */
export const wallClockToUtc = wallClockInstant;

export interface FeedEvent {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
}

export function renderFeed(name: string, events: FeedEvent[], zone: string, now: Date): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//RentWheels//Car calendar//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${icalText(name)}`];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icalStamp(now)}`,
      `DTSTART:${icalStamp(wallClockToUtc(e.startDate, zone))}`,
      `DTEND:${icalStamp(wallClockToUtc(e.endDate, zone))}`,
      `SUMMARY:${icalText(e.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcalLine).join('\r\n')}\r\n`;
}
