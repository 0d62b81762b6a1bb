// Limits on booking requests, checked inside the creating transaction: a customer has at most one
// open request (PENDING or SUGGESTION_MADE) per car and overlapping range, and sends at most
// BOOKING_REQUESTS_PER_HOUR requests an hour; new or unverified accounts together send one vendor
// at most NEW_ACCOUNT_REQUESTS_PER_VENDOR (configured; 10) an hour (decision 0011). Counted from
// the bookings table itself, so the limits hold across instances and restarts; advisory locks
// (the customer's, then the vendor's for new accounts) make parallel requests queue.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bookings, services, users } from '../db/schema.js';
import { conflict, tooManyRequests } from '../http/errors.js';
import { lockKey } from './transitions.js';

export const BOOKING_REQUESTS_PER_HOUR = 20;
/** An account is new for this many days after it was made. */
export const NEW_ACCOUNT_DAYS = 7;

/** An account that is unverified, or younger than NEW_ACCOUNT_DAYS (SQL over `users`). */
const isNewOrUnverified = or(eq(users.emailVerified, false), gt(users.createdAt, sql`now() - make_interval(days => ${NEW_ACCOUNT_DAYS})`));

/**
 * Throw-away accounts cannot flood one vendor together: every request of the last hour to the
 * vendor from a new or unverified account counts, whatever became of it or its account (each one
 * sent its notification and email already).
 */
async function checkVendorLimit(tx: DbOrTx, customerId: string, vendorId: string, max: number) {
  const [customer] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, customerId), isNewOrUnverified)).limit(1);
  if (!customer) return;
  await lockKey(tx, `vendor-new-account-requests:${vendorId}`);
  const [recent] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(and(eq(services.vendorId, vendorId), gt(bookings.createdAt, sql`now() - interval '1 hour'`), isNewOrUnverified));
  if (Number(recent?.n ?? 0) >= max) {
    throw tooManyRequests('errors.bookings.vendorBusyForNewAccounts');
  }
}

export async function checkRequestLimits(
  tx: DbOrTx,
  customerId: string,
  request: { carId: string; vendorId: string; startDate: string; endDate: string },
  /** Requests one vendor may receive in an hour from new or unverified accounts together. */
  newAccountRequestsPerVendor: number,
) {
  await lockKey(tx, `customer:${customerId}`);
  const [recent] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), gt(bookings.createdAt, sql`now() - interval '1 hour'`)));
  if (Number(recent?.n ?? 0) >= BOOKING_REQUESTS_PER_HOUR) {
    throw tooManyRequests('errors.bookings.tooManyRequests');
  }
  const [open] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.customerId, customerId),
        eq(bookings.carId, request.carId),
        inArray(bookings.status, ['PENDING', 'SUGGESTION_MADE']),
        sql`tsrange(${bookings.startDate}, ${bookings.endDate}, '[)') && tsrange(${request.startDate}::timestamp, ${request.endDate}::timestamp, '[)')`,
      ),
    )
    .limit(1);
  if (open) throw conflict('errors.bookings.duplicateRequest', 'DUPLICATE_REQUEST');
  await checkVendorLimit(tx, customerId, request.vendorId, newAccountRequestsPerVendor);
}
