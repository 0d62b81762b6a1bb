// Who may see and act on a booking. Seeing: its customer, the vendor of its service, and admins;
// anyone else is told it does not exist (404). Acting: the lifecycle table decides per party.
import { CHECKOUT_GRACE_HOURS, mustParseWallClock, wallClockOf, type BookingStatus, type BookingActionName, type ErrorKey } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import { forbidden, notFound } from '../http/errors.js';
import { mayActFor } from '../staff/policy.js';
import { availableActions, type BookingAction, type BookingParty } from './lifecycle.js';

export type BookingSide = 'CUSTOMER' | 'VENDOR';

/**
 * The caller's side of a booking, or null when they are neither its customer nor one who acts for
 * its vendor. The vendor's side is its owner holding the VENDOR role (an owner whose role an admin
 * removed is told the booking does not exist), or its managers and agents in the booking's service
 * (decision 0039: `mayActFor`).
 */
export function sideOf(actor: Actor, booking: { customerId: string; serviceId: string }, service: { vendorId: string }): BookingSide | null {
  if (actor.id === booking.customerId) return 'CUSTOMER';
  if (mayActFor(actor, 'bookings', { vendorId: service.vendorId, serviceId: booking.serviceId })) return 'VENDOR';
  return null;
}

/**
 * The one rule for contact details on a booking (decision 0046): the other party's phone and
 * e-mail pass once the booking has been paid (it reached CONFIRMED), on its page, in its messages
 * and on the driver's screen, and stay after (a trip under way, completed or cancelled after
 * paying). Before that neither side sees the other's. One's own details are always one's own.
 */
export function contactDetailsPass(everConfirmed: boolean): boolean {
  return everConfirmed;
}

/** Parties and admins may read a booking; others get the same 404 as for an unknown id. */
export function assertCanView(actor: Actor, side: BookingSide | null) {
  if (!side && !isAdmin(actor)) throw notFound('Booking');
}

/** Only a party may change a booking; an admin who is not one may look but not act. */
export function requireSide(actor: Actor, side: BookingSide | null): BookingSide {
  assertCanView(actor, side);
  if (!side) throw forbidden('errors.bookings.notParty');
  return side;
}

/** A booking's status and wall-clock times, as the timing rules read them. */
export interface BookingTimes {
  status: BookingStatus;
  startDate: string;
  endDate: string;
}

/**
 * Why `party` may not cancel this CONFIRMED booking at `now` (wall clock of the marketplace), on
 * top of the lifecycle table (issue 37): nobody but an admin cancels a trip that has ended (it
 * would only take away the other side's review), and the customer does not cancel one that has
 * started (no policy refunds anything then; the vendor still may until the end, refunding all,
 * say after a breakdown). Admins settling a dispute are not bound by it; null when allowed.
 */
export function cancelTimingProblem(booking: BookingTimes, party: BookingParty, now: string): { key: ErrorKey; code: string } | null {
  if (booking.status !== 'CONFIRMED' || party === 'ADMIN' || party === 'SYSTEM') return null;
  if (now >= booking.endDate.slice(0, 19)) return { key: 'errors.bookings.tripFinished', code: 'TRIP_FINISHED' };
  if (party === 'CUSTOMER' && now >= booking.startDate.slice(0, 19)) return { key: 'errors.bookings.tripStarted', code: 'TRIP_STARTED' };
  return null;
}

/**
 * The actions the caller may take next (drives the buttons of the details screen). `pay` is the
 * customer's Pay Now on an ACCEPTED booking: the provider, not the customer, completes the
 * payment transition, so the table lists it under the provider. `now` is the marketplace's wall
 * clock, for the timing of cancelling.
 */
/**
 * A trip nobody checked out: paid (or running) and past its end by the grace period (issue 31).
 * `now` is the marketplace's wall clock.
 */
export function isOverdue(booking: BookingTimes, now: string): boolean {
  if (booking.status !== 'CONFIRMED' && booking.status !== 'IN_PROGRESS') return false;
  return wallClockOf(mustParseWallClock(booking.endDate) + CHECKOUT_GRACE_HOURS * 3_600_000) <= now.slice(0, 19);
}

export function actionsFor(booking: BookingTimes, side: BookingSide | null, admin: boolean, now: string): BookingActionName[] {
  const { status } = booking;
  // An admin who is not a party may cancel (a dispute), with a refund of their choosing, and close
  // a trip nobody checked out once it is overdue (issue 31).
  if (!side) {
    if (!admin) return [];
    return availableActions(status, 'ADMIN').filter((a): a is 'cancel' | 'close' => a === 'cancel' || (a === 'close' && isOverdue(booking, now)));
  }
  // Check-in and check-out happen through the handover records, not a button of their own.
  const actions: BookingActionName[] = availableActions(status, side).filter(
    (a): a is Exclude<BookingAction, 'payment-completed' | 'expire' | 'check-in' | 'check-out' | 'close'> =>
      a !== 'payment-completed' && a !== 'expire' && a !== 'check-in' && a !== 'check-out' && a !== 'close' && !(a === 'cancel' && cancelTimingProblem(booking, side, now)),
  );
  if (side === 'CUSTOMER' && status === 'ACCEPTED') actions.push('pay');
  return actions;
}

/**
 * Who cancels: the caller's side, or ADMIN for an admin who is not a party (a dispute). Anyone
 * else is told the booking does not exist.
 */
export function cancellingParty(actor: Actor, side: BookingSide | null): BookingSide | 'ADMIN' {
  if (side) return side;
  assertCanView(actor, side);
  return 'ADMIN';
}

/**
 * The spec's screens call `/reject` for the customer's Reject Changes (and the Accept Changes
 * button may call `/accept`): on the customer's side those mean the changes actions.
 */
export function actionForSide(requested: BookingAction, side: BookingSide): BookingAction {
  if (side === 'CUSTOMER' && requested === 'reject') return 'reject-changes';
  if (side === 'CUSTOMER' && requested === 'accept') return 'accept-changes';
  return requested;
}
