// What cancelling a booking gives back, for the party who asks (decision 0015). The customer's
// refund follows the booking's cancellation policy at the marketplace's "now"; a vendor cancelling
// gives back everything paid; an admin (a dispute) chooses, the policy's figure being the default.
// The quote and the cancel call use this one function, so they always agree.
import { cancellationQuote, formatPKR, nowInZone, type BookingStatus, type CancellationQuote } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import type { CancellationRefund } from './events.js';
import { errorMessage, validationError } from '../http/errors.js';
import { moneyOfBooking } from '../payments/index.js';
import type { BookingRow } from './transitions.js';

export type CancellingParty = 'CUSTOMER' | 'VENDOR' | 'ADMIN';

const REASON: Record<CancellingParty, CancellationRefund['reason']> = {
  CUSTOMER: 'CUSTOMER_CANCELLED',
  VENDOR: 'VENDOR_CANCELLED',
  ADMIN: 'ADMIN_CANCELLED',
};

const NOTHING_PAID = 'Nothing has been paid for this booking yet, so cancelling costs nothing.';

/** The quote for `party` cancelling `booking` now. Only a CONFIRMED booking has money to give back. */
export async function quoteCancellation(ctx: AppContext, db: DbOrTx, booking: BookingRow, party: CancellingParty): Promise<CancellationQuote> {
  const policy = booking.cancellationPolicy;
  const paidAmount = (booking.status as BookingStatus) === 'CONFIRMED' ? (await moneyOfBooking(db, booking.id)).refundable : 0;
  if (paidAmount <= 0) {
    const explanation = (booking.status as BookingStatus) === 'CONFIRMED' ? 'Nothing was paid through RentWheels, so there is nothing to refund.' : NOTHING_PAID;
    return { refundAmount: 0, policy, explanation, paidAmount: 0 };
  }
  if (party === 'VENDOR') {
    return { refundAmount: paidAmount, policy, explanation: `When you cancel, the customer gets back all they paid: ${formatPKR(paidAmount)}.`, paidAmount };
  }
  const now = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());
  const byPolicy = cancellationQuote({ policy, startDate: booking.startDate, now, paid: paidAmount });
  if (party === 'ADMIN') {
    return {
      refundAmount: byPolicy.refundAmount,
      policy,
      explanation: `By its policy the customer would get back ${formatPKR(byPolicy.refundAmount)} of ${formatPKR(paidAmount)} paid. As an admin you may refund any amount up to ${formatPKR(paidAmount)}.`,
      paidAmount,
    };
  }
  return { refundAmount: byPolicy.refundAmount, policy, explanation: byPolicy.explanation, paidAmount };
}

/** The refund a cancellation decides: the quote's, or for an admin the amount chosen (at most what was paid). */
export function decideRefund(quote: CancellationQuote, party: CancellingParty, chosen: number | undefined): { quote: CancellationQuote; refund: CancellationRefund } {
  if (party !== 'ADMIN' || chosen === undefined || chosen === quote.refundAmount) {
    return { quote, refund: { amount: quote.refundAmount, reason: REASON[party] } };
  }
  if (chosen > quote.paidAmount) {
    const message = errorMessage('errors.bookings.refundTooMuch', { amount: { price: quote.paidAmount } });
    throw validationError(message, { refundAmount: message });
  }
  const explanation = `An admin cancelled this booking with a refund of ${formatPKR(chosen)} of ${formatPKR(quote.paidAmount)} paid.`;
  return { quote: { ...quote, refundAmount: chosen, explanation }, refund: { amount: chosen, reason: 'ADMIN_CANCELLED' } };
}
