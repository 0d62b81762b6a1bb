// The rental-money feature (issue 30, decision 0034): payment terms, the booking's ledger of every
// movement (the advance when the first payment confirms, what is due at pickup paid online or
// recorded at the counter, the deposit and its return), statements, the admins' lists, and the
// deposits job (reminders to the vendor, the online deposit refunded at its deadline).
import { defineFeature, job } from '../module.js';
import { rentalMoneyRoutes } from './routes.js';
import { recordAdvance } from './service.js';
import { DEPOSIT_CRON, DEPOSIT_QUEUE, runDepositJob } from './deposits.js';

export const rentalMoneyModule = defineFeature({
  name: 'rental-money',
  routes: rentalMoneyRoutes,
  subscribers: {
    // The first payment confirmed the booking: the advance is the ledger's first row.
    'booking.paid': { during: (ctx, event, tx) => recordAdvance(ctx, tx, event.bookingId) },
  },
  jobs: [
    // Idempotent: each reminder and the refund are claimed once per booking before they happen.
    job({
      queue: DEPOSIT_QUEUE,
      every: DEPOSIT_CRON,
      run: async (ctx) => {
        await runDepositJob(ctx);
      },
    }),
  ],
});
