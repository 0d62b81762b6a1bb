// The payments feature's reaction to booking events: cancelling a paid, CONFIRMED booking (by its
// customer, its vendor, an admin, or the system when an account is deleted) writes its refund rows
// and jobs in the cancelling transaction and runs them after the commit (retried by the job queue
// until the provider confirms). Whenever a booking that was ACCEPTED or CONFIRMED stops going
// ahead (cancelled, expired), its providers are asked about its other checkout attempts: a page
// paid without anyone confirming it (a closed tab, a second tab) is settled, which gives the
// money back (attempts.ts). Declared in `module.ts`.
import type { AppContext } from '../context.js';
import type { BookingEvent } from '../bookings/events.js';
import type { Subscriber } from '../module.js';
import { REFUND_QUEUE } from './refund-queue.js';
import { recordCancellationRefund } from './refunds.js';
import { checkAttemptsOf } from './attempts.js';

/** Refund passes started after a commit; tests (and a graceful shutdown) can wait for them. */
const inFlight = new WeakMap<AppContext, Set<Promise<unknown>>>();

/**
 * After a booking stopped going ahead: a CONFIRMED one was paid, and its refund jobs were written
 * with the cancellation (run them now rather than at a worker's next poll); then, for it and for
 * an ACCEPTED one, ask the providers about its attempts: one may have been paid at the hosted page
 * without anyone confirming it.
 */
function afterStopped(ctx: AppContext, event: BookingEvent) {
  if (event.fromStatus !== 'CONFIRMED' && event.fromStatus !== 'ACCEPTED') return;
  const refund = async () => {
    if (event.fromStatus === 'CONFIRMED') await ctx.jobs.drain(REFUND_QUEUE.name);
    await checkAttemptsOf(ctx, { id: event.bookingId, status: event.toStatus });
  };
  const work = refund().catch((error: unknown) => {
    ctx.log.error({ err: error, bookingId: event.bookingId }, 'refund after cancellation failed');
  });
  const set = inFlight.get(ctx) ?? new Set();
  inFlight.set(ctx, set);
  set.add(work);
  void work.finally(() => set.delete(work));
}

export const onBookingCancelled: Subscriber<'booking.cancelled'> = {
  // The refund job is written inside the cancelling transaction (no refund for a cancellation
  // that rolls back); money moves only when the job runs, after the commit.
  during: async (ctx, event, tx) => {
    if (event.fromStatus !== 'CONFIRMED') return;
    // The amount the canceller decided (policy, vendor's full refund, admin's choice) or, when
    // nobody decided (an account deletion), all that was paid.
    await recordCancellationRefund(ctx, tx, event);
  },
  after: afterStopped,
};

export const onBookingExpired: Subscriber<'booking.expired'> = { after: afterStopped };

export async function paymentsSettled(ctx: AppContext) {
  await Promise.all([...(inFlight.get(ctx) ?? [])]);
}

/**
 * A trip given days up (trips' `trip.shortened`): what goes back online is written as refund rows
 * and jobs of reason TRIP_SHORTENED in the shortening's transaction (the cancellation refund path,
 * so the ledgers follow), and moved once it commits.
 */
export const onTripShortened: Subscriber<'trip.shortened'> = {
  during: async (ctx, event, tx) => {
    if (event.refundAmount <= 0) return;
    await recordCancellationRefund(ctx, tx, { bookingId: event.bookingId, actorId: event.actorId, actorSide: 'CUSTOMER', refund: { amount: event.refundAmount, reason: 'TRIP_SHORTENED' } });
  },
  after: (ctx, event) => {
    if (event.refundAmount <= 0) return;
    void ctx.jobs.drain(REFUND_QUEUE.name).catch((error: unknown) => ctx.log.warn({ err: error, bookingId: event.bookingId }, 'refund after shortening failed'));
  },
};
