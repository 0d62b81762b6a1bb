// The vendor's Earnings and the admin's Payouts over HTTP (decision 0015): a paid booking earns
// its vendor the total less the platform fee, pending until the trip ends; the admin pays out the
// available balance with a bank reference; who may see what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { recordEarning } from './ledger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => new Date('2029-12-01T08:00:00Z') } } });
});
afterAll(async () => {
  await t.close();
});

async function vendorWithEarnings() {
  const vendor = await t.f.vendor({ name: 'Zara Motors' });
  const customer = await t.f.customer();
  const service = await t.f.service(vendor);
  const car = await t.f.car(service, { make: 'TOYOTA', model: 'Corolla', pricePerDay: 5_000 });
  // Ended in November (available) and one in January (pending).
  const ended = await t.f.booking(car, customer, { status: 'COMPLETED', startDate: '2029-11-10T10:00:00', endDate: '2029-11-12T10:00:00' });
  const coming = await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00' });
  for (const b of [ended, coming]) await t.ctx.db.transaction((tx) => recordEarning(tx, b.id, t.ctx.clock.now()));
  return { vendor, ended, coming, auth: bearer(await t.f.token(vendor)) };
}

describe('vendor earnings', () => {
  it('shows each booking earned, pending or available, the totals and the months', async () => {
    const { auth, ended, coming } = await vendorWithEarnings();
    const res = await t.app.inject({ method: 'GET', url: '/api/earnings', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ balance: 22_500, pending: 13_500, available: 9_000, paidOut: 0 });
    expect(body.bookings).toEqual([
      expect.objectContaining({ bookingId: coming.id, label: 'TOYOTA Corolla 2022', customerTotal: 15_000, platformFee: 1_500, earned: 13_500, pending: 13_500, available: 0, state: 'PENDING' }),
      expect.objectContaining({ bookingId: ended.id, customerTotal: 10_000, platformFee: 1_000, earned: 9_000, pending: 0, available: 9_000, state: 'AVAILABLE' }),
    ]);
    expect(body.months).toEqual([{ month: '2029-12', earned: 22_500, refunded: 0, adjusted: 0, net: 22_500, paidOut: 0 }]);
  });

  it('downloads the same lines as CSV', async () => {
    const { auth, ended } = await vendorWithEarnings();
    const res = await t.app.inject({ method: 'GET', url: '/api/earnings.csv', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Booking,Car,Start,End,Customer total,Platform fee,Earned,Refunded,Net,Pending,Available,Paid out,State');
    expect(lines).toContain(`${ended.id},TOYOTA Corolla 2022,2029-11-10T10:00:00,2029-11-12T10:00:00,10000,1000,9000,0,9000,0,9000,0,AVAILABLE`);
  });

  it('is for vendors only', async () => {
    const customer = await t.f.customer();
    expect((await t.app.inject({ method: 'GET', url: '/api/earnings', headers: bearer(await t.f.token(customer)) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/earnings' })).statusCode).toBe(401);
  });
});

describe('admin payouts', () => {
  it('lists each vendor balance and marks a bank transfer paid, up to the available balance', async () => {
    const { vendor, auth, ended } = await vendorWithEarnings();
    const admin = bearer(await t.f.token(await t.f.admin()));
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: admin });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ vendorId: vendor.id, name: 'Zara Motors', balance: 22_500, pending: 13_500, available: 9_000, paidOut: 0, lastPayoutAt: null }),
    );

    const tooMuch = await t.app.inject({ method: 'POST', url: '/api/admin/payouts', headers: admin, payload: { vendorId: vendor.id, amount: 9_001, reference: 'HBL-1' } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.amount).toBe('At most PKR 9,000 is available to pay out');
    const noReference = await t.app.inject({ method: 'POST', url: '/api/admin/payouts', headers: admin, payload: { vendorId: vendor.id, amount: 100, reference: '  ' } });
    expect(noReference.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/payouts', headers: admin, payload: { vendorId: '00000000-0000-4000-8000-000000000000', amount: 1, reference: 'X' } });
    expect(unknown.statusCode).toBe(404);

    const paid = await t.app.inject({ method: 'POST', url: '/api/admin/payouts', headers: admin, payload: { vendorId: vendor.id, amount: 9_000, reference: 'HBL-2030-0001' } });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ amount: 9_000, reference: 'HBL-2030-0001' });

    const mine = (await t.app.inject({ method: 'GET', url: '/api/earnings', headers: auth })).json();
    expect(mine.totals).toEqual({ balance: 13_500, pending: 13_500, available: 0, paidOut: 9_000 });
    expect(mine.bookings.find((b: { bookingId: string }) => b.bookingId === ended.id)).toMatchObject({ paidOut: 9_000, available: 0, state: 'PAID_OUT' });
    expect(mine.payouts).toEqual([expect.objectContaining({ amount: 9_000, reference: 'HBL-2030-0001' })]);
    const again = (await t.app.inject({ method: 'GET', url: `/api/admin/payouts/${vendor.id}`, headers: admin })).json();
    expect(again.totals).toEqual(mine.totals);
  });

  it('two admins paying out the same balance at once record it once', async () => {
    const { vendor, auth } = await vendorWithEarnings();
    const admins = [bearer(await t.f.token(await t.f.admin())), bearer(await t.f.token(await t.f.admin()))];
    const answers = await Promise.all(
      admins.map((headers, i) => t.app.inject({ method: 'POST', url: '/api/admin/payouts', headers, payload: { vendorId: vendor.id, amount: 9_000, reference: `HBL-${i}` } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/earnings', headers: auth })).json();
    expect(mine.totals).toMatchObject({ available: 0, paidOut: 9_000 });
  });

  it('is for admins only', async () => {
    const vendor = await t.f.vendor();
    const headers = bearer(await t.f.token(vendor));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/payouts', headers, payload: { vendorId: vendor.id, amount: 1, reference: 'X' } });
    expect(res.statusCode).toBe(403);
  });
});
