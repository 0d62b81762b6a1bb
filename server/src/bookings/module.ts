// The bookings feature: requests, the lifecycle, cancellations and expiry.
import { defineFeature, job } from '../module.js';
import { bookingRoutes } from './routes.js';
import { EXPIRY_CRON, EXPIRY_QUEUE, expireWaitingBookings } from './expiry.js';
import { OVERDUE_CRON, OVERDUE_QUEUE, askToCheckOut } from './overdue.js';

export const bookingsModule = defineFeature({
  name: 'bookings',
  routes: bookingRoutes,
  jobs: [
    // Idempotent: only bookings still waiting and past their time are expired, each by a
    // compare-and-swap through the lifecycle.
    job({
      queue: EXPIRY_QUEUE,
      every: EXPIRY_CRON,
      run: async (ctx) => {
        await expireWaitingBookings(ctx);
      },
    }),
    // Idempotent: each overdue trip's vendor is asked once (a compare-and-swap on the booking).
    job({
      queue: OVERDUE_QUEUE,
      every: OVERDUE_CRON,
      run: async (ctx) => {
        await askToCheckOut(ctx);
      },
    }),
  ],
});
