// The earnings feature: the vendors' ledger, earnings and payouts (decision 0015). A booking paid
// through the app adds the vendor's earning to the ledger, in the transaction that confirmed it.
import { defineFeature } from '../module.js';
import { earningsRoutes } from './routes.js';
import { recordEarning, recordExtensionEarning } from './ledger.js';

export const earningsModule = defineFeature({
  name: 'earnings',
  routes: earningsRoutes,
  subscribers: {
    'booking.paid': { during: (ctx, event, tx) => recordEarning(tx, event.bookingId, ctx.clock.now()) },
    // A paid extension earns on a row of its own (decision 0031).
    'trip.extension_applied': {
      during: async (ctx, event, tx) => {
        if (event.paid) await recordExtensionEarning(tx, event, ctx.clock.now());
      },
    },
  },
});
