// The sandbox provider end to end through HTTP: start a checkout, pay or fail on the hosted page,
// confirm. The provider's own session records are the source of truth for "was it paid".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer } from '../../test/harness.js';
import { bookings, payments, refunds, sandboxCheckoutSessions } from '../db/schema.js';
import { REFUND_QUEUE } from './refund-queue.js';
import { enqueueStrandedRefunds } from './settle.js';
import { paymentsSettled } from './subscriber.js';
import { BOOKING_EVENT_TYPES } from '../bookings/events.js';
import { acceptedBooking, bookingStatus, paymentRows, paymentsTestApp, paymentTransitions } from './test-support.js';

type T = Awaited<ReturnType<typeof paymentsTestApp>>;
let t: T;
// One app for the file (each test makes its own booking); the clock only ever moves forward.
beforeAll(async () => {
  t = await paymentsTestApp();
});
afterAll(async () => {
  await t.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const card = (cardNumber: string) => ({ cardNumber, expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' });

async function startCheckout(auth: Record<string, string>, bookingId: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/create-payment`, headers: auth });
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().url);
  return url.pathname;
}

const confirm = (auth: Record<string, string>, bookingId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload: { bookingId } });

describe('create-payment', () => {
  it('answers a sandbox checkout URL on the app and records the payment', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^http:\/\/localhost:3000\/checkout\/sandbox\/cs_sandbox_[a-f0-9]{32}$/);
    const rows = await paymentRows(t, booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'sandbox', amount: 10_000, currency: 'PKR', status: 'OPEN' });
  });

  it('re-uses the open session instead of creating another', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const first = await startCheckout(auth, booking.id);
    const second = await startCheckout(auth, booking.id);
    expect(second).toBe(first);
    expect(await paymentRows(t, booking.id)).toHaveLength(1);
  });

  it('is for the booking’s customer only, and only when ACCEPTED', async () => {
    const { booking, vendor } = await acceptedBooking(t);
    const stranger = await t.f.customer();
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment` })).statusCode).toBe(401);
    const asStranger = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment`, headers: bearer(await t.f.token(stranger)) });
    expect(asStranger.statusCode).toBe(404);
    const asVendor = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment`, headers: bearer(await t.f.token(vendor)) });
    expect(asVendor.statusCode).toBe(404);
    const pending = await acceptedBooking(t, 'PENDING');
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${pending.booking.id}/create-payment`, headers: pending.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BOOKING_NOT_PAYABLE' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/bookings/not-a-uuid/create-payment', headers: pending.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('API document', () => {
  it('lists the payment routes with their schemas, and not the hosted page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/bookings/{id}/create-payment', '/api/payments/confirm', '/api/payments/stripe/webhook']));
    expect(doc.paths['/api/payments/confirm'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/payments/confirm'].post.responses['200']).toBeDefined();
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/checkout'))).toBe(false);
  });
});

describe('hosted checkout page', () => {
  it('shows the amount in PKR, the booking and a cancel link back to the booking', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const page = await t.app.inject({ method: 'GET', url: await startCheckout(auth, booking.id) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('PKR 10,000');
    expect(page.body).toContain('TOYOTA Corolla 2022');
    expect(page.body).toContain('10 Jan 2030, 10:00 am');
    expect(page.body).toContain(`href="http://localhost:3000/bookingDetails/${booking.id}"`);
    for (const label of ['Card number', 'Expiry', 'CVC', 'Name on card']) expect(page.body).toContain(label);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/checkout/sandbox/cs_sandbox_${'0'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/checkout/sandbox/whatever' })).statusCode).toBe(400);
  });
});

describe('paying', () => {
  it('4242… pays, redirects to the success page, and confirm moves ACCEPTED → CONFIRMED once', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    const paid = await t.app.inject({ method: 'POST', url: path, ...form(card('4242 4242 4242 4242')) });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}`);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED'); // nothing until the app asks

    const first = await confirm(auth, booking.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'CONFIRMED', message: 'Your booking has been confirmed.' });
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    const again = await confirm(auth, booking.id);
    expect(again.json().status).toBe('CONFIRMED');
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
    const [payment] = await paymentRows(t, booking.id);
    expect(payment?.status).toBe('PAID');
    // The paid page no longer takes a card, and create-payment is refused now.
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('Payment complete');
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment`, headers: auth })).statusCode).toBe(409);
  });

  it('speaks Urdu, right to left, to a payer whose browser asks for it; English stays as it was', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    const english = await t.app.inject({ method: 'GET', url: path });
    expect(english.body).toContain('<html lang="en"><head>');
    expect(english.body).toContain('Pay with card');
    const ur = { 'accept-language': 'ur-PK,ur;q=0.9' };
    const page = await t.app.inject({ method: 'GET', url: path, headers: ur });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ur" dir="rtl">');
    expect(page.body).toContain('کارڈ سے ادائیگی کریں');
    expect(page.body).toContain('Rs 10,000');
    expect(page.body).not.toContain('Pay with card');
    const declined = await t.app.inject({ method: 'POST', url: path, headers: { ...form(card('4000 0000 0000 0002')).headers, ...ur }, payload: form(card('4000 0000 0000 0002')).payload });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('آپ کا کارڈ مسترد ہو گیا');
    expect(declined.body).toContain('dir="ltr"');
  });

  it('4000 0000 0000 0002 is declined with a message and confirms nothing', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    const res = await t.app.inject({ method: 'POST', url: path, ...form(card('4000 0000 0000 0002')) });
    expect(res.statusCode).toBe(402);
    expect(res.body).toContain('Your card was declined');
    expect(res.body).toContain('role="alert"');
    const result = await confirm(auth, booking.id);
    expect(result.json().status).toBe('PENDING');
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('rejects incomplete card details field by field', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    const res = await t.app.inject({ method: 'POST', url: path, ...form({ cardNumber: '4242 4242 4242 4241', expiry: '13/20', cvc: '1', name: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Your card number is invalid');
    expect(res.body).toContain('Enter the expiry as MM / YY');
    expect(res.body).toContain('security code is incomplete');
    expect(res.body).toContain('Enter the name on the card');
  });

  it('visiting the success page without paying confirms nothing and says so', async () => {
    const { booking, auth } = await acceptedBooking(t);
    // No attempt at all is not a failed payment (issue 19): the page must not say "Payment failed".
    const none = await confirm(auth, booking.id);
    expect(none.json()).toMatchObject({ status: 'NOT_STARTED', message: 'No payment was made for this booking, so it is not confirmed.' });
    await startCheckout(auth, booking.id);
    const open = await confirm(auth, booking.id);
    expect(open.json().status).toBe('PENDING');
    expect(open.json().message).toMatch(/not been completed/);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('confirm is for the booking’s customer only', async () => {
    const { booking } = await acceptedBooking(t);
    const stranger = await t.f.customer();
    expect((await confirm(bearer(await t.f.token(stranger)), booking.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/confirm', payload: { bookingId: booking.id } })).statusCode).toBe(401);
    expect((await confirm(bearer(await t.f.token(stranger)), 'nope')).statusCode).toBe(400);
  });
});

describe('expiry and cancellation', () => {
  it('a session expires after 30 minutes: the page says so, paying fails, a new session is made', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    t.clock.advanceMinutes(29);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('expired');
    const late = await t.app.inject({ method: 'POST', url: path, ...form(card('4242424242424242')) });
    expect(late.statusCode).toBe(410);
    expect((await confirm(auth, booking.id)).json().status).toBe('FAILED');
    const fresh = await startCheckout(auth, booking.id);
    expect(fresh).not.toBe(path);
    const statuses = (await paymentRows(t, booking.id)).map((p) => p.status).sort();
    expect(statuses).toEqual(['EXPIRED', 'OPEN']);
  });

  it('cancel leaves the session unpaid; paying it later still works', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    // The cancel link is a plain link back to the booking; nothing is paid.
    expect((await confirm(auth, booking.id)).json().status).toBe('PENDING');
    expect(await startCheckout(auth, booking.id)).toBe(path);
    await t.app.inject({ method: 'POST', url: path, ...form(card('4242424242424242')) });
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
  });
});

describe('refunds', () => {
  it('a booking cancelled while the customer was paying is refunded, and the customer told', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    await t.app.inject({ method: 'POST', url: path, ...form(card('4242424242424242')) });
    await t.ctx.database.query(`UPDATE bookings SET status = 'CANCELLED' WHERE id = $1`, [booking.id]);
    const seen: string[] = [];
    for (const name of BOOKING_EVENT_TYPES) t.ctx.events.afterCommit(name, (e) => void seen.push(e.type));
    const res = await confirm(auth, booking.id);
    expect(res.json()).toEqual({ status: 'FAILED', message: 'This booking was cancelled. Your payment has been refunded.' });
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
    const sessionId = path.split('/').pop()!;
    const [session] = await t.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    expect(session?.status).toBe('REFUNDED');
    expect(seen).toEqual(['booking.refunded']);
    // Asking again says the same and refunds nothing more.
    expect((await confirm(auth, booking.id)).json().status).toBe('FAILED');
    expect(seen).toHaveLength(1);
  });
});

describe('cancelling before the payment was confirmed', () => {
  it('cancelling an ACCEPTED booking paid at the hosted page (tab closed before confirm) refunds it', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    await t.app.inject({ method: 'POST', url: path, ...form(card('4242424242424242')) });
    const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/cancel`, headers: auth });
    expect(res.statusCode).toBe(200);
    await paymentsSettled(t.ctx);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
    const [session] = await t.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, path.split('/').pop()!));
    expect(session?.status).toBe('REFUNDED');
  });

  it('cancelling with an unpaid open attempt refunds nothing', async () => {
    const { booking, auth } = await acceptedBooking(t);
    await startCheckout(auth, booking.id);
    expect((await t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/cancel`, headers: auth })).statusCode).toBe(200);
    await paymentsSettled(t.ctx);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('OPEN');
  });

  it('the start-up sweep refunds an open attempt whose session was paid, for a cancelled booking', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    await t.app.inject({ method: 'POST', url: path, ...form(card('4242424242424242')) });
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    expect(await enqueueStrandedRefunds(t.ctx)).toBeGreaterThanOrEqual(1);
    // Enqueued, not done inline: the attempt is untouched until a worker takes the job.
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('OPEN');
    await t.ctx.jobs.drain(REFUND_QUEUE.name);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
  });
});

describe('concurrency and recovery', () => {
  it('two clicks at once share one checkout; two confirmations at once confirm once', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const create = () => t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment`, headers: auth });
    const [a, b] = await Promise.all([create(), create()]);
    expect(a.json().url).toBe(b.json().url);
    expect(await paymentRows(t, booking.id)).toHaveLength(1);
    await t.app.inject({ method: 'POST', url: new URL(a.json().url).pathname, ...form(card('4242424242424242')) });
    const results = await Promise.all([confirm(auth, booking.id), confirm(auth, booking.id), confirm(auth, booking.id)]);
    expect(results.map((r) => r.json().status)).toEqual(['CONFIRMED', 'CONFIRMED', 'CONFIRMED']);
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('at start-up, refunds a paid payment whose booking was cancelled but not refunded', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const path = await startCheckout(auth, booking.id);
    await t.app.inject({ method: 'POST', url: path, ...form(card('4242424242424242')) });
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
    // As if the process stopped between the cancellation's commit and its refund.
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    expect(await enqueueStrandedRefunds(t.ctx)).toBeGreaterThanOrEqual(1);
    const [before] = await t.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(before?.status).toBe('PAID');
    const jobs = await t.ctx.database.query(`SELECT id FROM pgboss.job WHERE name = $1 AND data->>'paymentId' = $2`, [REFUND_QUEUE.name, before!.id]);
    expect(jobs).toHaveLength(1);
    // A second instance starting at the same time enqueues no second job for it.
    await enqueueStrandedRefunds(t.ctx);
    expect(await t.ctx.database.query(`SELECT id FROM pgboss.job WHERE name = $1 AND data->>'paymentId' = $2`, [REFUND_QUEUE.name, before!.id])).toHaveLength(1);
    await t.ctx.jobs.drain(REFUND_QUEUE.name);
    const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment?.status).toBe('REFUNDED');
    // Refunded once: a later sweep finds nothing more to give back.
    await enqueueStrandedRefunds(t.ctx);
    await t.ctx.jobs.drain(REFUND_QUEUE.name);
    expect(await t.ctx.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id))).toHaveLength(1);
  });
});
