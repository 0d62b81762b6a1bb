// The bookings feature's events: every status change of a booking, written by `transitions.ts`
// (the only writer of booking status) and heard by payments, earnings and notifications.
import type { BookingStatus } from '@carrental/shared';
import type { bookings } from '../db/schema.js';

export const BOOKING_EVENT_TYPES = [
  'booking.created',
  'booking.accepted',
  'booking.rejected',
  'booking.suggestion_made',
  'booking.changes_accepted',
  'booking.changes_rejected',
  'booking.cancelled',
  'booking.paid_outside',
  'booking.paid',
  'booking.checked_in',
  'booking.checked_out',
  'booking.closed',
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
  /**
   * The booking as the change left it, so that subscribers need not read it again (one action
   * reads a booking at most twice: to decide, and to answer). Absent on events made by hand.
   */
  booking?: typeof bookings.$inferSelect;
}

export interface CancellationRefund {
  amount: number;
  reason: 'CUSTOMER_CANCELLED' | 'VENDOR_CANCELLED' | 'ADMIN_CANCELLED' | 'ACCOUNT_DELETED' | 'TRIP_SHORTENED';
}

/** The event of a booking just made by its customer (PENDING); `booking` when the row is at hand. */
export function createdEvent(booking: { id: string; customerId: string }, row?: typeof bookings.$inferSelect): BookingEvent {
  const event: BookingEvent = { type: 'booking.created', bookingId: booking.id, actorId: booking.customerId, actorSide: 'CUSTOMER', fromStatus: null, toStatus: 'PENDING' };
  return row ? { ...event, booking: row } : event;
}

declare module '../events.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every booking event carries a BookingEvent
  interface EventMap extends Record<BookingEventType, BookingEvent> {}
}
