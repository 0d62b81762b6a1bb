// The audit log hears the domain events that carry their actor (decision 0039): every status
// change of a booking, and every movement of a rental's money. Written in the event's own
// transaction, so an act and its record commit or roll back together.
import { BOOKING_EVENT_TYPES } from '../bookings/events.js';
import { subscribeAll, type Subscribers } from '../module.js';
import { auditBooking } from './audit.js';
import { remindServiceDue } from './service-reminders.js';

export const staffSubscribers: Subscribers = {
  ...subscribeAll(BOOKING_EVENT_TYPES, {
    during: async (_ctx, event, tx) => {
      await auditBooking(tx, event.bookingId, {
        actorId: event.actorId,
        action: event.type,
        subject: 'booking',
        subjectId: event.bookingId,
        details: { from: event.fromStatus, to: event.toStatus, ...(event.refund ? { refund: event.refund.amount } : {}) },
      });
    },
  }),
  // A sealed reading may pass the car's next service mark (decision 0046).
  'handover.sealed': {
    during: async (ctx, event, tx) => {
      await remindServiceDue(ctx, tx, event.handoverId);
    },
  },
  'money.recorded': {
    during: async (_ctx, event, tx) => {
      await auditBooking(tx, event.bookingId, {
        actorId: event.actorId ?? null,
        action: `money.${event.kind}`,
        subject: 'money',
        subjectId: event.bookingId,
        details: { amount: event.amount, method: event.method },
      });
    },
  },
};
