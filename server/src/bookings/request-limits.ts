// Limits on booking requests, checked inside the creating transaction: a customer has at most one
// open request (PENDING or SUGGESTION_MADE) per car and overlapping range, and sends at most
// BOOKING_REQUESTS_PER_HOUR requests an hour. Counted from the bookings table itself, so the limits
// hold across instances and restarts; the customer's advisory lock makes parallel requests queue.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { conflict, tooManyRequests } from '../http/errors.js';
import { lockKey } from './transitions.js';

export const BOOKING_REQUESTS_PER_HOUR = 20;

export async function checkRequestLimits(
  tx: DbOrTx,
  customerId: string,
  request: { carId: string; startDate: string; endDate: string },
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
}
