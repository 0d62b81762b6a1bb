// HTTP routes of the dashboards (issue 34).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalyticsSchema, analyticsQuerySchema, apiErrorSchema, vendorAnalyticsSchema } from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { adminAnalyticsOf, vendorAnalyticsOf } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/vendor/analytics',
    {
      schema: {
        tags: ['analytics'],
        summary: "The vendor's figures for a period (at most two years): revenue, utilisation, funnel, answers, cancellations, ratings, best and worst cars; one branch with serviceId",
        querystring: analyticsQuerySchema,
        response: { 200: vendorAnalyticsSchema, ...errors },
      },
    },
    async (request) => vendorAnalyticsOf(ctx, requireActor(request), request.query),
  );

  app.get(
    '/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        summary: "The marketplace's figures for a period: bookings and value per month, platform take, cities, conversion, open disputes and overdue deposits",
        querystring: analyticsQuerySchema,
        response: { 200: adminAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      requireRole(request, 'ADMIN');
      return adminAnalyticsOf(ctx, request.query);
    },
  );
};
