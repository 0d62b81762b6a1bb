// What happens once a provider says a checkout was paid, and how money goes back. Marking the
// payment PAID and moving the booking ACCEPTED → CONFIRMED happen in one transaction (with the
// webhook event id when there is one), so each payment takes effect exactly once. Refunds talk to
// the provider outside any transaction and are safe to repeat; each one decided in a transaction
// also has a job on the `payments.refund` queue written in it, which retries until the provider
// confirms (refund-queue.ts).
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { bookings, paymentEvents, paymentManualRefunds, payments, refunds } from '../db/schema.js';
import type { BookingEvent } from '../bookings/events.js';
import { AppError } from '../http/errors.js';
import { applyTransition } from '../bookings/index.js';
import type { PaymentProvider, ProviderName } from './provider.js';
import type { PaymentRow } from './records.js';
import { enqueueRefund, REFUND_QUEUE, type RefundJob } from './refund-queue.js';

export type RefundReason = 'car-taken' | 'car-removed' | 'booking-not-payable' | 'booking-cancelled' | 'already-confirmed';

export type SettleResult =
  | { kind: 'confirmed' }
  | { kind: 'refunded'; reason: RefundReason }
  | { kind: 'duplicate-event' }
  | { kind: 'unknown-payment' };

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
    if (payment.status === 'REFUNDED') return { kind: 'refund' as const, reason: 'booking-not-payable' as RefundReason };
    const newlyPaid = payment.status !== 'PAID';
    if (newlyPaid) {
      await tx
        .update(payments)
        .set({ status: 'PAID', providerPaymentId: providerPaymentId ?? payment.providerPaymentId, updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
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
    // Paid before and the booking is confirmed: a repeat of a confirmation that already happened.
    if (booking.status === 'CONFIRMED' && !newlyPaid) return { kind: 'confirmed' as const };
    // Newly paid but the booking is confirmed another way, or no longer payable: give it back.
    const reason: RefundReason =
      booking.status === 'CANCELLED' ? 'booking-cancelled' : booking.status === 'CONFIRMED' ? 'already-confirmed' : 'booking-not-payable';
    // The refund job is written with the decision: if the attempt below fails, the queue retries it.
    await enqueueRefund(ctx, payment.id, tx);
    return { kind: 'refund' as const, reason };
  });

  if (outcome.kind === 'refund') {
    await refundPayment(ctx, paymentId);
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
  const result = await providerOf(ctx, payment.provider).refund(payment.providerSessionId);
  if (result?.manual) {
    // The provider has no API for this one: an admin gives the money back by hand.
    await ctx.db
      .insert(paymentManualRefunds)
      .values({ paymentId: payment.id, provider: payment.provider, amount: payment.amount, reason: result.reason })
      .onConflictDoNothing();
    ctx.log.warn({ paymentId: payment.id, provider: payment.provider, reason: result.reason }, 'refund recorded for an admin to settle');
  }
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

/**
 * The start-up sweep: money of bookings that will not go ahead (cancelled or rejected) that an
 * after-commit refund left undone (the provider was down, or the process stopped between the
 * commit and the refund). It only enqueues: a `payments.refund` job per PAID payment without refund
 * rows, and one per OPEN checkout attempt (the payer may have completed it at the hosted page), so
 * the work is retried with back-off and done by whichever instance's worker takes it. Instances
 * starting together enqueue each payment once (a singleton key per payment and ten minutes); the
 * handlers are idempotent anyway. Returns how many jobs it enqueued.
 */
export async function enqueueStrandedRefunds(ctx: AppContext): Promise<number> {
  const stranded = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.status, 'PAID'),
        inArray(payments.provider, ctx.paymentProviders.names),
        inArray(bookings.status, ['CANCELLED', 'REJECTED']),
        // A cancellation that decided its refund (by policy, perhaps nothing) wrote refund rows.
        notExists(ctx.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, payments.id))),
      ),
    );
  const open = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.status, 'OPEN'), inArray(payments.provider, ctx.paymentProviders.names), inArray(bookings.status, ['CANCELLED', 'REJECTED'])));
  const jobs: RefundJob[] = [...stranded.map((p) => ({ paymentId: p.id })), ...open.map((p) => ({ paymentId: p.id, openAttempt: true }))];
  let count = 0;
  for (const job of jobs) {
    const id = await ctx.jobs.send<RefundJob>(REFUND_QUEUE.name, job, undefined, { singletonKey: `stranded:${job.paymentId}`, singletonSeconds: 600 });
    if (id) count++;
  }
  return count;
}

/**
 * Asks the provider about OPEN checkout attempts of bookings that will not go ahead (one booking,
 * or every cancelled or rejected one) and refunds those the payer completed at the hosted page
 * anyway: the payer paid, then the booking was cancelled before anyone confirmed the payment.
 */
export async function refundPaidOpenAttempts(ctx: AppContext, bookingId?: string): Promise<number> {
  const open = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.status, 'OPEN'),
        inArray(payments.provider, ctx.paymentProviders.names),
        inArray(bookings.status, ['CANCELLED', 'REJECTED']),
        ...(bookingId ? [eq(payments.bookingId, bookingId)] : []),
      ),
    );
  let count = 0;
  for (const attempt of open) {
    try {
      if (await refundPaidOpenAttempt(ctx, attempt.id)) count++;
    } catch (error) {
      ctx.log.error({ err: error, paymentId: attempt.id }, 'checking an open checkout of a cancelled booking failed');
    }
  }
  return count;
}

/**
 * One OPEN attempt of a booking that will not go ahead: if its provider says it was paid, it is
 * settled, which gives the money back. Anything else (still open, gone) leaves it as it is.
 */
export async function refundPaidOpenAttempt(ctx: AppContext, paymentId: string): Promise<boolean> {
  const [attempt] = await ctx.db
    .select({ id: payments.id, sessionId: payments.providerSessionId, provider: payments.provider, status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, paymentId), inArray(payments.provider, ctx.paymentProviders.names)));
  if (!attempt || attempt.status !== 'OPEN') return false;
  const status = await providerOf(ctx, attempt.provider).getCheckout(attempt.sessionId);
  if (status.state !== 'PAID') return false;
  const result = await settlePaidPayment(ctx, attempt.id, status.paymentId);
  return result.kind === 'refunded';
}

/** Marks an attempt as the provider last described it (expired, cancelled, failed). */
export async function markAttempt(ctx: AppContext, payment: PaymentRow, status: 'EXPIRED' | 'CANCELLED' | 'FAILED') {
  await ctx.db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'OPEN')));
}

