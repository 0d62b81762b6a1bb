// Applies one lifecycle transition to a booking, inside the caller's transaction: checks the
// table, swaps the status only if it is still the one we read (compare-and-swap, so two people
// acting at once cannot both win), records who did what in booking_events, and emits the domain
// event. The database's exclusion constraint has the last word on double booking. This file is the
// only writer of `bookings.status` and `booking_events`: a new booking's first history row is
// written here too (`recordCreation`).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { bookingEvents, bookings, cars, services } from '../db/schema.js';
import { createdEvent, type BookingEvent, type BookingEventType, type CancellationRefund } from './events.js';
import { AppError, conflict, fromDatabaseError } from '../http/errors.js';
import { nowInZone, parseLocalDateTime } from '@carrental/shared';
import { decideTransition, WAITING_STATUSES, type BookingAction, type BookingParty } from './lifecycle.js';

export type BookingRow = typeof bookings.$inferSelect;


const EVENT_OF_ACTION: Record<BookingAction, BookingEventType> = {
  accept: 'booking.accepted',
  reject: 'booking.rejected',
  'suggest-changes': 'booking.suggestion_made',
  cancel: 'booking.cancelled',
  'mark-paid-outside': 'booking.paid_outside',
  'check-in': 'booking.checked_in',
  'check-out': 'booking.checked_out',
  close: 'booking.closed',
  'payment-completed': 'booking.paid',
  'accept-changes': 'booking.changes_accepted',
  'reject-changes': 'booking.changes_rejected',
  expire: 'booking.expired',
};

export interface TransitionInput {
  booking: BookingRow;
  action: BookingAction;
  party: BookingParty;
  /** The user who acted; null when the payment provider did. */
  actorId: string | null;
  /** Other columns to change with the status (a suggestion's car, dates, total and message). */
  patch?: Partial<Pick<BookingRow, 'carId' | 'startDate' | 'endDate' | 'totalAmount' | 'priceLines' | 'withDriver' | 'tripMode' | 'deposit' | 'vendorMessage' | 'suggestedOver'>>;
  details?: Record<string, unknown>;
  /** A cancellation's refund decision, carried to the payments feature on the event (and kept in the history). */
  refund?: CancellationRefund;
}

export interface TransitionResult {
  booking: BookingRow;
  event: BookingEvent;
}


/** The car and its service are not deleted. */
async function isCarOffered(tx: DbOrTx, carId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: cars.id })
    .from(cars)
    .innerJoin(services, eq(services.id, cars.serviceId))
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt), isNull(services.deletedAt)))
    .limit(1);
  return !!row;
}

/** Holds a transaction-scoped advisory lock on `key` (released at commit or rollback). */
export async function lockKey(tx: DbOrTx, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Serialises writes that can collide on one car's calendar, until the transaction ends. */
export const lockCar = (tx: DbOrTx, carId: string) => lockKey(tx, `car:${carId}`);

/** How long a request, an offer or an acceptance waits for the other side (decision 0016). */
export const WAIT_HOURS = 24;

/**
 * When a booking that starts waiting now expires: WAIT_HOURS from now, or its start if sooner
 * (wall-clock, the marketplace's zone).
 */
export function waitingDeadline(ctx: AppContext, startDate: string): string {
  const now = parseLocalDateTime(nowInZone(ctx.config.TIME_ZONE, ctx.clock.now()))!;
  const later = new Date(now + WAIT_HOURS * 3_600_000).toISOString().slice(0, 19);
  return later < startDate ? later : startDate;
}

export async function applyTransition(ctx: AppContext, tx: Tx, input: TransitionInput): Promise<TransitionResult> {
  const { booking, action, party } = input;
  const from = booking.status;
  const decision = decideTransition(from, action, party);
  if (!decision.allowed) {
    // Both refusals are 409 (decisions.md); the message tells a wrong party apart from a wrong status.
    throw conflict(decision.text, 'INVALID_TRANSITION');
  }
  if (decision.to === 'ACCEPTED' || decision.to === 'CONFIRMED' || input.patch?.carId) {
    // Whoever moves a booking of a car into a state the exclusion constraint checks queues here
    // first, one at a time per car: two transactions then never wait on each other's index entries
    // (a deadlock), and a loser sees the winner's commit and gets a clean 409.
    await lockCar(tx, input.patch?.carId ?? booking.carId);
    if (!(await isCarOffered(tx, input.patch?.carId ?? booking.carId))) throw conflict('errors.bookings.carRemoved', 'CAR_REMOVED');
  }
  let updated: BookingRow[];
  try {
    updated = await tx
      .update(bookings)
      .set({
        status: decision.to,
        updatedAt: sql`now()`,
        // A status that waits for someone gets its own 24 hours (or until the start); others none.
        expiresAt: WAITING_STATUSES.includes(decision.to) ? waitingDeadline(ctx, input.patch?.startDate ?? booking.startDate) : null,
        ...input.patch,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, from)))
      .returning();
  } catch (error) {
    throw fromDatabaseError(error) ?? error;
  }
  const row = updated[0];
  if (!row) {
    // Someone else changed it between our read and this write.
    const [current] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    const again = current ? decideTransition(current.status, action, party) : null;
    throw new AppError(409, 'INVALID_TRANSITION', again && !again.allowed ? again.text : { raw: `Cannot ${action} a booking that is ${current?.status ?? 'gone'}`, otherwise: { key: 'errors.bookings.changedMeanwhile' } });
  }
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    actorId: input.actorId,
    action,
    fromStatus: from,
    toStatus: decision.to,
    details: input.refund ? { ...input.details, refund: input.refund } : (input.details ?? {}),
  });
  const event: BookingEvent = {
    type: EVENT_OF_ACTION[action],
    bookingId: row.id,
    actorId: input.actorId,
    actorSide: party === 'CUSTOMER' || party === 'VENDOR' ? party : 'SYSTEM',
    fromStatus: from,
    toStatus: decision.to,
    ...(input.refund ? { refund: input.refund } : {}),
    ...(typeof input.details?.reason === 'string' ? { reason: input.details.reason } : {}),
    booking: row,
  };
  await ctx.events.emit(event.type, event, tx);
  return { booking: row, event };
}

/** The history row and domain event of a booking just inserted as PENDING by its customer. */
export async function recordCreation(ctx: AppContext, tx: Tx, booking: BookingRow): Promise<BookingEvent> {
  await tx.insert(bookingEvents).values({ bookingId: booking.id, actorId: booking.customerId, action: 'create', fromStatus: null, toStatus: 'PENDING' });
  const event = createdEvent(booking, booking);
  await ctx.events.emit(event.type, event, tx);
  return event;
}
