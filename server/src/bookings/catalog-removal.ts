// When a vendor (or an admin) deletes a car or a whole service, its open requests go with it, in
// the deleting transaction: a PENDING request is rejected and a suggestion awaiting the customer
// is cancelled, each through the lifecycle as the vendor's act, so the customer gets the usual
// notice and email. Held bookings (ACCEPTED, CONFIRMED) are not touched here: the deletion is
// refused while a future one exists.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { toDbWallClock } from '../db/wall-clock.js';
import type { BookingEvent } from './events.js';
import type { BookingAction } from './lifecycle.js';
import { applyTransition } from './transitions.js';

const DECLINE: Partial<Record<BookingStatus, BookingAction>> = { PENDING: 'reject', SUGGESTION_MADE: 'cancel' };

/**
 * Locks the open requests that `where` picks (in id order) and declines each as the vendor's act,
 * with `reason` in its history; returns the events to announce.
 */
async function declineWhere(ctx: AppContext, tx: Tx, actorId: string | null, where: SQL, reason: string): Promise<BookingEvent[]> {
  const open = await tx
    .select()
    .from(bookings)
    .where(and(where, inArray(bookings.status, Object.keys(DECLINE) as BookingStatus[])))
    .orderBy(bookings.id)
    .for('update');
  const events: BookingEvent[] = [];
  for (const booking of open) {
    const { event } = await applyTransition(ctx, tx, { booking, action: DECLINE[booking.status]!, party: 'VENDOR', actorId, details: { reason } });
    events.push(event);
  }
  return events;
}

/** Declines the open requests of a car or of every car of a service; returns the events to announce after commit. */
export async function declineOpenRequests(
  ctx: AppContext,
  tx: Tx,
  actorId: string | null,
  of: { carId: string } | { serviceId: string },
): Promise<BookingEvent[]> {
  return 'carId' in of
    ? declineWhere(ctx, tx, actorId, eq(bookings.carId, of.carId), 'car-deleted')
    : declineWhere(ctx, tx, actorId, eq(bookings.serviceId, of.serviceId), 'service-deleted');
}

/**
 * A vendor blocks days of a car (decision 0016): its open requests over those days are declined in
 * the blocking transaction, as the vendor's act through the lifecycle (a PENDING request rejected,
 * a suggestion cancelled), so each customer gets the usual notice. Returns the events to announce.
 */
export async function declineRequestsOver(
  ctx: AppContext,
  tx: Tx,
  actorId: string | null,
  range: { carId: string; startDate: string; endDate: string },
): Promise<BookingEvent[]> {
  const over = sql`tsrange(${bookings.startDate}, ${bookings.endDate}, '[)') && tsrange(${toDbWallClock(range.startDate)}::timestamp, ${toDbWallClock(range.endDate)}::timestamp, '[)')`;
  return declineWhere(ctx, tx, actorId, and(eq(bookings.carId, range.carId), over)!, 'dates-blocked');
}
