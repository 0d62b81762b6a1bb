// `/metrics` on a port of its own (METRICS_PORT), for a scraper inside the private network; the
// public port never answers it without METRICS_TOKEN (decision 0033).
import Fastify from 'fastify';
import type { Config } from '../config.js';
import { answerScrape } from './http.js';

export async function startMetricsServer(config: Config) {
  const port = config.METRICS_PORT;
  if (port === undefined) return undefined;
  const app = Fastify({ logger: false });
  app.get('/metrics', (request, reply) => answerScrape(config, request, reply, true));
  await app.listen({ port, host: config.METRICS_HOST });
  return app;
}
