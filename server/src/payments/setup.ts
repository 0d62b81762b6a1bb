// Wiring: picks the provider from configuration and subscribes the payments feature to booking
// events (a vendor cancelling a paid, CONFIRMED booking refunds it).
import type { Config } from '../config.js';
import type { AppContext, Clock } from '../context.js';
import type { Db } from '../db/client.js';
import type { PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';
import { StripeProvider } from './stripe.js';
import { refundBookingPayments, refundPaidOpenAttempts } from './settle.js';

export function createPaymentProvider(config: Config, deps: { db: Db; clock: Clock; signingKey: string }): PaymentProvider {
  if (config.paymentProvider === 'stripe') {
    return new StripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      host: config.STRIPE_API_HOST,
      port: config.STRIPE_API_PORT,
      protocol: config.STRIPE_API_PROTOCOL,
      now: () => deps.clock.now(),
    });
  }
  return new SandboxProvider(deps.db, deps.clock, `${deps.signingKey}:sandbox-checkout`);
}

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
