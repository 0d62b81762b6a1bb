// The payments feature's reaction to booking events: cancelling a paid, CONFIRMED booking (by its
// customer, its vendor, an admin, or the system when an account is deleted) writes its refund rows
// and jobs in the cancelling transaction and runs them after the commit (retried by the job queue
// until the provider confirms). Whenever a booking that was ACCEPTED or CONFIRMED stops going
// ahead (cancelled, expired), its providers are asked about its other checkout attempts: a page
// paid without anyone confirming it (a closed tab, a second tab) is settled, which gives the
// money back (attempts.ts). Wired in `subscribers.ts`.
import type { AppContext } from '../context.js';
import { REFUND_QUEUE } from './refund-queue.js';
import { recordCancellationRefund } from './refunds.js';
import { checkAttemptsOf } from './attempts.js';

/** Refund passes started after a commit; tests (and a graceful shutdown) can wait for them. */
const inFlight = new WeakMap<AppContext, Set<Promise<unknown>>>();

export function registerPaymentHandlers(ctx: AppContext) {
  // The refund job is written inside the cancelling transaction (no refund for a cancellation
  // that rolls back); money moves only when the job runs, after the commit.
  ctx.events.on(async (event, tx) => {
    if (event.type !== 'booking.cancelled' || event.fromStatus !== 'CONFIRMED') return;
    // The amount the canceller decided (policy, vendor's full refund, admin's choice) or, when
    // nobody decided (an account deletion), all that was paid.
    await recordCancellationRefund(ctx, tx, event);
  });
  // Run it at once rather than at the next poll of a worker.
  ctx.events.onCommitted((event) => {
    const stopped = event.type === 'booking.cancelled' || event.type === 'booking.expired';
    if (!stopped || (event.fromStatus !== 'CONFIRMED' && event.fromStatus !== 'ACCEPTED')) return;
    // A CONFIRMED booking was paid: its refund jobs were written with the cancellation; run them
    // now. Then (and for an ACCEPTED one) ask the providers about its attempts: one may have been
    // paid at the hosted page without anyone confirming it.
    const refund = async () => {
      if (event.fromStatus === 'CONFIRMED') await ctx.jobs.drain(REFUND_QUEUE.name);
      await checkAttemptsOf(ctx, event.bookingId);
    };
    const work = refund().catch((error: unknown) => {
      ctx.log.error({ err: error, bookingId: event.bookingId }, 'refund after cancellation failed');
    });
    const set = inFlight.get(ctx) ?? new Set();
    inFlight.set(ctx, set);
    set.add(work);
    void work.finally(() => set.delete(work));
  });
}

export async function paymentsSettled(ctx: AppContext) {
  await Promise.all([...(inFlight.get(ctx) ?? [])]);
}
