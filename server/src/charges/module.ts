// The charges feature (issue 32, decision 0043): charges after the trip proposed at check-out,
// added or lowered by the vendor's side, answered by the renter, decided by an admin.
import { defineFeature } from '../module.js';
import { chargeRoutes } from './routes.js';
import { proposeAfterCheckOut } from './service.js';

export const chargesModule = defineFeature({
  name: 'charges',
  routes: chargeRoutes,
  subscribers: {
    'handover.sealed': {
      during: async (ctx, event, tx) => {
        if (event.kind === 'check_out') await proposeAfterCheckOut(ctx, tx, event.bookingId);
      },
    },
  },
});
