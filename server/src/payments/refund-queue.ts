// Refunds on the job queue: cancelling a paid, CONFIRMED booking enqueues one refund job per
// refund row it decided (refunds.ts) inside the cancelling transaction, so money moves only for a cancellation that
// committed, and never is forgotten for one that did. The job is retried with back-off until the
// provider confirms; then the payment is REFUNDED and `booking.refunded` tells the booking's
// parties (notification and mail).
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import type { QueueSpec } from '../jobs/index.js';

/** Up to 16 attempts, 30 s then doubling back-off: days of provider trouble before a dead letter. */
export const REFUND_QUEUE: QueueSpec = { name: 'payments.refund', retryLimit: 15, retryDelay: 30, retryBackoff: true };

export interface RefundJob {
  paymentId: string;
  /** A refund row decided by a cancellation (its amount); absent: the whole payment goes back. */
  refundId?: string;
  /**
   * The start-up sweep's check of a checkout attempt (OPEN, or closed but recent) of a booking that
   * will not go ahead: if the payer completed it at the provider, it is settled and so given back.
   */
  openAttempt?: boolean;
}

/** Enqueues the refund of one payment (or of one refund row of it), in the transaction `tx` that decided it. */
export async function enqueueRefund(ctx: AppContext, paymentId: string, tx: DbOrTx, refundId?: string): Promise<void> {
  await ctx.jobs.send<RefundJob>(REFUND_QUEUE.name, refundId ? { paymentId, refundId } : { paymentId }, tx);
}
