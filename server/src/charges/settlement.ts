// The deposit settled against the charges after the trip (issue 32, decision 0044), as rows of the
// booking's ledger: a `charge_settled` row for each charge accepted (by the renter or by silence)
// or decided, once (its reference names it); then the deposit taken for what is settled and not yet
// collected (`deposit_applied`, from what the vendor holds first). What the deposit does not cover
// is then owed (`rentalMoney().chargesDue`), paid online or at the counter (`charge_paid`).
import { sql } from 'drizzle-orm';
import { depositRefundable, depositToApply, settledAmount, type ChargeState, type RentalMoney } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import { appendMovement, loadBooking, moneyOf } from '../rental-money/index.js';
import { claimAmountsForSettlement } from '../claims/index.js';
import { refundOnlineDeposit } from './deposit-refund.js';
import { chargeState } from './presenter.js';
import { chargeFile } from './queries.js';

/**
 * One standing amount the deposit is settled against: a charge here, a damage claim from the
 * claims feature. `state` as `depositSettlement` reads it (open and disputed amounts are held back;
 * accepted and decided ones are taken); `source:id` is the reference of its ledger row.
 */
export interface SettlementItem {
  source: string;
  id: string;
  state: ChargeState;
  amount: number;
  decidedAmount: number | null;
}

export type SettlementSource = (db: DbOrTx, bookingId: string, now: Date) => Promise<SettlementItem[]>;

/** The booking's standing charges (not replaced) with their states at `now`. */
export const chargeItems: SettlementSource = async (db, bookingId, now) => {
  const file = await chargeFile(db, [bookingId]);
  const replaced = new Set(file.rows.map((r) => r.replacesId).filter((id): id is string => id !== null));
  return file.rows
    .filter((r) => !replaced.has(r.id))
    .map((r) => ({ source: 'charge', id: r.id, state: chargeState(r, file, now, false), amount: r.amount, decidedAmount: file.decisions.get(r.id)?.amount ?? null }));
};

/** The booking's damage claims (decision 0045): closed ones at what the renter pays, open ones held at their amount. */
export const claimItems: SettlementSource = async (db, bookingId) =>
  (await claimAmountsForSettlement(db, bookingId)).map((c) => ({ source: 'claim', id: c.id, state: c.state, amount: c.amount, decidedAmount: c.decidedAmount ?? null }));

/** Where the amounts come from: the charges and the damage claims (decisions 0044, 0045). */
const SOURCES: readonly SettlementSource[] = [chargeItems, claimItems];

/**
 * Every standing amount of the booking the deposit is settled against, with its state at `now`
 * (read through `db`, the caller's transaction when it writes).
 */
export async function settledAmounts(db: DbOrTx, bookingId: string, now: Date): Promise<SettlementItem[]> {
  return (await Promise.all(SOURCES.map((source) => source(db, bookingId, now)))).flat();
}

/** What is still open (waiting for the renter or an admin) among the items. */
export const stillOpen = (items: readonly SettlementItem[]) => items.reduce((s, i) => s + (i.state === 'open' || i.state === 'disputed' ? i.amount : 0), 0);

export const referenceOf = (item: Pick<SettlementItem, 'source' | 'id'>) => `${item.source}:${item.id}`;

/**
 * Brings the booking's ledger to its settled amounts (inside `tx`, the booking locked): a
 * `charge_settled` row for each settled item not yet written, then the deposit taken for them.
 * Safe to run any number of times: it writes only what is missing. Returns the sums after, and
 * what is still open.
 */
export async function settleDeposit(ctx: AppContext, tx: Tx, bookingId: string): Promise<{ money: RentalMoney; open: number } | null> {
  const booking = await loadBooking(tx, bookingId, true);
  if (!booking) return null;
  const at = ctx.clock.now();
  const items = await settledAmounts(tx, bookingId, at);
  const { records } = await moneyOf(tx, booking);
  const written = new Set(records.filter((r) => r.kind === 'charge_settled').map((r) => r.reference));
  for (const item of items) {
    const amount = settledAmount(item);
    if (amount <= 0 || written.has(referenceOf(item))) continue;
    await appendMovement(tx, booking, { kind: 'charge_settled', via: 'platform', method: 'online', amount, reference: referenceOf(item) }, at, false);
  }
  const { money } = await moneyOf(tx, booking);
  const apply = depositToApply(money);
  if (apply.vendor > 0) await appendMovement(tx, booking, { kind: 'deposit_applied', via: 'vendor', method: 'other', amount: apply.vendor, reference: 'charges' }, at, true);
  if (apply.platform > 0) await appendMovement(tx, booking, { kind: 'deposit_applied', via: 'platform', method: 'online', amount: apply.platform, reference: 'charges' }, at, true);
  return { money: (await moneyOf(tx, booking)).money, open: stillOpen(items) };
}

/**
 * Bookings the settlement job looks at: those with a standing charge above zero not yet written
 * to the ledger nor decided at zero, and those whose deposit deadline passed with a deposit the
 * platform holds (`now` the marketplace's wall-clock time).
 */
export async function bookingsToSettle(db: DbOrTx, now: string): Promise<string[]> {
  const rows = rowsOf<{ booking_id: string }>(
    await db.execute(sql`
      SELECT DISTINCT c.booking_id FROM charges c
      WHERE c.amount > 0
        AND NOT EXISTS (SELECT 1 FROM charges r WHERE r.replaces_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM charge_decisions d WHERE d.charge_id = c.id AND d.amount = 0)
        AND NOT EXISTS (SELECT 1 FROM booking_money m WHERE m.booking_id = c.booking_id AND m.kind = 'charge_settled' AND m.reference = 'charge:' || c.id::text)
      UNION
      SELECT b.id AS booking_id FROM bookings b
      JOIN booking_money m ON m.booking_id = b.id AND m.via = 'platform' AND m.kind IN ('deposit_received', 'deposit_returned', 'deposit_applied')
      WHERE b.end_date + make_interval(days => b.deposit_return_days) <= ${now.replace('T', ' ')}::timestamp
      GROUP BY b.id
      HAVING SUM(CASE WHEN m.kind = 'deposit_received' THEN m.amount ELSE -m.amount END) > 0
      LIMIT 500`),
  );
  return rows.map((r) => String(r.booking_id));
}

/**
 * At the deposit's deadline, the online deposit's rest goes back through the provider: what the
 * settled charges did not take, less what open ones still hold (nothing once nothing is open).
 */
export async function refundDepositRest(ctx: AppContext, bookingId: string): Promise<number> {
  return refundOnlineDeposit(ctx, bookingId, async (tx, money) => {
    const open = stillOpen(await settledAmounts(tx, bookingId, ctx.clock.now()));
    return money.depositHeldByPlatform - depositRefundable(money, open);
  });
}
