// The seam between features: bookings emits domain events; notifications (and mail) react.
// Handlers run inside the emitting transaction, so a notification exists exactly when the change
// it reports was committed.
import type { BookingStatus } from '@carrental/shared';
import type { DbOrTx } from './db/client.js';

export type BookingEventType =
  | 'booking.created'
  | 'booking.accepted'
  | 'booking.rejected'
  | 'booking.suggestion_made'
  | 'booking.changes_accepted'
  | 'booking.changes_rejected'
  | 'booking.cancelled'
  | 'booking.completed'
  | 'booking.paid'
  | 'booking.refunded'
  | 'booking.expired';

export interface BookingEvent {
  type: BookingEventType;
  bookingId: string;
  /** Who caused it; null for the system (a payment provider, an admin's account deletion). */
  actorId: string | null;
  /** Whether the actor acted as the booking's customer or as the vendor of its service. */
  actorSide: 'CUSTOMER' | 'VENDOR' | 'SYSTEM';
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  /**
   * On a cancellation: the refund decided with it (whole rupees, and why). Absent when the
   * canceller decided nothing (an account deletion), which refunds what was paid in full.
   */
  refund?: CancellationRefund;
  /** Why the system or a vendor acted, when it was not a plain choice ('dates-blocked', 'instant-booking'). */
  reason?: string;
  /** On `booking.refunded` for a refund of part of a payment: the rupees given back. */
  refundedAmount?: number;
}

export interface CancellationRefund {
  amount: number;
  reason: 'CUSTOMER_CANCELLED' | 'VENDOR_CANCELLED' | 'ADMIN_CANCELLED' | 'ACCOUNT_DELETED';
}

type Handler = (event: BookingEvent, tx: DbOrTx) => Promise<void>;

export class DomainEvents {
  private readonly handlers: Handler[] = [];
  /** Callbacks run after the transaction committed (e.g. to wake the mail worker). */
  private readonly afterCommit: Array<(event: BookingEvent) => void> = [];

  on(handler: Handler) {
    this.handlers.push(handler);
  }

  onCommitted(callback: (event: BookingEvent) => void) {
    this.afterCommit.push(callback);
  }

  /** Call inside the transaction that made the change. */
  async emit(event: BookingEvent, tx: DbOrTx) {
    for (const handler of this.handlers) await handler(event, tx);
  }

  /** Call once the transaction committed. */
  committed(event: BookingEvent) {
    for (const callback of this.afterCommit) {
      try {
        callback(event);
      } catch {
        // Best effort: a failing listener never undoes a committed change.
      }
    }
  }
}
