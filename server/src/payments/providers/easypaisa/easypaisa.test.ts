// Easypaisa hosted checkout, driven through the real adapter against a local stand-in that speaks
// its protocol (encrypted request, return to postBackURL, Inquire Transaction).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentManualRefunds } from '../../../db/schema.js';
import { EasypaisaStandIn } from '../../../../test/payments/easypaisa-stand-in.js';
import { EASYPAISA_PATHS, easypaisaSignature } from './adapter.js';
import { refundPayment } from '../../settle.js';
import { bearer } from '../../../../test/harness.js';
import { acceptedBooking, bookingStatus, paymentRows, paymentsTestApp, paymentTransitions } from '../../test-support.js';

const STORE = { storeId: '43210', hashKey: 'HASHKEY123456789', username: 'rentwheels', password: 'api-pass' };
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
const standIn = new EasypaisaStandIn({ ...STORE, now: () => t.clock.now() });

beforeAll(async () => {
  const url = await standIn.start();
  t = await paymentsTestApp({
    env: {
      PAYMENT_PROVIDERS: 'easypaisa',
      EASYPAISA_STORE_ID: STORE.storeId,
      EASYPAISA_HASH_KEY: STORE.hashKey,
      EASYPAISA_USERNAME: STORE.username,
      EASYPAISA_PASSWORD: STORE.password,
      EASYPAISA_BASE_URL: url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await standIn.stop();
});

type Form = { action: string; fields: Record<string, string> };

async function startEasypaisa(auth: Record<string, string>, bookingId: string): Promise<Form> {
  // No method: the first enabled one, Easypaisa here.
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/create-payment`, headers: auth });
  expect(res.statusCode).toBe(200);
  const { form } = res.json() as { form: Form };
  const page = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  expect(page.status).toBe(200);
  return form;
}

/** The browser following Easypay's redirect back to our postBackURL. */
const followReturn = (returnUrl: string) => {
  const url = new URL(returnUrl);
  return t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};

describe('Easypaisa checkout', () => {
  it('posts an encrypted request the page accepts; a tampered amount is refused by the page', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    expect(form.action).toBe(`${standIn.url}${EASYPAISA_PATHS.page}`);
    expect(form.fields).toMatchObject({ storeId: STORE.storeId, amount: '10000.0', autoRedirect: '1' });
    expect(form.fields.orderRefNum).toMatch(/^E\d{14}[A-Z0-9]{5}$/);
    expect(form.fields.expiryDate).toMatch(/^\d{8} \d{6}$/);
    const tampered = await fetch(form.action, { method: 'POST', body: new URLSearchParams({ ...form.fields, amount: '1.0' }) });
    expect(tampered.status).toBe(400);
  });

  it('pays: the signed return triggers an inquiry, then the booking is CONFIRMED', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    const res = await followReturn(standIn.complete(form.fields.orderRefNum!, 'pay'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}&provider=easypaisa`);
    expect(standIn.inquiries).toContain(form.fields.orderRefNum);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    expect((await paymentRows(t, booking.id))[0]).toMatchObject({ provider: 'easypaisa', status: 'PAID', amount: 10_000 });
  });

  // The attempt takes Easypaisa's word (its inquiry calls a cancelled order FAILED); the payer is
  // shown the reason the return gave.
  it.each([
    ['decline', 'failed', 'FAILED'],
    ['cancel', 'cancelled', 'FAILED'],
  ] as const)('%s: back to the booking with the reason, nothing confirmed', async (action, query, status) => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    const res = await followReturn(standIn.complete(form.fields.orderRefNum!, action));
    expect(res.headers.location).toBe(`http://localhost:3000/bookingDetails/${booking.id}?payment=${query}`);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    expect((await paymentRows(t, booking.id))[0]?.status).toBe(status);
  });

  it('expired: paying after the expiry date comes back expired', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    t.clock.advanceMinutes(31);
    const res = await followReturn(standIn.complete(form.fields.orderRefNum!, 'pay'));
    expect(res.headers.location).toBe(`http://localhost:3000/bookingDetails/${booking.id}?payment=expired`);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('EXPIRED');
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('forged signature: a return not signed by us (or for another order) is refused, nothing confirmed', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    const ref = form.fields.orderRefNum!;
    standIn.complete(ref, 'pay');
    const forged = await t.app.inject({ method: 'GET', url: `/api/payments/easypaisa/return?ref=${ref}&sig=${'0'.repeat(64)}&orderRefNumber=${ref}&status=0000` });
    expect(forged.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/payments/easypaisa/return?ref=${ref}&sig=${easypaisaSignature(ref, STORE.hashKey)}&orderRefNumber=E00000000000000XXXXX&status=0000`,
    });
    expect(other.statusCode).toBe(400);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('replayed: the same return twice takes effect once, the second is refused', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    const back = standIn.complete(form.fields.orderRefNum!, 'pay');
    expect((await followReturn(back)).statusCode).toBe(303);
    expect((await followReturn(back)).statusCode).toBe(400);
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('amount mismatch: Easypaisa saying another amount was paid confirms nothing (400)', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    const back = standIn.complete(form.fields.orderRefNum!, 'pay');
    standIn.amountOverride = 10;
    try {
      expect((await followReturn(back)).statusCode).toBe(400);
    } finally {
      standIn.amountOverride = null;
    }
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('the payment notification (server to server) confirms too, verified the same way', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    const back = new URL(standIn.complete(form.fields.orderRefNum!, 'pay'));
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/easypaisa/notify', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: back.search.slice(1) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'paid' });
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    const forged = await t.app.inject({ method: 'POST', url: '/api/payments/easypaisa/notify', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: back.search.slice(1).replace(/sig=[0-9a-f]+/, 'sig=00') });
    expect(forged.statusCode).toBe(400);
  });

  it('the payment notification (IPN) confirms only after the inquiry says paid, and only once', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    const ref = form.fields.orderRefNum!;
    const ipn = (address: string) => t.app.inject({ method: 'GET', url: `/api/payments/easypaisa/notify?url=${encodeURIComponent(address)}` });
    // Before the payer has paid, a notification (real or forged) makes us ask, and nothing moves.
    const early = await ipn(standIn.notificationAddress(ref));
    expect(early.json()).toEqual({ received: true, result: 'pending' });
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    // The payer closes the tab after paying: the notification alone confirms the booking.
    standIn.complete(ref, 'pay');
    const inquiriesBefore = standIn.inquiries.length;
    const res = await ipn(standIn.notificationAddress(ref));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'paid' });
    expect(standIn.inquiries.length).toBe(inquiriesBefore + 1);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    // Sent again: refused as a replay, applied once.
    expect((await ipn(standIn.notificationAddress(ref))).statusCode).toBe(400);
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
    // The payer's browser coming back afterwards still lands on the success page.
    const back = await followReturn(standIn.complete(ref, 'pay'));
    expect(back.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}&provider=easypaisa`);
  });

  it('a notification pointing anywhere but Easypay, or without an order, is refused and fetches nothing', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    const ref = form.fields.orderRefNum!;
    standIn.complete(ref, 'pay');
    const inquiriesBefore = standIn.inquiries.length;
    for (const address of [`http://169.254.169.254/latest/${ref}`, `${standIn.url}.evil.example/ipn/${ref}`, `${standIn.url}/easypay-service/ipn/`, 'not a url', `${standIn.url}/ipn/${ref}%00`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/payments/easypaisa/notify?url=${encodeURIComponent(address)}` });
      expect(res.statusCode, address).toBe(400);
      expect(res.json().code).toBe('CALLBACK_BAD_SIGNATURE');
    }
    expect(standIn.inquiries.length).toBe(inquiriesBefore);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
  });

  it('refund: Easypaisa has no refund API, so it is recorded for an admin', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    await followReturn(standIn.complete(form.fields.orderRefNum!, 'pay'));
    const [payment] = await paymentRows(t, booking.id);
    expect(await refundPayment(t.ctx, payment!.id)).toBe(true);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
    const [manual] = await t.ctx.db.select().from(paymentManualRefunds).where(eq(paymentManualRefunds.paymentId, payment!.id));
    expect(manual).toMatchObject({ provider: 'easypaisa', amount: 10_000 });

    // Admins see it, give the money back in the portal, and mark it settled (once).
    const admin = bearer(await t.f.token(await t.f.admin()));
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/payments/manual-refunds?open=true', headers: admin });
    expect(list.json()).toContainEqual(expect.objectContaining({ paymentId: payment!.id, bookingId: booking.id, provider: 'easypaisa', amount: 10_000, settledAt: null }));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments/manual-refunds', headers: auth })).statusCode).toBe(403);
    const settled = await t.app.inject({ method: 'POST', url: `/api/admin/payments/manual-refunds/${payment!.id}/settle`, headers: admin });
    expect(settled.statusCode).toBe(200);
    const settledAt = settled.json().settledAt;
    expect(settledAt).toBe(t.clock.now().toISOString());
    t.clock.advanceMinutes(5);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/payments/manual-refunds/${payment!.id}/settle`, headers: admin })).json().settledAt).toBe(settledAt);
    const open = await t.app.inject({ method: 'GET', url: '/api/admin/payments/manual-refunds?open=true', headers: admin });
    expect(open.json().some((r: { paymentId: string }) => r.paymentId === payment!.id)).toBe(false);
    const unknown = await t.app.inject({ method: 'POST', url: `/api/admin/payments/manual-refunds/${booking.id}/settle`, headers: admin });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the status on Easypay’s return is not signed: only the inquiry moves an attempt', () => {
  /** Our signed return URL for the order, with a status of the caller's choosing. */
  const returnWith = (form: Form, status: string) => {
    const url = new URL(form.fields.postBackURL!);
    url.searchParams.set('orderRefNumber', form.fields.orderRefNum!);
    url.searchParams.set('status', status);
    return url.toString();
  };

  it('a failed, cancelled or expired status while Easypaisa says pending fails nothing; the payer can still pay', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    for (const status of ['0001', '0002', '0003']) {
      const res = await followReturn(returnWith(form, status));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}&provider=easypaisa`);
    }
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('OPEN');
    expect((await followReturn(standIn.complete(form.fields.orderRefNum!, 'pay'))).statusCode).toBe(303);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
  });

  it('a failed status on the return of an order Easypaisa says is paid confirms the booking', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startEasypaisa(auth, booking.id);
    standIn.complete(form.fields.orderRefNum!, 'pay');
    const res = await followReturn(returnWith(form, '0001'));
    expect(res.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}&provider=easypaisa`);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('PAID');
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });
});
