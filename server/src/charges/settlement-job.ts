// The settlement job (issue 32, decision 0044), every quarter of an hour on the app's clock: for
// each booking with charges not yet written to the ledger, or with a deposit the platform holds past
// its deadline, the settled charges become ledger rows (`settleDeposit`: silence accepts too), and
// at the deadline the online deposit's rest goes back through the provider (less what open charges
// still hold, nothing once nothing is open). Idempotent: each run writes only what is missing,
// under the booking's lock.
import { depositSchedule, nowInZone } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { QueueSpec } from '../jobs/index.js';
import { loadBooking } from '../rental-money/index.js';
import { bookingsToSettle, refundDepositRest, settleDeposit } from './settlement.js';

export const SETTLEMENT_QUEUE: QueueSpec = { name: 'charges.settle', retryLimit: 3, retryDelay: 60, retryBackoff: true };
export const SETTLEMENT_CRON = '*/15 * * * *';

export async function runSettlementJob(ctx: AppContext): Promise<{ looked: number; refunded: number }> {
  const now = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());
  let refunded = 0;
  const ids = await bookingsToSettle(ctx.db, now);
  for (const bookingId of ids) {
    await ctx.transaction((tx) => settleDeposit(ctx, tx, bookingId));
    const booking = await loadBooking(ctx.db, bookingId);
    if (!booking || booking.deposit <= 0) continue;
    if (now >= depositSchedule(booking.endDate, booking.depositReturnDays).deadline) refunded += await refundDepositRest(ctx, bookingId);
  }
  return { looked: ids.length, refunded };
}
