// The payments feature's reaction to booking events: cancelling a paid, CONFIRMED booking (by its
// vendor, or by the system when an account is deleted) refunds it. Wired in `subscribers.ts`.
import type { AppContext } from '../context.js';
import { refundBookingPayments } from './settle.js';

/** Refunds started after a commit; tests (and a graceful shutdown) can wait for them. */
const inFlight = new WeakMap<AppContext, Set<Promise<unknown>>>();

export function registerPaymentHandlers(ctx: AppContext) {
  // After commit, never inside the cancelling transaction: money must not move for a
  // cancellation that might still roll back.
  ctx.events.onCommitted((event) => {
    if (event.type !== 'booking.cancelled' || event.fromStatus !== 'CONFIRMED') return;
    const work = refundBookingPayments(ctx, event.bookingId).catch((error: unknown) => {
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
