// Reads of the agreements feature: a booking's agreement, one by id, and the facts a new one prints.
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { withCarAndService } from '../db/booking-joins.js';
import { agreements, bookings, cars, services, users } from '../db/schema.js';
import { isUuid } from '../http/ids.js';

export type AgreementRow = typeof agreements.$inferSelect;

/** The booking's newest agreement (a corrected check-in makes a new one), or null. */
export async function agreementOfBooking(db: DbOrTx, bookingId: string): Promise<AgreementRow | null> {
  if (!isUuid(bookingId)) return null;
  const [row] = await db.select().from(agreements).where(eq(agreements.bookingId, bookingId)).orderBy(desc(agreements.createdAt), desc(agreements.id)).limit(1);
  return row ?? null;
}

export async function agreementById(db: DbOrTx, id: string): Promise<AgreementRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
  return row ?? null;
}

export async function agreementOfHandover(db: DbOrTx, handoverId: string): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreements).where(eq(agreements.handoverId, handoverId)).limit(1);
  return row ?? null;
}

/** The booking with its car, its service and both people, as the agreement prints them. */
export async function bookingParties(db: DbOrTx, bookingId: string) {
  const [row] = await withCarAndService(db.select({ booking: bookings, car: cars, service: services }).from(bookings).$dynamic(), bookingId);
  if (!row) return null;
  const people = await db.select().from(users).where(inArray(users.id, [row.booking.customerId, row.service.vendorId]));
  const customer = people.find((p) => p.id === row.booking.customerId);
  const vendor = people.find((p) => p.id === row.service.vendorId);
  if (!customer || !vendor) return null;
  return { ...row, customer, vendor };
}
