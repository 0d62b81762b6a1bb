// HTTP routes of the dashboards (issue 34).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalyticsSchema, analyticsQuerySchema, vendorAnalyticsSchema } from '@carrental/shared';
import { requireActor, requireRole } from '../auth/actor.js';
import { adminAnalyticsOf, vendorAnalyticsOf } from './service.js';
import { spec } from '../http/route-spec.js';

/** Both dashboards read a period (the vendor's also a branch) and answer the same errors. */
const period = { querystring: analyticsQuerySchema, errors: [400, 401, 403, 404] } as const;

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/vendor/analytics',
    spec(['analytics'], "The vendor's figures for a period (at most two years): revenue, utilisation, funnel, answers, cancellations, ratings, best and worst cars; one branch with serviceId", {
      ...period,
      ok: vendorAnalyticsSchema,
    }),
    async (request) => vendorAnalyticsOf(ctx, requireActor(request), request.query),
  );

  app.get(
    '/admin/analytics',
    spec(['admin'], "The marketplace's figures for a period: bookings and value per month, platform take, cities, conversion, open disputes and overdue deposits", {
      ...period,
      ok: adminAnalyticsSchema,
    }),
    async (request) => {
      requireRole(request, 'ADMIN');
      return adminAnalyticsOf(ctx, request.query);
    },
  );
};
