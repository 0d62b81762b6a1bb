// The online deposit given back through the provider that took it (decisions 0034 and 0044): by
// the settlement job at the deposit's deadline, less what open charges still hold back.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { RentalMoney } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { payments, refunds } from '../db/schema.js';
import { REFUND_QUEUE, processRefund, type RefundJob } from '../payments/index.js';
import { appendMovement, loadBooking, moneyOf } from '../rental-money/index.js';

/**
 * Gives back through the provider that took it the deposit the platform holds, less `keep` (what
 * open charges still hold back): a `refunds` row per payment that took it, with its refund-queue
 * job, and a `deposit_returned` row, in one transaction with the booking locked, so two runs at
 * once give it back once. The provider is asked after the commit; a failure is retried by the
 * refund queue. Returns how many refunds were made. Run by the settlement job at the deposit's
 * deadline (decision 0044); moved here from rental-money's deposits job.
 */
export async function refundOnlineDeposit(ctx: AppContext, bookingId: string, keepFor: (tx: Tx, money: RentalMoney) => Promise<number>): Promise<number> {
  const refundIds = await ctx.transaction(async (tx) => {
    const booking = await loadBooking(tx, bookingId, true);
    if (!booking) return [];
    const { money } = await moneyOf(tx, booking);
    let left = Math.max(0, money.depositHeldByPlatform - (await keepFor(tx, money)));
    if (left <= 0) return [];
    // The payments that took the deposit, oldest first; each gives back what is left of its deposit part.
    const paid = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, 'pickup'), eq(payments.status, 'PAID'), gt(payments.depositPart, 0)))
      .orderBy(asc(payments.createdAt));
    const ids: string[] = [];
    for (const payment of paid) {
      const [given] = await tx
        .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.reason, 'DEPOSIT_RETURNED')));
      const take = Math.min(left, payment.depositPart - Number(given?.sum ?? 0));
      if (take <= 0) continue;
      left -= take;
      const [row] = await tx
        .insert(refunds)
        .values({ bookingId: booking.id, paymentId: payment.id, amount: take, reason: 'DEPOSIT_RETURNED', provider: payment.provider, providerSessionId: payment.providerSessionId, status: 'PENDING' })
        .returning({ id: refunds.id });
      ids.push(row!.id);
      // Written with the decision: if the provider cannot be reached below, the refund queue retries it.
      await ctx.jobs.send<RefundJob>(REFUND_QUEUE.name, { paymentId: payment.id, refundId: row!.id }, tx);
      const moved = await appendMovement(tx, booking, { kind: 'deposit_returned', via: 'platform', method: 'online', amount: take, reference: row!.id }, ctx.clock.now(), false);
      if (moved) await ctx.events.emit('money.recorded', { bookingId: booking.id, customerId: booking.customerId, rowId: String(moved.id), kind: moved.kind, method: moved.method, amount: moved.amount }, tx);
    }
    return ids;
  });
  for (const id of refundIds) {
    await processRefund(ctx, id).catch((error: unknown) => ctx.log.error({ err: error, refundId: id }, 'deposit refund failed; it stays pending'));
  }
  return refundIds.length;
}
