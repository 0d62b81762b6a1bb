// Payload schemas of the reviews feature, shared by the API and the web app.
import { z } from './zod.js';
import { plainText } from './text.js';
import { errorText } from './i18n/errorText.js';

export const MAX_REVIEW_LENGTH = 2000;
/** Days after the trip's end during which each side may review the other. */
export const REVIEW_WINDOW_DAYS = 14;
/** The second reminder goes out this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_BEFORE_CLOSE = 3;
export const REVIEW_PAGE_SIZE = 10;

const stars = (what: 'trip' | 'cleanliness' | 'accuracy' | 'communication') => {
  const message = errorText(`errors.reviews.rate.${what}`);
  return z.number({ error: message }).int().min(1, message).max(5, message);
};
const reviewText = plainText()
  .transform((v) => v.trim())
  .pipe(z.string().max(MAX_REVIEW_LENGTH, errorText('errors.reviews.tooLong', { max: MAX_REVIEW_LENGTH })));

/**
 * POST /api/bookings/{id}/review. The customer rates overall plus cleanliness, accuracy and
 * communication; the vendor only overall (the server checks which side the caller is).
 */
export const createReviewSchema = z.object({
  rating: stars('trip'),
  cleanliness: stars('cleanliness').optional(),
  accuracy: stars('accuracy').optional(),
  communication: stars('communication').optional(),
  body: reviewText.default(''),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const replyReviewSchema = z.object({
  body: plainText()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, errorText('errors.reviews.emptyReply')).max(MAX_REVIEW_LENGTH)),
});
export const reportReviewSchema = z.object({
  reason: plainText()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, errorText('errors.reviews.emptyReport')).max(1000)),
});
export const hideReviewSchema = z.object({
  reason: plainText()
    .transform((v) => v.trim())
    .pipe(z.string().min(1, errorText('errors.reviews.emptyReason')).max(1000)),
});

export const reviewSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  authorSide: z.enum(['CUSTOMER', 'VENDOR']),
  author: z.object({ id: z.string(), name: z.string() }),
  rating: z.number().int(),
  cleanliness: z.number().int().nullable(),
  accuracy: z.number().int().nullable(),
  communication: z.number().int().nullable(),
  body: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Admin answers only: hidden reviews with their reason. */
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable().optional(),
  /**
   * The trip's money never went through RentWheels: the vendor confirmed it as paid outside the
   * app (issue 37). Such reviews are shown with a label, since nothing proves the trip happened.
   */
  paidOutside: z.boolean(),
  /** Whether the caller may post the one public reply. */
  canReply: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  averageRating: z.number().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** Average and count on car and service answers. */
export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** A booking's review state for the caller (the form on finished bookings). */
export const bookingReviewStateSchema = z.object({
  canReview: z.boolean(),
  /** Wall-clock end of the window (trip end + 14 days). */
  windowClosesAt: z.string().nullable(),
  mine: reviewSchema.nullable(),
  /** The other side's review, once revealed (both written or the window closed). */
  theirs: reviewSchema.nullable(),
});
export type BookingReviewState = z.infer<typeof bookingReviewStateSchema>;

export const userBadgesSchema = z.object({
  idVerified: z.boolean(),
  emailVerified: z.boolean(),
  /** Vendors: the median time to answer a request, rounded up to whole hours; null if unmeasured. */
  respondsWithinHours: z.number().int().nullable(),
});
export type UserBadges = z.infer<typeof userBadgesSchema>;

/** GET /api/users/{id}/reviews: reviews about a customer, for vendors with a request from them. */
export const userReviewsSchema = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  rating: ratingSummarySchema,
  trips: z.number().int(),
  badges: userBadgesSchema,
  reviews: z.array(reviewSchema),
});
export type UserReviews = z.infer<typeof userReviewsSchema>;
