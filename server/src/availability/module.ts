// The availability feature: blocked days, instant booking, calendar imports and the price quote
// (decision 0016).
import { defineFeature, job } from '../module.js';
import { availabilityRoutes } from './routes.js';
import { CALENDAR_IMPORT_CRON, CALENDAR_IMPORT_QUEUE, runCalendarImports } from './calendar-sync.js';

export const availabilityModule = defineFeature({
  name: 'availability',
  routes: availabilityRoutes,
  jobs: [
    // Idempotent: each run replaces an imported calendar's blocks with what it says now; a failed
    // fetch changes nothing but the error shown.
    job<{ importId?: string }>({
      queue: CALENDAR_IMPORT_QUEUE,
      every: CALENDAR_IMPORT_CRON,
      run: async (ctx, data) => {
        await runCalendarImports(ctx, data.importId);
      },
    }),
  ],
});
