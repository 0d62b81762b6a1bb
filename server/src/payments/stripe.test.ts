// The Stripe adapter driven through the official SDK against a local stand-in of Stripe's API,
// and the webhook with payloads signed the way Stripe signs them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { applyTransition } from '../bookings/index.js';
import { BOOKING_EVENT_TYPES } from '../bookings/events.js';
import { bookings } from '../db/schema.js';
import { eq } from 'drizzle-orm';
import { StripeStandIn } from './stripe-stand-in.js';
import { paymentsSettled } from './subscriber.js';
import { REFUND_QUEUE } from './refund-queue.js';
import { enqueueStrandedRefunds } from './settle.js';
import { acceptedBooking, bookingStatus, paymentRows, paymentsTestApp, paymentTransitions } from './test-support.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_rentwheels';
const stripe = new Stripe('sk_test_stand_in');
const standIn = new StripeStandIn();
let t: Awaited<ReturnType<typeof paymentsTestApp>>;

beforeAll(async () => {
  const port = await standIn.start();
  t = await paymentsTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await standIn.stop();
});

async function startCheckout(auth: Record<string, string>, bookingId: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/create-payment`, headers: auth });
  expect(res.statusCode).toBe(200);
  const url: string = res.json().url;
  return { url, sessionId: url.split('/').pop()! };
}

const confirm = (auth: Record<string, string>, bookingId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload: { bookingId } });

let eventCounter = 0;
function signedEvent(type: string, object: unknown, id = `evt_test_${++eventCounter}`) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-10-29', created: 1_800_000_000, data: { object } });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature, id };
}

const postWebhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

describe('Stripe Checkout', () => {
  it('creates a PKR session with the booking in metadata, return URLs and an idempotency key', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { url, sessionId } = await startCheckout(auth, booking.id);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const create = standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.form['metadata[bookingId]'] === booking.id)!;
    expect(create.form).toMatchObject({
      mode: 'payment',
      currency: 'pkr',
      client_reference_id: booking.id,
      'line_items[0][price_data][currency]': 'pkr',
      'line_items[0][price_data][unit_amount]': '1000000', // PKR 10,000 in paisa
      success_url: `http://localhost:3000/payment/success?booking_id=${booking.id}`,
      cancel_url: `http://localhost:3000/bookingDetails/${booking.id}`,
    });
    expect(create.idempotencyKey).toBe(`checkout:${booking.id}:1`);
    const [payment] = await paymentRows(t, booking.id);
    expect(payment).toMatchObject({ provider: 'stripe', providerSessionId: sessionId, amount: 10_000, currency: 'PKR', status: 'OPEN' });
    // A second click re-uses the open session.
    expect((await startCheckout(auth, booking.id)).sessionId).toBe(sessionId);
    expect(await paymentRows(t, booking.id)).toHaveLength(1);
  });

  it('confirm asks Stripe: unpaid confirms nothing, paid confirms the booking once', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { sessionId } = await startCheckout(auth, booking.id);
    expect((await confirm(auth, booking.id)).json().status).toBe('PENDING');
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    standIn.pay(sessionId);
    expect((await confirm(auth, booking.id)).json()).toEqual({ status: 'CONFIRMED', message: 'Your booking has been confirmed.' });
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
    expect((await paymentRows(t, booking.id))[0]).toMatchObject({ status: 'PAID', providerPaymentId: `pi_${sessionId.slice(3)}` });
  });
});

it('says so (502) when Stripe cannot answer, instead of failing as our own error', async () => {
  const { booking, auth } = await acceptedBooking(t);
  const { sessionId } = await startCheckout(auth, booking.id);
  standIn.sessions.delete(sessionId);
  const res = await confirm(auth, booking.id);
  expect(res.statusCode).toBe(502);
  expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
  expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
});

describe('Stripe webhook', () => {
  it('refuses a bad or missing signature with 400', async () => {
    const { payload } = signedEvent('checkout.session.completed', { id: 'cs_x' });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const bad = await postWebhook(payload, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid webhook signature' });
    expect((await postWebhook(payload)).statusCode).toBe(400);
    // A body changed after signing fails too.
    const { payload: original, signature } = signedEvent('checkout.session.completed', { id: 'cs_y' });
    expect((await postWebhook(original.replace('cs_y', 'cs_z'), signature)).statusCode).toBe(400);
  });

  it('checkout.session.completed confirms the booking, and a replayed event is processed once', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { sessionId } = await startCheckout(auth, booking.id);
    const session = standIn.pay(sessionId);
    const event = signedEvent('checkout.session.completed', session);
    const first = await postWebhook(event.payload, event.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'processed' });
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    const replay = await postWebhook(event.payload, stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: WEBHOOK_SECRET }));
    expect(replay.json()).toEqual({ received: true, result: 'duplicate' });
    // Another event for the same paid session changes nothing either.
    const again = signedEvent('checkout.session.async_payment_succeeded', session);
    expect((await postWebhook(again.payload, again.signature)).json().result).toBe('processed');
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(0);
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
  });

  it('acknowledges an event for an unknown booking without acting on it', async () => {
    const stray = { id: 'cs_test_never_made', object: 'checkout.session', status: 'complete', payment_status: 'paid', payment_intent: 'pi_stray', metadata: { bookingId: '00000000-0000-4000-8000-000000000000' } };
    const event = signedEvent('checkout.session.completed', stray);
    const res = await postWebhook(event.payload, event.signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'ignored' });
    expect((await postWebhook(event.payload, event.signature)).json().result).toBe('duplicate');
    const other = signedEvent('customer.created', { id: 'cus_1' });
    expect((await postWebhook(other.payload, other.signature)).json().result).toBe('ignored');
  });

  it('an expired session is recorded as EXPIRED and confirms nothing', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { sessionId } = await startCheckout(auth, booking.id);
    const session = standIn.sessions.get(sessionId)!;
    session.status = 'expired';
    const event = signedEvent('checkout.session.expired', session);
    expect((await postWebhook(event.payload, event.signature)).json().result).toBe('processed');
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('EXPIRED');
    expect((await confirm(auth, booking.id)).json().status).toBe('FAILED');
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });
});

describe('Stripe refunds', () => {
  it('a payment for a booking the vendor already completed is refunded, and the booking stays confirmed', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { sessionId } = await startCheckout(auth, booking.id);
    await t.ctx.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, booking.id));
    const session = standIn.pay(sessionId);
    const res = await confirm(auth, booking.id);
    expect(res.json()).toEqual({ status: 'CONFIRMED', message: expect.stringContaining('this payment has been refunded') });
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
  });


  it('a vendor cancelling a CONFIRMED, paid booking refunds it through Stripe', async () => {
    const { booking, auth, vendor } = await acceptedBooking(t);
    const { sessionId } = await startCheckout(auth, booking.id);
    const session = standIn.pay(sessionId);
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
    const refundedEvents: string[] = [];
    for (const name of BOOKING_EVENT_TYPES) {
      t.ctx.events.afterCommit(name, (e) => {
        if (e.bookingId === booking.id) refundedEvents.push(e.type);
      });
    }
    await t.ctx.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
      return applyTransition(t.ctx, tx, { booking: row!, action: 'cancel', party: 'VENDOR', actorId: vendor.id });
    });
    await paymentsSettled(t.ctx);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
    expect(refundedEvents).toEqual(['booking.cancelled', 'booking.refunded']);
    const refundCall = standIn.requests.find((r) => r.path === '/v1/refunds' && r.form.payment_intent === session.payment_intent);
    // The refund row's amount, in paisa, keyed per session and amount (decision 0015).
    expect(refundCall?.idempotencyKey).toBe(`refund:${sessionId}:10000`);
    expect(refundCall?.form.amount).toBe('1000000');
  });

  it('a payment that arrives after the booking was cancelled is refunded', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { sessionId } = await startCheckout(auth, booking.id);
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    const session = standIn.pay(sessionId);
    const event = signedEvent('checkout.session.completed', session);
    expect((await postWebhook(event.payload, event.signature)).json().result).toBe('processed');
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect((await confirm(auth, booking.id)).json()).toMatchObject({ status: 'FAILED', message: expect.stringContaining('refunded') });
  });

  it('cancelling an ACCEPTED booking paid at the hosted page but not yet confirmed refunds it through Stripe', async () => {
    const { booking, auth, token } = await acceptedBooking(t);
    const { sessionId } = await startCheckout(auth, booking.id);
    const session = standIn.pay(sessionId);
    // The payer closed the tab: no confirm, no webhook yet. The customer then cancels.
    const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/cancel`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    await paymentsSettled(t.ctx);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
  });

  it('the start-up sweep refunds an open attempt paid at Stripe for a cancelled booking', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { sessionId } = await startCheckout(auth, booking.id);
    const session = standIn.pay(sessionId);
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    expect(await enqueueStrandedRefunds(t.ctx)).toBeGreaterThanOrEqual(1);
    await t.ctx.jobs.drain(REFUND_QUEUE.name);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
  });
});
