import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfigSchema } from '@carrental/shared';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        security: [],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.database.query('SELECT 1');
        return { status: 'ok' as const, database: app.ctx.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, message: 'Database unreachable' });
      }
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Settings the web app needs at run time',
        security: [],
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      googleClientId: app.ctx.config.GOOGLE_CLIENT_ID ?? null,
      paymentProvider: app.ctx.config.paymentProvider,
      timeZone: app.ctx.config.TIME_ZONE,
    }),
  );
};
