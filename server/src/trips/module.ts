// The trips feature: the itemised price of a trip, trip terms per service and car, extensions and
// shortenings of a booking, and what they tell the parties (issue 29, decision 0031).
import { defineFeature } from '../module.js';
import { REFUND_QUEUE } from '../payments/index.js';
import { tellExtensionApplied, tellExtensionDecided, tellExtensionRequested, tellShortened } from './notices.js';
import { tripRoutes } from './routes.js';

export const tripsModule = defineFeature({
  name: 'trips',
  routes: tripRoutes,
  subscribers: {
    'trip.extension_requested': { during: tellExtensionRequested },
    'trip.extension_decided': { during: tellExtensionDecided },
    'trip.extension_applied': { during: tellExtensionApplied },
    'trip.shortened': {
      during: tellShortened,
      // The refund of the days given up was written with the change: move it now, not at the next poll.
      after: (ctx, event) => {
        if (event.refundAmount > 0) void ctx.jobs.drain(REFUND_QUEUE.name).catch((error: unknown) => ctx.log.warn({ err: error }, 'refund after shortening failed'));
      },
    },
  },
});
