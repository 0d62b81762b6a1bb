// The payments feature's reaction to booking events: cancelling a paid, CONFIRMED booking (by its
// customer, its vendor, an admin, or the system when an account is deleted) writes its refund rows
// and jobs in the cancelling transaction and runs them after the commit (retried by the job queue
// until the provider confirms); cancelling an ACCEPTED one refunds any checkout attempt that was paid without being
// confirmed. Declared in `module.ts`.
import type { AppContext } from '../context.js';
import type { Subscriber } from '../module.js';
import { REFUND_QUEUE } from './refund-queue.js';
import { recordCancellationRefund } from './refunds.js';
import { refundPaidOpenAttempts } from './settle.js';

/** Refund passes started after a commit; tests (and a graceful shutdown) can wait for them. */
const inFlight = new WeakMap<AppContext, Set<Promise<unknown>>>();

export const onBookingCancelled: Subscriber<'booking.cancelled'> = {
  // The refund job is written inside the cancelling transaction (no refund for a cancellation
  // that rolls back); money moves only when the job runs, after the commit.
  during: async (ctx, event, tx) => {
    if (event.fromStatus !== 'CONFIRMED') return;
    // The amount the canceller decided (policy, vendor's full refund, admin's choice) or, when
    // nobody decided (an account deletion), all that was paid.
    await recordCancellationRefund(ctx, tx, event);
  },
  // Run it at once rather than at the next poll of a worker.
  after: (ctx, event) => {
    // A CONFIRMED booking was paid: its refund jobs were written with the cancellation; run them
    // now. An ACCEPTED one may have been paid at the hosted page without anyone confirming it yet:
    // ask the provider about its open attempts.
    let refund: () => Promise<unknown>;
    if (event.fromStatus === 'CONFIRMED') refund = () => ctx.jobs.drain(REFUND_QUEUE.name);
    else if (event.fromStatus === 'ACCEPTED') refund = () => refundPaidOpenAttempts(ctx, event.bookingId);
    else return;
    const work = refund().catch((error: unknown) => {
      ctx.log.error({ err: error, bookingId: event.bookingId }, 'refund after cancellation failed');
    });
    const set = inFlight.get(ctx) ?? new Set();
    inFlight.set(ctx, set);
    set.add(work);
    void work.finally(() => set.delete(work));
  },
};

export async function paymentsSettled(ctx: AppContext) {
  await Promise.all([...(inFlight.get(ctx) ?? [])]);
}
