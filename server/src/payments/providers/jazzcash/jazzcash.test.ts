// JazzCash page redirect, driven through the real adapter against a local stand-in that speaks
// its protocol (signed form, signed return post, Payment Inquiry, refund APIs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentManualRefunds } from '../../../db/schema.js';
import { JazzCashStandIn } from '../../../../test/payments/jazzcash-stand-in.js';
import { JAZZCASH_PATHS, jazzCashHash, jazzCashHashMatches } from './adapter.js';
import { refundPayment } from '../../settle.js';
import { acceptedBooking, bookingStatus, paymentRows, paymentsTestApp, paymentTransitions } from '../../test-support.js';

const CREDENTIALS = { merchantId: 'MC12345', password: 'stand1n-pass', integritySalt: 'salt-0123456789' };
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
const standIn = new JazzCashStandIn({ ...CREDENTIALS, now: () => t.clock.now() });

beforeAll(async () => {
  const url = await standIn.start();
  t = await paymentsTestApp({
    env: {
      PAYMENT_PROVIDERS: 'jazzcash,sandbox',
      JAZZCASH_MERCHANT_ID: CREDENTIALS.merchantId,
      JAZZCASH_PASSWORD: CREDENTIALS.password,
      JAZZCASH_INTEGRITY_SALT: CREDENTIALS.integritySalt,
      JAZZCASH_MPIN: '1234',
      JAZZCASH_BASE_URL: url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await standIn.stop();
});

type Form = { action: string; fields: Record<string, string> };

async function startJazzCash(auth: Record<string, string>, bookingId: string): Promise<Form> {
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/create-payment`, headers: auth, payload: { method: 'jazzcash' } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { url: string; form: Form };
  expect(body.url).toBe(body.form.action);
  // The browser posts the form to JazzCash's page: the stand-in accepts only a correct hash.
  const page = await fetch(body.form.action, { method: 'POST', body: new URLSearchParams(body.form.fields) });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pay with JazzCash');
  return body.form;
}

const postReturn = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/jazzcash/return',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function paidBooking(txnType: 'MWALLET' | 'MPAY' | 'OTC' = 'MWALLET') {
  const setup = await acceptedBooking(t);
  const form = await startJazzCash(setup.auth, setup.booking.id);
  const back = standIn.complete(form.fields.pp_TxnRefNo!, 'pay', txnType);
  expect((await postReturn(back.fields)).statusCode).toBe(303);
  expect(await bookingStatus(t, setup.booking.id)).toBe('CONFIRMED');
  return { ...setup, form, back };
}

describe('payment methods', () => {
  it('lists the enabled methods, the default first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'jazzcash', label: 'JazzCash' },
      { id: 'sandbox', label: 'Test card (sandbox)' },
    ]);
  });

  it.each(['stripe', 'paypal'])('refuses the method %s (unknown or disabled) with the list', async (method) => {
    const { booking, auth } = await acceptedBooking(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment`, headers: auth, payload: { method } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('jazzcash, sandbox');
    expect(await paymentRows(t, booking.id)).toHaveLength(0);
  });

  it('still pays with another enabled method (the sandbox) by its id', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/create-payment`, headers: auth, payload: { method: 'sandbox' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/\/checkout\/sandbox\/cs_sandbox_/);
    expect(res.json().form).toBeUndefined();
  });
});

describe('JazzCash checkout', () => {
  it('signs a form of pp_ fields: amount in paisa, unique reference per attempt, expiry, return URL', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const first = await startJazzCash(auth, booking.id);
    expect(first.action).toBe(`${standIn.url}${JAZZCASH_PATHS.page}`);
    expect(first.fields).toMatchObject({
      pp_Version: '1.1',
      pp_MerchantID: CREDENTIALS.merchantId,
      pp_Amount: '1000000', // PKR 10,000
      pp_TxnCurrency: 'PKR',
      pp_BillReference: booking.id.replace(/-/g, '').slice(0, 20),
      pp_ReturnURL: 'http://localhost:3000/api/payments/jazzcash/return',
    });
    expect(first.fields.pp_TxnRefNo).toMatch(/^T\d{14}[A-Z0-9]{5}$/);
    expect(first.fields.pp_TxnExpiryDateTime! > first.fields.pp_TxnDateTime!).toBe(true);
    expect(jazzCashHashMatches(first.fields, CREDENTIALS.integritySalt)).toBe(true);
    const second = await startJazzCash(auth, booking.id);
    expect(second.fields.pp_TxnRefNo).not.toBe(first.fields.pp_TxnRefNo);
    const rows = await paymentRows(t, booking.id);
    expect(rows.map((r) => r.provider)).toEqual(['jazzcash', 'jazzcash']);
  });

  it('pays: the signed return is verified, the inquiry asked, then the booking is CONFIRMED', async () => {
    const { booking, form } = await paidBooking();
    const [payment] = await paymentRows(t, booking.id);
    expect(payment).toMatchObject({ provider: 'jazzcash', providerSessionId: form.fields.pp_TxnRefNo, status: 'PAID', amount: 10_000 });
    expect(standIn.requests.some((r) => r.path === JAZZCASH_PATHS.inquiry && r.body.pp_TxnRefNo === form.fields.pp_TxnRefNo)).toBe(true);
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('redirects the paid return to the success page, which reports CONFIRMED', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startJazzCash(auth, booking.id);
    const res = await postReturn(standIn.complete(form.fields.pp_TxnRefNo!, 'pay').fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}&provider=jazzcash`);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload: { bookingId: booking.id } });
    expect(confirmed.json().status).toBe('CONFIRMED');
  });

  it.each([
    ['decline', 'failed', 'FAILED'],
    ['cancel', 'cancelled', 'CANCELLED'],
  ] as const)('%s: back to the booking with the reason, nothing confirmed', async (action, query, status) => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startJazzCash(auth, booking.id);
    const res = await postReturn(standIn.complete(form.fields.pp_TxnRefNo!, action).fields);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`http://localhost:3000/bookingDetails/${booking.id}?payment=${query}`);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    expect((await paymentRows(t, booking.id))[0]?.status).toBe(status);
  });

  it('expired: a page paid after its expiry comes back expired, nothing confirmed', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startJazzCash(auth, booking.id);
    t.clock.advanceMinutes(31);
    const back = standIn.complete(form.fields.pp_TxnRefNo!, 'pay');
    expect(back.fields.pp_ResponseCode).toBe('349');
    const res = await postReturn(back.fields);
    expect(res.headers.location).toBe(`http://localhost:3000/bookingDetails/${booking.id}?payment=expired`);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('EXPIRED');
  });

  it('forged hash: a declined return edited to say paid is refused (400), nothing confirmed', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startJazzCash(auth, booking.id);
    const back = standIn.complete(form.fields.pp_TxnRefNo!, 'decline');
    const res = await postReturn({ ...back.fields, pp_ResponseCode: '000' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    const signedWithAnotherSalt: Record<string, string> = { ...back.fields, pp_ResponseCode: '000' };
    signedWithAnotherSalt.pp_SecureHash = jazzCashHash(signedWithAnotherSalt, 'not-the-salt');
    expect((await postReturn(signedWithAnotherSalt)).statusCode).toBe(400);
    expect((await postReturn({ pp_TxnRefNo: form.fields.pp_TxnRefNo!, pp_ResponseCode: '000' })).statusCode).toBe(400);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('OPEN');
  });

  it('replayed callback: the same signed return twice takes effect once, the second is refused', async () => {
    const { booking, back } = await paidBooking();
    const again = await postReturn(back.fields);
    expect(again.statusCode).toBe(400);
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('amount mismatch: a correctly signed return for another amount is refused, nothing confirmed', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startJazzCash(auth, booking.id);
    const back = standIn.complete(form.fields.pp_TxnRefNo!, 'pay');
    const cheaper: Record<string, string> = { ...back.fields, pp_Amount: '100' };
    cheaper.pp_SecureHash = jazzCashHash(cheaper, CREDENTIALS.integritySalt);
    expect((await postReturn(cheaper)).statusCode).toBe(400);
    const otherBooking: Record<string, string> = { ...back.fields, pp_BillReference: 'ffffffffffffffffffff' };
    otherBooking.pp_SecureHash = jazzCashHash(otherBooking, CREDENTIALS.integritySalt);
    expect((await postReturn(otherBooking)).statusCode).toBe(400);
    const dollars: Record<string, string> = { ...back.fields, pp_TxnCurrency: 'USD' };
    dollars.pp_SecureHash = jazzCashHash(dollars, CREDENTIALS.integritySalt);
    expect((await postReturn(dollars)).statusCode).toBe(400);
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    // The genuine return still works afterwards.
    expect((await postReturn(back.fields)).statusCode).toBe(303);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
  });

  it('never trusts the return alone: paid per the return but not per the inquiry confirms nothing', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startJazzCash(auth, booking.id);
    const back = standIn.complete(form.fields.pp_TxnRefNo!, 'pay');
    standIn.inquiryOverride = '157';
    try {
      const res = await postReturn(back.fields);
      expect(res.statusCode).toBe(303);
      expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    } finally {
      standIn.inquiryOverride = null;
    }
  });

  it('JazzCash down at the return: nothing applied, the payer goes to the success page, the same return works later', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const form = await startJazzCash(auth, booking.id);
    const back = standIn.complete(form.fields.pp_TxnRefNo!, 'pay');
    standIn.inquiryDown = true;
    try {
      const res = await postReturn(back.fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}&provider=jazzcash`);
      expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    } finally {
      standIn.inquiryDown = false;
    }
    expect((await postReturn(back.fields)).statusCode).toBe(303);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
  });
});

describe('JazzCash refunds', () => {
  it('refunds a wallet payment through the wallet refund API, in full', async () => {
    const { booking } = await paidBooking('MWALLET');
    const [payment] = await paymentRows(t, booking.id);
    expect(await refundPayment(t.ctx, payment!.id)).toBe(true);
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('REFUNDED');
    expect(standIn.refunds.at(-1)).toEqual({ txnRef: payment!.providerSessionId, paisa: 1_000_000, path: JAZZCASH_PATHS.walletRefund });
  });

  it('refunds part of a card payment through the card refund API (amount in paisa)', async () => {
    const { booking } = await paidBooking('MPAY');
    const [payment] = await paymentRows(t, booking.id);
    await t.ctx.paymentProviders.get('jazzcash')!.refund(payment!.providerSessionId, 2_500);
    expect(standIn.refunds.at(-1)).toEqual({ txnRef: payment!.providerSessionId, paisa: 250_000, path: JAZZCASH_PATHS.cardRefund });
    // More than is left is refused by JazzCash and fails loudly (the refund queue retries/alerts).
    await expect(t.ctx.paymentProviders.get('jazzcash')!.refund(payment!.providerSessionId, 9_000)).rejects.toThrow(/refused/);
  });

  it('records a voucher (over the counter) payment for an admin to refund', async () => {
    const { booking } = await paidBooking('OTC');
    const [payment] = await paymentRows(t, booking.id);
    const before = standIn.refunds.length;
    expect(await refundPayment(t.ctx, payment!.id)).toBe(true);
    expect(standIn.refunds).toHaveLength(before);
    const [manual] = await t.ctx.db.select().from(paymentManualRefunds).where(eq(paymentManualRefunds.paymentId, payment!.id));
    expect(manual).toMatchObject({ provider: 'jazzcash', amount: 10_000, settledAt: null });
  });
});

describe('JazzCash Payment Inquiry: the completed answer (pp_PaymentResponseCode 121, pp_Status Completed)', () => {
  const confirm = (auth: Record<string, string>, bookingId: string) =>
    t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload: { bookingId } });

  it('is paid: a payer who closed the tab after paying is confirmed by the inquiry alone, and can be refunded', async () => {
    standIn.paidAnswer = '121';
    try {
      const { booking, auth } = await acceptedBooking(t);
      const form = await startJazzCash(auth, booking.id);
      standIn.complete(form.fields.pp_TxnRefNo!, 'pay', 'MPAY');
      const res = await confirm(auth, booking.id);
      expect(res.json().status).toBe('CONFIRMED');
      expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
      const [payment] = await paymentRows(t, booking.id);
      expect(payment?.status).toBe('PAID');
      expect(await refundPayment(t.ctx, payment!.id)).toBe(true);
      expect(standIn.refunds.at(-1)).toEqual({ txnRef: form.fields.pp_TxnRefNo, paisa: 1_000_000, path: JAZZCASH_PATHS.cardRefund });
    } finally {
      standIn.paidAnswer = '000';
    }
  });

  it('is paid after the signed return too', async () => {
    standIn.paidAnswer = '121';
    try {
      const { booking, auth } = await acceptedBooking(t);
      const form = await startJazzCash(auth, booking.id);
      const res = await postReturn(standIn.complete(form.fields.pp_TxnRefNo!, 'pay').fields);
      expect(res.headers.location).toBe(`http://localhost:3000/payment/success?booking_id=${booking.id}&provider=jazzcash`);
      expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
      expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
    } finally {
      standIn.paidAnswer = '000';
    }
  });

  it('121 without pp_Status Completed is not paid, and not a failure either: the attempt stays open', async () => {
    const { booking, auth } = await acceptedBooking(t);
    await startJazzCash(auth, booking.id);
    standIn.inquiryOverride = '121';
    try {
      expect((await confirm(auth, booking.id)).json().status).toBe('PENDING');
    } finally {
      standIn.inquiryOverride = null;
    }
    expect(await bookingStatus(t, booking.id)).toBe('ACCEPTED');
    expect((await paymentRows(t, booking.id))[0]?.status).toBe('OPEN');
  });
});
