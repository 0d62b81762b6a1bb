// Who may do what with a booking's charges (issue 32): the parties and admins see them (anyone else:
// 404, as for the booking); the vendor's side adds and lowers; the renter accepts or disputes; an
// admin decides.
export { assertCanSee, assertParty, assertVendorSide } from '../handovers/policy.js';
import type { Actor } from '../auth/actor.js';
import { forbidden, notFound } from '../http/errors.js';
import type { BookingSide } from '../bookings/policy.js';

/** The renter answers their own charges. */
export function assertRenter(actor: Actor, side: BookingSide | null): void {
  if (!side) throw notFound('Booking');
  if (side !== 'CUSTOMER') throw forbidden('errors.forbidden');
}
