// The deposits job (decision 0034), every quarter of an hour on the app's clock: for each ended
// booking still holding a deposit, the vendor is reminded at half the time and on the day. Each
// reminder is claimed once per booking (`deposit_steps`) in the transaction that sends it, so a
// second run does nothing. The online deposit's refund at the deadline moved to the charges
// feature's settlement job (charges/deposit-refund.ts), which knows what open charges still hold
// back (decision 0044).
import type { AppContext } from '../context.js';
import { depositSteps } from '../db/schema.js';
import type { QueueSpec } from '../jobs/index.js';
import type { DepositReminderDue } from './events.js';
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
