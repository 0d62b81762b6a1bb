// The notifications feature: the bell, the live stream and booking e-mails. Every booking event
// writes what it tells whom inside its transaction; once it commits, the mail worker is woken so a
// queued e-mail leaves now rather than at the next poll.
import { defineFeature, subscribeAll } from '../module.js';
import { BOOKING_EVENT_TYPES } from '../bookings/events.js';
import { notificationRoutes } from './routes.js';
import { notifyBookingEvent } from './service.js';

export const notificationsModule = defineFeature({
  name: 'notifications',
  routes: notificationRoutes,
  subscribers: subscribeAll(BOOKING_EVENT_TYPES, {
    during: (ctx, event, tx) => notifyBookingEvent(ctx, event, tx),
    after: (ctx) => {
      void ctx.mailer.flush().catch((error: unknown) => ctx.log.warn({ err: error }, 'mail flush failed'));
    },
  }),
});
