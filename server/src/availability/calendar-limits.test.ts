// Issue 37, item 10: a vendor cannot make the server fetch other addresses without end by adding
// and removing calendar imports (decision 0030): at most five calendars per car, also when asked at
// once, and at most thirty changes (adds and removes) per vendor per hour.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { UserRow } from '../../test/factories.js';
import { carCalendarImports } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { CALENDAR_IMPORT_QUEUE } from './index.js';

const clock = new TestClock();
clock.set('2030-01-01T04:00:00Z');
let t: TestApp;
let server: Server;
let base = '';

beforeAll(async () => {
  // Every address answers an empty calendar.
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ overrides: { clock }, env: { ICAL_ALLOW_PRIVATE_ADDRESSES: 'true', ICAL_FETCH_TIMEOUT_MS: '5000' } });
});
afterAll(async () => {
  await t?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function call(user: UserRow, method: 'POST' | 'DELETE', url: string, payload?: object, locale = 'en'): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(await t.f.token(user)), 'accept-language': locale }, ...(payload ? { payload } : {}) });
}

describe('calendar imports', () => {
  it('are at most five per car, also when eight are asked for at once', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url: `${base}/at-once-${i}.ics` })));
    await t.ctx.jobs.drain(CALENDAR_IMPORT_QUEUE.name);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().code)).toEqual(['TOO_MANY_IMPORTS', 'TOO_MANY_IMPORTS', 'TOO_MANY_IMPORTS']);
    expect(await t.ctx.db.select().from(carCalendarImports).where(eq(carCalendarImports.carId, car.id))).toHaveLength(5);
    const urdu = await call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url: `${base}/one-more.ics` }, 'ur');
    expect(urdu.statusCode).toBe(409);
    expect(urdu.json()).toMatchObject({ code: 'TOO_MANY_IMPORTS', message: 'ایک گاڑی زیادہ سے زیادہ 5 کیلنڈر درآمد کر سکتی ہے' });
  });

  it('can be changed (added or removed) at most thirty times an hour by one vendor', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    // Fifteen adds and fifteen removes: each add would fetch the address at once.
    for (let i = 0; i < 15; i++) {
      const added = await call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url: `${base}/churn-${i}.ics` });
      expect(added.statusCode, added.body).toBe(201);
      const [row] = added.json().imports;
      expect((await call(vendor, 'DELETE', `/cars/${car.id}/calendar-imports/${row.id}`)).statusCode).toBe(204);
    }
    await t.ctx.jobs.drain(CALENDAR_IMPORT_QUEUE.name);
    const refused = await call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url: `${base}/churn-more.ics` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_CALENDAR_CHANGES', message: 'Calendars were added or removed too often. Please wait 60 minutes.' });
    const inUrdu = await call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url: `${base}/churn-more.ics` }, 'ur');
    expect(inUrdu.statusCode).toBe(429);
    expect(inUrdu.json().message).toMatch(/کیلنڈر/);
    expect(await t.ctx.db.select().from(carCalendarImports).where(eq(carCalendarImports.carId, car.id))).toHaveLength(0);
    // Another vendor is not held up, and the vendor may change them again an hour later.
    const other = await t.f.vendor();
    const otherCar = await t.f.car(await t.f.service(other));
    expect((await call(other, 'POST', `/cars/${otherCar.id}/calendar-imports`, { url: `${base}/other.ics` })).statusCode).toBe(201);
    clock.advance(60 * 60_000);
    expect((await call(vendor, 'POST', `/cars/${car.id}/calendar-imports`, { url: `${base}/churn-more.ics` })).statusCode).toBe(201);
    await t.ctx.jobs.drain(CALENDAR_IMPORT_QUEUE.name);
  });
});
