// Who may do what with a rental's money (decision 0034). A stranger to the booking gets the same
// 404 as for an unknown booking; the other party gets a 403.
import type { MoneyRowKind } from '@carrental/shared';
import { isAdmin, type Actor } from '../auth/actor.js';
import { forbidden, notFound } from '../http/errors.js';
import { mayActFor } from '../staff/policy.js';

interface BookingParties {
  customerId: string;
  vendorId: string;
  serviceId: string;
}

export type MoneySide = 'CUSTOMER' | 'VENDOR';

export function sideOf(actor: Actor, booking: BookingParties): MoneySide | null {
  if (actor.id === booking.customerId) return 'CUSTOMER';
  // The owner, and managers and agents of the booking's service (decision 0039).
  if (mayActFor(actor, 'counter-money', booking)) return 'VENDOR';
  return null;
}

/** The booking's parties and admins read its statement. */
export function assertParty(actor: Actor, booking: BookingParties): MoneySide | null {
  const side = sideOf(actor, booking);
  if (!side && !isAdmin(actor)) throw notFound('Booking');
  return side;
}

/** Only the booking's vendor records money at the counter. */
export function assertVendor(actor: Actor, booking: BookingParties) {
  const side = assertParty(actor, booking);
  if (side !== 'VENDOR') throw forbidden();
}

/** Only the booking's customer pays online and answers the vendor's records. */
export function assertCustomer(actor: Actor, booking: BookingParties) {
  const side = assertParty(actor, booking);
  if (side !== 'CUSTOMER') throw forbidden();
}

/** The rows a vendor records, which the customer confirms or disputes. */
export const COUNTER_KINDS: readonly MoneyRowKind[] = ['balance_paid', 'deposit_received', 'deposit_returned', 'charge_paid'];
