// What happens once a provider says a checkout was paid, and how money goes back. Marking the
// payment PAID and moving the booking ACCEPTED → CONFIRMED happen in one transaction (with the
// webhook event id when there is one), so each payment takes effect exactly once. Refunds talk to
// the provider outside any transaction and are safe to repeat; each one decided in a transaction
// also has a job on the `payments.refund` queue written in it, which retries until the provider
// confirms (refund-queue.ts).
import { and, eq } from 'drizzle-orm';
import { isPaidStatus } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { bookings, paymentEvents, paymentManualRefunds, payments, refunds } from '../db/schema.js';
import type { BookingEvent } from '../bookings/events.js';
import { AppError } from '../http/errors.js';
import { applyTransition } from '../bookings/index.js';
import { settleExtensionPayment } from '../trips/index.js';
import { settleChargesPayment, settlePickupPayment } from '../rental-money/index.js';
import type { CheckoutState, PaymentProvider, ProviderName } from './provider.js';
import type { PaymentRow } from './records.js';
import { enqueueRefund } from './refund-queue.js';

export type RefundReason = 'car-taken' | 'car-removed' | 'booking-not-payable' | 'booking-cancelled' | 'already-confirmed';

export type SettleResult =
  | { kind: 'confirmed' }
  | { kind: 'refunded'; reason: RefundReason }
  | { kind: 'duplicate-event' }
  | { kind: 'unknown-payment' }
  /** The provider's PAID answer for this payment was applied before; nothing more was done. */
  | { kind: 'settled-before' };

export interface ProcessedEvent {
  provider: ProviderName;
  id: string;
  type: string;
}

/** The enabled provider a payment row names; a row of a provider switched off cannot be handled. */
export function providerOf(ctx: AppContext, name: string): PaymentProvider {
  const provider = ctx.paymentProviders.get(name);
  if (!provider) throw new Error(`Payment provider ${name} is not enabled`);
  return provider;
}

/**
 * Asks the payment's provider to give money back (`amount`, or the whole payment when left out).
 * A provider with no API for it (decision 0014) answers `manual`: the refund is recorded for an
 * admin to settle by hand, once per payment, and logged with `logIds`.
 */
export async function refundAtProvider(
  ctx: AppContext,
  payment: { paymentId: string; provider: string; providerSessionId: string; amount: number },
  partial: boolean,
  logIds: Record<string, string>,
): Promise<void> {
  const result = await providerOf(ctx, payment.provider).refund(payment.providerSessionId, partial ? payment.amount : undefined);
  if (!result?.manual) return;
  await ctx.db
    .insert(paymentManualRefunds)
    .values({ paymentId: payment.paymentId, provider: payment.provider, amount: payment.amount, reason: result.reason })
    .onConflictDoNothing();
  ctx.log.warn({ ...logIds, provider: payment.provider, reason: result.reason }, 'refund recorded for an admin to settle');
}

/** Records a webhook event id; false when it was processed before. */
export async function recordEvent(ctx: AppContext, event: ProcessedEvent): Promise<boolean> {
  const inserted = await ctx.db
    .insert(paymentEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return inserted.length > 0;
}

export async function settlePaidPayment(
  ctx: AppContext,
  paymentId: string,
  providerPaymentId: string | null,
  event?: ProcessedEvent,
): Promise<SettleResult> {
  const outcome = await ctx.transaction(async (tx) => {
    if (event) {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider: event.provider, eventId: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (fresh.length === 0) return { kind: 'duplicate-event' as const };
    }
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return { kind: 'unknown-payment' as const };
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
    if (!booking) return { kind: 'unknown-payment' as const };
    // A payment is settled once: when its row first becomes PAID, which confirms the booking or
    // decides its refund in this transaction. A later PAID answer (a repeated confirm, the sweep,
    // a notification) finds it PAID or REFUNDED and changes nothing; money that went back by a
    // cancellation's policy is not given back again.
    if (payment.status === 'PAID' || payment.status === 'REFUNDED') {
      return isPaidStatus(booking.status) && payment.status === 'PAID' ? { kind: 'confirmed' as const } : { kind: 'settled-before' as const };
    }
    await tx
      .update(payments)
      .set({ status: 'PAID', providerPaymentId: providerPaymentId ?? payment.providerPaymentId, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    if (payment.purpose === 'charges') {
      // Charges after the trip beyond the deposit, paid online (decision 0044): a ledger row, or back.
      if (await settleChargesPayment(ctx, tx, payment)) return { kind: 'confirmed' as const };
      await enqueueRefund(ctx, payment.id, tx);
      return { kind: 'refund' as const, reason: 'booking-not-payable' as RefundReason };
    }
    if (payment.purpose === 'pickup') {
      // What was due at pickup, paid online (decision 0034): rows of the booking's ledger, or back.
      if (await settlePickupPayment(ctx, tx, payment)) return { kind: 'confirmed' as const };
      await enqueueRefund(ctx, payment.id, tx);
      return { kind: 'refund' as const, reason: 'booking-not-payable' as RefundReason };
    }
    if (payment.extensionId) {
      // An extension's payment (decision 0031): it becomes part of its booking, or goes back.
      if (await settleExtensionPayment(ctx, tx, payment.extensionId)) return { kind: 'confirmed' as const };
      await enqueueRefund(ctx, payment.id, tx);
      return { kind: 'refund' as const, reason: 'booking-not-payable' as RefundReason };
    }
    if (booking.status === 'ACCEPTED') {
      try {
        // A savepoint, so that a refused transition leaves the PAID mark (and the event id) in place.
        await ctx.events.savepoint(tx, (sp) =>
          applyTransition(ctx, sp, {
            booking,
            action: 'payment-completed',
            party: 'PAYMENT_PROVIDER',
            actorId: null,
            details: { provider: payment.provider, paymentId: payment.id },
          }),
        );
        return { kind: 'confirmed' as const };
      } catch (error) {
        if (error instanceof AppError && (error.code === 'BOOKING_CONFLICT' || error.code === 'CAR_REMOVED')) {
          await enqueueRefund(ctx, payment.id, tx);
          const reason: RefundReason = error.code === 'CAR_REMOVED' ? 'car-removed' : 'car-taken';
          return { kind: 'refund' as const, reason };
        }
        throw error;
      }
    }
    // Newly paid but the booking is confirmed another way, or no longer payable: give it back.
    const reason: RefundReason =
      booking.status === 'CANCELLED' ? 'booking-cancelled' : isPaidStatus(booking.status) ? 'already-confirmed' : 'booking-not-payable';
    // The refund job is written with the decision: if the attempt below fails, the queue retries it.
    await enqueueRefund(ctx, payment.id, tx);
    return { kind: 'refund' as const, reason };
  });

  if (outcome.kind === 'refund') {
    // Decided and queued with the decision: if the provider cannot be reached now, the job retries.
    await refundPayment(ctx, paymentId).catch((error: unknown) => {
      ctx.log.error({ err: error, paymentId }, 'refund of a payment the booking cannot keep failed; the refund queue retries it');
    });
    return { kind: 'refunded', reason: outcome.reason };
  }
  if (outcome.kind === 'confirmed') return { kind: 'confirmed' };
  return outcome;
}

/**
 * Gives a PAID payment back through its provider and marks it REFUNDED; the customer is told
 * through the `booking.refunded` event. Repeating it does nothing more.
 */
export async function refundPayment(ctx: AppContext, paymentId: string): Promise<boolean> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'PAID') return false;
  await refundAtProvider(ctx, { paymentId: payment.id, provider: payment.provider, providerSessionId: payment.providerSessionId, amount: payment.amount }, false, {
    paymentId: payment.id,
  });
  const event = await ctx.transaction(async (tx) => {
    const updated = await tx
      .update(payments)
      .set({ status: 'REFUNDED', updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'PAID')))
      .returning({ bookingId: payments.bookingId });
    if (updated.length === 0) return null;
    // The booking's money history: all that was left of the payment went back.
    const before = await tx.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.paymentId, paymentId));
    await tx.insert(refunds).values({
      bookingId: payment.bookingId,
      paymentId,
      amount: Math.max(0, payment.amount - before.reduce((s, r) => s + r.amount, 0)),
      reason: 'PAYMENT_NOT_USED',
      provider: payment.provider,
      providerSessionId: payment.providerSessionId,
      status: 'DONE',
      completedAt: new Date(),
    });
    const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, payment.bookingId));
    const status = (booking?.status ?? 'CANCELLED') as BookingEvent['toStatus'];
    const refunded: BookingEvent = {
      type: 'booking.refunded',
      bookingId: payment.bookingId,
      actorId: null,
      actorSide: 'SYSTEM',
      fromStatus: status,
      toStatus: status,
    };
    await ctx.events.emit(refunded.type, refunded, tx);
    return refunded;
  });
  return !!event;
}

/** Refunds every PAID payment of a booking that is no longer going ahead. */
export async function refundBookingPayments(ctx: AppContext, bookingId: string): Promise<number> {
  const paid = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'PAID')));
  let count = 0;
  for (const p of paid) if (await refundPayment(ctx, p.id)) count++;
  return count;
}

/** The closed status of an attempt the provider describes as not paid and no longer open. */
export function closedState(state: Exclude<CheckoutState, 'OPEN' | 'PAID'>): 'EXPIRED' | 'CANCELLED' | 'FAILED' {
  return state === 'EXPIRED' ? 'EXPIRED' : state === 'CANCELLED' ? 'CANCELLED' : 'FAILED';
}

/** Marks an OPEN attempt as the provider last described it (expired, cancelled, failed). */
export async function markAttempt(ctx: AppContext, payment: Pick<PaymentRow, 'id'>, status: 'EXPIRED' | 'CANCELLED' | 'FAILED') {
  await ctx.db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'OPEN')));
}

