// Reads of reviews: a booking's facts, public pages per car / service / customer, rating summaries.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { REVIEW_PAGE_SIZE, type BookingStatus, type RatingSummary } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { bookingEvents, bookings, reviews, services, users } from '../db/schema.js';
import { isUuid } from '../http/ids.js';
import type { ReviewRow } from './presenter.js';

export interface ReviewBooking {
  id: string;
  status: BookingStatus;
  customerId: string;
  vendorId: string;
  carId: string;
  serviceId: string;
  endDate: string;
}

export async function findReviewBooking(db: DbOrTx, id: string): Promise<ReviewBooking | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      customerId: bookings.customerId,
      vendorId: services.vendorId,
      carId: bookings.carId,
      serviceId: bookings.serviceId,
      endDate: bookings.endDate,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, id))
    .limit(1);
  return row;
}

/**
 * Whether the review's booking was confirmed by its vendor as paid outside the app
 * (`mark-paid-outside`, recorded as `complete` before issue 31), not by a payment.
 */
const paidOutside = sql<boolean>`EXISTS (SELECT 1 FROM ${bookingEvents} WHERE ${bookingEvents.bookingId} = ${reviews.bookingId} AND ${bookingEvents.action} IN ('complete', 'mark-paid-outside'))`;
const withAuthor = { review: reviews, authorName: users.name, paidOutside };
const flatten = (rows: Array<{ review: ReviewRow; authorName: string; paidOutside: boolean }>) =>
  rows.map((r) => ({ ...r.review, authorName: r.authorName, paidOutside: r.paidOutside === true }));

export async function reviewsOfBooking(db: DbOrTx, bookingId: string) {
  return flatten(await db.select(withAuthor).from(reviews).innerJoin(users, eq(users.id, reviews.authorId)).where(eq(reviews.bookingId, bookingId)));
}

export async function findReview(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = flatten(await db.select(withAuthor).from(reviews).innerJoin(users, eq(users.id, reviews.authorId)).where(eq(reviews.id, id)).limit(1));
  return row;
}

/** Public reviews: revealed and not hidden (admins also see hidden ones). */
const publicWhere = (where: SQL, includeHidden: boolean) =>
  and(where, eq(reviews.published, true), includeHidden ? undefined : isNull(reviews.hiddenAt));

export async function reviewPage(db: DbOrTx, where: SQL, page: number, includeHidden: boolean) {
  const condition = publicWhere(where, includeHidden);
  const rows = flatten(
    await db
      .select(withAuthor)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(condition)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE),
  );
  const summary = await ratingSummary(db, where);
  return { rows, summary };
}

/** Average (two decimals) and count of the public, visible reviews matching `where`. */
export async function ratingSummary(db: DbOrTx, where: SQL): Promise<RatingSummary> {
  const [row] = await db
    .select({ n: count(), avg: sql<string | null>`round(avg(${reviews.rating})::numeric, 2)` })
    .from(reviews)
    .where(publicWhere(where, false));
  return { count: Number(row?.n ?? 0), average: row?.avg === null || row?.avg === undefined ? null : Number(row.avg) };
}

export const aboutCar = (carId: string) => and(eq(reviews.carId, carId), eq(reviews.authorSide, 'CUSTOMER'))!;
export const aboutService = (serviceId: string) => and(eq(reviews.serviceId, serviceId), eq(reviews.authorSide, 'CUSTOMER'))!;
export const aboutCustomer = (userId: string) => and(eq(reviews.subjectId, userId), eq(reviews.authorSide, 'VENDOR'))!;
