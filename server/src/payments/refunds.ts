// Refunds decided by a cancellation (decision 0015). The cancelling transaction writes one refund
// row per PAID payment of the booking (amount, reason, provider) and a `payments.refund` job for
// each that moves money; the ledger takes the vendor's earning back in proportion at once. The job
// asks the provider that took the payment for exactly that amount, then marks the row DONE (and
// the payment REFUNDED once nothing of it is left) and tells the customer.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MoneyMovement } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { bookings, payments, refunds, type RefundReason } from '../db/schema.js';
import type { BookingEvent, CancellationRefund } from '../bookings/events.js';
import { recordRefundInLedger } from '../earnings/index.js';
import { recordCancellationInLedger } from '../rental-money/index.js';
import type { Tx } from '../db/client.js';
import { enqueueRefund } from './refund-queue.js';
import { refundAtProvider } from './settle.js';

export type RefundRow = typeof refunds.$inferSelect;

/** Refund reasons that follow a cancellation or a shortened trip (and so take back the vendor's earning). */
const CANCELLATION_REASONS: RefundReason[] = ['CUSTOMER_CANCELLED', 'VENDOR_CANCELLED', 'ADMIN_CANCELLED', 'ACCOUNT_DELETED', 'TRIP_SHORTENED'];

/** What a booking paid through the app, and what of it was already given back. */
export async function moneyOfBooking(db: DbOrTx, bookingId: string) {
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, ['PAID', 'REFUNDED'])))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const rows = await db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt));
  const refundedOf = (paymentId: string) => rows.filter((r) => r.paymentId === paymentId).reduce((s, r) => s + r.amount, 0);
  const paidTotal = paid.reduce((s, p) => s + p.amount, 0);
  const refunded = rows.reduce((s, r) => s + r.amount, 0);
  const cancellationRefunded = rows.filter((r) => CANCELLATION_REASONS.includes(r.reason)).reduce((s, r) => s + r.amount, 0);
  // Only a PAID payment can still give money back (a REFUNDED one, even from before refund rows existed, cannot).
  const refundable = paid.filter((p) => p.status === 'PAID').reduce((s, p) => s + Math.max(0, p.amount - refundedOf(p.id)), 0);
  return { payments: paid, refunds: rows, paid: paidTotal, refunded, cancellationRefunded, refundable, refundedOf };
}

/**
 * Records the refund a cancellation decided, in the cancelling transaction: rows per PAID payment
 * (a zero row too, so the start-up sweep knows the money was dealt with), one job per amount to
 * move, and the ledger's share. `decision` absent: everything still refundable (an account deletion).
 */
export async function recordCancellationRefund(
  ctx: AppContext,
  tx: DbOrTx,
  event: Pick<BookingEvent, 'bookingId' | 'actorId' | 'actorSide'> & { refund?: CancellationRefund },
): Promise<number> {
  const money = await moneyOfBooking(tx, event.bookingId);
  const open = money.payments.filter((p) => p.status === 'PAID');
  if (open.length === 0) return 0;
  const reason: RefundReason = event.refund?.reason ?? (event.actorSide === 'VENDOR' ? 'VENDOR_CANCELLED' : 'ACCOUNT_DELETED');
  let remaining = Math.min(event.refund?.amount ?? money.refundable, money.refundable);
  let firstId: string | null = null;
  let total = 0;
  for (const payment of open) {
    const take = Math.max(0, Math.min(remaining, payment.amount - money.refundedOf(payment.id)));
    remaining -= take;
    total += take;
    const [row] = await tx
      .insert(refunds)
      .values({
        bookingId: event.bookingId,
        paymentId: payment.id,
        amount: take,
        reason,
        provider: payment.provider,
        providerSessionId: payment.providerSessionId,
        status: take > 0 ? 'PENDING' : 'DONE',
        completedAt: take > 0 ? null : new Date(),
        createdBy: event.actorId,
      })
      .returning({ id: refunds.id });
    if (take > 0) {
      firstId ??= row!.id;
      await enqueueRefund(ctx, payment.id, tx, row!.id);
    }
  }
  await recordRefundInLedger(tx, {
    bookingId: event.bookingId,
    refundedBefore: money.cancellationRefunded,
    refundedAfter: money.cancellationRefunded + total,
    refundId: firstId,
    actorId: event.actorId,
    at: ctx.clock.now(),
  });
  await recordCancellationInLedger(ctx, tx as Tx, event.bookingId, total, event.actorId);
  return total;
}

/**
 * Moves the money of one refund row through its provider and marks it DONE; the payment becomes
 * REFUNDED once its refunds add up to it, and the customer is told. A DONE row is left alone.
 */
export async function processRefund(ctx: AppContext, refundId: string): Promise<boolean> {
  const [row] = await ctx.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row || row.status === 'DONE') return false;
  await refundAtProvider(ctx, row, true, { refundId: row.id });
  const event = await ctx.transaction(async (tx) => {
    const done = await tx
      .update(refunds)
      .set({ status: 'DONE', completedAt: new Date() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
      .returning({ id: refunds.id });
    if (done.length === 0) return null;
    const [sum] = await tx
      .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, row.paymentId), eq(refunds.status, 'DONE')));
    await tx
      .update(payments)
      .set({ status: 'REFUNDED', updatedAt: new Date() })
      .where(and(eq(payments.id, row.paymentId), eq(payments.status, 'PAID'), sql`${payments.amount} <= ${Number(sum?.total ?? 0)}`));
    const [payment] = await tx.select({ amount: payments.amount }).from(payments).where(eq(payments.id, row.paymentId));
    const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, row.bookingId));
    const status = booking?.status ?? 'CANCELLED';
    const refunded: BookingEvent = {
      type: 'booking.refunded',
      bookingId: row.bookingId,
      actorId: null,
      actorSide: 'SYSTEM',
      fromStatus: status,
      toStatus: status,
      // A part of the payment: the customer is told how much; all of it reads "your payment was refunded".
      ...(payment && row.amount < payment.amount ? { refundedAmount: row.amount } : {}),
    };
    await ctx.events.emit(refunded.type, refunded, tx);
    return refunded;
  });
  return !!event;
}

/** A booking's payments (paid ones) and refunds, oldest first: its history of money movements. */
export async function moneyHistory(db: DbOrTx, bookingId: string): Promise<MoneyMovement[]> {
  const money = await moneyOfBooking(db, bookingId);
  const rows: MoneyMovement[] = [
    ...money.payments.map((p) => ({ kind: 'PAYMENT' as const, amount: p.amount, status: p.status, provider: p.provider, reason: null, createdAt: p.createdAt.toISOString() })),
    ...money.refunds
      .filter((r) => r.amount > 0)
      .map((r) => ({ kind: 'REFUND' as const, amount: r.amount, status: r.status, provider: r.provider, reason: r.reason, createdAt: r.createdAt.toISOString() })),
  ];
  return rows.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}
