// Who may do what with a booking's damage claims (issue 32, decision 0045). Seeing: the booking's
// parties and admins (anyone else: 404, as for the booking). Opening, correcting, photographing
// the damage and accepting an offer: the vendor's side (the owner or staff `mayActFor` lets act on
// bookings, through the bookings' `sideOf`). Accepting, offering, disputing: the renter. Deciding:
// an admin.
import { isAdmin, type Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { forbidden, notFound } from '../http/errors.js';
import { findBookingView } from '../bookings/queries.js';
import { sideOf, type BookingSide } from '../bookings/policy.js';

export type Side = BookingSide | null;

/** The booking and the caller's side of it; 404 to anyone who is neither a party nor an admin. */
export async function bookingFor(db: DbOrTx, actor: Actor, bookingId: string) {
  const view = await findBookingView(db, bookingId);
  if (!view) throw notFound('Booking');
  const side = sideOf(actor, view.booking, view.service);
  if (!side && !isAdmin(actor)) throw notFound('Booking');
  return { view, side };
}

/** The vendor's side (an admin who is not a party may look, not act). */
export function assertVendorSide(_actor: Actor, side: Side): void {
  if (side !== 'VENDOR') throw forbidden('errors.forbidden');
}

/** The renter answers their own claims. */
export function assertRenter(side: Side): void {
  if (side !== 'CUSTOMER') throw forbidden('errors.forbidden');
}

/** A party of the booking (photos: the vendor's of the damage, the renter's of a dispute). */
export function assertParty(side: Side): 'CUSTOMER' | 'VENDOR' {
  if (!side) throw forbidden('errors.bookings.notParty');
  return side;
}
