// Domain operations of the earnings feature (decision 0015): a vendor's earnings, every vendor's
// balance for the admin, and the admin's payouts and adjustments, each one ledger row appended.
import { eq } from 'drizzle-orm';
import { createAdjustmentSchema, createPayoutSchema, nowInZone, type CreateAdjustmentInput, type CreatePayoutInput, type Earnings, type Payout, type VendorBalance } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { ledgerEntries, users } from '../db/schema.js';
import { errorMessage, notFound, validationError } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { lockLedger } from './ledger.js';
import { bookingInfos, ledgerRowsOf, vendorsWithLedger } from './queries.js';
import { summarizeEarnings } from './summary.js';

async function earningsIn(ctx: AppContext, db: DbOrTx, vendorId: string): Promise<Earnings> {
  const rows = await ledgerRowsOf(ctx, db, vendorId);
  const ids = [...new Set(rows.map((r) => r.bookingId).filter((id): id is string => !!id))];
  return summarizeEarnings(rows, await bookingInfos(db, ids), nowInZone(ctx.config.TIME_ZONE, ctx.clock.now()));
}

/** The caller's own earnings (a vendor). */
export const vendorEarnings = (ctx: AppContext, actor: Actor) => earningsIn(ctx, ctx.db, actor.id);

/** One vendor's earnings for an admin; 404 for an unknown user. */
export async function earningsOfVendor(ctx: AppContext, vendorId: string): Promise<Earnings> {
  await loadVendor(ctx.db, vendorId);
  return earningsIn(ctx, ctx.db, vendorId);
}

/** Every vendor with ledger rows and their totals, for the admin's Payouts screen. */
export async function vendorBalances(ctx: AppContext): Promise<VendorBalance[]> {
  const vendors = await vendorsWithLedger(ctx.db);
  const out: VendorBalance[] = [];
  for (const v of vendors) {
    const { totals } = await earningsIn(ctx, ctx.db, v.id);
    out.push({ vendorId: v.id, name: v.name, email: v.email, ...totals, lastPayoutAt: v.lastPayoutAt ? new Date(v.lastPayoutAt).toISOString() : null });
  }
  return out;
}

async function loadVendor(db: DbOrTx, vendorId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, vendorId));
  if (!user) throw notFound('Vendor');
  return user;
}

/**
 * Records a bank transfer made outside the app: at most the vendor's available balance, checked
 * under a per-vendor lock so two admins cannot pay out the same money twice.
 */
export async function createPayout(ctx: AppContext, actor: Actor, input: CreatePayoutInput): Promise<Payout> {
  const v = parseInput(createPayoutSchema, input);
  return ctx.transaction(async (tx) => {
    await loadVendor(tx, v.vendorId);
    await lockLedger(tx, v.vendorId);
    const { totals } = await earningsIn(ctx, tx, v.vendorId);
    if (v.amount > totals.available) {
      const message = errorMessage('errors.earnings.payoutTooMuch', { amount: { price: Math.max(0, totals.available) } });
      throw validationError(message, { amount: message });
    }
    const [row] = await tx
      .insert(ledgerEntries)
      .values({ vendorId: v.vendorId, kind: 'PAYOUT', amount: -v.amount, reference: v.reference, note: v.note, createdBy: actor.id, createdAt: ctx.clock.now() })
      .returning();
    return { id: row!.id, amount: v.amount, reference: row!.reference, note: row!.note, createdAt: row!.createdAt.toISOString() };
  });
}

/** An admin's correction of a vendor's balance, up or down, with the reason. */
export async function createAdjustment(ctx: AppContext, actor: Actor, input: CreateAdjustmentInput): Promise<{ id: number }> {
  const v = parseInput(createAdjustmentSchema, input);
  return ctx.transaction(async (tx) => {
    await loadVendor(tx, v.vendorId);
    await lockLedger(tx, v.vendorId);
    const [row] = await tx
      .insert(ledgerEntries)
      .values({ vendorId: v.vendorId, kind: 'ADJUSTMENT', amount: v.amount, note: v.note, createdBy: actor.id, createdAt: ctx.clock.now() })
      .returning({ id: ledgerEntries.id });
    return { id: row!.id };
  });
}
