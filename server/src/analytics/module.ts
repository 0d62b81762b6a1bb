// The dashboards feature (issue 34): a vendor's and the admins' figures over a period, and the
// searches counted per day for the conversion figure.
import { defineFeature } from '../module.js';
import { analyticsRoutes } from './routes.js';

export const analyticsModule = defineFeature({ name: 'analytics', routes: analyticsRoutes });
