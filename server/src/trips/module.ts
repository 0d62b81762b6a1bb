// The trips feature: the itemised price of a trip, trip terms per service and car, extensions and
// shortenings of a booking, and what they tell the parties (issue 29, decision 0031).
import { defineFeature } from '../module.js';
import { tellExtensionApplied, tellExtensionDecided, tellExtensionRequested, tellShortened } from './notices.js';
import { tripRoutes } from './routes.js';

export const tripsModule = defineFeature({
  name: 'trips',
  routes: tripRoutes,
  subscribers: {
    'trip.extension_requested': { during: tellExtensionRequested },
    'trip.extension_decided': { during: tellExtensionDecided },
    'trip.extension_applied': { during: tellExtensionApplied },
    'trip.shortened': { during: tellShortened },
  },
});
