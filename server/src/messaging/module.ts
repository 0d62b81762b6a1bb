// The messaging feature (issue 33, decision 0036): SMS and WhatsApp through one `Messenger` port,
// queued in `message_outbox` and sent by the job queue.
import { lt } from 'drizzle-orm';
import { defineFeature, job, subscribeAll } from '../module.js';
import { TEXTED_BOOKING_EVENTS, textBookingEvent } from './booking-texts.js';
import { flushTexts } from './outbox.js';
import { messageOutbox } from '../db/schema.js';
import { TEXT_QUEUE, deliverText, type TextJob } from './outbox.js';
import { messagingRoutes } from './routes.js';
import { countMessageForDigest, sendDueDigests, sendDueReminders, textDepositReturned } from './reminders.js';
import type { AppContext } from '../context.js';
import type { QueueSpec } from '../jobs/index.js';

export const REMINDER_QUEUE: QueueSpec = { name: 'messaging.reminders', retryLimit: 3, retryDelay: 60, retryBackoff: true };
export const DIGEST_QUEUE: QueueSpec = { name: 'messaging.digests', retryLimit: 3, retryDelay: 60, retryBackoff: true };

const flushSoon = (ctx: AppContext) => {
  void flushTexts(ctx).catch((error: unknown) => ctx.log.warn({ err: error }, 'text flush failed'));
};

const MONTH = 30 * 86_400_000;

export const messagingModule = defineFeature({
  name: 'messaging',
  routes: messagingRoutes,
  subscribers: {
    ...subscribeAll(TEXTED_BOOKING_EVENTS, {
      during: (ctx, event, tx) => textBookingEvent(ctx, event, tx),
      after: flushSoon,
    }),
    'money.recorded': { during: textDepositReturned, after: flushSoon },
    'message.sent': { during: countMessageForDigest },
  },
  jobs: [
    job<TextJob>({ queue: TEXT_QUEUE, run: (ctx, data, info) => deliverText(ctx, data, info) }),
    job<Record<string, never>>({ queue: REMINDER_QUEUE, run: async (ctx) => void (await sendDueReminders(ctx)), every: '*/5 * * * *' }),
    job<Record<string, never>>({ queue: DIGEST_QUEUE, run: async (ctx) => void (await sendDueDigests(ctx)), every: '* * * * *' }),
  ],
  nightly: {
    /** Texts older than a month (codes among them): the record is kept no longer than that. */
    textOutbox: async (ctx) =>
      (await ctx.db.delete(messageOutbox).where(lt(messageOutbox.createdAt, new Date(ctx.clock.now().getTime() - MONTH))).returning({ id: messageOutbox.id })).length,
  },
});
