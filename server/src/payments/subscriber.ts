// The payments feature's reaction to booking events: cancelling a paid, CONFIRMED booking (by its
// vendor, or by the system when an account is deleted) refunds it, and cancelling an ACCEPTED one
// refunds any checkout attempt that was paid without being confirmed. Wired in `subscribers.ts`.
import type { AppContext } from '../context.js';
import { refundBookingPayments, refundPaidOpenAttempts } from './settle.js';

/** Refunds started after a commit; tests (and a graceful shutdown) can wait for them. */
const inFlight = new WeakMap<AppContext, Set<Promise<unknown>>>();

export function registerPaymentHandlers(ctx: AppContext) {
  // After commit, never inside the cancelling transaction: money must not move for a
  // cancellation that might still roll back.
  ctx.events.onCommitted((event) => {
    if (event.type !== 'booking.cancelled') return;
    // A CONFIRMED booking was paid: refund it. An ACCEPTED one may have been paid at the hosted
    // page without anyone confirming it yet: ask the provider about its open attempts.
    let refund: () => Promise<unknown>;
    if (event.fromStatus === 'CONFIRMED') refund = () => refundBookingPayments(ctx, event.bookingId);
    else if (event.fromStatus === 'ACCEPTED') refund = () => refundPaidOpenAttempts(ctx, event.bookingId);
    else return;
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
