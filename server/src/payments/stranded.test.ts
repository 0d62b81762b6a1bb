// Money stranded at the redirect providers (issue 37): a JazzCash or Easypaisa page stays payable
// at the provider until it expires there, whatever a second "Pay" click or a status nobody signed
// told us. Driven through the real adapters against the stand-ins; every payment the provider
// took either confirms the booking once or goes back once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, paymentManualRefunds, payments } from '../db/schema.js';
import { expireWaitingBookings } from '../bookings/index.js';
import { EasypaisaStandIn } from '../../test/payments/easypaisa-stand-in.js';
import { JazzCashStandIn } from '../../test/payments/jazzcash-stand-in.js';
import { paymentsSettled } from './subscriber.js';
import { acceptedBooking, bookingStatus, paymentsTestApp, paymentTransitions } from './test-support.js';

const JAZZ = { merchantId: 'MC777', password: 'jc-pass', integritySalt: 'salt-stranded-01' };
const STORE = { storeId: '55501', hashKey: 'HASHKEYSTRANDED1', username: 'rentwheels', password: 'ep-pass' };
let t: Awaited<ReturnType<typeof paymentsTestApp>>;
const jazz = new JazzCashStandIn({ ...JAZZ, now: () => t.clock.now() });
const easy = new EasypaisaStandIn({ ...STORE, now: () => t.clock.now() });

beforeAll(async () => {
  const [jazzUrl, easyUrl] = [await jazz.start(), await easy.start()];
  t = await paymentsTestApp({
    env: {
      PAYMENT_PROVIDERS: 'jazzcash,easypaisa',
      JAZZCASH_MERCHANT_ID: JAZZ.merchantId,
      JAZZCASH_PASSWORD: JAZZ.password,
      JAZZCASH_INTEGRITY_SALT: JAZZ.integritySalt,
      JAZZCASH_MPIN: '1234',
      JAZZCASH_BASE_URL: jazzUrl,
      EASYPAISA_STORE_ID: STORE.storeId,
      EASYPAISA_HASH_KEY: STORE.hashKey,
      EASYPAISA_USERNAME: STORE.username,
      EASYPAISA_PASSWORD: STORE.password,
      EASYPAISA_BASE_URL: easyUrl,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await jazz.stop();
  await easy.stop();
});

type Auth = Record<string, string>;

interface Provider {
  method: 'jazzcash' | 'easypaisa';
  /** Press Pay and post the signed form to the provider's page; answers the attempt's reference. */
  start(auth: Auth, bookingId: string): Promise<string>;
  /** The payer pays on that page and closes the tab (nothing comes back to us). */
  pay(ref: string): void;
  /** Rupees the provider was asked to give back for that attempt (Easypaisa: recorded for an admin). */
  refunded(ref: string): Promise<number>;
}

const createPayment = (auth: Auth, bookingId: string, method: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/create-payment`, headers: auth, payload: { method } });

async function postForm(auth: Auth, bookingId: string, method: string) {
  const res = await createPayment(auth, bookingId, method);
  expect(res.statusCode).toBe(200);
  const { form } = res.json() as { form: { action: string; fields: Record<string, string> } };
  const page = await fetch(form.action, { method: 'POST', body: new URLSearchParams(form.fields) });
  expect(page.status).toBe(200);
  return form.fields;
}

const rowOf = async (ref: string) => (await t.ctx.db.select().from(payments).where(eq(payments.providerSessionId, ref)))[0]!;

const PROVIDERS: Provider[] = [
  {
    method: 'jazzcash',
    start: async (auth, bookingId) => (await postForm(auth, bookingId, 'jazzcash')).pp_TxnRefNo!,
    pay: (ref) => void jazz.complete(ref, 'pay', 'MPAY'),
    refunded: async (ref) => jazz.refunds.filter((r) => r.txnRef === ref).reduce((s, r) => s + r.paisa / 100, 0),
  },
  {
    method: 'easypaisa',
    start: async (auth, bookingId) => (await postForm(auth, bookingId, 'easypaisa')).orderRefNum!,
    pay: (ref) => void easy.complete(ref, 'pay'),
    refunded: async (ref) => {
      const rows = await t.ctx.db.select().from(paymentManualRefunds).where(eq(paymentManualRefunds.paymentId, (await rowOf(ref)).id));
      return rows.reduce((s, r) => s + r.amount, 0);
    },
  },
];

const confirm = (auth: Auth, bookingId: string) => t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload: { bookingId } });
const cancel = (auth: Auth, bookingId: string) => t.app.inject({ method: 'PUT', url: `/api/bookings/${bookingId}/cancel`, headers: auth });
const nightlySweep = async () => {
  await t.ctx.jobs.send('maintenance.cleanup', {});
  await t.ctx.jobs.drain('maintenance.cleanup');
};

describe.each(PROVIDERS)('$method: a page superseded by a second Pay click', (p) => {
  it('stays open; when the first tab pays and is closed, confirm confirms the booking once', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const first = await p.start(auth, booking.id);
    const second = await p.start(auth, booking.id);
    expect((await rowOf(first)).status).toBe('OPEN');
    p.pay(first);
    const res = await confirm(auth, booking.id);
    expect(res.json().status).toBe('CONFIRMED');
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    expect([(await rowOf(first)).status, (await rowOf(second)).status]).toEqual(['PAID', 'OPEN']);
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('both tabs pay: the booking is confirmed once, one payment goes back, and asking again changes nothing', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const refs = [await p.start(auth, booking.id), await p.start(auth, booking.id)];
    refs.forEach((ref) => p.pay(ref));
    const res = await confirm(auth, booking.id);
    expect(res.json().status).toBe('CONFIRMED');
    const statuses = async () => (await Promise.all(refs.map(rowOf))).map((r) => r.status).sort();
    expect(await statuses()).toEqual(['PAID', 'REFUNDED']);
    const refunded = async () => (await Promise.all(refs.map((ref) => p.refunded(ref)))).sort((a, b) => a - b);
    expect(await refunded()).toEqual([0, 10_000]);
    // Every later question gets the same answers and applies nothing twice.
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
    await nightlySweep();
    await paymentsSettled(t.ctx);
    expect(await statuses()).toEqual(['PAID', 'REFUNDED']);
    expect(await refunded()).toEqual([0, 10_000]);
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('cancelling the booking after the first tab paid gives that payment back', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const first = await p.start(auth, booking.id);
    await p.start(auth, booking.id);
    p.pay(first);
    expect((await cancel(auth, booking.id)).statusCode).toBe(200);
    await paymentsSettled(t.ctx);
    expect((await rowOf(first)).status).toBe('REFUNDED');
    expect(await p.refunded(first)).toBe(10_000);
    expect((await confirm(auth, booking.id)).json().status).toBe('FAILED');
    expect(await p.refunded(first)).toBe(10_000);
  });

  it('cancelling a CONFIRMED booking also gives back a second payment nobody had confirmed', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const first = await p.start(auth, booking.id);
    const second = await p.start(auth, booking.id);
    p.pay(second);
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
    p.pay(first);
    expect((await cancel(auth, booking.id)).statusCode).toBe(200);
    await paymentsSettled(t.ctx);
    expect((await rowOf(first)).status).toBe('REFUNDED');
    expect(await p.refunded(first)).toBe(10_000);
  });

  it('a booking that expires unconfirmed gives back a payment its first tab made', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const first = await p.start(auth, booking.id);
    await p.start(auth, booking.id);
    p.pay(first);
    await t.ctx.db.update(bookings).set({ expiresAt: '2029-11-30 00:00:00' }).where(eq(bookings.id, booking.id));
    expect(await expireWaitingBookings(t.ctx)).toBeGreaterThanOrEqual(1);
    await paymentsSettled(t.ctx);
    expect(await bookingStatus(t, booking.id)).toBe('EXPIRED');
    expect((await rowOf(first)).status).toBe('REFUNDED');
    expect(await p.refunded(first)).toBe(10_000);
  });
});

describe.each(PROVIDERS)('$method: attempts we recorded as closed are still asked about', (p) => {
  // As a second click marked the first attempt before this rule (or a status nobody signed did).
  const closeByHand = async (ref: string) => t.ctx.db.update(payments).set({ status: 'CANCELLED' }).where(eq(payments.providerSessionId, ref));

  it('confirm finds the payment of an attempt recorded as cancelled', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const first = await p.start(auth, booking.id);
    await closeByHand(first);
    p.pay(first);
    expect((await confirm(auth, booking.id)).json().status).toBe('CONFIRMED');
    expect((await rowOf(first)).status).toBe('PAID');
    expect(await paymentTransitions(t, booking.id)).toHaveLength(1);
  });

  it('the nightly sweep gives back the payment of such an attempt of a cancelled booking, once', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const first = await p.start(auth, booking.id);
    await closeByHand(first);
    p.pay(first);
    // Cancelled while that attempt was thought closed: nobody asked about it then.
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    await nightlySweep();
    await paymentsSettled(t.ctx);
    expect((await rowOf(first)).status).toBe('REFUNDED');
    expect(await p.refunded(first)).toBe(10_000);
    await nightlySweep();
    expect(await p.refunded(first)).toBe(10_000);
  });
});

describe('asking about closed attempts is best effort', () => {
  it('JazzCash down while confirm asks about a closed attempt: the answer stands, no error', async () => {
    const { booking, auth } = await acceptedBooking(t);
    const ref = await PROVIDERS[0]!.start(auth, booking.id);
    await t.ctx.db.update(payments).set({ status: 'FAILED' }).where(eq(payments.providerSessionId, ref));
    jazz.inquiryDown = true;
    try {
      const res = await confirm(auth, booking.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('FAILED');
    } finally {
      jazz.inquiryDown = false;
    }
  });
});

describe('open pages per booking', () => {
  it('at most five pages of one method are open at once; one that expired at the provider frees its place', async () => {
    const { booking, auth } = await acceptedBooking(t);
    for (let i = 0; i < 5; i++) await PROVIDERS[0]!.start(auth, booking.id);
    const sixth = await createPayment(auth, booking.id, 'jazzcash');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('PAYMENT_ATTEMPTS_OPEN');
    // Another method has its own pages.
    expect((await createPayment(auth, booking.id, 'easypaisa')).statusCode).toBe(200);
    t.clock.advanceMinutes(31);
    expect((await createPayment(auth, booking.id, 'jazzcash')).statusCode).toBe(200);
  });
});
