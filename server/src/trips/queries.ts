// Reads of trip pricing (decision 0031): a car with its trip terms and its service's city and
// province, the price of a trip by the one shared function, and the assessment of a requested
// trip (date rules, the car's rules, the terms, free or not, the price) that the quote, booking
// creation and the search share.
import { and, desc, eq } from 'drizzle-orm';
import {
  bookingRangeProblem,
  effectiveTripTerms,
  nowInZone,
  ruleProblems,
  taxPercentFor,
  tripQuote,
  type AvailabilityRules,
  type LocalText,
  type TripMode,
  type TripQuote,
  type TripTerms,
  type TripTermsOverride,
} from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { bookingExtensions, cars, services } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isAdmin, type Actor } from '../auth/actor.js';
import { findBookingView } from '../bookings/queries.js';
import { sideOf } from '../bookings/policy.js';
import { isCarUnavailable, loadCarForAvailability, type CarForAvailability } from '../availability/index.js';

export interface CarForTrip extends CarForAvailability {
  city: string;
  province: string;
  serviceTerms: TripTermsOverride;
  carTerms: TripTermsOverride;
  terms: TripTerms;
}

/** A live car (`listed`: of a listed vendor) with its availability rules and trip terms, or 404. */
export async function loadCarForTrip(db: DbOrTx, carId: string, options: { listed?: boolean } = {}): Promise<CarForTrip> {
  const car = await loadCarForAvailability(db, carId, options);
  const [row] = await db
    .select({ city: services.city, province: services.state, serviceTerms: services.tripTerms, carTerms: cars.tripTerms })
    .from(cars)
    .innerJoin(services, eq(services.id, cars.serviceId))
    .where(eq(cars.id, car.id))
    .limit(1);
  if (!row) throw notFound('Car');
  return { ...car, ...row, terms: effectiveTripTerms(row.serviceTerms, row.carTerms) };
}

export interface TripRequest {
  startDate: string;
  endDate: string;
  mode: TripMode;
  destination: string | null;
}

/** The price of a trip with `car` under the terms in force, taxed by its province (configuration). */
export function priceTrip(ctx: AppContext, car: Pick<CarForTrip, 'pricePerDay' | 'rules' | 'terms' | 'city' | 'province'>, trip: TripRequest): TripQuote {
  return tripQuote({
    startDate: trip.startDate,
    endDate: trip.endDate,
    trip: { mode: trip.mode, destination: trip.destination },
    pricePerDay: car.pricePerDay,
    rules: car.rules,
    terms: car.terms,
    city: car.city,
    province: car.province,
    taxPercent: taxPercentFor(ctx.config.SALES_TAX_PERCENT_BY_PROVINCE, car.province),
  });
}

export interface TripProblemText {
  field: string;
  code: string;
  text: LocalText;
}

export interface TripAssessment {
  rules: AvailabilityRules;
  terms: TripTerms;
  quote: TripQuote;
  /** The date rules, the car's rules, then the terms' (the trip), in that order. */
  problems: TripProblemText[];
  unavailable: boolean;
}

/** The current wall-clock time in the marketplace's zone. */
export const wallClockNow = (ctx: AppContext) => nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());

/** Everything about a requested trip with `car`: the problems, whether the car is free, and the price. */
export async function assessTrip(ctx: AppContext, db: DbOrTx, car: CarForTrip, trip: TripRequest): Promise<TripAssessment> {
  const now = wallClockNow(ctx);
  const problems: TripProblemText[] = [];
  const range = bookingRangeProblem(trip.startDate, trip.endDate, now);
  if (range) problems.push({ field: range.field, code: 'range', text: range.text });
  // The driver is the terms' to refuse (with the rule named), so the rules are asked without it.
  else problems.push(...ruleProblems({ startDate: trip.startDate, endDate: trip.endDate, now, withDriver: false, rules: car.rules }));
  const quote = priceTrip(ctx, car, trip);
  if (quote.problem) problems.push({ field: quote.problem.field, code: quote.problem.code, text: quote.problem.text });
  const ordered = trip.endDate > trip.startDate;
  return { rules: car.rules, terms: car.terms, quote, problems, unavailable: ordered ? await isCarUnavailable(db, car.id, trip.startDate, trip.endDate) : false };
}

export type ExtensionRow = typeof bookingExtensions.$inferSelect;

/** A booking's extensions, newest first. */
export const extensionsOf = (db: DbOrTx, bookingId: string) =>
  db.select().from(bookingExtensions).where(eq(bookingExtensions.bookingId, bookingId)).orderBy(desc(bookingExtensions.createdAt));

/** One extension of a booking (locked when `lock`), or undefined. */
export async function findExtension(db: DbOrTx, bookingId: string, extensionId: string, lock = false): Promise<ExtensionRow | undefined> {
  const query = db.select().from(bookingExtensions).where(and(eq(bookingExtensions.id, extensionId), eq(bookingExtensions.bookingId, bookingId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A booking the actor is a party of (or an admin), with the caller's side; 404 for strangers. */
export async function partyView(db: DbOrTx, actor: Actor, bookingId: string) {
  const view = await findBookingView(db, bookingId);
  const side = view ? sideOf(actor, view.booking, view.service) : null;
  if (!view || (!side && !isAdmin(actor))) throw notFound('Booking');
  return { view, side };
}
