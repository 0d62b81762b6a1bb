// HTTP routes of the reviews feature (thin handlers over service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema as errorSchema,
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

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.string().max(100) });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/bookings/:id/review',
    {
      schema: {
        tags,
        security,
        summary: "Reviews the other side of a confirmed booking, once, within 14 days of the trip's end",
        params,
        body: createReviewSchema,
        response: { 201: reviewSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createReview(ctx, requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/bookings/:id/review',
    {
      schema: { tags, security, summary: "The caller's review state of a booking (double-blind)", params, response: { 200: bookingReviewStateSchema, ...errors } },
    },
    async (request) => bookingReviewState(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/cars/:id/reviews',
    {
      schema: { tags, summary: 'Public reviews of a car, newest first, with its average', params, querystring: reviewPageQuerySchema, response: { 200: reviewPageSchema, 400: errorSchema, 404: errorSchema } },
    },
    async (request) => carReviews(ctx, request.actor, request.params.id, request.query.page),
  );

  app.get(
    '/services/:id/reviews',
    {
      schema: { tags, summary: "Public reviews of a service's cars, newest first, with its average", params, querystring: reviewPageQuerySchema, response: { 200: reviewPageSchema, 400: errorSchema, 404: errorSchema } },
    },
    async (request) => serviceReviews(ctx, request.actor, request.params.id, request.query.page),
  );

  app.get(
    '/users/:id/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Reviews about a customer with rating, trips and badges (vendors with a request from them)',
        params,
        response: { 200: userReviewsSchema, ...errors },
      },
    },
    async (request) => customerReviews(ctx, requireActor(request), request.params.id),
  );

  app.get(
    '/users/:id/badges',
    { schema: { tags, summary: "A user's trust badges", params, response: { 200: userBadgesSchema, 404: errorSchema } } },
    async (request) => {
      if (!isUuid(request.params.id)) throw notFound('User');
      return badgesOf(ctx.db, request.params.id);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      schema: { tags, security, summary: "The vendor's one public reply to a review of their car", params, body: replyReviewSchema, response: { 200: reviewSchema, ...errors } },
    },
    async (request) => replyToReview(ctx, requireActor(request), request.params.id, request.body.body),
  );

  app.post(
    '/reviews/:id/report',
    {
      schema: { tags, security, summary: 'Reports a review to the admins', params, body: reportReviewSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await reportReview(ctx, requireActor(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reviews/:id/hide',
    {
      schema: { tags, security, summary: 'Admins: hides a review with a reason (kept, not deleted)', params, body: hideReviewSchema, response: { 200: reviewSchema, ...errors } },
    },
    async (request) => hideReview(ctx, requireRole(request, 'ADMIN'), request.params.id, request.body.reason),
  );

  app.post(
    '/reviews/:id/unhide',
    { schema: { tags, security, summary: 'Admins: shows a hidden review again', params, response: { 200: reviewSchema, ...errors } } },
    async (request) => hideReview(ctx, requireRole(request, 'ADMIN'), request.params.id, null),
  );

  app.get(
    '/reviews/reported',
    {
      schema: {
        tags,
        security,
        summary: 'Admins: reported reviews with the reasons given',
        response: { 200: z.array(z.object({ review: reviewSchema, reason: z.string(), reportedAt: z.string() })), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => reportedReviews(ctx, requireRole(request, 'ADMIN')),
  );
};
