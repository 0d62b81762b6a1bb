// Everything a domain function may need, built once at start-up (or per test) and passed
// explicitly. Adapters are chosen here from configuration. This module imports no feature: the
// features' subscribers and job queues are wired onto a context by `features.ts` (decision 0028).
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { createLogger } from './log.js';
import { openDatabase, type Database, type Db, type Tx } from './db/client.js';
import { migrate } from './db/migrate.js';
import { EventBus } from './events.js';
import { TokenService, resolveJwtSecret } from './http/tokens.js';
import { Mailer, MAIL_QUEUE, createTransport, type MailJob, type MailTransport } from './mail/mailer.js';
import { JobQueue } from './jobs/queue.js';
import { Lifecycle } from './http/lifecycle.js';
import { createLimitCounter, type LimitCounter } from './http/rate-limit-store.js';
import { LocalStorage, type Storage } from './storage/storage.js';
import type { PaymentProvider } from './payments/provider.js';
import { PaymentProviders, createPaymentProviders } from './payments/providers.js';
import { MovableClock, type Clock } from './clock.js';

export type { Clock } from './clock.js';

export interface AppContext {
  config: Config;
  log: FastifyBaseLogger;
  database: Database;
  db: Db;
  tokens: TokenService;
  /** Secret for signing things other than session tokens (signed file URLs). */
  signingKey: string;
  mailer: Mailer;
  /** The job queue (pg-boss); started and stopped by main.ts and the test harness. */
  jobs: JobQueue;
  /** Readiness; turned off first when the instance shuts down. */
  lifecycle: Lifecycle;
  /** Rate-limit counters shared by every instance: the database, or Redis (decision 0020). Closed by main.ts. */
  limits: LimitCounter;
  storage: Storage;
  /** The event bus: `emit` inside `transaction`; subscribers are wired by `features.ts`. */
  events: EventBus;
  /**
   * The unit of work: every write of a feature runs in it. A transaction, run again after a
   * deadlock or serialisation abort, whose events reach their after-commit subscribers once it committed.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  clock: Clock;
  /** The default (first enabled) payment provider. */
  payments: PaymentProvider;
  /** Every enabled payment provider by id; a payment row is handled by the one it names. */
  paymentProviders: PaymentProviders;
}

export interface ContextOverrides {
  database?: Database;
  log?: FastifyBaseLogger;
  mailTransport?: MailTransport;
  storage?: Storage;
  clock?: Clock;
  /** Rate-limit counters (default: Redis with REDIS_URL, else the database, failing open). */
  limits?: LimitCounter;
  payments?: PaymentProvider;
  /** Several providers at once (the first is the default); wins over `payments`. */
  paymentProviders?: PaymentProvider[];
  /** Run job workers, maintenance and the scheduler in this process (main.ts: yes; tests: no). */
  jobWorkers?: boolean;
}

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const log = overrides.log ?? createLogger(config);
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  await migrate(database);
  const secret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const signingKey = `${secret}:files`;
  const storage = overrides.storage ?? (await createStorage(config, signingKey));
  const jobs = new JobQueue(database, log, { workers: overrides.jobWorkers ?? false });
  const mailer = new Mailer(database.db, overrides.mailTransport ?? createTransport(config.SMTP_URL, log), config.MAIL_FROM, log, jobs, storage);
  const clock = overrides.clock ?? (config.CLOCK_CONTROL ? new MovableClock() : { now: () => new Date() });
  const paymentProviders = overrides.paymentProviders
    ? new PaymentProviders(overrides.paymentProviders)
    : overrides.payments
      ? new PaymentProviders([overrides.payments])
      : createPaymentProviders(config, { db: database.db, clock, signingKey });
  // Idempotent: a row already SENT is skipped (Mailer.deliver).
  jobs.define<MailJob>(MAIL_QUEUE, (data, job) => mailer.deliver(data.outboxId, job));
  const events = new EventBus((error, name) => log.error({ err: error, event: name }, 'an after-commit subscriber failed'));
  const ctx: AppContext = {
    config,
    log,
    database,
    db: database.db,
    tokens: new TokenService(secret, config.JWT_EXPIRES_IN),
    signingKey,
    mailer,
    jobs,
    lifecycle: new Lifecycle(),
    limits: overrides.limits ?? createLimitCounter({ redisUrl: config.REDIS_URL, database, log }),
    storage,
    events,
    transaction: (fn) => events.transaction(database.db, fn),
    clock,
    payments: paymentProviders.default,
    paymentProviders,
  };
  return ctx;
}

async function createStorage(config: Config, signingKey: string): Promise<Storage> {
  if (config.STORAGE_DRIVER === 's3') {
    const { S3Storage } = await import('./storage/s3.js');
    return new S3Storage(config);
  }
  return new LocalStorage(join(config.DATA_DIR, 'uploads'), config.publicUrl, signingKey);
}
