// Shortening a trip through HTTP on a real database (issue 29): the shorter trip priced by the same
// quote, the days given up refunded by the cancellation policy through the provider that took the
// payment, the vendor's earning following, the refusals; and what extensions and shortenings tell
// the parties (bell rows in each recipient's language).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { earningAfterRefunds } from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { bookings, bookingShortenings, ledgerEntries, notifications, refunds } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { REFUND_QUEUE } from '../payments/index.js';

// "Now" is Tuesday 1 January 2030, 09:00 in Asia/Karachi.
const clock = new TestClock();
const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let car: CarRow;

async function call(user: UserRow | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const auth = user ? bearer(await t.f.token(user)) : {};
  return t.app.inject({ method, url: `/api${url}`, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const sum = (lines: { kind: string; amount: number }[]) => lines.filter((l) => l.kind !== 'total').reduce((s, l) => s + l.amount, 0);
const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

async function confirmedBooking(endDate = '2030-01-11T10:00') {
  const created = await call(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: '2030-01-07T10:00', endDate });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  expect((await call(vendor, 'PUT', `/bookings/${id}/accept`)).statusCode).toBe(200);
  const started = await call(customer, 'POST', `/bookings/${id}/create-payment`, {});
  await t.app.inject({ method: 'POST', url: new URL(started.json().url).pathname, ...form({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' }) });
  expect((await call(customer, 'POST', '/payments/confirm', { bookingId: id })).json().status).toBe('CONFIRMED');
  return id;
}
const noticesOf = (bookingId: string, user: UserRow, kind: string) =>
  t.ctx.db.select().from(notifications).where(and(eq(notifications.bookingId, bookingId), eq(notifications.userId, user.id), eq(notifications.kind, kind)));

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock }, env: { SALES_TAX_PERCENT_BY_PROVINCE: 'Punjab=16' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  atLocal('2030-01-01T09:00:00');
  vendor = await t.f.vendor();
  customer = await t.f.customer({ locale: 'ur' });
  stranger = await t.f.customer();
  const service = await t.f.service(vendor, { city: 'Lahore', state: 'Punjab' });
  car = await t.f.car(service, { pricePerDay: 5000 });
});

describe('shortening a trip', () => {
  it('gives the days up before the cut-off back in full; the booking, the refund and the ledger follow', async () => {
    const id = await confirmedBooking();
    // 4 days × 5,000 with Punjab's 16%: 23,200; 2 days: 11,600.
    const quote = await call(customer, 'GET', `/bookings/${id}/shortening?endDate=2030-01-09T10:00`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({ previousTotal: 23200, total: 11600, givenUp: 11600, policy: 'MODERATE', refundPercent: 100, refundAmount: 11600 });
    expect(sum(quote.json().lines)).toBe(11600);
    const [untouched] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(untouched).toMatchObject({ endDate: '2030-01-11T10:00:00', totalAmount: 23200 });

    const done = await call(customer, 'POST', `/bookings/${id}/shortenings`, { endDate: '2030-01-09T10:00' });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ total: 11600, refundAmount: 11600, endDate: '2030-01-09T10:00:00' });
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ endDate: '2030-01-09T10:00:00', totalAmount: 11600, status: 'CONFIRMED' });
    expect(sum(row!.priceLines!)).toBe(11600);
    await t.ctx.jobs.drain(REFUND_QUEUE.name);
    const given = await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, id));
    expect(given.map((r) => [r.reason, r.amount, r.status])).toEqual([['TRIP_SHORTENED', 11600, 'DONE']]);
    const ledger = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
    const earning = ledger.find((e) => e.kind === 'EARNING')!;
    const balance = ledger.reduce((s, e) => s + e.amount, 0);
    expect(balance).toBe(earningAfterRefunds({ total: earning.customerAmount, earning: earning.amount }, 11600));
    const history = (await call(customer, 'GET', `/bookings/${id}/money-history`)).json();
    expect(history.map((m: { kind: string; reason: string | null }) => m.reason)).toContain('TRIP_SHORTENED');
    const trip = (await call(customer, 'GET', `/bookings/${id}/trip`)).json();
    expect(trip).toMatchObject({ total: 11600, canShorten: true, shortenings: [{ givenUp: 11600, refundAmount: 11600 }] });
    // The vendor hears of it in English; the customer in Urdu.
    expect((await noticesOf(id, vendor, 'trip.shortened'))[0]!.message).toMatch(/will return the .* on /);
    expect((await noticesOf(id, customer, 'trip.shortened'))[0]!.message).toContain('واپس');
  });

  it('gives half back after the cut-off, and nothing once the new return has passed the policy', async () => {
    const id = await confirmedBooking();
    // Moderate: full refund until 5 days before the new return (4 Jan 10:00), half after.
    atLocal('2030-01-06T12:00:00');
    const half = (await call(customer, 'POST', `/bookings/${id}/shortenings`, { endDate: '2030-01-10T10:00' })).json();
    // The policy keeps half of the day given up in the total: 17,400 + 2,900.
    expect(half).toMatchObject({ total: 20300, givenUp: 5800, kept: 2900, refundPercent: 50, refundAmount: 2900, owedAtCounter: 0 });
    expect(sum(half.lines)).toBe(20300);
    const [halfRow] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(halfRow!.totalAmount).toBe(20300);
    expect(sum(halfRow!.priceLines!)).toBe(20300);
    const strictCar = await t.f.car(await t.f.service(vendor, { city: 'Lahore', state: 'Punjab', cancellationPolicy: 'STRICT' }), { pricePerDay: 5000 });
    car = strictCar;
    atLocal('2030-01-01T09:00:00');
    const strict = await confirmedBooking();
    atLocal('2030-01-08T09:00:00');
    const none = await call(customer, 'POST', `/bookings/${strict}/shortenings`, { endDate: '2030-01-09T10:00' });
    expect(none.json()).toMatchObject({ total: 23200, givenUp: 11600, kept: 11600, refundPercent: 0, refundAmount: 0 });
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, strict))).toEqual([]);
    expect((await noticesOf(strict, customer, 'trip.shortened'))[0]!.message).toContain('کوئی رقم واپس نہیں');
  });

  it('is refused, changing nothing, to a stranger, the vendor, a later or too early return, an unpaid booking, a waiting extension, bad input', async () => {
    const id = await confirmedBooking();
    const body = { endDate: '2030-01-09T10:00' };
    expect((await call(null, 'POST', `/bookings/${id}/shortenings`, body)).statusCode).toBe(401);
    expect((await call(stranger, 'POST', `/bookings/${id}/shortenings`, body)).statusCode).toBe(404);
    expect((await call(vendor, 'POST', `/bookings/${id}/shortenings`, body)).statusCode).toBe(403);
    const later = await call(customer, 'POST', `/bookings/${id}/shortenings`, { endDate: '2030-01-12T10:00' });
    expect(later.statusCode).toBe(400);
    expect(later.json().fields.endDate).toBe('نئی واپسی موجودہ واپسی سے پہلے ہونی چاہیے');
    expect((await call(customer, 'POST', `/bookings/${id}/shortenings`, { endDate: '2030-01-07T09:00' })).statusCode).toBe(400);
    for (const bad of [{ endDate: 'soon' }, { endDate: '2030-01-09T10:00\u0000' }, { endDate: 20300109 }, {}]) {
      expect((await call(customer, 'POST', `/bookings/${id}/shortenings`, bad)).statusCode).toBe(400);
    }
    const asked = await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-12T10:00' });
    expect(asked.statusCode).toBe(201);
    expect((await call(customer, 'POST', `/bookings/${id}/shortenings`, body)).statusCode).toBe(409);
    const pending = await call(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: '2030-02-07T10:00', endDate: '2030-02-10T10:00' });
    expect((await call(customer, 'POST', `/bookings/${pending.json().id}/shortenings`, { endDate: '2030-02-08T10:00' })).statusCode).toBe(409);
    expect(await t.ctx.db.select().from(bookingShortenings).where(eq(bookingShortenings.bookingId, id))).toEqual([]);
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ endDate: '2030-01-11T10:00:00', totalAmount: 23200 });
  });

  it('with only an advance paid online, lowers what is due at pickup and gives nothing back', async () => {
    await call(vendor, 'PUT', `/services/${car.serviceId}/payment-terms`, { advancePercent: 25, depositAmount: 0, depositReturnDays: 7 });
    const id = await confirmedBooking();
    const before = (await call(customer, 'GET', `/bookings/${id}/statement`)).json();
    expect(before.dueAtPickup).toBe(23200 - 5800);
    const done = (await call(customer, 'POST', `/bookings/${id}/shortenings`, { endDate: '2030-01-09T10:00' })).json();
    expect(done).toMatchObject({ total: 11600, refundAmount: 0, owedAtCounter: 0 });
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, id))).toEqual([]);
    const after = (await call(customer, 'GET', `/bookings/${id}/statement`)).json();
    expect(after.dueAtPickup).toBe(11600 - 5800);
  });

  it('twice at once makes one change and one refund', async () => {
    const id = await confirmedBooking();
    const answers = await Promise.all([
      call(customer, 'POST', `/bookings/${id}/shortenings`, { endDate: '2030-01-09T10:00' }),
      call(customer, 'POST', `/bookings/${id}/shortenings`, { endDate: '2030-01-09T10:00' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await t.ctx.db.select().from(bookingShortenings).where(eq(bookingShortenings.bookingId, id))).toHaveLength(1);
    expect((await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, id))).reduce((s, r) => s + r.amount, 0)).toBe(11600);
  });
});

describe('what extensions tell the parties', () => {
  it('the vendor hears of a request; the customer of the answer, in their language', async () => {
    const id = await confirmedBooking();
    const asked = (await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-12T10:00' })).json();
    expect((await noticesOf(id, vendor, 'trip.extension_requested'))[0]!.message).toMatch(/asks to keep the .* until .*PKR 5,800 more/);
    await call(vendor, 'PUT', `/bookings/${id}/extensions/${asked.id}/accept`);
    expect((await noticesOf(id, customer, 'trip.extension_decided'))[0]!.message).toContain('ادا کریں');
  });

  it('a declined request is told to the customer', async () => {
    const id = await confirmedBooking();
    const asked = (await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-12T10:00' })).json();
    await call(vendor, 'PUT', `/bookings/${id}/extensions/${asked.id}/decline`);
    expect((await noticesOf(id, customer, 'trip.extension_decided'))[0]!.message).toContain('نامنظور');
  });
});
