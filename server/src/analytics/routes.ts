// HTTP routes of the dashboards (issue 34).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalyticsSchema, analyticsQuerySchema, vendorAnalyticsSchema } from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { adminAnalyticsOf, vendorAnalyticsOf } from './service.js';
import { spec } from '../http/route-spec.js';


export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/vendor/analytics',
    spec(['analytics'], "The vendor's figures for a period (at most two years): revenue, utilisation, funnel, answers, cancellations, ratings, best and worst cars; one branch with serviceId", {
      querystring: analyticsQuerySchema,
      ok: vendorAnalyticsSchema,
      errors: [400, 401, 403, 404],
    }),
    async (request) => vendorAnalyticsOf(ctx, requireActor(request), request.query),
  );

  app.get(
    '/admin/analytics',
    spec(['admin'], "The marketplace's figures for a period: bookings and value per month, platform take, cities, conversion, open disputes and overdue deposits", {
      querystring: analyticsQuerySchema,
      ok: adminAnalyticsSchema,
      errors: [400, 401, 403, 404],
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return adminAnalyticsOf(ctx, request.query);
    },
  );
};
