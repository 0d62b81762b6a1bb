// What cancelling a booking gives back, for the party who asks (decision 0015). The customer's
// refund follows the booking's cancellation policy at the marketplace's "now"; a vendor cancelling
// gives back everything paid; an admin (a dispute) chooses, the policy's figure being the default.
// The quote and the cancel call use this one function, so they always agree.
import { cancellationQuote, nowInZone, type BookingStatus, type CancellationQuote, type LocalText, type Locale } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import type { CancellationRefund } from './events.js';
import { errorMessage, validationError } from '../http/errors.js';
import { say } from '../http/locale.js';
import { moneyOfBooking } from '../payments/index.js';
import type { BookingRow } from './transitions.js';

export type CancellingParty = 'CUSTOMER' | 'VENDOR' | 'ADMIN';

const REASON: Record<CancellingParty, CancellationRefund['reason']> = {
  CUSTOMER: 'CUSTOMER_CANCELLED',
  VENDOR: 'VENDOR_CANCELLED',
  ADMIN: 'ADMIN_CANCELLED',
};

/** A quote whose explanation is still a catalog text (said in the caller's language by `sayQuote`). */
export type CancellationFigures = Omit<CancellationQuote, 'explanation'> & { explanation: LocalText };

export const sayQuote = (quote: CancellationFigures, locale: Locale): CancellationQuote => ({ ...quote, explanation: say(locale, quote.explanation) });

/** The quote for `party` cancelling `booking` now. Only a CONFIRMED booking has money to give back. */
export async function quoteCancellation(ctx: AppContext, db: DbOrTx, booking: BookingRow, party: CancellingParty): Promise<CancellationFigures> {
  const policy = booking.cancellationPolicy;
  const paidAmount = (booking.status as BookingStatus) === 'CONFIRMED' ? (await moneyOfBooking(db, booking.id)).refundable : 0;
  if (paidAmount <= 0) {
    const explanation: LocalText = { key: (booking.status as BookingStatus) === 'CONFIRMED' ? 'bookings.refundWords.nothingPaid' : 'bookings.refundWords.nothingPaidYet' };
    return { refundAmount: 0, policy, explanation, paidAmount: 0 };
  }
  if (party === 'VENDOR') {
    return { refundAmount: paidAmount, policy, explanation: { key: 'bookings.refundWords.vendor', values: { amount: { price: paidAmount } } }, paidAmount };
  }
  const now = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());
  const byPolicy = cancellationQuote({ policy, startDate: booking.startDate, now, paid: paidAmount });
  if (party === 'ADMIN') {
    return {
      refundAmount: byPolicy.refundAmount,
      policy,
      explanation: { key: 'bookings.refundWords.admin', values: { refund: { price: byPolicy.refundAmount }, paid: { price: paidAmount } } },
      paidAmount,
    };
  }
  return { refundAmount: byPolicy.refundAmount, policy, explanation: byPolicy.explanation, paidAmount };
}

/** The refund a cancellation decides: the quote's, or for an admin the amount chosen (at most what was paid). */
export function decideRefund(quote: CancellationFigures, party: CancellingParty, chosen: number | undefined): { quote: CancellationFigures; refund: CancellationRefund } {
  if (party !== 'ADMIN' || chosen === undefined || chosen === quote.refundAmount) {
    return { quote, refund: { amount: quote.refundAmount, reason: REASON[party] } };
  }
  if (chosen > quote.paidAmount) {
    const message = errorMessage('errors.bookings.refundTooMuch', { amount: { price: quote.paidAmount } });
    throw validationError(message, { refundAmount: message });
  }
  const explanation: LocalText = { key: 'bookings.refundWords.adminChose', values: { refund: { price: chosen }, paid: { price: quote.paidAmount } } };
  return { quote: { ...quote, refundAmount: chosen, explanation }, refund: { amount: chosen, reason: 'ADMIN_CANCELLED' } };
}
