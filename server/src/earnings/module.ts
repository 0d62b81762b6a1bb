// The earnings feature: the vendors' ledger, earnings and payouts (decision 0015). A booking paid
// through the app adds the vendor's earning to the ledger, in the transaction that confirmed it.
import { defineFeature } from '../module.js';
import { earningsRoutes } from './routes.js';
import { recordEarning } from './ledger.js';

export const earningsModule = defineFeature({
  name: 'earnings',
  routes: earningsRoutes,
  subscribers: {
    'booking.paid': { during: (ctx, event, tx) => recordEarning(tx, event.bookingId, ctx.clock.now()) },
  },
});
