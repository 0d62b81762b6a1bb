// Shortening a trip (issue 29, decision 0031): the customer gives days up from a confirmed trip
// that has not ended. The shorter trip is priced by the same quote over the booking's trip; the
// days given up are worth the old total less the new, and the booking's cancellation policy, read
// as a rental that starts at the new return, keeps its share of them in the total
// (`shorteningRefund`). What was paid beyond the new total goes back: online through the provider
// (the payments feature hears `trip.shortened` and writes the refund like a cancellation's), the
// rest at the counter. Each shortening is an append-only row.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { rentalMoney, ruleProblems, shorteningInputSchema, shorteningRefund, storedLines, type BookingLine, type Locale, type Shortening, type ShorteningInput, type ShorteningQuote } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { bookingExtensions, bookingMoney, bookings, bookingShortenings } from '../db/schema.js';
import { conflict, forbidden, joinedProblems, validationError } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { lockCar } from '../bookings/index.js';
import { presentLine } from './presenter.js';
import { loadCarForTrip, partyView, priceTrip, wallClockNow } from './queries.js';

export type ShorteningRow = typeof bookingShortenings.$inferSelect;

/** A booking's shortenings, newest first. */
export const shorteningsOf = (db: DbOrTx, bookingId: string) =>
  db.select().from(bookingShortenings).where(eq(bookingShortenings.bookingId, bookingId)).orderBy(desc(bookingShortenings.createdAt));

export function presentShortening(row: ShorteningRow & { policy: ShorteningQuote['policy'] }, locale: Locale): Shortening {
  return {
    id: row.id,
    previousEndDate: row.previousEndDate,
    endDate: row.endDate,
    previousTotal: row.previousTotal,
    total: row.total,
    givenUp: row.givenUp,
    policy: row.policy,
    refundPercent: row.refundPercent,
    kept: row.kept,
    refundAmount: row.refundAmount,
    owedAtCounter: row.owedAtCounter,
    lines: row.lines.map((l) => presentLine(l, locale)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What shortening to `endDate` would do, checked as the change itself checks it (in `db`, for `actor`). */
async function assess(ctx: AppContext, db: DbOrTx, actor: Actor, bookingId: string, endDate: string) {
  const { view, side } = await partyView(db, actor, bookingId);
  if (side !== 'CUSTOMER') throw forbidden('errors.forbidden');
  const { booking } = view;
  const now = wallClockNow(ctx);
  if ((booking.status !== 'CONFIRMED' && booking.status !== 'IN_PROGRESS') || booking.endDate <= now) throw conflict('errors.trips.shortenNotOpen', 'SHORTENING_NOT_ALLOWED');
  if (endDate >= booking.endDate) throw validationError('errors.trips.shortenNotEarlier', { endDate: 'errors.trips.shortenNotEarlier' });
  if (endDate <= booking.startDate || endDate <= now) throw validationError('errors.trips.shortenTooEarly', { endDate: 'errors.trips.shortenTooEarly' });
  const open = await db
    .select({ id: bookingExtensions.id })
    .from(bookingExtensions)
    .where(and(eq(bookingExtensions.bookingId, booking.id), inArray(bookingExtensions.status, ['REQUESTED', 'AWAITING_PAYMENT'])));
  if (open.length) throw conflict('errors.trips.extensionPending', 'EXTENSION_PENDING');
  const car = await loadCarForTrip(db, booking.carId);
  // The return still keeps the car's rules: its opening hours and the shortest rental.
  const problems = ruleProblems({ startDate: booking.startDate, endDate, now, withDriver: false, rules: car.rules }).filter((p) => p.field === 'endDate');
  if (problems.length) {
    const text = joinedProblems(problems.map((p) => p.text));
    throw validationError(text, { endDate: text });
  }
  const quote = priceTrip(ctx, car, { startDate: booking.startDate, endDate, mode: booking.tripMode, destination: booking.destination });
  // The rent received so far, from the booking's own ledger (decision 0034).
  const rows = await db.select({ kind: bookingMoney.kind, via: bookingMoney.via, amount: bookingMoney.amount }).from(bookingMoney).where(eq(bookingMoney.bookingId, booking.id)).orderBy(asc(bookingMoney.id));
  const paid = rentalMoney({ total: booking.totalAmount, advancePercent: booking.advancePercent, deposit: booking.deposit, feePercent: booking.platformFeePercent }, rows);
  const money = shorteningRefund({
    policy: booking.cancellationPolicy,
    newEndDate: endDate,
    now,
    previousTotal: booking.totalAmount,
    shorterTotal: quote.total,
    rentPaid: paid.rentPaid,
    refundableOnline: paid.rentViaPlatform,
  });
  // A shorter trip that would cost more keeps the lines that were agreed; otherwise its lines, and
  // what the policy keeps of the days given up on a line of its own.
  const lines: BookingLine[] =
    money.givenUp === 0
      ? (booking.priceLines ?? [])
      : [
          ...storedLines(quote),
          ...(money.kept > 0
            ? [{ kind: 'given-up' as const, label: `Days given up, kept by the cancellation policy (${100 - money.percent}%)`, amount: money.kept, text: { key: 'trips.line.givenUp' as const, values: { percent: 100 - money.percent } } }]
            : []),
        ];
  return { booking, money, lines };
}

/** GET /api/bookings/{id}/shortening?endDate=: what giving the days up would give back, changing nothing. */
export async function quoteShortening(ctx: AppContext, actor: Actor, bookingId: string, input: ShorteningInput, locale: Locale): Promise<ShorteningQuote> {
  const { endDate } = parseInput(shorteningInputSchema, input);
  const { booking, money, lines } = await assess(ctx, ctx.db, actor, bookingId, endDate);
  return {
    previousEndDate: booking.endDate,
    endDate,
    previousTotal: booking.totalAmount,
    total: money.total,
    givenUp: money.givenUp,
    policy: booking.cancellationPolicy,
    refundPercent: money.percent,
    kept: money.kept,
    refundAmount: money.refundAmount,
    owedAtCounter: money.owedAtCounter,
    lines: lines.map((l) => presentLine(l, locale)),
  };
}

/**
 * POST /api/bookings/{id}/shortenings: the booking ends at `endDate` (a compare-and-swap on the end
 * it was assessed from), its lines and total are the shorter trip's, the refund rows and jobs are
 * written, and `trip.shortened` is emitted, all in one transaction.
 */
export async function shortenTrip(ctx: AppContext, actor: Actor, bookingId: string, input: ShorteningInput, locale: Locale): Promise<Shortening> {
  const { endDate } = parseInput(shorteningInputSchema, input);
  const row = await ctx.transaction(async (tx: Tx) => {
    const first = await partyView(tx, actor, bookingId);
    await lockCar(tx, first.view.booking.carId);
    const { booking, money, lines } = await assess(ctx, tx, actor, bookingId, endDate);
    const updated = await tx
      .update(bookings)
      .set({ endDate, totalAmount: money.total, priceLines: lines, updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.endDate, booking.endDate), inArray(bookings.status, ['CONFIRMED', 'IN_PROGRESS'])))
      .returning({ id: bookings.id });
    if (updated.length === 0) throw conflict('errors.trips.shortenNotOpen', 'SHORTENING_STALE');
    const [saved] = await tx
      .insert(bookingShortenings)
      .values({
        bookingId: booking.id,
        previousEndDate: booking.endDate,
        endDate,
        previousTotal: booking.totalAmount,
        total: money.total,
        givenUp: money.givenUp,
        refundPercent: money.percent,
        kept: money.kept,
        refundAmount: money.refundAmount,
        owedAtCounter: money.owedAtCounter,
        lines,
        requestedBy: actor.id,
      })
      .returning();
    // The payments feature writes the refund rows and jobs from the event, in this transaction.
    await ctx.events.emit(
      'trip.shortened',
      { bookingId: booking.id, shorteningId: saved!.id, actorId: actor.id, previousEndDate: booking.endDate, endDate, refundAmount: money.refundAmount },
      tx,
    );
    return { ...saved!, policy: booking.cancellationPolicy };
  });
  return presentShortening(row, locale);
}
