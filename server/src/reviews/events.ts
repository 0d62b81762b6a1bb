// The reviews feature's events: a party who has not reviewed a finished trip is due a reminder
// (once when the trip ends, once before the review window closes). The notifications feature
// words it in the recipient's language, on the bell and by e-mail.
import type { Locale } from '@carrental/shared';

export interface ReviewReminderDue {
  bookingId: string;
  recipient: { id: string; name: string; email: string; locale: Locale };
  /** Which side of the booking the recipient is on. */
  side: 'CUSTOMER' | 'VENDOR';
  kind: 'TRIP_ENDED' | 'WINDOW_CLOSING';
  /** The car's name, as the booking shows it. */
  car: string;
}

declare module '../events.js' {
  interface EventMap {
    'review.reminder_due': ReviewReminderDue;
  }
}
