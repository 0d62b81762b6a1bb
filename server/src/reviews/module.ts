// The reviews feature: reviews after the trip, reminders, ratings and badges (decision 0017).
import { defineFeature, job } from '../module.js';
import { reviewRoutes } from './routes.js';
import { REVIEW_REMINDER_CRON, REVIEW_REMINDER_QUEUE, runReviewReminders } from './reminders.js';

export const reviewsModule = defineFeature({
  name: 'reviews',
  routes: reviewRoutes,
  jobs: [
    // Idempotent: a reminder row is claimed before its notification is written; reveals touch only
    // unpublished reviews.
    job({
      queue: REVIEW_REMINDER_QUEUE,
      every: REVIEW_REMINDER_CRON,
      run: async (ctx) => {
        await runReviewReminders(ctx);
      },
    }),
  ],
});
