// Readiness and draining. On SIGTERM main.ts marks the instance as not ready first (so a load
// balancer polling /api/health/ready stops sending it new work), then stops accepting, finishes
// in-flight requests and jobs within a bound, and exits. While draining, answers carry
// `Connection: close` so kept-alive clients reconnect to another instance; a request that still
// arrives while the server closes is served, not refused (`return503OnClosing: false` in app.ts).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export class Lifecycle {
  private draining = false;

  get ready() {
    return !this.draining;
  }

  /** Irreversible: the instance is on its way out. */
  drain() {
    this.draining = true;
  }
}

/** On the root app: every answer while draining closes its connection; plus the readiness route. */
export async function registerLifecycle(app: FastifyInstance) {
  const { lifecycle } = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    if (!lifecycle.ready) reply.header('connection', 'close');
  });
  await app.register(lifecycleRoutes, { prefix: '/api' });
}

const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lifecycle } = app.ctx;

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: false once the instance is shutting down (or its database is unreachable)',
        security: [],
        response: {
          200: z.object({ ready: z.literal(true) }),
          503: z.object({ ready: z.literal(false), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (!lifecycle.ready) return reply.status(503).send({ ready: false as const, message: 'Shutting down' });
      try {
        await app.ctx.database.query('SELECT 1');
        return { ready: true as const };
      } catch {
        return reply.status(503).send({ ready: false as const, message: 'Database unreachable' });
      }
    },
  );
};
