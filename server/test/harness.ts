// Test harness: the real app over a real database. PGlite in memory by default; with
// TEST_DB_MODE=pg and TEST_DATABASE_URL, a fresh PostgreSQL database per test file that is dropped
// afterwards. Use `app.inject` for HTTP and the factories for data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../src/config.js';
import { createContext, type AppContext, type ContextOverrides } from '../src/context.js';
import { buildApp } from '../src/app.js';
import type { PageSource } from '../src/http/web.js';
import { createFreshDatabase } from '../src/db/fresh-database.js';
import { wireFeatures } from '../src/features.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { LocalStorage } from '../src/storage/storage.js';
import { Factories } from './factories.js';

export const usesPostgresServer = () => process.env.TEST_DB_MODE === 'pg' && !!process.env.TEST_DATABASE_URL;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  f: Factories;
  dataDir: string;
  /** Opens another database handle to the same database (for a second app instance). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the test server; returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createFreshDatabase(process.env.TEST_DATABASE_URL!, 'rw_test');
}

export interface TestAppOptions {
  env?: Record<string, string>;
  overrides?: ContextOverrides;
  serveWeb?: boolean;
  /** Pages from this source (an index.html and a page renderer) instead of the built web app. */
  pages?: PageSource;
  poolSize?: number;
  /** Run job workers and the scheduler (off by default: tests drain queues when they mean to). */
  jobWorkers?: boolean;
  /** Hears every statement the ORM sends. */
  onQuery?: (sql: string) => void;
  /** Runs on the context before the job queue starts (to define test queues). */
  setup?: (ctx: AppContext) => void;
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-to-be-valid-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO_DATA: 'false',
    // Most tests book with fresh accounts; the identity tests turn the rule on.
    BOOKING_REQUIRES_IDENTITY: 'false',
    ...env,
  });
}

// On PGlite every test file starts from one migrated database made once per worker process
// (files share a worker's modules): a copy opens in about the time of an empty one, and the
// migrations are not run again for every file.
let migrated: Promise<Blob> | undefined;
async function migratedPglite(onQuery?: (sql: string) => void): Promise<Database> {
  migrated ??= (async () => {
    const first = await openDatabase({});
    await migrate(first);
    const archive = await first.dump!();
    await first.close();
    return archive;
  })();
  return openDatabase({ onQuery, loadDataDir: await migrated });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rw-test-'));
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (usesPostgresServer()) {
    const created = await createPostgresDatabase();
    drop = created.drop;
    databaseUrl = created.url;
    database = await openDatabase({ url: created.url, poolSize: options.poolSize ?? 10, onQuery: options.onQuery });
  } else {
    database = await migratedPglite(options.onQuery);
  }
  const config = testConfig(dataDir, options.env);
  const ctx = await createContext(config, {
    database,
    storage: new LocalStorage(join(dataDir, 'uploads'), config.publicUrl, 'test-signing-key'),
    jobWorkers: options.jobWorkers,
    ...options.overrides,
  });
  wireFeatures(ctx);
  options.setup?.(ctx);
  await ctx.jobs.start();
  const app = await buildApp(ctx, { serveWeb: options.serveWeb, pages: options.pages });
  await app.ready();
  return {
    app,
    ctx,
    f: new Factories(ctx),
    dataDir,
    databaseUrl,
    async close() {
      await app.close();
      await ctx.jobs.stop();
      await ctx.limits.close();
      await database.close();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `Authorization` header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
