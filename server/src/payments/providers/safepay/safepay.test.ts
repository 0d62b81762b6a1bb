// Safepay hosted checkout, driven through the real adapter against a local stand-in of its API
// (tracker, hosted page, signed return, signed webhooks, tracker inquiry, refunds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { SafepayStandIn } from '../../../../test/payments/safepay-stand-in.js';
import { refundPayment } from '../../settle.js';
import { acceptedBooking, bookingStatus, paymentRows, paymentsTestApp, paymentTransitions } from '../../test-support.js';

const KEYS = { apiKey: 'sec_test_key', secretKey: 'v1-secret', webhookSecret: 'webhook-secret' };
const standIn = new SafepayStandIn(KEYS);
let t: Awaited<ReturnType<typeof paymentsTestApp>>;

beforeAll(async () => {
  const url = await standIn.start();
  t = await paymentsTestApp({
    env: {
      PAYMENT_PROVIDERS: 'safepay,jazzcash',
      SAFEPAY_API_KEY: KEYS.apiKey,
      SAFEPAY_SECRET_KEY: KEYS.secretKey,
      SAFEPAY_WEBHOOK_SECRET: KEYS.webhookSecret,
      SAFEPAY_API_URL: url,
      SAFEPAY_CHECKOUT_URL: `${url}/checkout`,
      JAZZCASH_MERCHANT_ID: 'MC1',
      JAZZCASH_PASSWORD: 'p',
      JAZZCASH_INTEGRITY_SALT: 's',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await standIn.stop();
});

async function startSafepay(auth: Record<string, string>, bookingId: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/create-payment`, headers: auth, payload: { method: 'safepay' } });
  expect(res.statusCode).toBe(200);
  const { url, form } = res.json() as { url: string; form?: unknown };
  expect(form).toBeUndefined();
  // The payer opens the hosted page.
  expect((await fetch(url)).status).toBe(200);
  return { url, tracker: new URL(url).searchParams.get('beacon')! };
}

const postReturn = (fields: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/safepay/return', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

const postWebhook = (body: string, signature: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/safepay/notify', headers: { 'content-type': 'application/json', 'x-sfpy-signature': signature }, payload: body });

const confirm = (auth: Record<string, string>, bookingId: string) =>
  t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload: { bookingId } });

describe('Safepay checkout', () => {
  it('creates a tracker in paisa and a checkout URL with the booking as order id and our URLs', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { url, tracker } = await startSafepay(auth, booking.id);
    const query = new URL(url).searchParams;
    expect(query.get('order_id')).toBe(booking.id);
    expect(query.get('redirect_url')).toBe('http://localhost:3000/api/payments/safepay/return');
    expect(query.get('cancel_url')).toBe(`http://localhost:3000/bookingDetails/${booking.id}?payment=cancelled`);
    expect(standIn.trackers.get(tracker)).toMatchObject({ amount: 1_000_000, currency: 'PKR' });
    expect((await paymentRows(t, booking.id))[0]).toMatchObject({ provider: 'safepay', providerSessionId: tracker });
  });

  it('pays: the signed return is verified, the tracker asked, then the booking is CONFIRMED', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    const res = await postReturn(standIn.pay(tracker));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}&provider=safepay`);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    expect(standIn.requests.some((r) => r.path === `/reporter/api/v1/payments/${tracker}`)).toBe(true);
  });

  it('the webhook confirms too, once; a replay and a forged signature are refused', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    standIn.pay(tracker);
    const hook = standIn.webhook('payment:created', tracker);
    expect((await postWebhook(hook.body, hook.signature)).json()).toEqual({ received: true, result: 'paid' });
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    expect((await postWebhook(hook.body, hook.signature)).statusCode).toBe(400);
    const forged = hook.body.replace(/"amount":\d+/, '"amount":100');
    expect((await postWebhook(forged, hook.signature)).statusCode).toBe(400);
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('declined: the failure webhook marks the attempt FAILED, nothing confirmed', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    standIn.decline(tracker);
    const hook = standIn.webhook('payment:failed', tracker);
    expect((await postWebhook(hook.body, hook.signature)).statusCode).toBe(200);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('FAILED');
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('cancelled or expired: the success page asks Safepay and confirms nothing', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    expect((await confirm(auth, booking.id)).json().status).toBe('PENDING');
    standIn.expire(tracker);
    expect((await confirm(auth, booking.id)).json().status).toBe('FAILED');
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('EXPIRED');
  });

  it('forged return: a wrong sig is refused (400), nothing confirmed', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    const fields = standIn.pay(tracker);
    const otherSig = createHmac('sha256', 'not-the-secret').update(tracker).digest('hex');
    expect((await postReturn({ ...fields, sig: otherSig })).statusCode).toBe(400);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('replayed return is refused the second time', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    const fields = standIn.pay(tracker);
    expect((await postReturn(fields)).statusCode).toBe(303);
    expect((await postReturn(fields)).statusCode).toBe(400);
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('amount mismatch: a tracker paid for another amount confirms nothing', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    standIn.trackers.get(tracker)!.amount = 100;
    expect((await postReturn(standIn.pay(tracker))).statusCode).toBe(400);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('a return for another booking (order id) is refused', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    const fields = standIn.pay(tracker);
    expect((await postReturn({ ...fields, order_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('refunds through the API, in full and in part (paisa)', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const { tracker } = await startSafepay(auth, booking.id);
    await postReturn(standIn.pay(tracker));
    await t.ctx.paymentProviders.get('safepay')!.refund(tracker, 1_000);
    expect(standIn.trackers.get(tracker)!.refunded).toBe(100_000);
    const [payment] = await paymentRows(t, booking.id);
    expect(await refundPayment(t.ctx, payment!.id)).toBe(true);
    expect(standIn.trackers.get(tracker)).toMatchObject({ refunded: 1_000_000, state: 'TRACKER_REFUNDED' });
  });
});
