// The payments feature: checkout with every enabled provider, callbacks, refunds (decisions 0006,
// 0014), the built-in sandbox checkout's pages, and its part of the nightly clean-up.
import { defineFeature, job } from '../module.js';
import { paymentRoutes } from './routes.js';
import { sandboxCheckoutRoutes } from './providers/sandbox/routes.js';
import { REFUND_QUEUE, type RefundJob } from './refund-queue.js';
import { processRefund } from './refunds.js';
import { refundPayment } from './settle.js';
import { checkAttemptById } from './attempts.js';
import { onBookingCancelled, onBookingExpired, onTripShortened } from './subscriber.js';
import { expireSandboxSessions, sweepCheckoutAttempts } from './sweep.js';

export const paymentsModule = defineFeature({
  name: 'payments',
  routes: paymentRoutes,
  rootRoutes: sandboxCheckoutRoutes,
  jobs: [
    // Idempotent: only a PAID payment (or a PENDING refund row) is refunded, once (compare-and-swap),
    // and providers treat a repeated refund of one payment and amount as the same refund; an
    // attempt is asked about only while not PAID (settling is once per payment).
    job<RefundJob>({
      queue: REFUND_QUEUE,
      run: async (ctx, data) => {
        if (data.refundId) await processRefund(ctx, data.refundId);
        else if (data.openAttempt) await checkAttemptById(ctx, data.paymentId);
        else await refundPayment(ctx, data.paymentId);
      },
    }),
  ],
  subscribers: { 'booking.cancelled': onBookingCancelled, 'booking.expired': onBookingExpired, 'trip.shortened': onTripShortened },
  nightly: { sandboxSessions: expireSandboxSessions, payments: sweepCheckoutAttempts },
});
