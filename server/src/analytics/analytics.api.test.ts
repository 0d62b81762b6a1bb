// The dashboards over HTTP (issue 34): a vendor's figures for the company and per branch, read from
// bookings, their events, their ledger and reviews; the admins' figures with searches counted;
// who may read what; bad periods refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
// 2030-02-10 12:00 in Pakistan.
const NOW = new Date('2030-02-10T07:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => NOW } } });
});
afterAll(async () => {
  await t.close();
});

/** Sets what the lifecycle would have left: when the request was made, its events and its money. */
async function history(bookingId: string, createdAt: string, events: Array<{ action: string; to: string; at: string; actorId?: string }>, money: Array<{ kind: string; via: string; method: string; amount: number; at: string }> = []) {
  await t.ctx.db.execute(sql`UPDATE bookings SET created_at = ${createdAt}::timestamptz WHERE id = ${bookingId}`);
  for (const e of events) {
    await t.ctx.db.execute(sql`INSERT INTO booking_events (booking_id, actor_id, action, to_status, created_at) VALUES (${bookingId}, ${e.actorId ?? null}, ${e.action}, ${e.to}, ${e.at}::timestamptz)`);
  }
  for (const m of money) {
    await t.ctx.db.execute(sql`INSERT INTO booking_money (booking_id, kind, via, method, amount, created_at) VALUES (${bookingId}, ${m.kind}, ${m.via}, ${m.method}, ${m.amount}, ${m.at}::timestamptz)`);
  }
}

async function company() {
  const vendor = await t.f.vendor({ name: 'Figures Motors' });
  const customer = await t.f.customer();
  const lahore = await t.f.service(vendor, { name: 'Figures Lahore', city: 'Lahore' });
  const karachi = await t.f.service(vendor, { name: 'Figures Karachi', city: 'Karachi' });
  const corolla = await t.f.car(lahore, { make: 'TOYOTA', model: 'Corolla', year: 2022, pricePerDay: 10_000 });
  const alto = await t.f.car(karachi, { make: 'SUZUKI', model: 'Alto', year: 2021, pricePerDay: 4_000 });
  // Corolla: 9–11 January, asked 1 January 10:00 (PKT), accepted an hour later, paid, completed.
  const paid = await t.f.booking(corolla, customer, { status: 'COMPLETED', startDate: '2030-01-09T10:00:00', endDate: '2030-01-11T10:00:00' });
  await history(
    paid.id,
    '2030-01-01T05:00:00Z',
    [
      { action: 'accept', to: 'ACCEPTED', at: '2030-01-01T06:00:00Z', actorId: vendor.id },
      { action: 'payment-completed', to: 'CONFIRMED', at: '2030-01-01T06:30:00Z' },
    ],
    [
      { kind: 'advance_paid', via: 'platform', method: 'online', amount: 5_000, at: '2030-01-01T06:30:00Z' },
      { kind: 'balance_paid', via: 'vendor', method: 'cash', amount: 15_000, at: '2030-01-09T05:00:00Z' },
      { kind: 'deposit_received', via: 'vendor', method: 'cash', amount: 30_000, at: '2030-01-09T05:00:00Z' },
      { kind: 'platform_fee', via: 'platform', method: 'online', amount: 2_000, at: '2030-01-09T05:00:00Z' },
    ],
  );
  // Alto: asked 3 January, answered after 30 minutes, accepted, then cancelled by the vendor.
  const cancelled = await t.f.booking(alto, customer, { status: 'CANCELLED', startDate: '2030-01-20T10:00:00', endDate: '2030-01-22T10:00:00' });
  await history(cancelled.id, '2030-01-03T05:00:00Z', [
    { action: 'accept', to: 'ACCEPTED', at: '2030-01-03T05:30:00Z', actorId: vendor.id },
    { action: 'cancel', to: 'CANCELLED', at: '2030-01-04T05:00:00Z', actorId: vendor.id },
  ]);
  await t.ctx.db.execute(sql`
    INSERT INTO reviews (booking_id, car_id, service_id, author_id, subject_id, author_side, rating, cleanliness, accuracy, communication, body, published, created_at)
    VALUES (${paid.id}, ${corolla.id}, ${lahore.id}, ${customer.id}, ${vendor.id}, 'CUSTOMER', 4, 4, 4, 4, 'Clean car', true, '2030-01-12T05:00:00Z')`);
  return { vendor, customer, lahore, karachi, corolla, alto, auth: bearer(await t.f.token(vendor)) };
}

describe('vendor analytics', () => {
  it('gives the company figures for January, computed from its bookings, ledger and reviews', async () => {
    const c = await company();
    const res = await t.app.inject({ method: 'GET', url: '/api/vendor/analytics?from=2030-01-01&to=2030-01-31', headers: c.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.revenue).toEqual([{ month: '2030-01', online: 5_000, counter: 15_000 }]);
    expect(body.funnel).toEqual({ requests: 2, accepted: 2, paid: 1, completed: 1 });
    // 60 and 30 minutes.
    expect(body.medianAnswerMinutes).toBe(45);
    expect(body.cancellations).toEqual({ ofAccepted: 2, byVendor: 1, byCustomer: 0, percent: 50 });
    expect(body.ratings).toEqual([{ month: '2030-01', average: 4, count: 1 }]);
    const corolla = body.utilisation.find((u: { carId: string }) => u.carId === c.corolla.id);
    expect(corolla).toMatchObject({ name: 'TOYOTA Corolla 2022', bookedDays: 2, days: 31, percent: 6.5, revenue: 20_000 });
    expect(body.bestCars[0].carId).toBe(c.corolla.id);
    expect(body.services.map((s: { name: string }) => s.name)).toEqual(['Figures Karachi', 'Figures Lahore']);
  });

  it('narrows to one branch', async () => {
    const c = await company();
    const res = await t.app.inject({ method: 'GET', url: `/api/vendor/analytics?from=2030-01-01&to=2030-01-31&serviceId=${c.karachi.id}`, headers: c.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.funnel).toEqual({ requests: 1, accepted: 1, paid: 0, completed: 0 });
    expect(body.revenue).toEqual([{ month: '2030-01', online: 0, counter: 0 }]);
    expect(body.utilisation.map((u: { carId: string }) => u.carId)).toEqual([c.alto.id]);
  });

  it("refuses another vendor's branch (404), a customer (403), no token (401)", async () => {
    const c = await company();
    const other = await t.f.vendor();
    const otherService = await t.f.service(other);
    const url = `/api/vendor/analytics?from=2030-01-01&to=2030-01-31`;
    expect((await t.app.inject({ method: 'GET', url: `${url}&serviceId=${otherService.id}`, headers: c.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(await t.f.token(c.customer)) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // Another vendor's own figures hold nothing of this company's.
    const theirs = await t.app.inject({ method: 'GET', url, headers: bearer(await t.f.token(other)) });
    expect(theirs.json().funnel).toEqual({ requests: 0, accepted: 0, paid: 0, completed: 0 });
  });

  it('refuses a bad period with a clear 400', async () => {
    const { auth } = await company();
    for (const query of ['from=2030-02-01&to=2030-01-01', 'from=2028-01-01&to=2030-06-01', 'from=2030-01-01', 'from=2030-13-01&to=2030-12-31', 'from=2030-01-01%00&to=2030-01-31', 'from=2030-01-01&to=2030-01-31&serviceId=not-an-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/vendor/analytics?${query}`, headers: auth });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBeTypeOf('string');
    }
  });
});

describe('admin analytics', () => {
  it('counts the month, the take, cities and searches; admins only', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/admin/analytics?from=2030-01-01&to=2030-02-28', headers: bearer(await t.f.token(await t.f.admin())) })).json();
    await company();
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'GET', url: '/api/cars?city=Lahore' })).statusCode).toBe(200);
    const admin = bearer(await t.f.token(await t.f.admin()));
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/analytics?from=2030-01-01&to=2030-02-28', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const jan = (b: typeof body) => b.months.find((m: { month: string }) => m.month === '2030-01');
    expect(jan(body).bookings - jan(before).bookings).toBe(2);
    expect(jan(body).value - jan(before).value).toBe(20_000);
    expect(jan(body).take - jan(before).take).toBe(2_000);
    // The searches were made "today" (10 February), inside the period.
    expect(body.conversion.searches - before.conversion.searches).toBe(3);
    const lahore = body.cities.find((c: { city: string }) => c.city === 'Lahore');
    expect(lahore.listings).toBeGreaterThanOrEqual(1);
    expect(body).toMatchObject({ openDisputes: expect.any(Number), overdueDeposits: expect.any(Number) });
    const vendor = await t.f.vendor();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics?from=2030-01-01&to=2030-02-28', headers: bearer(await t.f.token(vendor)) })).statusCode).toBe(403);
  });

});
