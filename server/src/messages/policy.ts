// Who may see and write a booking's conversation: its customer and the car's vendor write; admins
// read; anyone else is told the booking does not exist (404), as for the booking itself.
import type { Actor } from '../auth/actor.js';
import { forbidden } from '../http/errors.js';
import { assertCanView, contactDetailsPass, sideOf, type BookingSide } from '../bookings/policy.js';

export interface ConversationAccess {
  side: BookingSide | null;
  canWrite: boolean;
}

/** Throws 404 for a stranger; admins who are not a party read only. */
export function conversationAccess(actor: Actor, booking: { customerId: string; serviceId: string }, service: { vendorId: string }): ConversationAccess {
  const side = sideOf(actor, booking, service);
  assertCanView(actor, side);
  return { side, canWrite: side !== null };
}

export function requireWriter(access: ConversationAccess): BookingSide {
  if (!access.side) throw forbidden('errors.messages.notParty');
  return access.side;
}

/**
 * Contact details pass once the booking has been CONFIRMED (paid, `contactDetailsPass`: the same
 * rule as the booking's page); before that the other side sees them masked. The writer always sees their own text, and admins see it as written.
 */
export function showsContactDetails(viewerId: string, senderId: string, everConfirmed: boolean, viewerIsParty: boolean) {
  return contactDetailsPass(everConfirmed) || viewerId === senderId || !viewerIsParty;
}
