// Domain operations of the bookings feature. Each takes the context, the acting user and plain
// input (never the request), runs in one transaction, and announces what happened through the
// domain events once it has committed.
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import {
  bookingRangeProblem,
  nowInZone,
  normalDestination,
  storedLines,
  type Booking,
  type CancelBookingInput,
  type CancellationQuote,
  type CancelledBooking,
  type CreateBookingInput,
  type LocalText,
  type Locale,
  type SuggestChangesInput,
} from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { bookings, cars, services } from '../db/schema.js';
import type { BookingEvent } from './events.js';
import { conflict, forbidden, joinedProblems, notFound, validationError } from '../http/errors.js';
import { vendorIsListed } from '../services/queries.js';
import { checkRequestLimits } from './request-limits.js';
import { decideTransition, type BookingAction } from './lifecycle.js';
import { actionForSide, cancelTimingProblem, cancellingParty, isOverdue, requireSide, sideOf } from './policy.js';
import { isAdmin } from '../auth/actor.js';
import { decideRefund, quoteCancellation, sayQuote } from './cancellation.js';
import { presentBooking } from './presenter.js';
import { findBookingView, isCarHeld } from './queries.js';
import { applyTransition, lockCar, recordCreation, waitingDeadline, type TransitionInput } from './transitions.js';
import { isCarUnavailable } from '../availability/index.js';
import { assessTrip, loadCarForTrip, modeOf, priceTrip } from '../trips/index.js';
import { assertPhoneAllowsBooking } from '../phones/index.js';
import { insuranceEndsBefore } from '../staff/index.js';
import { assertIdentityAllowsBooking } from '../identity/index.js';

/** The marketplace's wall clock now (booking times are wall-clock strings). */
export const wallClockNow = (ctx: AppContext) => nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());

/** The spec's date rules (§5) and the one-year cap, from shared/, checked against "now" in the marketplace's zone. */
export function checkRange(ctx: AppContext, startDate: string, endDate: string) {
  const problem = bookingRangeProblem(startDate, endDate, nowInZone(ctx.config.TIME_ZONE, ctx.clock.now()));
  if (problem) throw validationError(problem.text, { [problem.field]: problem.text });
}

/** A car that can be booked: exists, not deleted, and so is its service. */
async function findBookableCar(db: DbOrTx, carId: string) {
  const [row] = await db
    .select({
      id: cars.id,
      serviceId: cars.serviceId,
      pricePerDay: cars.pricePerDay,
      vendorId: services.vendorId,
      cancellationPolicy: services.cancellationPolicy,
      registrationNumber: cars.registrationNumber,
    })
    .from(cars)
    .innerJoin(services, eq(services.id, cars.serviceId))
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt), isNull(services.deletedAt), vendorIsListed(services.vendorId)))
    .limit(1);
  return row;
}

async function presentById(ctx: AppContext, actor: Actor, id: string): Promise<Booking> {
  const view = await findBookingView(ctx.db, id);
  if (!view) throw notFound('Booking');
  return presentBooking(view, actor, wallClockNow(ctx));
}


/**
 * A customer asks for a car for a range; the booking starts PENDING. The car's rules (opening
 * hours, notice, minimum and maximum days, a driver) are checked, the car must be free of held
 * bookings and blocks, and the total is the quote's (decision 0016). With instant booking on, the
 * request is accepted at once in the same transaction (by the system, through the lifecycle).
 */
export async function createBooking(ctx: AppContext, actor: Actor, input: CreateBookingInput & { startDate: string; endDate: string }): Promise<Booking> {
  checkRange(ctx, input.startDate, input.endDate);
  const mode = modeOf(input);
  const booking = await ctx.transaction(async (tx) => {
    const found = await findBookableCar(tx, input.carId);
    if (!found) throw notFound('Car');
    if (found.vendorId === actor.id) throw forbidden('errors.bookings.ownCar');
    // The handover and the agreement name the car by its plate (issue 31).
    if (!found.registrationNumber) throw conflict('errors.bookings.carNotRegistered', 'CAR_NOT_REGISTERED');
    await assertPhoneAllowsBooking(ctx, tx, actor.id);
    await assertIdentityAllowsBooking(ctx, tx, actor.id, { mode, endDate: input.endDate });
    await checkRequestLimits(
      tx,
      actor.id,
      { carId: found.id, vendorId: found.vendorId, startDate: input.startDate, endDate: input.endDate },
      ctx.config.NEW_ACCOUNT_REQUESTS_PER_VENDOR,
    );
    // One writer at a time per car: blocks and instant acceptances of the same days queue here.
    await lockCar(tx, found.id);
    const car = await loadCarForTrip(tx, found.id, { listed: true });
    const destination = normalDestination(car.terms, input.destination);
    const assessed = await assessTrip(ctx, tx, car, { startDate: input.startDate, endDate: input.endDate, mode, destination });
    if (assessed.problems.length) {
      // A trip the terms do not allow is a 400 that names the rule.
      const fields: Record<string, LocalText> = {};
      for (const p of assessed.problems) fields[p.field] ??= p.text;
      throw validationError(joinedProblems(assessed.problems.map((p) => p.text)), fields);
    }
    if (await isCarHeld(tx, car.id, input.startDate, input.endDate)) throw conflict('errors.bookings.carAlreadyBooked', 'BOOKING_CONFLICT');
    if (assessed.unavailable) throw conflict('errors.bookings.carUnavailable', 'CAR_UNAVAILABLE');
    if (await insuranceEndsBefore(tx, car.id, input.endDate)) throw conflict('errors.papers.insuranceExpired', 'CAR_UNINSURED');
    const [row] = await tx
      .insert(bookings)
      .values({
        carId: car.id,
        customerId: actor.id,
        serviceId: car.serviceId,
        status: 'PENDING',
        startDate: input.startDate,
        endDate: input.endDate,
        description: input.description ?? '',
        // Always computed here, by the quote the customer saw: a figure sent by the client is never trusted.
        totalAmount: assessed.quote.total,
        priceLines: storedLines(assessed.quote),
        withDriver: mode === 'with_driver',
        tripMode: mode,
        destination,
        deposit: assessed.quote.deposit,
        advancePercent: assessed.terms.advancePercent,
        depositReturnDays: assessed.terms.depositReturnDays,
        expiresAt: waitingDeadline(ctx, input.startDate),
        // What the customer agrees to now holds for this booking, whatever changes later.
        cancellationPolicy: found.cancellationPolicy,
        platformFeePercent: ctx.config.PLATFORM_FEE_PERCENT,
      })
      .returning();
    await recordCreation(ctx, tx, row!);
    if (!assessed.rules.instantBooking) return row!;
    const accepted = await applyTransition(ctx, tx, {
      booking: row!,
      action: 'accept',
      party: 'SYSTEM',
      actorId: null,
      details: { reason: 'instant-booking' },
    });
    return accepted.booking;
  });
  return presentById(ctx, actor, booking.id);
}

/** Reads one booking for a party or an admin; 404 for everyone else. */
export async function getBooking(ctx: AppContext, actor: Actor, id: string): Promise<Booking> {
  const view = await findBookingView(ctx.db, id);
  if (!view || (!sideOf(actor, view.booking, view.service) && !actor.roles.includes('ADMIN'))) throw notFound('Booking');
  return presentBooking(view, actor, wallClockNow(ctx));
}

/**
 * Runs one lifecycle action on a booking for the acting party. `prepare` may add the columns that
 * change with the status (a suggestion) once the caller is known to be allowed.
 */
async function transition(
  ctx: AppContext,
  actor: Actor,
  id: string,
  requested: BookingAction,
  prepare?: (tx: DbOrTx, booking: TransitionInput['booking']) => Promise<Pick<TransitionInput, 'patch' | 'details'>>,
): Promise<Booking> {
  await ctx.transaction(async (tx) => {
    const view = await findBookingView(tx, id);
    if (!view) throw notFound('Booking');
    const side = requireSide(actor, sideOf(actor, view.booking, view.service));
    const action = actionForSide(requested, side);
    // Refuse a wrong status before looking at the payload, so the answer names the real problem.
    const decision = decideTransition(view.booking.status as Booking['status'], action, side);
    if (!decision.allowed) throw conflict(decision.text, 'INVALID_TRANSITION');
    const extra = prepare ? await prepare(tx, view.booking) : {};
    // applyTransition answers an overlap with another held booking itself (BOOKING_CONFLICT).
    return applyTransition(ctx, tx, { booking: view.booking, action, party: side, actorId: actor.id, ...extra });
  });
  return presentById(ctx, actor, id);
}

export const acceptBooking = (ctx: AppContext, actor: Actor, id: string) => transition(ctx, actor, id, 'accept');
export const rejectBooking = (ctx: AppContext, actor: Actor, id: string) => transition(ctx, actor, id, 'reject');
/** The vendor was paid outside the app: ACCEPTED → CONFIRMED (the old route name `complete` is an alias). */
export const markPaidOutside = (ctx: AppContext, actor: Actor, id: string) => transition(ctx, actor, id, 'mark-paid-outside');

/**
 * An admin closes a trip nobody checked out (CONFIRMED or IN_PROGRESS → COMPLETED), once its end
 * and the grace period have passed (issue 31). 404 for anyone but an admin, 409 before then.
 */
export async function closeOverdueTrip(ctx: AppContext, actor: Actor, id: string): Promise<Booking> {
  await ctx.transaction(async (tx) => {
    const view = await findBookingView(tx, id);
    if (!view) throw notFound('Booking');
    const side = sideOf(actor, view.booking, view.service);
    // A party is told whose action it is (409); anyone else that the booking does not exist.
    const party = isAdmin(actor) ? 'ADMIN' : requireSide(actor, side);
    const decision = decideTransition(view.booking.status, 'close', party);
    if (!decision.allowed) throw conflict(decision.text, 'INVALID_TRANSITION');
    if (!isOverdue(view.booking, wallClockNow(ctx))) throw conflict('errors.bookings.notOverdue', 'TRIP_NOT_OVERDUE');
    await applyTransition(ctx, tx, { booking: view.booking, action: 'close', party: 'ADMIN', actorId: actor.id, details: { reason: 'not-checked-out' } });
  });
  return presentById(ctx, actor, id);
}
export const acceptChanges = (ctx: AppContext, actor: Actor, id: string) => transition(ctx, actor, id, 'accept-changes');
export const rejectChanges = (ctx: AppContext, actor: Actor, id: string) => transition(ctx, actor, id, 'reject-changes');

/** Loads a booking the caller may cancel and checks the table: 404 for strangers, 409 for a wrong status or too late. */
async function cancellable(tx: DbOrTx, actor: Actor, id: string, now: string) {
  const view = await findBookingView(tx, id);
  if (!view) throw notFound('Booking');
  const party = cancellingParty(actor, sideOf(actor, view.booking, view.service));
  const decision = decideTransition(view.booking.status, 'cancel', party);
  if (!decision.allowed) throw conflict(decision.text, 'INVALID_TRANSITION');
  const late = cancelTimingProblem(view.booking, party, now);
  if (late) throw conflict(late.key, late.code);
  return { booking: view.booking, party };
}

/** What cancelling now would give back, for the caller's side, before they confirm. */
export async function getCancellationQuote(ctx: AppContext, actor: Actor, id: string, locale: Locale): Promise<CancellationQuote> {
  const { booking, party } = await cancellable(ctx.db, actor, id, wallClockNow(ctx));
  return sayQuote(await quoteCancellation(ctx, ctx.db, booking, party), locale);
}

/**
 * Cancels a booking for its customer, its vendor or an admin, deciding the refund of a paid one
 * in the same transaction (the payments feature writes the refund rows and jobs from the event).
 * Answers the booking and the same figures as the quote. A second cancel is refused (409) and
 * moves no money.
 */
export async function cancelBooking(ctx: AppContext, actor: Actor, id: string, input: CancelBookingInput | undefined, locale: Locale): Promise<CancelledBooking> {
  const quote = await ctx.transaction(async (tx) => {
    const { booking, party } = await cancellable(tx, actor, id, wallClockNow(ctx));
    const decided = decideRefund(await quoteCancellation(ctx, tx, booking, party), party, input?.refundAmount);
    await applyTransition(ctx, tx, {
      booking,
      action: 'cancel',
      party,
      actorId: actor.id,
      ...(booking.status === 'CONFIRMED' ? { refund: decided.refund } : {}),
    });
    return decided.quote;
  });
  return { ...(await presentById(ctx, actor, id)), cancellation: sayQuote(quote, locale) };
}

/** The vendor proposes another car of the same service and other dates, with a message; total recomputed. */
export function suggestChanges(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: SuggestChangesInput & { startDate: string; endDate: string },
): Promise<Booking> {
  return transition(ctx, actor, id, 'suggest-changes', async (tx, booking) => {
    checkRange(ctx, input.startDate, input.endDate);
    const car = await findBookableCar(tx, input.carId);
    if (!car || car.serviceId !== booking.serviceId) {
      throw validationError('errors.bookings.sameService', { carId: 'errors.bookings.sameService' });
    }
    if (await isCarHeld(tx, car.id, input.startDate, input.endDate)) throw conflict('errors.bookings.carAlreadyBooked', 'BOOKING_CONFLICT');
    if (await isCarUnavailable(tx, car.id, input.startDate, input.endDate)) throw conflict('errors.bookings.carUnavailable', 'CAR_UNAVAILABLE');
    // Priced by the same quote as a request; the vendor's own suggestion is not held to the rules.
    const priced = await loadCarForTrip(tx, car.id);
    const rules = priced.rules;
    const mode = booking.tripMode === 'with_driver' && rules.driverPricePerDay !== null ? 'with_driver' : 'self_drive';
    const quote = priceTrip(ctx, priced, { startDate: input.startDate, endDate: input.endDate, mode, destination: booking.destination });
    return {
      // The customer's note stays; the vendor's words are their own message, and the booking
      // keeps what the customer had asked for, so both are shown side by side.
      patch: {
        carId: car.id,
        startDate: input.startDate,
        endDate: input.endDate,
        totalAmount: quote.total,
        priceLines: storedLines(quote),
        withDriver: mode === 'with_driver',
        tripMode: mode,
        deposit: quote.deposit,
        vendorMessage: input.message ?? input.description ?? '',
        suggestedOver: {
          carId: booking.carId,
          startDate: booking.startDate,
          endDate: booking.endDate,
          totalAmount: booking.totalAmount,
          withDriver: booking.withDriver,
        },
      },
      // The history keeps what the customer had asked for.
      details: {
        previous: {
          carId: booking.carId,
          startDate: booking.startDate,
          endDate: booking.endDate,
          description: booking.description,
          totalAmount: booking.totalAmount,
          priceLines: booking.priceLines,
        },
      },
    };
  });
}

/**
 * An admin deletes an account: every open booking of it (as customer, or of its services as
 * vendor) is cancelled by the system through the lifecycle, inside the deleting transaction `tx`.
 * Open means PENDING, ACCEPTED, SUGGESTION_MADE, or CONFIRMED and not yet started (a paid rental
 * that will now never happen is refunded once the caller commits and announces the events).
 * Returns the events (delivered after the commit by the unit of work).
 */
export async function cancelBookingsOfDeletedAccount(ctx: AppContext, tx: Tx, userId: string, adminId: string): Promise<BookingEvent[]> {
  const now = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());
  const ownServices = tx.select({ id: services.id }).from(services).where(eq(services.vendorId, userId));
  const open = await tx
    .select()
    .from(bookings)
    .where(
      and(
        or(inArray(bookings.status, ['PENDING', 'ACCEPTED', 'SUGGESTION_MADE']), and(eq(bookings.status, 'CONFIRMED'), gt(bookings.startDate, now))),
        or(eq(bookings.customerId, userId), inArray(bookings.serviceId, ownServices)),
      ),
    )
    .orderBy(bookings.createdAt, bookings.id)
    .for('update');
  const events: BookingEvent[] = [];
  for (const booking of open) {
    const { event } = await applyTransition(ctx, tx, {
      booking,
      action: 'cancel',
      party: 'SYSTEM',
      actorId: adminId,
      details: { reason: 'account-deleted', deletedUserId: userId },
    });
    events.push(event);
  }
  return events;
}
