// The deposits job (decision 0034), every quarter of an hour on the app's clock: for each ended
// booking still holding a deposit, the vendor is reminded at half the time and on the day; at the
// deadline, a deposit paid online (with nothing held against it: post-trip charges are a later
// issue) is refunded through the provider that took it. Each step is claimed once per booking
// (`deposit_steps`) in the transaction that does it, so a second run does nothing.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../context.js';
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

export async function runDepositJob(ctx: AppContext): Promise<{ reminded: number; refunded: number }> {
  const now = wallClockNow(ctx);
  let reminded = 0;
  let refunded = 0;
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
    if (held.heldByPlatform > 0 && now >= schedule.deadline) {
      const refundIds = await ctx.transaction(async (tx) => {
        if (!(await claim(tx, held.bookingId, 'refunded', ctx.clock.now()))) return [];
        const booking = await loadBooking(tx, held.bookingId, true);
        if (!booking) return [];
        const { money } = await moneyOf(tx, booking);
        if (money.depositHeldByPlatform <= 0) return [];
        // The payments that took the deposit, oldest first; each gives back its deposit part.
        const paid = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.bookingId, booking.id), eq(payments.purpose, 'pickup'), eq(payments.status, 'PAID'), gt(payments.depositPart, 0)))
          .orderBy(asc(payments.createdAt));
        let left = money.depositHeldByPlatform;
        const ids: string[] = [];
        for (const payment of paid) {
          const take = Math.min(left, payment.depositPart);
          if (take <= 0) continue;
          left -= take;
          const [row] = await tx
            .insert(refunds)
            .values({ bookingId: booking.id, paymentId: payment.id, amount: take, reason: 'DEPOSIT_RETURNED', provider: payment.provider, providerSessionId: payment.providerSessionId, status: 'PENDING' })
            .returning({ id: refunds.id });
          ids.push(row!.id);
          // Written with the decision: if the provider cannot be reached below, the refund queue retries it.
          await ctx.jobs.send<RefundJob>(REFUND_QUEUE.name, { paymentId: payment.id, refundId: row!.id }, tx);
          const moved = await appendMovement(tx, booking, { kind: 'deposit_returned', via: 'platform', method: 'online', amount: take, paymentId: payment.id }, ctx.clock.now(), false);
          if (moved) await ctx.events.emit('money.recorded', { bookingId: booking.id, customerId: booking.customerId, rowId: String(moved.id), kind: moved.kind, method: moved.method, amount: moved.amount }, tx);
        }
        return ids;
      });
      // The provider is asked outside the transaction; a failure is retried by the refund queue.
      for (const id of refundIds) {
        await processRefund(ctx, id).catch((error: unknown) => ctx.log.error({ err: error, refundId: id }, 'deposit refund failed; it stays pending'));
        refunded++;
      }
    }
  }
  return { reminded, refunded };
}
