// Refunds on the job queue: a vendor cancelling a paid, CONFIRMED booking writes the refund job in
// the cancelling transaction; while the provider fails, the job waits with back-off; once the
// provider confirms, the payment is REFUNDED and the customer is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookings, notifications } from '../db/schema.js';
import { applyTransition } from '../bookings/index.js';
import { paymentsSettled } from './subscriber.js';
import { REFUND_QUEUE } from './refund-queue.js';
import { acceptedBooking, paymentRows, paymentsTestApp } from './test-support.js';

type T = Awaited<ReturnType<typeof paymentsTestApp>>;
let t: T;
let providerDown = false;

beforeAll(async () => {
  t = await paymentsTestApp();
  const provider = t.ctx.payments;
  const refund = provider.refund.bind(provider);
  provider.refund = async (sessionId) => {
    if (providerDown) throw new Error('provider unavailable');
    await refund(sessionId);
  };
});
afterAll(async () => {
  await t.close();
});

async function paidConfirmedBooking() {
  const setup = await acceptedBooking(t);
  const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${setup.booking.id}/create-payment`, headers: setup.auth });
  const path = new URL(res.json().url).pathname;
  await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' }).toString(),
  });
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: setup.auth, payload: { bookingId: setup.booking.id } });
  expect(confirmed.json().status).toBe('CONFIRMED');
  return setup;
}

const cancelAsVendor = (bookingId: string, vendorId: string, rollBack = false) =>
  t.ctx.transaction(async (tx) => {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    const result = await applyTransition(t.ctx, tx, { booking: row!, action: 'cancel', party: 'VENDOR', actorId: vendorId });
    if (rollBack) throw new Error('rolled back');
    return result;
  });

const refundJobs = (paymentId: string) =>
  t.ctx.database.query<{ id: string; state: string; wait: number }>(
    `SELECT id::text AS id, state::text AS state, extract(epoch FROM start_after - now())::float8 AS wait FROM pgboss.job WHERE name = $1 AND data->>'paymentId' = $2`,
    [REFUND_QUEUE.name, paymentId],
  );

describe('refunds on the job queue', () => {
  it('a cancellation that rolls back leaves no refund job', async () => {
    const { booking, vendor } = await paidConfirmedBooking();
    await expect(cancelAsVendor(booking.id, vendor.id, true)).rejects.toThrow('rolled back');
    const [payment] = await paymentRows(t, booking.id);
    expect(await refundJobs(payment!.id)).toEqual([]);
    expect(payment!.status).toBe('PAID');
  });

  it('a refund the provider refuses is retried with back-off until it confirms, then the customer is told', async () => {
    const { booking, vendor, customer } = await paidConfirmedBooking();
    providerDown = true;
    await cancelAsVendor(booking.id, vendor.id);
    await paymentsSettled(t.ctx);

    const [payment] = await paymentRows(t, booking.id);
    expect(payment!.status).toBe('PAID');
    const [job] = await refundJobs(payment!.id);
    expect(job).toMatchObject({ state: 'retry' });
    expect(job!.wait).toBeGreaterThan(REFUND_QUEUE.retryDelay - 5);
    const told = () =>
      t.ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, customer.id), eq(notifications.bookingId, booking.id), eq(notifications.kind, 'booking.refunded')));
    expect(await told()).toHaveLength(0);

    providerDown = false;
    // Stand in for the back-off delay passing rather than waiting for it.
    await t.ctx.database.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [job!.id]);
    await t.ctx.jobs.drain(REFUND_QUEUE.name);

    expect((await paymentRows(t, booking.id))[0]!.status).toBe('REFUNDED');
    expect((await refundJobs(payment!.id))[0]!.state).toBe('completed');
    expect(await told()).toHaveLength(1);
  });
});
