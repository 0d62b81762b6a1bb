// Writes to the vendors' ledger (decision 0015). Rows are only ever added (the table refuses
// UPDATE and DELETE): a paid booking adds the vendor's EARNING; a refund adds a REFUND row that
// takes back the earning in proportion; an admin's payout adds a PAYOUT row. A balance is the sum
// of a vendor's rows. Rows are dated by the app's clock (`at`), like everything the app decides.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { advanceAmount, earningAfterRefunds, splitPlatformFee } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { bookings, ledgerEntries, services } from '../db/schema.js';

/** Serialises writes to one vendor's ledger until the transaction ends (a payout checks the balance first). */
export async function lockLedger(tx: DbOrTx, vendorId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ledger:${vendorId}`}))`);
}

/** Records what a booking's first payment (its advance) earns its vendor; once per booking. */
export async function recordEarning(tx: DbOrTx, bookingId: string, at: Date): Promise<void> {
  const [row] = await tx
    .select({ total: bookings.totalAmount, advancePercent: bookings.advancePercent, feePercent: bookings.platformFeePercent, vendorId: services.vendorId })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId));
  if (!row) return;
  // What was paid through the app: the advance (decision 0034); the rest earns on RENTAL rows as it is paid.
  const split = splitPlatformFee(advanceAmount(row.total, row.advancePercent), row.feePercent);
  await addEarning(tx, { vendorId: row.vendorId, bookingId }, split, at);
}

/**
 * A paid extension of a booking earns its vendor the extension's amount less the booking's platform
 * fee, on a row of its own (decision 0031); once per extension.
 */
export async function recordExtensionEarning(tx: DbOrTx, input: { bookingId: string; extensionId: string; amount: number }, at: Date): Promise<void> {
  const [row] = await tx
    .select({ feePercent: bookings.platformFeePercent, vendorId: services.vendorId })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, input.bookingId));
  if (!row || input.amount <= 0) return;
  const split = splitPlatformFee(input.amount, row.feePercent);
  await addEarning(tx, { vendorId: row.vendorId, bookingId: input.bookingId, extensionId: input.extensionId }, split, at);
}

/** An EARNING row of a payment's split (the vendor's part, the customer's amount, the fee); once (the unique indexes). */
async function addEarning(tx: DbOrTx, of: { vendorId: string; bookingId: string; extensionId?: string }, split: ReturnType<typeof splitPlatformFee>, at: Date) {
  await tx
    .insert(ledgerEntries)
    .values({ ...of, kind: 'EARNING', amount: split.vendorEarning, customerAmount: split.customerTotal, platformFee: split.platformFee, createdAt: at })
    .onConflictDoNothing();
}

/**
 * A refund of a booking went from `refundedBefore` to `refundedAfter` rupees in all: the vendor's
 * earning shrinks in proportion (computed from the totals, so several refunds never drift by
 * rounding). Nothing happens for a booking that earned nothing through the app.
 */
export async function recordRefundInLedger(
  tx: DbOrTx,
  input: { bookingId: string; refundedBefore: number; refundedAfter: number; refundId: string | null; actorId: string | null; at: Date },
): Promise<void> {
  const [earning] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, input.bookingId), eq(ledgerEntries.kind, 'EARNING'), isNull(ledgerEntries.extensionId)));
  if (!earning) return;
  await lockLedger(tx, earning.vendorId);
  const split = { total: earning.customerAmount, earning: earning.amount };
  const before = earningAfterRefunds(split, input.refundedBefore);
  const after = earningAfterRefunds(split, input.refundedAfter);
  const refunded = input.refundedAfter - input.refundedBefore;
  if (after === before && refunded === 0) return;
  await tx.insert(ledgerEntries).values({
    vendorId: earning.vendorId,
    bookingId: input.bookingId,
    kind: 'REFUND',
    amount: after - before,
    customerAmount: refunded,
    platformFee: -(refunded - (before - after)),
    refundId: input.refundId,
    createdBy: input.actorId,
    createdAt: input.at,
  });
}

/** A vendor's balance: the sum of their rows. */
export async function ledgerBalance(tx: DbOrTx, vendorId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.vendorId, vendorId));
  return Number(row?.sum ?? 0);
}
