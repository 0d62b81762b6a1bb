// The app's features, named once (decision 0028). The app registers their routes, the job queue
// their queues and schedules, and the event bus their subscribers, from this list: a new feature
// is a folder with a `module.ts` and one line here. Subscribers of one event run in this order.
import type { AppContext } from './context.js';
import type { EventName } from './events.js';
import type { FeatureModule, Subscriber } from './module.js';
import { setNightlyTasks } from './jobs/cleanup.js';
import { authModule } from './auth/module.js';
import { usersModule } from './users/module.js';
import { adminModule } from './admin/module.js';
import { jobsModule } from './jobs/module.js';
import { servicesModule } from './services/module.js';
import { carsModule } from './cars/module.js';
import { availabilityModule } from './availability/module.js';
import { tripsModule } from './trips/module.js';
import { bookingsModule } from './bookings/module.js';
import { notificationsModule } from './notifications/module.js';
import { paymentsModule } from './payments/module.js';
import { earningsModule } from './earnings/module.js';
import { rentalMoneyModule } from './rental-money/module.js';
import { messagesModule } from './messages/module.js';
import { reviewsModule } from './reviews/module.js';
import { seoModule } from './seo/module.js';
import { observabilityModule } from './observability/module.js';
import { phonesModule } from './phones/module.js';
import { messagingModule } from './messaging/module.js';
import { analyticsModule } from './analytics/module.js';
import { handoversModule } from './handovers/module.js';
import { staffModule } from './staff/module.js';
import { identityModule } from './identity/module.js';
import { agreementsModule } from './agreements/module.js';
import { chargesModule } from './charges/module.js';
import { claimsModule } from './claims/module.js';

export const FEATURES: readonly FeatureModule[] = [
  authModule,
  usersModule,
  adminModule,
  jobsModule,
  servicesModule,
  carsModule,
  availabilityModule,
  tripsModule,
  bookingsModule,
  notificationsModule,
  paymentsModule,
  earningsModule,
  rentalMoneyModule,
  messagesModule,
  reviewsModule,
  seoModule,
  observabilityModule,
  phonesModule,
  messagingModule,
  analyticsModule,
  handoversModule,
  staffModule,
  identityModule,
  agreementsModule,
  chargesModule,
  claimsModule,
];

const wired = new WeakSet<AppContext>();

/**
 * Gives the context's event bus every feature's subscribers and its job queue every feature's
 * queues and schedules. `main.ts` and the test harness call it once per context, before the job
 * queue starts; a second call does nothing.
 */
export function wireFeatures(ctx: AppContext, features: readonly FeatureModule[] = FEATURES) {
  if (wired.has(ctx)) return;
  wired.add(ctx);
  for (const feature of features) {
    for (const [name, subscriber] of Object.entries(feature.subscribers ?? {}) as [EventName, Subscriber<EventName>][]) {
      const { during, after } = subscriber;
      if (during) ctx.events.on(name, (event, tx) => during(ctx, event, tx));
      if (after) ctx.events.afterCommit(name, (event) => after(ctx, event));
    }
    for (const { queue, run, every } of feature.jobs ?? []) {
      ctx.jobs.define(queue, (data, info) => run(ctx, data as never, info));
      if (every) ctx.jobs.every(queue.name, every);
    }
  }
  setNightlyTasks(ctx, features);
}
