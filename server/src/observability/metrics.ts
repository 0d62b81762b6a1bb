// The server's metrics (decision 0033): one prom-client registry per process, read at
// `/metrics` (a separate port or a bearer token, never public). Counters and histograms are fed
// by small hooks (HTTP, database, jobs, mail) and the event bus; gauges whose truth lives
// elsewhere (the pool, the job queue, the search index, open streams) are read at scrape time
// from the sources registered here by whoever owns them.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'rentwheels_process_' });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'rentwheels_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (never the raw URL) and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const dbQueryDuration = new Histogram({
  name: 'rentwheels_db_query_duration_seconds',
  help: 'Statements sent to the database outside a transaction, by outcome.',
  labelNames: ['outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'rentwheels_job_runs_total',
  help: 'Job attempts by queue and outcome (completed, retried: failed with retries left, failed: out of retries).',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'rentwheels_job_duration_seconds',
  help: 'Time one job attempt took, by queue.',
  labelNames: ['queue'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const paymentOutcomes = new Counter({
  name: 'rentwheels_payment_outcomes_total',
  help: 'Payments by provider and outcome (paid, refunded, failed).',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

export const mails = new Counter({
  name: 'rentwheels_mails_total',
  help: 'Mail delivery attempts by outcome (sent, failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const messages = new Counter({
  name: 'rentwheels_messages_sent_total',
  help: 'Chat messages sent between customers and vendors.',
  registers: [registry],
});

export const searchReloadDuration = new Histogram({
  name: 'rentwheels_search_index_reload_seconds',
  help: 'Time a search index load took, by kind (full: every car; partial: the changed cars).',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

/**
 * Deposit refunds past their due date. A placeholder the deposit feature will feed (it reads 0
 * until then); the alert in docs/deploy.md is written against this name.
 */
export const depositRefundsOverdue = new Gauge({
  name: 'rentwheels_deposit_refunds_overdue',
  help: 'Deposit refunds past their due date (fed by the deposit feature; 0 until it exists).',
  registers: [registry],
});

/** What the scrape-time gauges read; the newest registration of each wins (one app per process). */
export interface Sources {
  pool?: () => { total: number; idle: number; waiting: number };
  /** Jobs per queue by state, read from pg-boss when scraped. */
  queues?: () => Promise<Array<{ queue: string; queued: number; active: number; failed: number }>>;
  searchEntries?: () => number;
  notificationStreams?: () => number;
}
const sources: Sources = {};
export const registerSources = (more: Sources) => Object.assign(sources, more);

new Gauge({
  name: 'rentwheels_db_pool_connections',
  help: 'Database connections by state (total, idle, waiting: callers waiting for one). The embedded database has one, always in use.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = sources.pool?.();
    if (!pool) return;
    this.set({ state: 'total' }, pool.total);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});

new Gauge({
  name: 'rentwheels_job_queue_depth',
  help: 'Jobs per queue by state (queued: waiting to run, active, failed: out of retries and kept), read at scrape time.',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const q of (await sources.queues?.().catch(() => [])) ?? []) {
      this.set({ queue: q.queue, state: 'queued' }, q.queued);
      this.set({ queue: q.queue, state: 'active' }, q.active);
      this.set({ queue: q.queue, state: 'failed' }, q.failed);
    }
  },
});

new Gauge({
  name: 'rentwheels_search_index_cars',
  help: 'Cars held by this instance’s search index.',
  registers: [registry],
  collect() {
    this.set(sources.searchEntries?.() ?? 0);
  },
});

new Gauge({
  name: 'rentwheels_notification_streams',
  help: 'Live notification streams (server-sent events) open on this instance.',
  registers: [registry],
  collect() {
    this.set(sources.notificationStreams?.() ?? 0);
  },
});

/** Seconds since `start` (a `performance.now()` reading). */
export const secondsSince = (start: number) => (performance.now() - start) / 1000;
