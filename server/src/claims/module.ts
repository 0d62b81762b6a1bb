// The claims feature (issue 32, decision 0045): damage claims after the trip, opened by the
// vendor's side, answered by the renter, settled at an offer or decided by an admin; both sides
// told of each change. The vendor's reliability figures are read from here too (index.ts).
import { defineFeature } from '../module.js';
import { tellOfClaim } from './notify.js';
import { claimRoutes } from './routes.js';

export const claimsModule = defineFeature({
  name: 'claims',
  routes: claimRoutes,
  subscribers: {
    'claim.changed': { during: (ctx, event, tx) => tellOfClaim(ctx, tx, event) },
  },
});
