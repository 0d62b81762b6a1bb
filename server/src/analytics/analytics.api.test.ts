// Vendor analytics through HTTP on a real database (issue 34, decision 0039), against figures
// worked out by hand from a month of fixtures: revenue online and at the counter, utilisation per
// car, the funnel, the cancellation rate and the median answer time; the owner sees the company,
// a manager their branch; agents and strangers may not; bad input is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { bookings } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { addStaff } from '../staff/test-support.js';

// "Now" is 15 April 2030: every March trip has ended.
const clock = new TestClock(Date.parse('2030-04-15T05:00:00Z'));

let t: TestApp;
let owner: UserRow;
let manager: UserRow;
let agent: UserRow;
let car1: CarRow;
let car2: CarRow;
let car3: CarRow;
let branchB: string;

async function call(user: UserRow, url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(await t.f.token(user)) });
}

/** A booking asked at `askedAt` (UTC), with its status changes `minutes` after it, by the owner. */
async function booking(car: CarRow, customer: UserRow, start: string, end: string, status: 'CONFIRMED' | 'CANCELLED' | 'PENDING' | 'REJECTED', askedAt: string, steps: [number, string, string][]) {
  const row = await t.f.booking(car, customer, { status, startDate: start, endDate: end });
  await t.ctx.db.update(bookings).set({ createdAt: new Date(askedAt) }).where(eq(bookings.id, row.id));
  for (const [minutes, from, to] of steps) {
    await t.ctx.db.execute(sql`INSERT INTO booking_events (booking_id, actor_id, action, from_status, to_status, created_at)
      VALUES (${row.id}, ${owner.id}, 'fixture', ${from}, ${to}, ${new Date(Date.parse(askedAt) + minutes * 60_000)})`);
  }
  return row;
}
const money = (bookingId: string, kind: string, via: 'platform' | 'vendor', amount: number, at: string) =>
  t.ctx.db.execute(sql`INSERT INTO booking_money (booking_id, kind, via, method, amount, created_at)
    VALUES (${bookingId}, ${kind}, ${via}, ${via === 'platform' ? 'online' : 'cash'}, ${amount}, ${new Date(at)})`);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await t.f.vendor();
  const customer = await t.f.customer();
  const a = await t.f.service(owner);
  const b = await t.f.service(owner);
  branchB = b.id;
  car1 = await t.f.car(a, { model: 'One' });
  car2 = await t.f.car(a, { model: 'Two' });
  car3 = await t.f.car(b, { model: 'Three' });
  manager = await t.f.customer();
  agent = await t.f.customer();
  await addStaff(t, owner, manager, 'manager', [a.id]);
  await addStaff(t, owner, agent, 'agent', [a.id]);
  // b1: car 1, 3 days in March; answered in 30 minutes; PKR 10,000 online and 5,000 in cash in March.
  const b1 = await booking(car1, customer, '2030-03-10T10:00:00', '2030-03-13T10:00:00', 'CONFIRMED', '2030-03-01T05:00:00Z', [[30, 'PENDING', 'ACCEPTED'], [40, 'ACCEPTED', 'CONFIRMED']]);
  await money(b1.id, 'advance_paid', 'platform', 10000, '2030-03-02T05:00:00Z');
  await money(b1.id, 'balance_paid', 'vendor', 5000, '2030-03-10T05:00:00Z');
  // b2: car 1, asked in February, 1 day 10 hours of it in March; paid in February, PKR 2,000 refunded in March.
  const b2 = await booking(car1, customer, '2030-02-27T10:00:00', '2030-03-02T10:00:00', 'CONFIRMED', '2030-02-20T05:00:00Z', [[10, 'PENDING', 'ACCEPTED'], [20, 'ACCEPTED', 'CONFIRMED']]);
  await money(b2.id, 'advance_paid', 'platform', 8000, '2030-02-20T06:00:00Z');
  await money(b2.id, 'refund', 'platform', 2000, '2030-03-05T05:00:00Z');
  // b3: car 2, accepted in 90 minutes, then cancelled. b4: car 2, never answered. b5: car 2, rejected in 60 minutes.
  await booking(car2, customer, '2030-03-15T10:00:00', '2030-03-16T10:00:00', 'CANCELLED', '2030-03-05T05:00:00Z', [[90, 'PENDING', 'ACCEPTED'], [200, 'ACCEPTED', 'CANCELLED']]);
  await booking(car2, customer, '2030-03-25T10:00:00', '2030-03-26T10:00:00', 'PENDING', '2030-03-20T05:00:00Z', []);
  await booking(car2, customer, '2030-03-27T10:00:00', '2030-03-28T10:00:00', 'REJECTED', '2030-03-21T05:00:00Z', [[60, 'PENDING', 'REJECTED']]);
  // b6: car 3 (the other branch), 30 days, answered in 120 minutes.
  await booking(car3, customer, '2030-03-01T10:00:00', '2030-03-31T10:00:00', 'CONFIRMED', '2030-03-01T06:00:00Z', [[120, 'PENDING', 'ACCEPTED'], [130, 'ACCEPTED', 'CONFIRMED']]);
});
afterAll(() => t.close());

describe('GET /api/vendor/analytics', () => {
  it('gives the owner the figures of the whole company for March 2030', async () => {
    const res = await call(owner, '/vendor/analytics?from=2030-03-01&to=2030-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.revenue).toEqual([{ month: '2030-03', online: 8000, counter: 5000 }]);
    expect(a.utilisation).toEqual([
      { carId: car3.id, name: 'TOYOTA Three', bookedDays: 30, days: 31, share: 0.968 },
      { carId: car1.id, name: 'TOYOTA One', bookedDays: 4.42, days: 31, share: 0.143 },
      { carId: car2.id, name: 'TOYOTA Two', bookedDays: 0, days: 31, share: 0 },
    ]);
    expect(a.funnel).toEqual({ requests: 5, accepted: 3, paid: 2, completed: 2 });
    expect(a.cancellationRate).toBe(0.333);
    expect(a.medianAnswerMinutes).toBe(75);
  });

  it("gives a manager their branch's, and one service's when asked", async () => {
    const a = (await call(manager, '/vendor/analytics?from=2030-03-01&to=2030-03-31')).json();
    expect(a.utilisation.map((u: { carId: string }) => u.carId)).toEqual([car1.id, car2.id]);
    expect(a.funnel).toEqual({ requests: 4, accepted: 2, paid: 1, completed: 1 });
    expect(a.cancellationRate).toBe(0.5);
    expect(a.medianAnswerMinutes).toBe(60);
    const onlyB = (await call(owner, `/vendor/analytics?from=2030-03-01&to=2030-03-31&serviceId=${branchB}`)).json();
    expect(onlyB.utilisation.map((u: { carId: string }) => u.carId)).toEqual([car3.id]);
    expect(onlyB.revenue).toEqual([]);
    // A manager asking for a branch they do not cover gets nothing of it.
    const other = (await call(manager, `/vendor/analytics?from=2030-03-01&to=2030-03-31&serviceId=${branchB}`)).json();
    expect(other.utilisation).toEqual([]);
    expect(other.funnel.requests).toBe(0);
  });

  it('refuses agents, customers and bad input with a 4xx', async () => {
    expect((await call(agent, '/vendor/analytics?from=2030-03-01&to=2030-03-31')).statusCode).toBe(403);
    expect((await call(await t.f.customer(), '/vendor/analytics?from=2030-03-01&to=2030-03-31')).statusCode).toBe(403);
    for (const q of ['from=2030-03-31&to=2030-03-01', 'from=2030-02-30&to=2030-03-01', 'from=2020-01-01&to=2030-01-01', 'to=2030-03-01', 'from=2030-03-01&to=2030-03-31&serviceId=x']) {
      expect((await call(owner, `/vendor/analytics?${q}`)).statusCode, q).toBe(400);
    }
  });
});
