// The handovers feature (issue 31, decision 0037): check-in and check-out records with their 11
// photos, the renter's acknowledgement (code or "I agree"), sealing with the booking's move.
import { defineFeature } from '../module.js';
import { handoverRoutes } from './routes.js';

export const handoversModule = defineFeature({
  name: 'handovers',
  routes: handoverRoutes,
});
