// The deposits job (decision 0034), every quarter of an hour on the app's clock: for each ended
// booking still holding a deposit, the vendor is reminded at half the time and on the day. Each
// reminder is claimed once per booking (`deposit_steps`) in the transaction that sends it, so a
// second run does nothing. The online deposit's refund at the deadline is `refundOnlineDeposit`,
// run by the charges feature's settlement job, which knows what open charges still hold back
// (decision 0044).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { RentalMoney } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { depositSteps, payments, refunds } from '../db/schema.js';
import type { QueueSpec } from '../jobs/index.js';
import { REFUND_QUEUE, processRefund, type RefundJob } from '../payments/index.js';
import type { DepositReminderDue } from './events.js';
import { appendMovement, loadBooking, moneyOf } from './ledger.js';
import { depositsHeld, wallClockNow } from './queries.js';

export const DEPOSIT_QUEUE: QueueSpec = { name: 'rental-money.deposits', retryLimit: 3, retryDelay: 60, retryBackoff: true };
export const DEPOSIT_CRON = '*/15 * * * *';

async function claim(tx: Parameters<Parameters<AppContext['transaction']>[0]>[0], bookingId: string, step: 'halfway' | 'on_the_day' | 'refunded', at: Date) {
  const rows = await tx.insert(depositSteps).values({ bookingId, step, doneAt: at }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function runDepositJob(ctx: AppContext): Promise<{ reminded: number }> {
  const now = wallClockNow(ctx);
  let reminded = 0;
  for (const held of await depositsHeld(ctx.db, now, false)) {
    const { schedule } = held;
    for (const step of ['halfway', 'on_the_day'] as const) {
      const when = step === 'halfway' ? schedule.halfway : schedule.onTheDay;
      if (held.heldByVendor <= 0 || now < when || now >= schedule.deadline) continue;
      await ctx.transaction(async (tx) => {
        if (!(await claim(tx, held.bookingId, step, ctx.clock.now()))) return;
        const event: DepositReminderDue = { bookingId: held.bookingId, vendorId: held.vendorId, step, deadline: schedule.deadline, held: held.heldByVendor };
        await ctx.events.emit('money.deposit_reminder_due', event, tx);
        reminded++;
      });
    }
  }
  return { reminded };
}

/**
 * Gives back through the provider that took it the deposit the platform holds, less `keep` (what
 * open charges still hold back): a `refunds` row per payment that took it, with its refund-queue
 * job, and a `deposit_returned` row, in one transaction with the booking locked, so two runs at
 * once give it back once. The provider is asked after the commit; a failure is retried by the
 * refund queue. Returns how many refunds were made. Called by the charges feature's settlement
 * job at the deposit's deadline (decision 0044).
 */
export async function refundOnlineDeposit(ctx: AppContext, bookingId: string, keepFor: (tx: Tx, money: RentalMoney) => Promise<number>): Promise<number> {
  const refundIds = await ctx.transaction(async (tx) => {
    const booking = await loadBooking(tx, bookingId, true);
    if (!booking) return [];
    const { money } = await moneyOf(tx, booking);
    let left = Math.max(0, money.depositHeldByPlatform - (await keepFor(tx, money)));
    if (left <= 0) return [];
    await claim(tx, booking.id, 'refunded', ctx.clock.now());
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
