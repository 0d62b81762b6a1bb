// The rules of reviews: who may review a booking and when, who sees a review, who may reply.
import { REVIEW_WINDOW_DAYS, MS_PER_DAY } from '@carrental/shared';
import type { Actor, Caller } from '../auth/actor.js';
import { isAdmin, isSignedIn } from '../auth/actor.js';
import { conflict, errorMessage, forbidden, notFound } from '../http/errors.js';
import { sideOf, type BookingSide } from '../bookings/policy.js';

/** Wall-clock `value` plus `days` ("2030-01-12T10:00:00" → "2030-01-26T10:00:00"). */
export const addDaysWallClock = (value: string, days: number) =>
  new Date(Date.parse(`${value.slice(0, 19)}Z`) + days * MS_PER_DAY).toISOString().slice(0, 19);

/** The last wall-clock moment a review of a booking ending at `endDate` may be written. */
export const windowClosesAt = (endDate: string) => addDaysWallClock(endDate, REVIEW_WINDOW_DAYS);

export interface ReviewableBooking {
  status: string;
  customerId: string;
  vendorId: string;
  serviceId: string;
  endDate: string;
}

/**
 * Whether `actor` may review the booking now (`now` in wall-clock time of the marketplace). A
 * stranger is told it does not exist (404); an admin who is no party may not (403); the booking
 * must be COMPLETED (checked out, or closed by an admin; issue 31) and past its end, and the 14
 * days must not have passed (409).
 */
export function assertCanReview(actor: Actor, booking: ReviewableBooking, now: string): BookingSide {
  const side = sideOf(actor, booking, booking);
  if (!side) {
    if (isAdmin(actor)) throw forbidden('errors.reviews.notParty');
    throw notFound('Booking');
  }
  if (booking.status !== 'COMPLETED') throw conflict('errors.reviews.notConfirmed', 'REVIEW_NOT_ALLOWED');
  if (now < booking.endDate.slice(0, 19)) throw conflict('errors.reviews.tooEarly', 'REVIEW_TOO_EARLY');
  if (now > windowClosesAt(booking.endDate)) throw conflict(errorMessage('errors.reviews.windowClosed', { days: REVIEW_WINDOW_DAYS }), 'REVIEW_WINDOW_CLOSED');
  return side;
}

export function canReviewNow(actor: Actor, booking: ReviewableBooking, now: string): boolean {
  try {
    assertCanReview(actor, booking, now);
    return true;
  } catch {
    return false;
  }
}

/** The vendor of the reviewed car replies once, to a customer's review that is public. */
export function canReply(caller: Caller, review: { authorSide: string; subjectId: string; reply: string | null; published: boolean; hiddenAt: Date | null }) {
  return (
    isSignedIn(caller) &&
    caller.roles.includes('VENDOR') &&
    review.authorSide === 'CUSTOMER' &&
    review.subjectId === caller.id &&
    review.published &&
    !review.hiddenAt &&
    review.reply === null
  );
}
