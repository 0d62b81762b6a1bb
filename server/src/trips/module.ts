// The trips feature: the itemised price of a trip, trip terms per service and car, extensions
// (issue 29, decision 0031).
import { defineFeature } from '../module.js';
import { tripRoutes } from './routes.js';

export const tripsModule = defineFeature({ name: 'trips', routes: tripRoutes });
