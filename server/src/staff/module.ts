// The staff feature (issue 34, decision 0039): staff per branch, the audit log, drivers and their
// trips, a car's papers and their reminders.
import { defineFeature } from '../module.js';
import { staffRoutes } from './routes.js';
import { staffSubscribers } from './subscribers.js';

export const staffModule = defineFeature({
  name: 'staff',
  routes: staffRoutes,
  subscribers: staffSubscribers,
});
