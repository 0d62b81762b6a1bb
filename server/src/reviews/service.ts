// Domain operations of reviews: write one per side after the trip (double-blind), read pages,
// reply once, report, hide (admins).
import { and, eq, sql } from 'drizzle-orm';
import {
  createReviewSchema,
  nowInZone,
  type BookingReviewState,
  type CreateReviewInput,
  type Review,
  type ReviewPage,
  type UserReviews,
  REVIEW_PAGE_SIZE,
} from '@carrental/shared';
import type { Actor, Caller } from '../auth/actor.js';
import { isAdmin } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { bookings, reviewReports, reviews, services, users } from '../db/schema.js';
import { sideOf } from '../bookings/policy.js';
import { conflict, errorMessage, forbidden, invalidFields, notFound } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { parseInput } from '../http/parse-input.js';
import { badgesOf } from './badges.js';
import { assertCanReview, canReviewNow, windowClosesAt } from './policy.js';
import { presentReview } from './presenter.js';
import { aboutCar, aboutCustomer, aboutService, findReview, findReviewBooking, ratingSummary, reviewPage, reviewsOfBooking } from './queries.js';

/** The marketplace's wall-clock now (booking times are wall-clock times of its zone). */
export const wallClockNow = (ctx: AppContext) => nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());

export async function createReview(ctx: AppContext, actor: Actor, bookingId: string, input: CreateReviewInput): Promise<Review> {
  const data = parseInput(createReviewSchema, input);
  const booking = await findReviewBooking(ctx.db, bookingId);
  if (!booking) throw notFound('Booking');
  const side = assertCanReview(actor, booking, wallClockNow(ctx));
  if (side === 'CUSTOMER') {
    const missing = (['cleanliness', 'accuracy', 'communication'] as const).filter((k) => data[k] === undefined);
    if (missing.length) throw invalidFields(Object.fromEntries(missing.map((k) => [k, errorMessage(`errors.reviews.rate.${k}`)])));
  }
  const id = await ctx.transaction(async (tx) => {
    // One review per side: serialise the two sides of one booking so the reveal sees both.
    await tx.execute(sql`SELECT id FROM ${bookings} WHERE id = ${booking.id} FOR UPDATE`);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.bookingId, booking.id), eq(reviews.authorSide, side)));
    if (existing) throw conflict('errors.reviews.alreadyReviewed', 'ALREADY_REVIEWED');
    const [row] = await tx
      .insert(reviews)
      .values({
        bookingId: booking.id,
        carId: booking.carId,
        serviceId: booking.serviceId,
        authorId: actor.id,
        subjectId: side === 'CUSTOMER' ? booking.vendorId : booking.customerId,
        authorSide: side,
        rating: data.rating,
        cleanliness: side === 'CUSTOMER' ? data.cleanliness! : null,
        accuracy: side === 'CUSTOMER' ? data.accuracy! : null,
        communication: side === 'CUSTOMER' ? data.communication! : null,
        body: data.body,
        createdAt: ctx.clock.now(),
      })
      .returning({ id: reviews.id });
    // Double-blind: both reviews become public when the second is written.
    const both = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, booking.id));
    if (both.length === 2) await tx.update(reviews).set({ published: true }).where(eq(reviews.bookingId, booking.id));
    return row!.id;
  });
  return presentReview((await findReview(ctx.db, id))!, actor);
}

/** The caller's review state of a booking: whether they may write, theirs, and the other's once revealed. */
export async function bookingReviewState(ctx: AppContext, actor: Actor, bookingId: string): Promise<BookingReviewState> {
  const booking = await findReviewBooking(ctx.db, bookingId);
  if (!booking) throw notFound('Booking');
  const side = sideOf(actor, booking, booking);
  if (!side && !isAdmin(actor)) throw notFound('Booking');
  const rows = await reviewsOfBooking(ctx.db, booking.id);
  const now = wallClockNow(ctx);
  const closed = now > windowClosesAt(booking.endDate);
  const mine = side ? rows.find((r) => r.authorSide === side) : undefined;
  const theirs = side ? rows.find((r) => r.authorSide !== side) : undefined;
  const revealed = (r: (typeof rows)[number]) => r.published || closed;
  return {
    canReview: !mine && canReviewNow(actor, booking, now),
    windowClosesAt: booking.status === 'COMPLETED' ? windowClosesAt(booking.endDate) : null,
    mine: mine ? presentReview(mine, actor) : null,
    theirs: theirs && revealed(theirs) && !theirs.hiddenAt ? presentReview(theirs, actor) : null,
  };
}

async function page(ctx: AppContext, caller: Caller, where: ReturnType<typeof aboutCar>, pageNo: number): Promise<ReviewPage> {
  const admin = isAdmin(caller);
  const { rows, summary } = await reviewPage(ctx.db, where, pageNo, admin);
  return { reviews: rows.map((r) => presentReview(r, caller)), page: pageNo, pageSize: REVIEW_PAGE_SIZE, total: summary.count, averageRating: summary.average };
}

export async function carReviews(ctx: AppContext, caller: Caller, carId: string, pageNo: number) {
  if (!isUuid(carId)) throw notFound('Car');
  return page(ctx, caller, aboutCar(carId), pageNo);
}

export async function serviceReviews(ctx: AppContext, caller: Caller, serviceId: string, pageNo: number) {
  if (!isUuid(serviceId)) throw notFound('Service');
  return page(ctx, caller, aboutService(serviceId), pageNo);
}

export const carRating = (ctx: AppContext, carId: string) => ratingSummary(ctx.db, aboutCar(carId));
export const serviceRating = (ctx: AppContext, serviceId: string) => ratingSummary(ctx.db, aboutService(serviceId));

/**
 * Reviews about a customer, their rating, trips and badges: for the customer themself, admins, and
 * vendors who have a booking request from them; anyone else 404.
 */
export async function customerReviews(ctx: AppContext, actor: Actor, userId: string): Promise<UserReviews> {
  if (!isUuid(userId)) throw notFound('User');
  const [user] = await ctx.db.select({ id: users.id, name: users.name, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.deletedAt) throw notFound('User');
  if (actor.id !== userId && !isAdmin(actor)) {
    const [request] = actor.roles.includes('VENDOR')
      ? await ctx.db
          .select({ id: bookings.id })
          .from(bookings)
          .innerJoin(services, eq(services.id, bookings.serviceId))
          .where(and(eq(bookings.customerId, userId), eq(services.vendorId, actor.id)))
          .limit(1)
      : [];
    if (!request) throw notFound('User');
  }
  const { rows, summary } = await reviewPage(ctx.db, aboutCustomer(userId), 1, isAdmin(actor));
  const now = wallClockNow(ctx).replace('T', ' ');
  const [trips] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.customerId, userId), eq(bookings.status, 'COMPLETED'), sql`${bookings.endDate} <= ${now}::timestamp`));
  return {
    user: { id: user.id, name: user.name },
    rating: summary,
    trips: Number(trips?.n ?? 0),
    badges: await badgesOf(ctx.db, userId),
    reviews: rows.map((r) => presentReview(r, actor)),
  };
}

async function visibleReview(ctx: AppContext, actor: Actor, id: string) {
  const review = await findReview(ctx.db, id);
  // Not yet revealed or hidden: only its author (and admins) know it exists.
  if (!review || ((!review.published || review.hiddenAt) && review.authorId !== actor.id && !isAdmin(actor))) throw notFound('Review');
  return review;
}

export async function replyToReview(ctx: AppContext, actor: Actor, id: string, body: string): Promise<Review> {
  const review = await visibleReview(ctx, actor, id);
  if (review.authorSide !== 'CUSTOMER' || review.subjectId !== actor.id || !actor.roles.includes('VENDOR')) {
    throw forbidden('errors.reviews.onlyVendorReplies');
  }
  if (!review.published) throw conflict('errors.reviews.notPublic', 'REVIEW_NOT_PUBLIC');
  const [updated] = await ctx.db
    .update(reviews)
    .set({ reply: body, repliedAt: ctx.clock.now() })
    .where(and(eq(reviews.id, review.id), sql`${reviews.reply} IS NULL`))
    .returning({ id: reviews.id });
  if (!updated) throw conflict('errors.reviews.alreadyReplied', 'ALREADY_REPLIED');
  return presentReview((await findReview(ctx.db, id))!, actor);
}

export async function reportReview(ctx: AppContext, actor: Actor, id: string, reason: string): Promise<void> {
  const review = await visibleReview(ctx, actor, id);
  await ctx.db.insert(reviewReports).values({ reviewId: review.id, reporterId: actor.id, reason }).onConflictDoNothing();
}

/** Admins hide a review with a reason (kept, not deleted), or show it again. */
export async function hideReview(ctx: AppContext, actor: Actor, id: string, reason: string | null): Promise<Review> {
  if (!isAdmin(actor)) throw forbidden('errors.reviews.onlyAdminsHide');
  const review = await findReview(ctx.db, id);
  if (!review) throw notFound('Review');
  await ctx.db
    .update(reviews)
    .set(reason === null ? { hiddenAt: null, hiddenReason: null, hiddenBy: null } : { hiddenAt: ctx.clock.now(), hiddenReason: reason, hiddenBy: actor.id })
    .where(eq(reviews.id, review.id));
  return presentReview((await findReview(ctx.db, id))!, actor);
}

/** Reported reviews with their reports, for the admins. */
export async function reportedReviews(ctx: AppContext, actor: Actor) {
  if (!isAdmin(actor)) throw forbidden('errors.reviews.onlyAdminsReports');
  const rows = await ctx.db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, createdAt: reviewReports.createdAt })
    .from(reviewReports)
    .orderBy(sql`${reviewReports.createdAt} DESC`)
    .limit(200);
  const out = [];
  for (const r of rows) {
    const review = await findReview(ctx.db, r.reviewId);
    if (review) out.push({ review: presentReview(review, actor), reason: r.reason, reportedAt: r.createdAt.toISOString() });
  }
  return out;
}
