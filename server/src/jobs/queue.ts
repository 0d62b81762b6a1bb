// The job queue: pg-boss on the app's own database (decision 0012). On the PostgreSQL server and on
// embedded PGlite alike it talks through `Database.executeSql`, so there is one code path. Queues
// and their handlers are declared with `define` (all of them in `./registry.ts`); `send` takes the
// caller's transaction so a job exists exactly when the change that caused it commits.
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client.js';
import { currentRequestId, runWithRequestId, JOB_REQUEST_ID } from '../observability/index.js';
import { jobHooks } from '../observability/index.js';

export interface JobInfo {
  id: string;
  /** Retries already used (0 on the first attempt). */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface QueueSpec {
  name: string;
  /** Attempts after the first. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each later one when `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** Jobs taken at once by one worker. */
  batchSize?: number;
}

export interface RecurringJob {
  queue: string;
  /** Cron expression (UTC). */
  cron: string;
}

export const JOB_SCHEMA = 'pgboss';
/** Advisory lock key held while an instance sets up the job schema and queues. */
const QUEUE_SETUP_LOCK = 7_210_043;

/** Runs pg-boss SQL ($1-style parameters) inside a Drizzle transaction. */
export function transactionAdapter(tx: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, i) => {
        if (i % 2 === 0) chunks.push(sql.raw(part));
        else chunks.push(sql`${sql.param(values[Number(part) - 1])}`);
      });
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[]; rowCount?: number; affectedRows?: number };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length };
    },
  };
}

export interface JobQueueOptions {
  /** Run handlers, maintenance and the scheduler in this process (false in tests and tools). */
  workers: boolean;
  /** Seconds between polls of a worker for new jobs. */
  pollingIntervalSeconds?: number;
}

export class JobQueue {
  readonly boss: PgBoss;
  private readonly specs = new Map<string, { spec: QueueSpec; handler: JobHandler<never> }>();
  private readonly recurring: RecurringJob[] = [];
  private started = false;
  private draining = new Map<string, Promise<void>>();

  private readonly database: PgBoss.Db;

  constructor(
    private readonly store: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    this.database = { executeSql: (text: string, values?: unknown[]) => store.executeSql(text, values) };
    this.boss = new PgBoss({
      db: this.database,
      schema: JOB_SCHEMA,
      supervise: options.workers,
      schedule: options.workers,
      migrate: true,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Declares a queue and its handler; call before `start`. */
  define<T>(spec: QueueSpec, handler: JobHandler<T>) {
    this.specs.set(spec.name, { spec, handler: handler as JobHandler<never> });
  }

  /** Runs `queue` on a cron schedule (once across all instances). */
  every(queue: string, cron: string) {
    this.recurring.push({ queue, cron });
  }

  queueNames() {
    return [...this.specs.keys()];
  }

  async start() {
    if (this.started) return;
    // Instances starting together on a new database would create the same queues at once, which
    // deadlocks in PostgreSQL (one instance then fails to start): one at a time, under a lock.
    await this.store.withLock(QUEUE_SETUP_LOCK, async () => {
      await this.boss.start();
      for (const { spec } of this.specs.values()) {
        const options = { name: spec.name, retryLimit: spec.retryLimit, retryDelay: spec.retryDelay, retryBackoff: spec.retryBackoff };
        if (await this.boss.getQueue(spec.name)) await this.boss.updateQueue(spec.name, options);
        else await this.boss.createQueue(spec.name, options);
      }
    });
    this.started = true;
    if (!this.options.workers) return;
    for (const { spec, handler } of this.specs.values()) {
      await this.boss.work<unknown>(
        spec.name,
        { batchSize: spec.batchSize ?? 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) await this.runOne(spec.name, handler, job);
        },
      );
    }
    for (const r of this.recurring) await this.boss.schedule(r.queue, r.cron, {}, { tz: 'UTC' });
  }

  /** Enqueues a job; with `tx` it is written in that transaction (and vanishes if it rolls back). */
  async send<T extends object>(
    queue: string,
    data: T,
    tx?: DbOrTx,
    options: {
      singletonKey?: string;
      /** With `singletonKey`: at most one job of that key per slot of this many seconds (a repeat is dropped: null). */
      singletonSeconds?: number;
      /** Seconds from now before the job is due. */
      startAfter?: number;
    } = {},
  ): Promise<string | null> {
    if (!this.specs.has(queue)) throw new Error(`unknown job queue ${queue}`);
    const { startAfter, ...rest } = options;
    const db = tx ? transactionAdapter(tx) : this.database;
    // A job sent while a request runs carries that request's id; its run logs with it (decision 0033).
    const requestId = currentRequestId();
    const sent = requestId && !(JOB_REQUEST_ID in data) ? { ...data, [JOB_REQUEST_ID]: requestId } : data;
    const id = await this.boss.send(queue, sent, { ...rest, db });
    // pg-boss's own `startAfter` goes through one parameter cast both to a timestamp and to an
    // interval, which PostgreSQL folds (and refuses) when the value arrives as a bound parameter;
    // the delay is set here instead, in the same transaction, by the database's clock.
    if (id && startAfter !== undefined && startAfter > 0) {
      await db.executeSql(`UPDATE ${JOB_SCHEMA}.job SET start_after = now() + make_interval(secs => $1) WHERE name = $2 AND id = $3`, [startAfter, queue, id]);
    }
    return id;
  }

  /**
   * Enqueues a job unless one with the same `singletonKey` is still waiting or running (null then).
   * A `singletonSeconds` slot alone lets in two sends a moment apart across the slot's edge; this
   * looks for a waiting job under a lock on the key, in `tx`, so two instances cannot both pass.
   */
  async sendUnlessWaiting<T extends object>(
    queue: string,
    data: T,
    tx: DbOrTx,
    options: { singletonKey: string; singletonSeconds?: number },
  ): Promise<string | null> {
    const db = transactionAdapter(tx);
    await db.executeSql(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`job:${queue}:${options.singletonKey}`]);
    const waiting = await db.executeSql(`SELECT 1 FROM ${JOB_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`, [
      queue,
      options.singletonKey,
    ]);
    return waiting.rows.length > 0 ? null : this.send(queue, data, tx, options);
  }

  /**
   * Runs the jobs of `queue` that are due now, in this process, and resolves when done. Workers do
   * the same on their own; this is for waking a queue right after a commit and for tests. Passes
   * are serial per queue; a job taken by another worker is skipped (row locks).
   */
  drain(queue: string): Promise<void> {
    const previous = this.draining.get(queue) ?? Promise.resolve();
    const next = previous.then(() => this.drainOnce(queue));
    this.draining.set(queue, next);
    return next.finally(() => {
      if (this.draining.get(queue) === next) this.draining.delete(queue);
    });
  }

  private async drainOnce(queue: string) {
    if (!this.started) return;
    const entry = this.specs.get(queue);
    if (!entry) throw new Error(`unknown job queue ${queue}`);
    for (;;) {
      const jobs = await this.boss.fetch<unknown>(queue, { batchSize: 20, includeMetadata: true });
      if (jobs.length === 0) return;
      for (const job of jobs) await this.runOne(queue, entry.handler, job);
    }
  }

  private runOne(queue: string, handler: JobHandler<never>, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const requestId = (job.data as Record<string, unknown> | null)?.[JOB_REQUEST_ID];
    const run = () => this.runTraced(queue, handler, job);
    return typeof requestId === 'string' ? runWithRequestId(requestId, run) : run();
  }

  private async runTraced(queue: string, handler: JobHandler<never>, job: PgBoss.JobWithMetadata<unknown>) {
    const attempt = job.retryCount + 1;
    const done = jobHooks.started(queue, attempt);
    try {
      await handler(job.data as never, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
      await this.boss.complete(queue, job.id);
      this.log.debug({ queue, jobId: job.id, attempt }, 'job done');
      done(undefined, job.retryCount >= job.retryLimit);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, queue, jobId: job.id, attempt }, 'job failed');
      await this.boss.fail(queue, job.id, { message: message.slice(0, 500) });
      done(error, job.retryCount >= job.retryLimit);
    }
  }

  async stop() {
    if (!this.started) return;
    this.started = false;
    await Promise.allSettled([...this.draining.values()]);
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
  }
}
