// HTTP routes of the reviews feature (thin handlers over service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingReviewStateSchema,
  createReviewSchema,
  hideReviewSchema,
  replyReviewSchema,
  reportReviewSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewSchema,
  userBadgesSchema,
  userReviewsSchema,
} from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { badgesOf } from './badges.js';
import {
  bookingReviewState,
  carReviews,
  createReview,
  customerReviews,
  hideReview,
  replyToReview,
  reportReview,
  reportedReviews,
  serviceReviews,
} from './service.js';
import { isUuid } from '../http/ids.js';
import { notFound } from '../http/errors.js';
import { spec } from '../http/route-spec.js';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().max(100) });

/** The public pages of reviews: of a car, and of all of a service's cars. */
const PUBLIC_PAGES = [
  { path: '/cars/:id/reviews', summary: 'Public reviews of a car, newest first, with its average', read: carReviews },
  { path: '/services/:id/reviews', summary: "Public reviews of a service's cars, newest first, with its average", read: serviceReviews },
] as const;

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/bookings/:id/review',
    spec(tags, "Reviews the other side of a confirmed booking, once, within 14 days of the trip's end", {
      security,
      params,
      body: createReviewSchema,
      ok: reviewSchema,
      status: 201,
    }),
    async (request, reply) => reply.status(201).send(await createReview(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/bookings/:id/review',
    spec(tags, "The caller's review state of a booking (double-blind)", { security, params, ok: bookingReviewStateSchema }),
    async (request) => bookingReviewState(ctx, requireActor(request), request.params.id),
  );

  for (const { path, summary, read } of PUBLIC_PAGES) {
    app.get(path, spec(tags, summary, { params, querystring: reviewPageQuerySchema, ok: reviewPageSchema, errors: [400, 404] }), async (request) =>
      read(ctx, request.actor, request.params.id, request.query.page),
    );
  }

  app.get(
    '/users/:id/reviews',
    spec(tags, 'Reviews about a customer with rating, trips and badges (vendors with a request from them)', { security, params, ok: userReviewsSchema }),
    async (request) => customerReviews(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/users/:id/badges',
    spec(tags, "A user's trust badges", { params, ok: userBadgesSchema, errors: [404] }),
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound('User');
      return badgesOf(ctx.db, request.params.id);
    },
  );

  app.post(
    '/reviews/:id/reply',
    spec(tags, "The vendor's one public reply to a review of their car", { security, params, body: replyReviewSchema, ok: reviewSchema }),
    async (request) => replyToReview(ctx, requireActor(request), request.params.id, request.body.body),
  );

  app.post(
    '/reviews/:id/report',
    spec(tags, 'Reports a review to the admins', { security, params, body: reportReviewSchema, status: 204 }),
    async (request, reply) => {
      await reportReview(ctx, requireActor(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reviews/:id/hide',
    spec(tags, 'Admins: hides a review with a reason (kept, not deleted)', { security, params, body: hideReviewSchema, ok: reviewSchema }),
    async (request) => hideReview(ctx, requireRole(request, 'ADMIN'), request.params.id, request.body.reason),
  );

  app.post(
    '/reviews/:id/unhide',
    spec(tags, 'Admins: shows a hidden review again', { security, params, ok: reviewSchema }),
    async (request) => hideReview(ctx, requireRole(request, 'ADMIN'), request.params.id, null),
  );

  app.get(
    '/reviews/reported',
    spec(tags, 'Admins: reported reviews with the reasons given', {
      security,
      ok: z.array(z.object({ review: reviewSchema, reason: z.string(), reportedAt: z.string() })),
      errors: [401, 403],
    }),
    async (request) => reportedReviews(ctx, requireRole(request, 'ADMIN')),
  );
};
