// HTTP routes of the analytics feature (decision 0039).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, apiErrorSchema, nowInZone, vendorAnalyticsSchema } from '@carrental/shared';
import { requireActor } from '../auth/actor.js';
import { vendorAnalytics } from './queries.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    '/vendor/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: "Revenue per month (online and at the counter), utilisation per car, the funnel, cancellations and answer time (owner: the company; managers: their branches)",
        querystring: analyticsQuerySchema,
        response: { 200: vendorAnalyticsSchema, ...errors },
      },
    },
    async (request) => vendorAnalytics(ctx, requireActor(request), request.query, nowInZone(ctx.config.TIME_ZONE, ctx.clock.now())),
  );
};
