// The analytics feature (issue 34, decision 0039): a vendor's figures for its dashboard.
import { defineFeature } from '../module.js';
import { analyticsRoutes } from './routes.js';

export const analyticsModule = defineFeature({ name: 'analytics', routes: analyticsRoutes });
