// Paying what is due at pickup online (issue 30, decision 0034): a hosted checkout like the first
// payment's, through the payments feature. Apart from service.ts, which the payments feature's
// settling reaches through index.ts, so that the two features do not import each other in a circle.
import { and, desc, eq } from 'drizzle-orm';
import { formatPrice } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { payments } from '../db/schema.js';
import { AppError, conflict } from '../http/errors.js';
import { chooseProvider, startCheckout } from '../payments/service.js';
import { loadBooking, moneyOf } from './ledger.js';
import { assertCustomer } from './policy.js';
import { assertConfirmed } from './service.js';

/**
 * A hosted checkout for what is due at pickup (the balance and the deposit not yet received), like
 * `create-payment`; settled by `settlePickupPayment`. With `purpose` 'charges', for the charges
 * after the trip that the deposit did not cover (decision 0044), settled by `settleChargesPayment`.
 * Any enabled provider: JazzCash and Easypaisa answer the form to post, like `create-payment`.
 */
export async function payBalance(ctx: AppContext, actor: Actor, input: { bookingId: string; origin: string; method?: string; purpose?: 'pickup' | 'charges' }) {
  const purpose = input.purpose ?? 'pickup';
  const provider = chooseProvider(ctx, input.method);
  const booking = await loadBooking(ctx.db, input.bookingId);
  if (!booking) throw new AppError(404, 'NOT_FOUND', 'errors.notFound.booking');
  assertCustomer(actor, booking);
  assertConfirmed(booking);
  const { money } = await moneyOf(ctx.db, booking);
  const amount = purpose === 'pickup' ? money.dueAtPickup : money.chargesDue;
  if (amount <= 0) throw conflict('errors.money.balanceNotPayable', 'NOTHING_DUE');
  const earlier = await ctx.db.select({ id: payments.id }).from(payments).where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, purpose))).orderBy(desc(payments.createdAt));
  const description = purpose === 'pickup' ? `${formatPrice('en', amount)} due at pickup` : `${formatPrice('en', amount)} of charges after the trip`;
  const idempotencyKey = `checkout:${booking.id}:${purpose}:${earlier.length + 1}`;
  return startCheckout(ctx, provider, { bookingId: booking.id, amount, description, origin: input.origin, idempotencyKey }, { depositPart: purpose === 'pickup' ? money.depositDue : 0, purpose });
}
