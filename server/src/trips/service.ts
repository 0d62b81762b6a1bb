// Domain operations of trip pricing (decision 0031): the quote of a trip, the terms per service and
// per car, and extensions of a booking priced by the same function. (ctx, actor, input), one
// transaction each; amounts only ever come from `tripQuote` (shared/src/trips.ts).
import { and, eq, inArray } from 'drizzle-orm';
import {
  MAX_RENTAL_DAYS,
  bookingLines,
  effectiveTripTerms,
  extensionInputSchema,
  rentalDays,
  storedLines,
  tripTermsOverrideSchema,
  type BookingTrip,
  type Extension,
  type ExtensionInput,
  type Locale,
  type TripMode,
  type TripQuoteAnswer,
  type TripTotal,
  type TripTermsAnswer,
  type TripTermsOverride,
} from '@carrental/shared';
import { isAdmin, type Actor, type Caller } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { bookingExtensions, bookings, cars, services } from '../db/schema.js';
import { conflict, forbidden, fromDatabaseError, notFound, validationError } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { isCarUnavailable } from '../availability/index.js';
import { lockCar } from '../bookings/index.js';
import { assertCanManageService, canManageService } from '../services/policy.js';
import { loadService } from '../services/queries.js';
import type { ExtensionEvent } from './events.js';
import { presentExtension, presentLine, presentQuote, presentTerms } from './presenter.js';
import { assessTrip, extensionsOf, findExtension, loadCarForTrip, partyView, priceTrip, wallClockNow, type ExtensionRow } from './queries.js';
import { presentShortening, shorteningsOf } from './shortening.js';

/** The mode a request names: `mode`, else the older `withDriver` flag. */
export const modeOf = (input: { mode?: TripMode | undefined; withDriver?: boolean | string | undefined }): TripMode =>
  input.mode ?? (input.withDriver === true || input.withDriver === 'true' || input.withDriver === '1' ? 'with_driver' : 'self_drive');

/** GET /api/cars/{id}/quote: the itemised price of a trip, and whether it can be asked for now. */
export async function getQuote(
  ctx: AppContext,
  carId: string,
  input: { startDate: string; endDate: string; mode?: TripMode; destination: string | null; withDriver?: string },
  locale: Locale,
): Promise<TripQuoteAnswer> {
  const car = await loadCarForTrip(ctx.db, carId, { listed: true });
  const mode = modeOf(input);
  const assessed = await assessTrip(ctx, ctx.db, car, { startDate: input.startDate, endDate: input.endDate, mode, destination: input.destination });
  return presentQuote(
    {
      quote: assessed.quote,
      terms: assessed.terms,
      mode,
      destination: input.destination ? input.destination.trim() : null,
      problems: assessed.problems,
      unavailable: assessed.unavailable,
      instantBooking: assessed.rules.instantBooking,
      unavailableText: { key: 'errors.bookings.carUnavailable' },
    },
    locale,
  );
}

/**
 * The all-in totals of a trip with each of `carIds` (a search's cards); cars that are gone, or
 * whose terms refuse the trip, are left out.
 */
export async function getTripTotals(
  ctx: AppContext,
  input: { carIds: string[]; startDate: string; endDate: string; mode?: TripMode; destination: string | null },
): Promise<TripTotal[]> {
  const mode = modeOf(input);
  const out: TripTotal[] = [];
  for (const carId of input.carIds) {
    const car = await loadCarForTrip(ctx.db, carId, { listed: true }).catch(() => null);
    if (!car) continue;
    const quote = priceTrip(ctx, car, { startDate: input.startDate, endDate: input.endDate, mode, destination: input.destination });
    if (!quote.problem) out.push({ carId, total: quote.total, deposit: quote.deposit });
  }
  return out;
}

export async function getCarTerms(ctx: AppContext, caller: Caller, carId: string): Promise<TripTermsAnswer> {
  const car = await loadCarForTrip(ctx.db, carId);
  return presentTerms(car.terms, car.serviceTerms, car.carTerms, car.city, canManageService(caller, car));
}

/** The car's vendor replaces the car's overrides (keys left out follow the service). */
export async function putCarTerms(ctx: AppContext, actor: Actor, carId: string, input: TripTermsOverride): Promise<TripTermsAnswer> {
  const car = await loadCarForTrip(ctx.db, carId);
  assertCanManageService(actor, car);
  const overrides = parseInput(tripTermsOverrideSchema, input);
  await ctx.db.update(cars).set({ tripTerms: overrides, updatedAt: new Date() }).where(eq(cars.id, car.id));
  return presentTerms(effectiveTripTerms(car.serviceTerms, overrides), car.serviceTerms, overrides, car.city, true);
}

export async function getServiceTerms(ctx: AppContext, caller: Caller, serviceId: string): Promise<TripTermsAnswer> {
  const service = await loadService(ctx.db, serviceId);
  return presentTerms(effectiveTripTerms(service.tripTerms, {}), service.tripTerms, {}, service.city, canManageService(caller, service));
}

/** The service's vendor replaces the service's terms (its cars' overrides stay). */
export async function putServiceTerms(ctx: AppContext, actor: Actor, serviceId: string, input: TripTermsOverride): Promise<TripTermsAnswer> {
  const service = await loadService(ctx.db, serviceId);
  assertCanManageService(actor, service);
  const terms = parseInput(tripTermsOverrideSchema, input);
  await ctx.db.update(services).set({ tripTerms: terms, updatedAt: new Date() }).where(eq(services.id, service.id));
  return presentTerms(effectiveTripTerms(terms, {}), terms, {}, service.city, true);
}

// ---------------------------------------------------------------------------------------------
// A booking's trip and its extensions.

const OPEN: ExtensionRow['status'][] = ['REQUESTED', 'AWAITING_PAYMENT'];

/** GET /api/bookings/{id}/trip: the stored lines (said in the caller's language) and the extensions. */
export async function getBookingTrip(ctx: AppContext, actor: Actor, bookingId: string, locale: Locale): Promise<BookingTrip> {
  const { view, side } = await partyView(ctx.db, actor, bookingId);
  const { booking } = view;
  const stored = booking.priceLines?.length
    ? booking.priceLines
    : bookingLines({ startDate: booking.startDate, endDate: booking.endDate, pricePerDay: view.car.pricePerDay, side: 'CUSTOMER', feePercent: booking.platformFeePercent }).lines.filter((l) => l.kind !== 'total');
  const extensions = await extensionsOf(ctx.db, booking.id);
  const shortenings = await shorteningsOf(ctx.db, booking.id);
  const open = extensions.some((e) => OPEN.includes(e.status));
  const ongoing = side === 'CUSTOMER' && (booking.status === 'CONFIRMED' || booking.status === 'IN_PROGRESS') && booking.endDate > wallClockNow(ctx) && !open;
  return {
    mode: booking.tripMode,
    destination: booking.destination,
    lines: [...stored, { kind: 'total' as const, label: 'Total', amount: booking.totalAmount, text: { key: 'trips.line.total' as const } }].map((l) => presentLine(l, locale)),
    total: booking.totalAmount,
    deposit: booking.deposit,
    extensions: extensions.map((e) => presentExtension(e, locale, side)),
    canExtend: ongoing,
    shortenings: shortenings.map((row) => presentShortening({ ...row, policy: booking.cancellationPolicy }, locale)),
    canShorten: ongoing,
  };
}

/**
 * Makes an accepted extension part of its booking in `tx`: the new end, the new lines and total
 * (a compare-and-swap on the end it was priced from; the database's no-overlap constraint has the
 * last word), and the extension APPLIED. Emits `trip.extension_applied`.
 */
async function applyExtension(ctx: AppContext, tx: Tx, extension: ExtensionRow, actorId: string | null, paid: boolean) {
  try {
    const updated = await ctx.events.savepoint(tx, (sp) =>
      sp
        .update(bookings)
        .set({ endDate: extension.endDate, totalAmount: extension.total, priceLines: extension.lines, updatedAt: new Date() })
        .where(and(eq(bookings.id, extension.bookingId), eq(bookings.endDate, extension.previousEndDate), inArray(bookings.status, ['CONFIRMED', 'IN_PROGRESS'])))
        .returning({ id: bookings.id }),
    );
    if (updated.length === 0) throw conflict('errors.trips.extensionNotWaiting', 'EXTENSION_STALE');
  } catch (error) {
    throw fromDatabaseError(error, { exclusion: conflict('errors.bookings.carUnavailable', 'CAR_UNAVAILABLE') }) ?? error;
  }
  await tx.update(bookingExtensions).set({ status: 'APPLIED', decidedBy: extension.decidedBy ?? actorId, updatedAt: new Date() }).where(eq(bookingExtensions.id, extension.id));
  const event: ExtensionEvent = { bookingId: extension.bookingId, extensionId: extension.id, amount: extension.amount, paid };
  await ctx.events.emit('trip.extension_applied', event, tx);
}

/** Accepted: to pay when it costs something, else part of the booking at once. */
async function acceptInTx(ctx: AppContext, tx: Tx, extension: ExtensionRow, actorId: string | null) {
  if (extension.amount > 0) {
    await tx.update(bookingExtensions).set({ status: 'AWAITING_PAYMENT', decidedBy: actorId, updatedAt: new Date() }).where(eq(bookingExtensions.id, extension.id));
  } else {
    await applyExtension(ctx, tx, extension, actorId, false);
  }
}

/**
 * The customer asks for a new end of a confirmed booking that has not ended. Priced by the same
 * function over the whole new range and the booking's trip: the extension costs the new total less
 * the old. Accepted at once where instant booking is on and the car is free for the added time.
 */
export async function requestExtension(ctx: AppContext, actor: Actor, bookingId: string, input: ExtensionInput, locale: Locale): Promise<Extension> {
  const { endDate } = parseInput(extensionInputSchema, input);
  const id = await ctx.transaction(async (tx) => {
    const { view, side } = await partyView(tx, actor, bookingId);
    if (side !== 'CUSTOMER') throw forbidden('errors.forbidden');
    const booking = view.booking;
    await lockCar(tx, booking.carId);
    if ((booking.status !== 'CONFIRMED' && booking.status !== 'IN_PROGRESS') || booking.endDate <= wallClockNow(ctx)) throw conflict('errors.trips.extensionNotOpen', 'EXTENSION_NOT_ALLOWED');
    if (endDate <= booking.endDate) throw validationError('errors.trips.extensionNotLater', { endDate: 'errors.trips.extensionNotLater' });
    if (rentalDays(booking.startDate, endDate) > MAX_RENTAL_DAYS) {
      const text = { key: 'errors.bookings.tooLong' as const, values: { days: MAX_RENTAL_DAYS } };
      throw validationError(text, { endDate: text });
    }
    const open = await tx.select({ id: bookingExtensions.id }).from(bookingExtensions).where(and(eq(bookingExtensions.bookingId, booking.id), inArray(bookingExtensions.status, OPEN)));
    if (open.length) throw conflict('errors.trips.extensionPending', 'EXTENSION_PENDING');
    const car = await loadCarForTrip(tx, booking.carId);
    if (await isCarUnavailable(tx, car.id, booking.endDate, endDate)) throw conflict('errors.bookings.carUnavailable', 'CAR_UNAVAILABLE');
    const quote = priceTrip(ctx, car, { startDate: booking.startDate, endDate, mode: booking.tripMode, destination: booking.destination });
    const amount = quote.total - booking.totalAmount;
    // A longer trip reaching a discount can cost less in all; that is a new booking, not an extension.
    if (amount < 0) throw conflict('errors.trips.extensionCheaper', 'EXTENSION_CHEAPER');
    const [row] = await tx
      .insert(bookingExtensions)
      .values({
        bookingId: booking.id,
        previousEndDate: booking.endDate,
        endDate,
        previousTotal: booking.totalAmount,
        total: quote.total,
        amount,
        lines: storedLines(quote),
        requestedBy: actor.id,
      })
      .returning();
    await ctx.events.emit('trip.extension_requested', { bookingId: booking.id, extensionId: row!.id, amount, paid: false }, tx);
    if (car.rules.instantBooking) await acceptInTx(ctx, tx, row!, null);
    return row!.id;
  });
  return presentOne(ctx, actor, bookingId, id, locale);
}

async function presentOne(ctx: AppContext, actor: Actor, bookingId: string, extensionId: string, locale: Locale): Promise<Extension> {
  const { side } = await partyView(ctx.db, actor, bookingId);
  const row = await findExtension(ctx.db, bookingId, extensionId);
  if (!row) throw notFound('Resource');
  return presentExtension(row, locale, side);
}

/** The vendor (or an admin) answers a REQUESTED extension. */
async function decide(ctx: AppContext, actor: Actor, bookingId: string, extensionId: string, accept: boolean, locale: Locale): Promise<Extension> {
  await ctx.transaction(async (tx) => {
    const { view, side } = await partyView(tx, actor, bookingId);
    if (side !== 'VENDOR' && !isAdmin(actor)) throw forbidden('errors.forbidden');
    await lockCar(tx, view.booking.carId);
    const extension = await findExtension(tx, bookingId, extensionId, true);
    if (!extension) throw notFound('Resource');
    if (extension.status !== 'REQUESTED') throw conflict('errors.trips.extensionNotWaiting', 'EXTENSION_NOT_WAITING');
    const decided = { bookingId, extensionId, amount: extension.amount, paid: false, accepted: accept };
    if (!accept) {
      await tx.update(bookingExtensions).set({ status: 'DECLINED', decidedBy: actor.id, updatedAt: new Date() }).where(eq(bookingExtensions.id, extension.id));
      await ctx.events.emit('trip.extension_decided', decided, tx);
      return;
    }
    if (await isCarUnavailable(tx, view.booking.carId, extension.previousEndDate, extension.endDate)) throw conflict('errors.bookings.carUnavailable', 'CAR_UNAVAILABLE');
    await ctx.events.emit('trip.extension_decided', decided, tx);
    await acceptInTx(ctx, tx, extension, actor.id);
  });
  return presentOne(ctx, actor, bookingId, extensionId, locale);
}

export const acceptExtension = (ctx: AppContext, actor: Actor, bookingId: string, extensionId: string, locale: Locale) => decide(ctx, actor, bookingId, extensionId, true, locale);
export const declineExtension = (ctx: AppContext, actor: Actor, bookingId: string, extensionId: string, locale: Locale) => decide(ctx, actor, bookingId, extensionId, false, locale);

/** What an extension's payment is for: the customer's own extension waiting for payment, else null. */
export async function payableExtension(ctx: AppContext, bookingId: string, extensionId: string): Promise<ExtensionRow | null> {
  const row = await findExtension(ctx.db, bookingId, extensionId);
  return row && row.status === 'AWAITING_PAYMENT' && row.amount > 0 ? row : null;
}

/**
 * A payment of an extension was paid (payments' settlement, inside its transaction): the extension
 * becomes part of its booking. False when it cannot be (no longer waiting, or the car was taken):
 * the payment then goes back like any payment a booking cannot keep.
 */
export async function settleExtensionPayment(ctx: AppContext, tx: Tx, extensionId: string): Promise<boolean> {
  const [extension] = await tx.select().from(bookingExtensions).where(eq(bookingExtensions.id, extensionId)).for('update');
  if (!extension || extension.status !== 'AWAITING_PAYMENT') return false;
  try {
    await applyExtension(ctx, tx, extension, null, true);
    return true;
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && (error as { statusCode: number }).statusCode === 409) return false;
    throw error;
  }
}
