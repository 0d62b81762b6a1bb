// The charges feature (issue 32, decisions 0043 and 0044): charges after the trip proposed at
// check-out, added or lowered by the vendor's side, answered by the renter, decided by an admin;
// the deposit settled against them as ledger rows, and the settlement job.
import { defineFeature, job } from '../module.js';
import { chargeRoutes } from './routes.js';
import { proposeAfterCheckOut } from './service.js';
import { tellChargeDecided, tellMoneyDecided } from './notify.js';
import { runSettlementJob, SETTLEMENT_CRON, SETTLEMENT_QUEUE } from './settlement-job.js';
import { settleDeposit } from './settlement.js';

export const chargesModule = defineFeature({
  name: 'charges',
  routes: chargeRoutes,
  subscribers: {
    'handover.sealed': {
      during: async (ctx, event, tx) => {
        if (event.kind === 'check_out') await proposeAfterCheckOut(ctx, tx, event.bookingId);
      },
    },
    'charges.decided': { during: tellChargeDecided },
    // A damage claim closed (accepted, settled at the renter's offer, decided) is settled against
    // the deposit in the same transaction, as accepted and decided charges are.
    'claim.changed': {
      during: async (ctx, event, tx) => {
        if (event.change === 'accepted' || event.change === 'settled' || event.change === 'decided') await settleDeposit(ctx, tx, event.bookingId);
      },
    },
    'money.decided': { during: tellMoneyDecided },
  },
  jobs: [
    // Idempotent: each run writes only what the ledger is missing, under the booking's lock.
    job({
      queue: SETTLEMENT_QUEUE,
      every: SETTLEMENT_CRON,
      run: async (ctx) => {
        await runSettlementJob(ctx);
      },
    }),
  ],
});
