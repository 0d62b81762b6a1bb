// Writes to a booking's ledger (decision 0034). Rows are only ever added (the table refuses UPDATE
// and DELETE). After a movement of rent, the platform fee row that brings the recorded fee to what
// the rent kept calls for (`feeCorrection`, shared/src/rental-money.ts) is added in the same
// transaction; rent paid after the advance and its fee are mirrored on the vendor's ledger
// (`ledger_entries` RENTAL rows), so a vendor paid in cash owes the fee and payouts net it.
import { and, asc, eq } from 'drizzle-orm';
import { feeCorrection, rentalMoney, type MoneyMethod, type MoneyRow, type MoneyRowKind, type MoneyVia, type RentalTerms } from '@carrental/shared';
import type { DbOrTx, Tx } from '../db/client.js';
import { bookingMoney, bookings, ledgerEntries, services } from '../db/schema.js';
import { lockLedger } from '../earnings/index.js';

export type BookingRow = typeof bookings.$inferSelect;
export type MoneyRecord = typeof bookingMoney.$inferSelect;

/** A booking with its vendor, locked for the transaction when `lock`. */
export async function loadBooking(db: DbOrTx, bookingId: string, lock = false): Promise<(BookingRow & { vendorId: string }) | undefined> {
  const query = db.select({ booking: bookings, vendorId: services.vendorId }).from(bookings).innerJoin(services, eq(services.id, bookings.serviceId)).where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  return row ? { ...row.booking, vendorId: row.vendorId } : undefined;
}

export const termsOf = (booking: Pick<BookingRow, 'totalAmount' | 'advancePercent' | 'deposit' | 'platformFeePercent'>): RentalTerms => ({
  total: booking.totalAmount,
  advancePercent: booking.advancePercent,
  deposit: booking.deposit,
  feePercent: booking.platformFeePercent,
});

/** Bookings whose money is still open (due amounts count); the others owe nothing more. */
export const isOpen = (status: string) => status === 'PENDING' || status === 'ACCEPTED' || status === 'CONFIRMED' || status === 'IN_PROGRESS';

export const moneyRecordsOf = (db: DbOrTx, bookingId: string) => db.select().from(bookingMoney).where(eq(bookingMoney.bookingId, bookingId)).orderBy(asc(bookingMoney.id));

export const asMoneyRows = (records: readonly MoneyRecord[]): MoneyRow[] => records.map((r) => ({ kind: r.kind, via: r.via, amount: r.amount }));

export async function moneyOf(db: DbOrTx, booking: BookingRow) {
  const records = await moneyRecordsOf(db, booking.id);
  return { records, money: rentalMoney(termsOf(booking), asMoneyRows(records), isOpen(booking.status)) };
}

export interface NewMovement {
  kind: Exclude<MoneyRowKind, 'platform_fee'>;
  via: MoneyVia;
  method: MoneyMethod;
  amount: number;
  reference?: string;
  paymentId?: string | null;
  correctsId?: number | null;
  idempotencyKey?: string | null;
  createdBy?: string | null;
}

const RENT_KINDS: readonly MoneyRowKind[] = ['advance_paid', 'balance_paid', 'refund', 'adjustment'];
/** Money collected for charges after the trip (decision 0044). */
const CHARGE_MONEY_KINDS: readonly MoneyRowKind[] = ['deposit_applied', 'charge_paid'];

/**
 * Adds a movement to a booking's ledger (the booking locked by the caller), then the fee row it
 * calls for. `mirror`: the movement is rent after the advance, so it and its fee go on the vendor's
 * ledger too (the advance and its refunds are there as the EARNING row and its REFUND rows).
 * Returns the movement's row, or null when its idempotency key or payment was recorded before.
 */
export async function appendMovement(tx: Tx, booking: BookingRow & { vendorId: string }, movement: NewMovement, at: Date, mirror: boolean): Promise<MoneyRecord | null> {
  const [row] = await tx
    .insert(bookingMoney)
    .values({ bookingId: booking.id, reference: '', ...movement, createdAt: at })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  if (CHARGE_MONEY_KINDS.includes(movement.kind)) {
    // Charges collected through the platform (the deposit it held, or a payment online) are owed
    // to the vendor in full: no fee on charges (decision 0044).
    if (mirror && movement.via === 'platform') {
      await lockLedger(tx, booking.vendorId);
      await tx.insert(ledgerEntries).values({ vendorId: booking.vendorId, bookingId: booking.id, kind: 'RENTAL', amount: row.amount, customerAmount: row.amount, moneyId: row.id, createdAt: at });
    }
    return row;
  }
  if (!RENT_KINDS.includes(movement.kind)) return row;
  const records = await moneyRecordsOf(tx, booking.id);
  const fee = feeCorrection(termsOf(booking), asMoneyRows(records));
  const [feeRow] =
    fee === 0
      ? [null]
      : await tx
          .insert(bookingMoney)
          .values({ bookingId: booking.id, kind: 'platform_fee', via: 'platform', method: 'online', amount: fee, correctsId: row.id, createdAt: at })
          .returning();
  if (!mirror) return row;
  await lockLedger(tx, booking.vendorId);
  if (movement.via === 'platform' && movement.kind === 'balance_paid') {
    await tx.insert(ledgerEntries).values({ vendorId: booking.vendorId, bookingId: booking.id, kind: 'RENTAL', amount: row.amount, customerAmount: row.amount, moneyId: row.id, createdAt: at });
  }
  if (feeRow) {
    await tx.insert(ledgerEntries).values({ vendorId: booking.vendorId, bookingId: booking.id, kind: 'RENTAL', amount: -feeRow.amount, platformFee: feeRow.amount, moneyId: feeRow.id, createdAt: at });
  }
  return row;
}

/** The row an idempotency key recorded for a booking, if any. */
export async function recordedWithKey(db: DbOrTx, bookingId: string, key: string): Promise<MoneyRecord | undefined> {
  const [row] = await db
    .select()
    .from(bookingMoney)
    .where(and(eq(bookingMoney.bookingId, bookingId), eq(bookingMoney.idempotencyKey, key)));
  return row;
}
