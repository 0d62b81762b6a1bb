// Who may do what with a booking's handover records (issue 31). Seeing: the booking's parties and
// admins (anyone else: 404, as for the booking). Drafting, photographing and acknowledging with
// the renter's code: the vendor's side. "I agree" without a code: the renter. Asking for a new
// code: either party.
import type { Actor } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import { forbidden, notFound } from '../http/errors.js';
import type { BookingSide } from '../bookings/policy.js';

export function assertCanSee(actor: Actor, side: BookingSide | null): void {
  if (!side && !isAdmin(actor)) throw notFound('Booking');
}

/** The vendor's side records the car's state. */
export function assertVendorSide(actor: Actor, side: BookingSide | null): void {
  assertCanSee(actor, side);
  if (side !== 'VENDOR') throw forbidden('errors.forbidden');
}

/** A party (an admin who is not one may look, not act). */
export function assertParty(actor: Actor, side: BookingSide | null): BookingSide {
  assertCanSee(actor, side);
  if (!side) throw forbidden('errors.bookings.notParty');
  return side;
}
