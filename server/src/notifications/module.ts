// The notifications feature: the bell, the live stream and e-mails. Every booking event writes
// what it tells whom inside its transaction; a chat message goes live to both parties; a review
// reminder becomes a notice and an e-mail. Once a change commits, the mail worker is woken so a
// queued e-mail leaves now rather than at the next poll.
import type { AppContext } from '../context.js';
import { defineFeature, subscribeAll } from '../module.js';
import { BOOKING_EVENT_TYPES } from '../bookings/events.js';
import { notificationRoutes } from './routes.js';
import { notifyBookingEvent } from './service.js';
import { carryMessage, remindToReview } from './others.js';
import { remindOfDeposit, tellAboutMoney } from './money.js';

const wakeMailWorker = (ctx: AppContext) => {
  void ctx.mailer.flush().catch((error: unknown) => ctx.log.warn({ err: error }, 'mail flush failed'));
};

export const notificationsModule = defineFeature({
  name: 'notifications',
  routes: notificationRoutes,
  subscribers: {
    ...subscribeAll(BOOKING_EVENT_TYPES, { during: (ctx, event, tx) => notifyBookingEvent(ctx, event, tx), after: wakeMailWorker }),
    'message.sent': { during: (_ctx, event, tx) => carryMessage(event, tx) },
    'review.reminder_due': { during: remindToReview, after: wakeMailWorker },
    'money.recorded': { during: tellAboutMoney },
    'money.deposit_reminder_due': { during: remindOfDeposit },
  },
});
