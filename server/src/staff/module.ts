// The staff feature (issue 34, decision 0039): staff per branch, the audit log, drivers and their
// trips, a car's papers and their reminders.
import { defineFeature, job } from '../module.js';
import { PAPER_REMINDER_CRON, PAPER_REMINDER_QUEUE, runPaperReminders } from './papers.js';
import { staffRoutes } from './routes.js';
import { staffSubscribers } from './subscribers.js';

export const staffModule = defineFeature({
  name: 'staff',
  routes: staffRoutes,
  subscribers: staffSubscribers,
  jobs: [
    // Idempotent: each reminder is claimed (car, paper, expiry, lead time) before its email is queued.
    job({
      queue: PAPER_REMINDER_QUEUE,
      every: PAPER_REMINDER_CRON,
      run: async (ctx) => {
        await runPaperReminders(ctx);
      },
    }),
  ],
});
