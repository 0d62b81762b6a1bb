// Refunds on the job queue: a vendor cancelling a paid, CONFIRMED booking enqueues one refund job
// per PAID payment inside the cancelling transaction, so money moves only for a cancellation that
// committed, and never is forgotten for one that did. The job is retried with back-off until the
// provider confirms; then the payment is REFUNDED and `booking.refunded` tells the booking's
// parties (notification and mail).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { payments } from '../db/schema.js';
import type { QueueSpec } from '../jobs/queue.js';
import { refundPayment } from './settle.js';

/** Up to 16 attempts, 30 s then doubling back-off: days of provider trouble before a dead letter. */
export const REFUND_QUEUE: QueueSpec = { name: 'payments.refund', retryLimit: 15, retryDelay: 30, retryBackoff: true };

export interface RefundJob {
  paymentId: string;
}

/** Enqueues refunds of every PAID payment of a booking, in the transaction `tx`. */
export async function enqueueBookingRefunds(ctx: AppContext, bookingId: string, tx: DbOrTx): Promise<number> {
  const paid = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'PAID')));
  for (const p of paid) await ctx.jobs.send<RefundJob>(REFUND_QUEUE.name, { paymentId: p.id }, tx, { singletonKey: `refund:${p.id}` });
  return paid.length;
}

/**
 * The refund job's handler. Idempotent: `refundPayment` does nothing for a payment that is no
 * longer PAID, and providers treat a repeated refund of one payment as the same refund.
 */
export async function runRefundJob(ctx: AppContext, job: RefundJob): Promise<void> {
  await refundPayment(ctx, job.paymentId);
}
