// Refunds on the job queue: a vendor cancelling a paid, CONFIRMED booking enqueues one refund job
// per PAID payment inside the cancelling transaction, so money moves only for a cancellation that
// committed, and never is forgotten for one that did. The job is retried with back-off until the
// provider confirms; then the payment is REFUNDED and `booking.refunded` tells the booking's
// parties (notification and mail).
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { payments } from '../db/schema.js';
import type { QueueSpec } from '../jobs/index.js';

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
  for (const p of paid) await enqueueRefund(ctx, p.id, tx);
  return paid.length;
}

/** Enqueues the refund of one payment, in the transaction `tx` that decided it. */
export async function enqueueRefund(ctx: AppContext, paymentId: string, tx: DbOrTx): Promise<void> {
  await ctx.jobs.send<RefundJob>(REFUND_QUEUE.name, { paymentId }, tx);
}
