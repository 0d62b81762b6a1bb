// A booked trip as an iCalendar file (RFC 5545) for "Add to calendar" on the confirmation page
// (decision 0035). Booking times are wall-clock readings in the marketplace's zone; the file says
// them in UTC, so any calendar shows them in its own zone. The car's feed on the server
// (server/src/availability/ical.ts) writes its lines with the same helpers.
import { nowInZone, parseLocalDateTime } from './time.js';

/** The UTC instant of a wall-clock reading in `zone`. */
export function wallClockInstant(value: string, zone: string): Date {
  const asUtc = parseLocalDateTime(value.replace(' ', 'T').slice(0, 19));
  if (asUtc === null) throw new RangeError(`Not a wall-clock reading: ${value}`);
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const offset = parseLocalDateTime(nowInZone(zone, new Date(guess)))! - guess;
    guess = asUtc - offset;
  }
  return new Date(guess);
}

/** An instant as iCalendar's UTC date-time (20300110T050000Z). */
export const icalStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A text value escaped as the format wants. */
export const icalText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded (continuation lines start with a space). */
export function foldIcalLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
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

export interface TripCalendarInput {
  bookingId: string;
  startDate: string;
  endDate: string;
  /** The event's title and details, already in the reader's language. */
  summary: string;
  location: string;
  description: string;
  zone: string;
  now: Date;
}

/** The .ics text of one trip: one event from pick-up to return. */
export function tripCalendarFile(input: TripCalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RentWheels//Trip//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${input.bookingId}@rentwheels`,
    `DTSTAMP:${icalStamp(input.now)}`,
    `DTSTART:${icalStamp(wallClockInstant(input.startDate, input.zone))}`,
    `DTEND:${icalStamp(wallClockInstant(input.endDate, input.zone))}`,
    `SUMMARY:${icalText(input.summary)}`,
    `LOCATION:${icalText(input.location)}`,
    `DESCRIPTION:${icalText(input.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcalLine).join('\r\n')}\r\n`;
}
