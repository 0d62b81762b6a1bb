// The job queue as a feature: the admins' jobs API and the nightly clean-up (decision 0012).
import { defineFeature, job } from '../module.js';
import { jobsRoutes } from './routes.js';
import { CLEANUP_CRON, CLEANUP_QUEUE, runCleanup } from './cleanup.js';

export const jobsModule = defineFeature({
  name: 'jobs',
  routes: jobsRoutes,
  jobs: [
    job({
      queue: CLEANUP_QUEUE,
      every: CLEANUP_CRON,
      run: async (ctx) => {
        await runCleanup(ctx);
      },
    }),
  ],
});
