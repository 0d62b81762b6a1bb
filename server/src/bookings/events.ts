// The bookings feature's events: every status change of a booking, written by `transitions.ts`
// (the only writer of booking status) and heard by payments, earnings and notifications.
import type { BookingStatus } from '@carrental/shared';

export const BOOKING_EVENT_TYPES = [
  'booking.created',
  'booking.accepted',
  'booking.rejected',
  'booking.suggestion_made',
  'booking.changes_accepted',
  'booking.changes_rejected',
  'booking.cancelled',
  'booking.completed',
  'booking.paid',
  'booking.refunded',
  'booking.expired',
] as const;
export type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

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

declare module '../events.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every booking event carries a BookingEvent
  interface EventMap extends Record<BookingEventType, BookingEvent> {}
}
