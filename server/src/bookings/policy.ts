// Who may see and act on a booking. Seeing: its customer, the vendor of its service, and admins;
// anyone else is told it does not exist (404). Acting: the lifecycle table decides per party.
import type { BookingStatus, BookingActionName } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import { forbidden, notFound } from '../http/errors.js';
import { availableActions, type BookingAction } from './lifecycle.js';

export type BookingSide = 'CUSTOMER' | 'VENDOR';

/**
 * The caller's side of a booking, or null when they are neither its customer nor its vendor. The
 * vendor's side needs the VENDOR role, like every other vendor action: an owner whose role an
 * admin removed is told the booking does not exist.
 */
export function sideOf(actor: Actor, booking: { customerId: string }, service: { vendorId: string }): BookingSide | null {
  if (actor.id === booking.customerId) return 'CUSTOMER';
  if (actor.id === service.vendorId && actor.roles.includes('VENDOR')) return 'VENDOR';
  return null;
}

/** Parties and admins may read a booking; others get the same 404 as for an unknown id. */
export function assertCanView(actor: Actor, side: BookingSide | null) {
  if (!side && !isAdmin(actor)) throw notFound('Booking');
}

/** Only a party may change a booking; an admin who is not one may look but not act. */
export function requireSide(actor: Actor, side: BookingSide | null): BookingSide {
  assertCanView(actor, side);
  if (!side) throw forbidden("Only the booking's customer or the car's vendor can change it");
  return side;
}

/**
 * The actions the caller may take next (drives the buttons of the details screen). `pay` is the
 * customer's Pay Now on an ACCEPTED booking: the provider, not the customer, completes the
 * payment transition, so the table lists it under the provider.
 */
export function actionsFor(status: BookingStatus, side: BookingSide | null, admin = false): BookingActionName[] {
  // An admin who is not a party may cancel (a dispute), with a refund of their choosing.
  if (!side) return admin ? availableActions(status, 'ADMIN').filter((a) => a === 'cancel') : [];
  const actions: BookingActionName[] = availableActions(status, side).filter(
    (a): a is Exclude<BookingAction, 'payment-completed' | 'expire'> => a !== 'payment-completed' && a !== 'expire',
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
