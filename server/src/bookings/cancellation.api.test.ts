// Cancelling a paid booking (decision 0015): the customer gets back what the booking's
// cancellation policy says at the marketplace's "now", through the provider that took the payment;
// a vendor cancelling refunds in full; an admin chooses. The quote and the cancel call agree, a
// second cancel moves no money, strangers learn nothing, and the vendor's earning shrinks in
// proportion in the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { nowInZone, parseLocalDateTime, type CancellationPolicy } from '@carrental/shared';
import { bearer } from '../../test/harness.js';
import { ledgerEntries, notifications, refunds, sandboxCheckoutSessions, services } from '../db/schema.js';
import { enqueueStrandedRefunds, paymentsSettled, REFUND_QUEUE } from '../payments/index.js';
import { paymentRows, paymentsTestApp } from '../payments/test-support.js';

type T = Awaited<ReturnType<typeof paymentsTestApp>>;
let t: T;

beforeAll(async () => {
  t = await paymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** The marketplace's wall-clock time `hours` from the test clock's now. */
function wallIn(hours: number): string {
  const ms = parseLocalDateTime(nowInZone(t.ctx.config.TIME_ZONE, t.clock.now()))! + hours * HOUR;
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}

/** A booking of a 5,000-a-day car for two days starting `startsInHours` from now, paid through the sandbox and CONFIRMED. */
async function paidBooking(policy: CancellationPolicy, startsInHours: number) {
  const vendor = await t.f.vendor();
  const customer = await t.f.customer();
  const service = await t.f.service(vendor, { cancellationPolicy: policy });
  const car = await t.f.car(service, { pricePerDay: 5000 });
  const auth = bearer(await t.f.token(customer));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings/createBooking',
    headers: auth,
    payload: { carId: car.id, startDate: wallIn(startsInHours), endDate: wallIn(startsInHours + 48) },
  });
  expect(created.statusCode).toBe(201);
  const booking = created.json();
  expect(booking).toMatchObject({ cancellationPolicy: policy, totalAmount: 10_000 });
  const vendorAuth = bearer(await t.f.token(vendor));
  expect((await t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/accept`, headers: vendorAuth })).statusCode).toBe(200);
  const checkout = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment`, headers: auth });
  const path = new URL(checkout.json().url).pathname;
  await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' }).toString(),
  });
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload: { bookingId: booking.id } });
  expect(confirmed.json().status).toBe('CONFIRMED');
  return { vendor, customer, service, car, booking, auth, vendorAuth, id: booking.id as string };
}

const quote = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/bookings/${id}/cancellation-quote`, headers });
const cancel = (id: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/cancel`, headers, ...(payload ? { payload } : {}) });

async function refundedAtProvider(bookingId: string) {
  const [payment] = await paymentRows(t, bookingId);
  const [session] = await t.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, payment!.providerSessionId));
  return { refunded: session!.refundedAmount, session: session!.status, payment: payment!.status };
}

const ledgerOf = (bookingId: string) =>
  t.ctx.db.select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId)).orderBy(ledgerEntries.id);

describe('customer cancels a CONFIRMED booking: refund by its policy, through the provider', () => {
  it.each([
    // policy, starts in (hours), refund of 10,000, words
    ['FLEXIBLE', 30, 10_000, 'in full (full refund until'],
    ['FLEXIBLE', 12, 5_000, 'half of what you paid (50% refund until'],
    ['MODERATE', 24 * 6, 10_000, 'in full (full refund until'],
    ['MODERATE', 24 * 3, 5_000, 'half of what you paid'],
    ['STRICT', 24 * 8, 5_000, 'half of what you paid (50% refund until'],
    ['STRICT', 24 * 3, 0, 'refunds nothing (no refund after'],
  ] as const)('%s, %i h before the start: PKR %i', async (policy, hours, refund, words) => {
    const b = await paidBooking(policy, hours);
    const q = await quote(b.id, b.auth);
    expect(q.statusCode).toBe(200);
    expect(q.json()).toMatchObject({ policy, refundAmount: refund, paidAmount: 10_000 });
    expect(q.json().explanation).toContain(words);

    const res = await cancel(b.id, b.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'CANCELLED', cancellation: q.json() });
    await paymentsSettled(t.ctx);

    const rows = await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(rows).toEqual([expect.objectContaining({ amount: refund, reason: 'CUSTOMER_CANCELLED', provider: 'sandbox', status: 'DONE', createdBy: b.customer.id })]);
    expect(await refundedAtProvider(b.id)).toEqual(
      refund === 10_000 ? { refunded: 10_000, session: 'REFUNDED', payment: 'REFUNDED' } : { refunded: refund, session: 'PAID', payment: 'PAID' },
    );
    // The vendor earned 9,000 (10% platform fee) and gives back the refunded share of it.
    const earningBack = (refund * 9_000) / 10_000;
    expect(await ledgerOf(b.id)).toEqual(refund === 0 ? [{ kind: 'EARNING', amount: 9_000 }] : [{ kind: 'EARNING', amount: 9_000 }, { kind: 'REFUND', amount: -earningBack }]);
  });

  it('a second cancel does nothing: 409, no new refund, nothing more at the provider', async () => {
    const b = await paidBooking('FLEXIBLE', 12);
    expect((await cancel(b.id, b.auth)).statusCode).toBe(200);
    await paymentsSettled(t.ctx);
    const again = await cancel(b.id, b.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cannot cancel a booking that is CANCELLED');
    await paymentsSettled(t.ctx);
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).toHaveLength(1);
    expect((await refundedAtProvider(b.id)).refunded).toBe(5_000);
    expect((await quote(b.id, b.auth)).statusCode).toBe(409);
  });

  it('the booking keeps its history of money movements, for its parties only', async () => {
    const b = await paidBooking('FLEXIBLE', 12);
    await cancel(b.id, b.auth);
    await paymentsSettled(t.ctx);
    const history = await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}/money-history`, headers: b.vendorAuth });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual([
      expect.objectContaining({ kind: 'PAYMENT', amount: 10_000, status: 'PAID', provider: 'sandbox', reason: null }),
      expect.objectContaining({ kind: 'REFUND', amount: 5_000, status: 'DONE', provider: 'sandbox', reason: 'CUSTOMER_CANCELLED' }),
    ]);
    const stranger = bearer(await t.f.token(await t.f.customer()));
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}/money-history`, headers: stranger })).statusCode).toBe(404);
    // The customer is told how much of the payment came back.
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.bookingId, b.id));
    expect(told.find((n) => n.kind === 'booking.refunded')?.message).toMatch(/^PKR 5,000 of your payment for /);
  });

  it('two cancels at once: one wins, one refund', async () => {
    const b = await paidBooking('MODERATE', 24 * 3);
    const answers = await Promise.all([cancel(b.id, b.auth), cancel(b.id, b.auth)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await paymentsSettled(t.ctx);
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).toHaveLength(1);
    expect((await refundedAtProvider(b.id)).refunded).toBe(5_000);
  });

  it('the start-up sweep of stranded payments leaves a policy refund as decided', async () => {
    const none = await paidBooking('STRICT', 24 * 3);
    const half = await paidBooking('FLEXIBLE', 12);
    expect((await cancel(none.id, none.auth)).json().cancellation.refundAmount).toBe(0);
    expect((await cancel(half.id, half.auth)).json().cancellation.refundAmount).toBe(5_000);
    await paymentsSettled(t.ctx);
    await enqueueStrandedRefunds(t.ctx);
    await t.ctx.jobs.drain(REFUND_QUEUE.name);
    expect(await refundedAtProvider(none.id)).toEqual({ refunded: 0, session: 'PAID', payment: 'PAID' });
    expect(await refundedAtProvider(half.id)).toEqual({ refunded: 5_000, session: 'PAID', payment: 'PAID' });
  });

  it('asking to confirm the payment after a cancellation gives back nothing more than the policy did', async () => {
    const b = await paidBooking('FLEXIBLE', 12);
    expect((await cancel(b.id, b.auth)).json().cancellation.refundAmount).toBe(5_000);
    await paymentsSettled(t.ctx);
    const again = await t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: b.auth, payload: { bookingId: b.id } });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('FAILED');
    await paymentsSettled(t.ctx);
    await t.ctx.jobs.drain(REFUND_QUEUE.name);
    expect(await refundedAtProvider(b.id)).toEqual({ refunded: 5_000, session: 'PAID', payment: 'PAID' });
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).toHaveLength(1);
  });

  it('once the rental has started the customer can no longer cancel (decision 0029), and nothing is refunded', async () => {
    const b = await paidBooking('FLEXIBLE', 2);
    t.clock.advanceMinutes(3 * 60);
    expect((await quote(b.id, b.auth)).json()).toMatchObject({ code: 'TRIP_STARTED' });
    const res = await cancel(b.id, b.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TRIP_STARTED');
    await paymentsSettled(t.ctx);
    expect(await refundedAtProvider(b.id)).toEqual({ refunded: 0, session: 'PAID', payment: 'PAID' });
  });

  it('strangers get 404 for the quote and the cancel; anonymous callers 401', async () => {
    const b = await paidBooking('MODERATE', 24 * 10);
    for (const stranger of [await t.f.customer(), await t.f.vendor()]) {
      const headers = bearer(await t.f.token(stranger));
      expect((await quote(b.id, headers)).statusCode).toBe(404);
      expect((await cancel(b.id, headers)).statusCode).toBe(404);
    }
    expect((await quote(b.id, {})).statusCode).toBe(401);
    expect((await quote('not-a-booking', b.auth)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, b.id))).toHaveLength(0);
  });

  it('explains the refund in the reader\'s language: Urdu with no English words, figures as in English', async () => {
    const b = await paidBooking('FLEXIBLE', 12);
    const inUrdu = (await quote(b.id, { ...b.auth, 'accept-language': 'ur' })).json();
    const inEnglish = (await quote(b.id, { ...b.auth, 'accept-language': 'en' })).json();
    expect(inEnglish.explanation).toMatch(/^Cancelling now refunds PKR [\d,]+, half of what you paid \(50% refund until /);
    expect(inUrdu.refundAmount).toBe(inEnglish.refundAmount);
    expect(inUrdu.explanation).toContain('آدھا');
    expect(inUrdu.explanation).not.toMatch(/refund|half|until|Cancelling|am|pm/);
    const vendorSide = (await quote(b.id, { ...b.vendorAuth, 'accept-language': 'ur' })).json();
    expect(vendorSide.explanation).toContain('پوری ادا کردہ رقم');
    const cancelled = (await cancel(b.id, { ...b.auth, 'accept-language': 'ur' })).json();
    expect(cancelled.cancellation.explanation).toContain('آدھا');
  });

  it('the booking shows its policy in words with the dates, and the price lines for each side', async () => {
    const b = await paidBooking('STRICT', 24 * 10);
    const asCustomer = (await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}`, headers: b.auth })).json();
    expect(asCustomer.cancellationPolicy).toBe('STRICT');
    expect(asCustomer.lines.map((l: { kind: string }) => l.kind)).toEqual(['days', 'total']);
    const asVendor = (await t.app.inject({ method: 'GET', url: `/api/bookings/${b.id}`, headers: b.vendorAuth })).json();
    expect(asVendor.lines).toMatchObject([
      { kind: 'days', label: '2 days × PKR 5,000', amount: 10_000 },
      { kind: 'total', label: 'Total', amount: 10_000 },
      { kind: 'platform-fee', label: 'Platform fee (10%)', amount: -1_000 },
      { kind: 'earning', label: 'Your earning', amount: 9_000 },
    ]);
  });
});

describe('vendor and admin cancellations', () => {
  it('a vendor cancelling refunds in full, whatever the policy', async () => {
    const b = await paidBooking('STRICT', 24 * 2);
    expect((await quote(b.id, b.vendorAuth)).json()).toMatchObject({ refundAmount: 10_000, policy: 'STRICT' });
    expect((await cancel(b.id, b.vendorAuth)).json().cancellation.refundAmount).toBe(10_000);
    await paymentsSettled(t.ctx);
    expect(await refundedAtProvider(b.id)).toEqual({ refunded: 10_000, session: 'REFUNDED', payment: 'REFUNDED' });
    expect(await ledgerOf(b.id)).toEqual([{ kind: 'EARNING', amount: 9_000 }, { kind: 'REFUND', amount: -9_000 }]);
    const [row] = await t.ctx.db.select().from(refunds).where(eq(refunds.bookingId, b.id));
    expect(row).toMatchObject({ reason: 'VENDOR_CANCELLED', amount: 10_000 });
  });

  it('an admin cancels with a chosen refund, at most what was paid', async () => {
    const b = await paidBooking('STRICT', 24 * 2);
    const admin = bearer(await t.f.token(await t.f.admin()));
    const q = (await quote(b.id, admin)).json();
    expect(q).toMatchObject({ refundAmount: 0, paidAmount: 10_000 });
    const tooMuch = await cancel(b.id, admin, { refundAmount: 10_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.refundAmount).toBe('The refund can be at most PKR 10,000, what was paid');
    const res = await cancel(b.id, admin, { refundAmount: 3_000 });
    expect(res.json()).toMatchObject({ status: 'CANCELLED', cancellation: { refundAmount: 3_000 } });
    await paymentsSettled(t.ctx);
    expect((await refundedAtProvider(b.id)).refunded).toBe(3_000);
    expect(await ledgerOf(b.id)).toEqual([{ kind: 'EARNING', amount: 9_000 }, { kind: 'REFUND', amount: -2_700 }]);
  });

  it('a refund the customer chose in the body is ignored for a party', async () => {
    const b = await paidBooking('STRICT', 24 * 2);
    const res = await cancel(b.id, b.auth, { refundAmount: 10_000 });
    expect(res.json().cancellation.refundAmount).toBe(0);
  });
});

describe('the policy is chosen per service and kept by each booking', () => {
  it('service create and edit accept a policy; a booking keeps the one it was made under', async () => {
    const vendor = await t.f.vendor();
    const headers = bearer(await t.f.token(vendor));
    const body = {
      name: 'Karachi Cars', description: 'Cars', phone: '+92 21 1234567', addressLine1: '1 Road', city: 'Karachi',
      state: 'Sindh', postalCode: '74000', country: 'Pakistan',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/services', headers, payload: body });
    expect(created.json().cancellationPolicy).toBe('MODERATE');
    const id = created.json().id;
    const edited = await t.app.inject({ method: 'PUT', url: `/api/services/${id}`, headers, payload: { ...body, cancellationPolicy: 'FLEXIBLE' } });
    expect(edited.json().cancellationPolicy).toBe('FLEXIBLE');
    // An older client that sends no policy leaves it as it is.
    const old = await t.app.inject({ method: 'PUT', url: `/api/services/${id}`, headers, payload: body });
    expect(old.json().cancellationPolicy).toBe('FLEXIBLE');
    const bad = await t.app.inject({ method: 'PUT', url: `/api/services/${id}`, headers, payload: { ...body, cancellationPolicy: 'LENIENT' } });
    expect(bad.statusCode).toBe(400);

    const b = await paidBooking('FLEXIBLE', 24 * 10);
    await t.ctx.db.update(services).set({ cancellationPolicy: 'STRICT' }).where(eq(services.id, b.service.id));
    expect((await quote(b.id, b.auth)).json()).toMatchObject({ policy: 'FLEXIBLE', refundAmount: 10_000 });
  });
});
