// Calendar sync (decision 0016): the private feed read back by an iCal library, its regenerable
// token, and imports from a local HTTP server, including a slow and an oversized feed, with the
// address rules (http/https only, no private addresses).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { bookings, carBlocks, carCalendarImports } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { CALENDAR_IMPORT_QUEUE, runCalendarImports } from './index.js';
import { fetchFeed, isPrivateAddress } from './ical-fetch.js';
import { readFeed } from './ical-read.js';
import { wallClockToUtc } from './ical.js';

const clock = new TestClock();
clock.set('2030-01-01T04:00:00Z'); // 09:00 in Karachi
let t: TestApp;
let server: Server;
let base = '';
let vendor: UserRow;
let otherVendor: UserRow;
let customer: UserRow;
let car: CarRow;

const feed = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other platform//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const FEEDS: Record<string, string> = {
  '/good.ics': feed(
    // An all-day event of two days, and a timed one in UTC (10:00–12:00Z is 15:00–17:00 in Karachi).
    'BEGIN:VEVENT', 'UID:1', 'DTSTART;VALUE=DATE:20300210', 'DTEND;VALUE=DATE:20300212', 'SUMMARY:Reserved elsewhere', 'END:VEVENT',
    'BEGIN:VEVENT', 'UID:2', 'DTSTART:20300215T100000Z', 'DTEND:20300215T120000Z', 'SUMMARY:Short trip', 'END:VEVENT',
    // Past events and cancelled ones are not imported.
    'BEGIN:VEVENT', 'UID:3', 'DTSTART;VALUE=DATE:20291201', 'DTEND;VALUE=DATE:20291202', 'END:VEVENT',
    'BEGIN:VEVENT', 'UID:4', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20300301', 'DTEND;VALUE=DATE:20300302', 'END:VEVENT',
  ),
  '/changed.ics': feed('BEGIN:VEVENT', 'UID:1', 'DTSTART;VALUE=DATE:20300220', 'DTEND;VALUE=DATE:20300221', 'END:VEVENT'),
  '/not-a-calendar.ics': '<html>Hello</html>',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/slow.ics') return; // never answers
    if (req.url === '/big.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      // No content-length: the limit must hold while reading.
      const chunk = 'X'.repeat(1024);
      for (let i = 0; i < 64; i++) res.write(chunk);
      res.end();
      return;
    }
    if (req.url === '/redirect.ics') {
      res.writeHead(302, { location: '/good.ics' });
      res.end();
      return;
    }
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
    env: { ICAL_ALLOW_PRIVATE_ADDRESSES: 'true', ICAL_FETCH_TIMEOUT_MS: '300', ICAL_MAX_BYTES: '16384' },
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  vendor = await t.f.vendor();
  otherVendor = await t.f.vendor();
  customer = await t.f.customer();
  car = await t.f.car(await t.f.service(vendor), { model: 'Corolla' });
});

type Method = 'GET' | 'POST' | 'DELETE';
async function call(user: UserRow | null, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const headers = user ? bearer(await t.f.token(user)) : {};
  return t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

describe('the private feed', () => {
  it('lists held bookings and blocks, read back by an iCal library in UTC', async () => {
    await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' });
    await t.f.booking(car, customer, { status: 'PENDING', startDate: '2030-01-20T10:00:00', endDate: '2030-01-21T10:00:00' });
    await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-01-15', endDate: '2030-01-17', note: 'Oil change, brakes' });
    const sync = await call(vendor, 'GET', `/cars/${car.id}/calendar-sync`);
    expect(sync.statusCode).toBe(200);
    const url = new URL(sync.json().feedUrl);
    expect(url.pathname).toBe(`/api/cars/${car.id}/calendar.ics`);
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()])).toEqual([
      [expect.stringMatching(/^Booked \(confirmed\)/), '2030-01-10T05:00:00.000Z', '2030-01-12T05:00:00.000Z'],
      ['Blocked: Oil change, brakes', '2030-01-14T19:00:00.000Z', '2030-01-16T19:00:00.000Z'],
    ]);
  });

  it('answers 404 without the current token, and a regenerated token ends the old URL', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}/calendar.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}/calendar.ics?token=guess` })).statusCode).toBe(404);
    const first = new URL((await call(vendor, 'GET', `/cars/${car.id}/calendar-sync`)).json().feedUrl);
    expect((await t.app.inject({ method: 'GET', url: `${first.pathname}${first.search}` })).statusCode).toBe(200);
    expect((await call(otherVendor, 'POST', `/cars/${car.id}/calendar-feed/regenerate`)).statusCode).toBe(403);
    const again = await call(vendor, 'POST', `/cars/${car.id}/calendar-feed/regenerate`);
    const second = new URL(again.json().feedUrl);
    expect(second.search).not.toBe(first.search);
    expect((await t.app.inject({ method: 'GET', url: `${first.pathname}${first.search}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${second.pathname}${second.search}` })).statusCode).toBe(200);
    // Another car's token opens nothing here.
    const other = await t.f.car(await t.f.service(vendor));
    const otherUrl = new URL((await call(vendor, 'GET', `/cars/${other.id}/calendar-sync`)).json().feedUrl);
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}/calendar.ics${otherUrl.search}` })).statusCode).toBe(404);
  });

  it('is the vendor’s only', async () => {
    expect((await call(null, 'GET', `/cars/${car.id}/calendar-sync`)).statusCode).toBe(401);
    expect((await call(otherVendor, 'GET', `/cars/${car.id}/calendar-sync`)).statusCode).toBe(403);
    expect((await call(vendor, 'GET', `/cars/00000000-0000-4000-8000-000000000000/calendar-sync`)).statusCode).toBe(404);
  });
});

describe('importing other calendars', () => {
  const importOf = async (url: string) => {
    const res = await call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url });
    expect(res.statusCode, res.body).toBe(201);
    await t.ctx.jobs.drain(CALENDAR_IMPORT_QUEUE.name);
    const [row] = await t.ctx.db.select().from(carCalendarImports).where(eq(carCalendarImports.url, url));
    return row!;
  };
  const blocksOf = () => t.ctx.db.select().from(carBlocks).where(eq(carBlocks.carId, car.id)).orderBy(carBlocks.startDate);

  it('turns a feed’s events into blocks, and replaces them when the feed changes', async () => {
    const row = await importOf(`${base}/good.ics`);
    expect(row).toMatchObject({ lastError: null, eventCount: 2 });
    expect((await blocksOf()).map((b) => [b.startDate, b.endDate, b.source, b.note])).toEqual([
      ['2030-02-10T00:00:00', '2030-02-12T00:00:00', 'ICAL', 'Imported: Reserved elsewhere'],
      ['2030-02-15T15:00:00', '2030-02-15T17:00:00', 'ICAL', 'Imported: Short trip'],
    ]);
    // The days are unavailable to customers now.
    const cal = await call(null, 'GET', `/cars/${car.id}/calendar?from=2030-02-01&to=2030-03-01`);
    expect(cal.json().unavailable).toHaveLength(2);
    // The same feed again: the same blocks, not twice as many.
    await runCalendarImports(t.ctx);
    expect(await blocksOf()).toHaveLength(2);
    await t.ctx.db.update(carCalendarImports).set({ url: `${base}/changed.ics` }).where(eq(carCalendarImports.id, row.id));
    await runCalendarImports(t.ctx, row.id);
    expect((await blocksOf()).map((b) => b.startDate)).toEqual(['2030-02-20T00:00:00']);
    // Removing the import removes its blocks.
    expect((await call(otherVendor, 'DELETE', `/cars/${car.id}/calendar-imports/${row.id}`)).statusCode).toBe(403);
    expect((await call(vendor, 'DELETE', `/cars/${car.id}/calendar-imports/${row.id}`)).statusCode).toBe(204);
    expect(await blocksOf()).toHaveLength(0);
  });

  it('skips events over held bookings, says so, and declines open requests under imported days', async () => {
    await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-02-11T10:00:00', endDate: '2030-02-13T10:00:00' });
    const waiting = await t.f.booking(car, customer, { startDate: '2030-02-15T10:00:00', endDate: '2030-02-16T10:00:00' });
    const row = await importOf(`${base}/good.ics`);
    expect(row).toMatchObject({ eventCount: 1, lastError: '1 event overlaps a booking or a block here and was not imported' });
    const [declined] = await t.ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, waiting.id));
    expect(declined!.status).toBe('REJECTED');
  });

  it('follows a redirect', async () => {
    expect(await importOf(`${base}/redirect.ics`)).toMatchObject({ eventCount: 2, lastError: null });
  });

  it('gives up on a slow feed and an oversized one, keeping the error for the screen', async () => {
    expect(await importOf(`${base}/slow.ics`)).toMatchObject({ eventCount: 0, lastError: 'The calendar did not answer within 300 ms' });
    expect(await importOf(`${base}/big.ics`)).toMatchObject({ eventCount: 0, lastError: 'The calendar is larger than 16 KB' });
    expect(await importOf(`${base}/not-a-calendar.ics`)).toMatchObject({ lastError: 'The address did not answer with a calendar (iCal)' });
    expect(await importOf(`${base}/missing.ics`)).toMatchObject({ lastError: 'The calendar answered 404' });
    const sync = await call(vendor, 'GET', `/cars/${car.id}/calendar-sync`);
    expect(sync.json().imports.map((i: { lastError: string }) => i.lastError)).toHaveLength(4);
  });

  it('keeps the blocks of the last good fetch when a later one fails', async () => {
    const row = await importOf(`${base}/good.ics`);
    await t.ctx.db.update(carCalendarImports).set({ url: `${base}/slow.ics` }).where(eq(carCalendarImports.id, row.id));
    await runCalendarImports(t.ctx, row.id);
    expect(await blocksOf()).toHaveLength(2);
  });

  it('refuses other schemes, user names, duplicates and strangers', async () => {
    for (const url of ['ftp://example.com/cal.ics', 'file:///etc/passwd', 'javascript:alert(1)//', 'https://user:pw@example.com/c.ics']) {
      const res = await call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.url, url).toBeTruthy();
    }
    expect((await call(otherVendor, 'POST', `/cars/${car.id}/calendar-imports`, { url: `${base}/good.ics` })).statusCode).toBe(403);
    await importOf(`${base}/good.ics`);
    expect((await call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url: `${base}/good.ics` })).statusCode).toBe(409);
  });
});

describe('safe fetching', () => {
  const limits = { timeoutMs: 1000, maxBytes: 100_000, allowPrivate: false };
  it('refuses loopback, private and link-local addresses, also behind a name', async () => {
    await expect(fetchFeed(`${base}/good.ics`, limits)).rejects.toThrow('The address points to a private network');
    await expect(fetchFeed(`http://localhost:${new URL(base).port}/good.ics`, limits)).rejects.toThrow('The address points to a private network');
    await expect(fetchFeed('http://[::1]/x.ics', limits)).rejects.toThrow('private network');
    await expect(fetchFeed('http://169.254.169.254/latest/meta-data', limits)).rejects.toThrow('private network');
    for (const a of ['10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1', '::ffff:127.0.0.1', 'fd00::1', 'fe80::1', '0.0.0.0']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '2a00:1450:4001::200e']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses a redirect to a private address', async () => {
    await expect(fetchFeed(`${base}/redirect.ics`, limits)).rejects.toThrow('private network');
  });
});

describe('reading feeds', () => {
  it('reads dates, UTC times, defined zones and floating times in the marketplace zone', () => {
    const text = feed(
      'BEGIN:VTIMEZONE', 'TZID:Gulf', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0400', 'TZOFFSETTO:+0400', 'END:STANDARD', 'END:VTIMEZONE',
      'BEGIN:VEVENT', 'UID:a', 'DTSTART;TZID=Gulf:20300110T100000', 'DTEND;TZID=Gulf:20300110T120000', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:b', 'DTSTART;TZID=Europe/London:20300110T100000', 'DTEND;TZID=Europe/London:20300110T120000', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:c', 'DTSTART:20300110T100000', 'DTEND:20300110T120000', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:d', 'DTSTART;VALUE=DATE:20300110', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:e', 'TRANSP:TRANSPARENT', 'DTSTART;VALUE=DATE:20300110', 'END:VEVENT',
    );
    const read = readFeed(text, { zone: 'Asia/Karachi', nowMs: clock.now().getTime() });
    expect('events' in read && read.events.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2030-01-10T11:00:00', '2030-01-10T13:00:00'],
      ['2030-01-10T15:00:00', '2030-01-10T17:00:00'],
      ['2030-01-10T10:00:00', '2030-01-10T12:00:00'],
      ['2030-01-10T00:00:00', '2030-01-11T00:00:00'],
    ]);
  });

  it('converts wall-clock times of a zone to UTC', () => {
    expect(wallClockToUtc('2030-01-10T10:00:00', 'Asia/Karachi').toISOString()).toBe('2030-01-10T05:00:00.000Z');
    expect(wallClockToUtc('2030-07-10T10:00:00', 'Europe/London').toISOString()).toBe('2030-07-10T09:00:00.000Z');
  });
});
