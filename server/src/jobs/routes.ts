// HTTP routes of the admin jobs screen. Every route needs the ADMIN role on the server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobParamsSchema, jobRetriedSchema, jobsOverviewSchema } from '@carrental/shared';
import { requireRole } from '../auth/actor.js';
import { answer } from '../http/locale.js';
import { jobsOverview, retryFailedJob } from './admin.js';

const tags = ['admin'];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get('/admin/jobs', { schema: { tags, response: { 200: jobsOverviewSchema } } }, async (request) => {
    requireRole(request, 'ADMIN');
    return jobsOverview(ctx);
  });

  app.post(
    '/admin/jobs/:queue/:id/retry',
    { schema: { tags, params: jobParamsSchema, response: { 200: jobRetriedSchema } } },
    async (request) => {
      requireRole(request, 'ADMIN');
      return answer(request, await retryFailedJob(ctx, request.params.queue, request.params.id));
    },
  );
};
