// Watching the server (decision 0033): `/metrics` on the main port (behind METRICS_TOKEN; 404
// without it), the scrape-time sources that need the context (the job queue's depth), and the
// counters fed by the event bus. The HTTP hooks are registered by app.ts (they must see every
// route); the metrics port, when configured, is started by main.ts.
import { sql } from 'drizzle-orm';
import { defineFeature } from '../module.js';
import { JOB_SCHEMA } from '../jobs/queue.js';
import { messages, registerSources } from './metrics.js';
import { answerScrape } from './http.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../messages/events.js';

const metricsRoute: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  registerSources({
    // One grouped count over pg-boss's jobs, per queue and state, read when Prometheus scrapes.
    queues: async () => {
      const rows = (await ctx.db.execute(
        sql.raw(`select name, state, count(*)::int as n from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by name, state`),
      )) as unknown as { rows: Array<{ name: string; state: string; n: number }> };
      const byQueue = new Map<string, { queue: string; queued: number; active: number; failed: number }>();
      for (const name of ctx.jobs.queueNames()) byQueue.set(name, { queue: name, queued: 0, active: 0, failed: 0 });
      for (const { name, state, n } of rows.rows) {
        const q = byQueue.get(name) ?? { queue: name, queued: 0, active: 0, failed: 0 };
        if (state === 'active') q.active += n;
        else if (state === 'failed') q.failed += n;
        else q.queued += n;
        byQueue.set(name, q);
      }
      return [...byQueue.values()];
    },
  });
  app.get('/metrics', { schema: { hide: true }, config: { ownAuthorization: true } }, (request, reply) => answerScrape(ctx.config, request, reply, false));
};

export const observabilityModule = defineFeature({
  name: 'observability',
  rootRoutes: metricsRoute,
  subscribers: {
    'message.sent': { after: () => void messages.inc() },
  },
});
