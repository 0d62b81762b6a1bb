// The messages feature's events: a message written to a booking's conversation. The
// notifications feature carries it live to both parties' streams when the message commits.
import type { Message } from '@carrental/shared';

export interface MessageSent {
  bookingId: string;
  senderId: string;
  recipientId: string;
  /** The message as each side sees it (contact details masked for the other side before confirmation). */
  forSender: Message;
  forRecipient: Message;
}

declare module '../events.js' {
  interface EventMap {
    'message.sent': MessageSent;
  }
}
