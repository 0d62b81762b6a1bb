// Issue 37, item 1: an imported calendar can neither stall nor kill the server, nor change how
// another vendor's calendar is read (decision 0030). Each feed below is served by a local HTTP
// server and imported by the job, as a vendor's feed would be.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { carBlocks, carCalendarImports } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { CALENDAR_IMPORT_QUEUE, runCalendarImports } from './index.js';

const clock = new TestClock();
clock.set('2030-01-01T04:00:00Z'); // 09:00 in Karachi
let t: TestApp;
let server: Server;
let base = '';

const feed = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Somebody//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, ...lines, 'END:VEVENT'];
/** A time-zone definition whose observances repeat at `freq` from 1970 (what ical.js expanded to the year asked). */
const zoneRepeating = (tzid: string, freq: string) => [
  'BEGIN:VTIMEZONE', `TZID:${tzid}`,
  'BEGIN:STANDARD', 'DTSTART:19700101T000000', `RRULE:FREQ=${freq}`, 'TZOFFSETFROM:+0300', 'TZOFFSETTO:+0000', 'END:STANDARD',
  'BEGIN:DAYLIGHT', 'DTSTART:19700101T003000', `RRULE:FREQ=${freq}`, 'TZOFFSETFROM:+0000', 'TZOFFSETTO:+0300', 'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const FEEDS: Record<string, string> = {
  // Karachi "redefined" to repeat every minute: the name is IANA's, so its definition is not read.
  '/minutely.ics': feed(
    ...zoneRepeating('Asia/Karachi', 'MINUTELY'),
    ...event('m1', 'DTSTART;TZID=Asia/Karachi:20300210T100000', 'DTEND;TZID=Asia/Karachi:20300210T120000', 'SUMMARY:Minutely'),
  ),
  // A zone of the feed's own making whose offsets change every hour: read as floating (as written).
  '/hourly.ics': feed(
    ...zoneRepeating('Somewhere/Hourly', 'HOURLY'),
    ...event('h1', 'DTSTART;TZID=Somewhere/Hourly:20300211T100000', 'DTEND;TZID=Somewhere/Hourly:20300211T120000', 'SUMMARY:Hourly'),
  ),
  // An event that lasts 999,999,999 weeks, beside an ordinary one.
  '/endless.ics': feed(
    ...event('e1', 'DTSTART:20300210T050000Z', 'DURATION:P999999999W', 'SUMMARY:Endless'),
    ...event('e2', 'DTSTART;VALUE=DATE:20300201', 'DURATION:P2D', 'SUMMARY:Two days'),
  ),
  // Karachi defined as twelve hours behind UTC (17 hours from its real offset)...
  '/evil-karachi.ics': feed(
    'BEGIN:VTIMEZONE', 'TZID:Asia/Karachi',
    'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:-1200', 'TZOFFSETTO:-1200', 'END:STANDARD',
    'END:VTIMEZONE',
    ...event('k1', 'DTSTART;TZID=Asia/Karachi:20300210T100000', 'DTEND;TZID=Asia/Karachi:20300210T120000', 'SUMMARY:Evil'),
  ),
  // ...and another vendor's calendar that names Karachi without defining it.
  '/plain-karachi.ics': feed(...event('p1', 'DTSTART;TZID=Asia/Karachi:20300212T100000', 'DTEND;TZID=Asia/Karachi:20300212T120000', 'SUMMARY:Plain')),
  // Three megabytes of tiny properties: far more memory to read than the worker may have here.
  '/heavy.ics': feed(...event('x1', 'DTSTART;VALUE=DATE:20300210', Array.from({ length: 300_000 }, (_, i) => `X-A:${i % 10}`).join('\r\n'))),
  '/not-a-calendar.ics': '<html>Hello</html>',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = FEEDS[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    overrides: { clock },
    env: { ICAL_ALLOW_PRIVATE_ADDRESSES: 'true', ICAL_FETCH_TIMEOUT_MS: '5000', ICAL_MAX_BYTES: String(8 * 1024 * 1024), ICAL_PARSE_MEMORY_MB: '32' },
  });
});
afterAll(async () => {
  await t?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function carOf(vendor: UserRow): Promise<CarRow> {
  return t.f.car(await t.f.service(vendor));
}

/** Adds the feed as the vendor would, and runs the job that reads it. */
async function importInto(vendor: UserRow, car: CarRow, path: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/cars/${car.id}/calendar-imports`, headers: bearer(await t.f.token(vendor)), payload: { url: `${base}${path}` } });
  expect(res.statusCode, res.body).toBe(201);
  await t.ctx.jobs.drain(CALENDAR_IMPORT_QUEUE.name);
  const [row] = await t.ctx.db.select().from(carCalendarImports).where(eq(carCalendarImports.carId, car.id));
  const blocks = await t.ctx.db.select().from(carBlocks).where(eq(carBlocks.carId, car.id)).orderBy(carBlocks.startDate);
  return { row: row!, blocks: blocks.map((b) => [b.startDate, b.endDate, b.note]) };
}

describe('a calendar feed cannot stall the server', () => {
  it('reads a feed whose Karachi repeats every minute at once, by the real Karachi', async () => {
    const vendor = await t.f.vendor();
    const { row, blocks } = await importInto(vendor, await carOf(vendor), '/minutely.ics');
    expect(row).toMatchObject({ lastError: null, eventCount: 1 });
    expect(blocks).toEqual([['2030-02-10T10:00:00', '2030-02-10T12:00:00', 'Imported: Minutely']]);
  });

  it('reads a zone of the feed’s own whose offset changes every hour as written, without expanding it', async () => {
    const vendor = await t.f.vendor();
    const { row, blocks } = await importInto(vendor, await carOf(vendor), '/hourly.ics');
    expect(row).toMatchObject({ lastError: null, eventCount: 1 });
    expect(blocks).toEqual([['2030-02-11T10:00:00', '2030-02-11T12:00:00', 'Imported: Hourly']]);
  });

  it('bounds an event of 999,999,999 weeks to the import horizon instead of failing the job', async () => {
    const vendor = await t.f.vendor();
    const car = await carOf(vendor);
    const { row, blocks } = await importInto(vendor, car, '/endless.ics');
    expect(row).toMatchObject({ lastError: null, eventCount: 2 });
    // Cut at the import horizon: the start of the day two years (730 days) from 2030-01-01 in Karachi.
    expect(blocks).toEqual([
      ['2030-02-01T00:00:00', '2030-02-03T00:00:00', 'Imported: Two days'],
      ['2030-02-10T10:00:00', '2032-01-01T00:00:00', 'Imported: Endless'],
    ]);
    // The schedule reads it again without a failure to retry.
    await expect(runCalendarImports(t.ctx, row.id)).resolves.toBe(1);
  });
});

describe('a feed’s time-zone definitions stay in that feed', () => {
  it('does not let one vendor’s Karachi move another vendor’s blocks', async () => {
    const evil = await t.f.vendor();
    const honest = await t.f.vendor();
    const first = await importInto(evil, await carOf(evil), '/evil-karachi.ics');
    expect(first.blocks).toEqual([['2030-02-10T10:00:00', '2030-02-10T12:00:00', 'Imported: Evil']]);
    const second = await importInto(honest, await carOf(honest), '/plain-karachi.ics');
    expect(second.blocks).toEqual([['2030-02-12T10:00:00', '2030-02-12T12:00:00', 'Imported: Plain']]);
  });
});

describe('a feed that cannot be read', () => {
  it('is the feed’s error, in the vendor’s language, when reading it needs more memory than the worker has', async () => {
    const vendor = await t.f.vendor();
    const car = await carOf(vendor);
    const { row, blocks } = await importInto(vendor, car, '/heavy.ics');
    expect(row).toMatchObject({ eventCount: 0, lastError: 'The calendar needed too much memory to read and was not imported' });
    expect(blocks).toEqual([]);
    await expect(runCalendarImports(t.ctx, row.id)).resolves.toBe(1);
    const inUrdu = await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}/calendar-sync`, headers: { ...bearer(await t.f.token(vendor)), 'accept-language': 'ur' } });
    expect(inUrdu.json().imports[0].lastError).toBe('کیلنڈر پڑھنے کے لیے بہت زیادہ میموری درکار تھی، اس لیے یہ درآمد نہیں ہوا');
    // The next feed is read by a fresh worker.
    const next = await importInto(vendor, await carOf(vendor), '/plain-karachi.ics');
    expect(next.row).toMatchObject({ lastError: null, eventCount: 1 });
  });

  it('shows what went wrong in English or Urdu', async () => {
    const vendor = await t.f.vendor();
    const car = await carOf(vendor);
    expect((await importInto(vendor, car, '/not-a-calendar.ics')).row.lastError).toBe('The address did not answer with a calendar (iCal)');
    const sync = async (locale: string) => t.app.inject({ method: 'GET', url: `/api/cars/${car.id}/calendar-sync`, headers: { ...bearer(await t.f.token(vendor)), 'accept-language': locale } });
    expect((await sync('en')).json().imports[0].lastError).toBe('The address did not answer with a calendar (iCal)');
    expect((await sync('ur')).json().imports[0].lastError).toBe('اس پتے سے کیلنڈر (iCal) نہیں ملا');
  });
});
