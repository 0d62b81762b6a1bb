// Reads of the earnings feature: a vendor's ledger rows and the bookings they name.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { composeCarName, nowInZone } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { bookings, cars, ledgerEntries, users } from '../db/schema.js';
import type { BookingInfo, LedgerRowView } from './summary.js';

export async function ledgerRowsOf(ctx: AppContext, db: DbOrTx, vendorId: string): Promise<LedgerRowView[]> {
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorId, vendorId)).orderBy(asc(ledgerEntries.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    bookingId: r.bookingId,
    amount: r.amount,
    customerAmount: r.customerAmount,
    platformFee: r.platformFee,
    reference: r.reference,
    note: r.note,
    at: nowInZone(ctx.config.TIME_ZONE, r.createdAt),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function bookingInfos(db: DbOrTx, ids: string[]): Promise<Map<string, BookingInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, status: bookings.status, startDate: bookings.startDate, endDate: bookings.endDate, make: cars.make, customMake: cars.customMake, model: cars.model, year: cars.year })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, label: composeCarName(r), startDate: r.startDate, endDate: r.endDate, status: r.status }]));
}

/** Vendors with at least one ledger row, with their name and email. */
export async function vendorsWithLedger(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, lastPayoutAt: sql<string | null>`max(${ledgerEntries.createdAt}) FILTER (WHERE ${ledgerEntries.kind} = 'PAYOUT')` })
    .from(ledgerEntries)
    .innerJoin(users, eq(users.id, ledgerEntries.vendorId))
    .groupBy(users.id, users.name, users.email)
    .orderBy(asc(users.name));
}
