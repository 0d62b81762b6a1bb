// Reading a feed's events (decision 0030): zones by name only (IANA, behind a prefix, Windows),
// a feed's own zone rules never expanded nor registered, durations and dates bounded to a window,
// and too many events a problem for the vendor rather than a silent cut.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { durationMs, FEED_WINDOW_DAYS, MAX_FEED_EVENTS, readFeed, type FeedRead } from './ical-read.js';
import { resolveZone } from './ical-zones.js';

const options = { zone: 'Asia/Karachi', nowMs: Date.parse('2030-01-01T04:00:00Z') }; // 09:00 in Karachi
const feed = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
const ranges = (read: FeedRead) => {
  if ('problem' in read) throw new Error(`a problem: ${read.problem.key}`);
  return read.events.map((e) => [e.startDate, e.endDate]);
};

describe('time zones', () => {
  it('are found by IANA name, behind a publisher prefix, and by Windows name', () => {
    expect(resolveZone('Asia/Karachi')).toBe('Asia/Karachi');
    expect(resolveZone('/mozilla.org/20050126_1/Asia/Karachi')).toBe('Asia/Karachi');
    expect(resolveZone('/citadel.org/20190914_1/America/Argentina/Buenos_Aires')).toBe('America/Buenos_Aires');
    expect(resolveZone('Pakistan Standard Time')).toBe('Asia/Karachi');
    expect(resolveZone('W. Europe Standard Time')).toBe('Europe/Berlin');
    expect(resolveZone('Customized Time Zone')).toBeNull();
    const text = feed(
      ...event('DTSTART;TZID=Pakistan Standard Time:20300110T100000', 'DTEND;TZID=Pakistan Standard Time:20300110T120000'),
      ...event('DTSTART;TZID=/mozilla.org/20050126_1/Europe/London:20300110T100000', 'DURATION:PT1H'),
      ...event('DTSTART;TZID=Arabian Standard Time:20300110T100000', 'DURATION:PT1H'),
    );
    expect(ranges(readFeed(text, options))).toEqual([
      ['2030-01-10T10:00:00', '2030-01-10T12:00:00'],
      ['2030-01-10T15:00:00', '2030-01-10T16:00:00'],
      ['2030-01-10T11:00:00', '2030-01-10T12:00:00'],
    ]);
  });

  it('ignore a feed’s definition of a known zone, and never register one where other feeds would see it', () => {
    const evil = feed(
      'BEGIN:VTIMEZONE', 'TZID:Asia/Karachi', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'RRULE:FREQ=MINUTELY', 'TZOFFSETFROM:-1200', 'TZOFFSETTO:-1200', 'END:STANDARD', 'END:VTIMEZONE',
      ...event('DTSTART;TZID=Asia/Karachi:20300110T100000', 'DTEND;TZID=Asia/Karachi:20300110T120000'),
    );
    expect(ranges(readFeed(evil, options))).toEqual([['2030-01-10T10:00:00', '2030-01-10T12:00:00']]);
    expect(ICAL.TimezoneService.has('Asia/Karachi')).toBe(false);
  });

  it('read a zone nobody knows by the feed’s constant offset, or as written when its offset changes', () => {
    const text = feed(
      'BEGIN:VTIMEZONE', 'TZID:Customized Time Zone', 'BEGIN:STANDARD', 'DTSTART:16010101T000000', 'TZOFFSETFROM:+0400', 'TZOFFSETTO:+0400', 'END:STANDARD', 'END:VTIMEZONE',
      'BEGIN:VTIMEZONE', 'TZID:Changing', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'RRULE:FREQ=HOURLY', 'TZOFFSETTO:+0000', 'TZOFFSETFROM:+0300', 'END:STANDARD',
      'BEGIN:DAYLIGHT', 'DTSTART:19700101T003000', 'RRULE:FREQ=HOURLY', 'TZOFFSETTO:+0300', 'TZOFFSETFROM:+0000', 'END:DAYLIGHT', 'END:VTIMEZONE',
      ...event('DTSTART;TZID=Customized Time Zone:20300110T100000', 'DURATION:PT2H'),
      ...event('DTSTART;TZID=Changing:20300110T100000', 'DURATION:PT2H'),
      ...event('DTSTART;TZID=Nowhere:20300110T100000', 'DURATION:PT2H'),
    );
    expect(ranges(readFeed(text, options))).toEqual([
      ['2030-01-10T11:00:00', '2030-01-10T13:00:00'],
      ['2030-01-10T10:00:00', '2030-01-10T12:00:00'],
      ['2030-01-10T10:00:00', '2030-01-10T12:00:00'],
    ]);
  });
});

describe('durations and dates', () => {
  it('read durations, and refuse what is not one', () => {
    expect(durationMs('P1W2DT3H4M5S')).toBe(((9 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(durationMs('-PT15M')).toBe(-15 * 60_000);
    expect(durationMs('P999999999W')).toBe(999_999_999 * 7 * 86_400_000);
    for (const bad of ['P', 'PT', 'P1Y', `P${'9'.repeat(400)}W`, 'P1.5D', 7]) expect(durationMs(bad), String(bad)).toBeNull();
  });

  it('cut events at the window’s ends and leave out those outside it or unreadable', () => {
    const to = '2033-01-01T09:00:00'; // 1096 days after 2030-01-01 09:00
    expect(FEED_WINDOW_DAYS).toEqual({ back: 730, ahead: 1096 });
    const text = feed(
      ...event('DTSTART:20300210T050000Z', 'DURATION:P999999999W'),
      ...event('DTSTART;VALUE=DATE:20300301', 'DTEND;VALUE=DATE:99991231'),
      ...event('DTSTART:00010101T000000', 'DTEND:20300105T000000'),
      ...event('DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200102'),
      ...event('DTSTART;VALUE=DATE:20400101', 'DTEND;VALUE=DATE:20400102'),
      ...event('DTSTART:20301345T100000', 'DURATION:PT1H'),
      ...event('DTSTART:20300110T100000', `DURATION:P${'9'.repeat(400)}W`),
      ...event('DTSTART:20300110T100000', 'DURATION:-P1D'),
      ...event('DTSTART:20300110T100000'),
    );
    expect(ranges(readFeed(text, options))).toEqual([
      ['2030-02-10T10:00:00', to],
      ['2030-03-01T00:00:00', to],
      ['2028-01-02T09:00:00', '2030-01-05T00:00:00'],
    ]);
  });

  it('make a feed with more events in the window than the limit a problem, not a silent cut', () => {
    const many = (n: number) => feed(...Array.from({ length: n }, (_, i) => event(`UID:${i}`, `DTSTART;VALUE=DATE:2030${String(1 + (i % 12)).padStart(2, '0')}01`)).flat());
    expect(ranges(readFeed(many(MAX_FEED_EVENTS), options))).toHaveLength(MAX_FEED_EVENTS);
    expect(readFeed(many(MAX_FEED_EVENTS + 1), options)).toEqual({ problem: { key: 'errors.calendarFeed.tooManyEvents', values: { max: MAX_FEED_EVENTS } } });
    // Past events do not count.
    const past = feed(...Array.from({ length: MAX_FEED_EVENTS + 5 }, () => event('DTSTART;VALUE=DATE:20100101')).flat(), ...event('DTSTART;VALUE=DATE:20300101'));
    expect(ranges(readFeed(past, options))).toEqual([['2030-01-01T00:00:00', '2030-01-02T00:00:00']]);
  });
});

describe('what is not a calendar', () => {
  it('is a problem for the vendor, never a throw', () => {
    for (const text of ['', '<html>Hello</html>', 'BEGIN:VCARD\r\nEND:VCARD', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', '\u0000'.repeat(100)]) {
      expect(readFeed(text, options), JSON.stringify(text.slice(0, 20))).toEqual({ problem: { key: 'errors.calendarFeed.notCalendar' } });
    }
    // Two calendars one after the other are both read.
    expect(ranges(readFeed(`${feed(...event('DTSTART;VALUE=DATE:20300101'))}\r\n${feed(...event('DTSTART;VALUE=DATE:20300201'))}`, options))).toHaveLength(2);
  });
});
