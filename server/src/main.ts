// Starts the whole product on one port: configuration, database (PGlite or PostgreSQL),
// migrations, demo data on an empty database, the API and the built web app.
import { ConfigError, loadConfig } from './config.js';
import { createContext } from './context.js';
import { wireFeatures } from './features.js';
import { buildApp } from './app.js';
import { seedIfEmpty, DEMO_LOGINS } from './seed/demo.js';
import { grantAdminByEmail } from './users/grant-admin.js';
import { enqueueStrandedRefunds } from './payments/index.js';
import { InstanceLockError, lockDataDir } from './instance-lock.js';
import { startMetricsServer } from './observability/metrics-server.js';

/** Longest a shutdown may take (requests, jobs, database) before the process exits anyway. */
const SHUTDOWN_BOUND_MS = 25_000;
/** How long readiness reads false before the server stops accepting (load balancers poll it). */
const READINESS_GRACE_MS = 3_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Tracing first, before the context opens the database (decision 0033); nothing loaded without an endpoint.
  let stopTracing: () => Promise<void> = async () => {};
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./observability/tracing.js');
    stopTracing = startTracing(config.OTEL_EXPORTER_OTLP_ENDPOINT, config.OTEL_SERVICE_NAME, config.OTEL_EXPORTER_OTLP_HEADERS);
  }
  // The embedded database and local file storage belong to one instance: refuse a second one.
  let unlock = () => {};
  if (!config.DATABASE_URL || config.STORAGE_DRIVER !== 's3') {
    try {
      unlock = lockDataDir(config.DATA_DIR);
    } catch (error) {
      if (error instanceof InstanceLockError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  const ctx = await createContext(config, { jobWorkers: true });
  wireFeatures(ctx);
  await ctx.jobs.start();
  const seeded = config.SEED_DEMO_DATA ? await seedIfEmpty(ctx) : false;
  if (config.ADMIN_EMAIL) {
    const granted = await grantAdminByEmail(ctx.db, config.ADMIN_EMAIL);
    ctx.log.info({ email: config.ADMIN_EMAIL, granted }, granted ? 'ADMIN_EMAIL holds the admin role' : 'ADMIN_EMAIL matches no account yet');
  }
  const app = await buildApp(ctx, { serveWeb: true });
  await app.listen({ port: config.PORT, host: config.HOST });
  const metricsServer = await startMetricsServer(config);
  // Money owed back from a cancellation whose refund did not finish before the last stop: onto the
  // job queue, where any instance's worker does it with retries.
  void enqueueStrandedRefunds(ctx)
    .then((count) => count > 0 && ctx.log.info({ count }, 'stranded refunds enqueued'))
    .catch((error: unknown) => ctx.log.error({ err: error }, 'enqueueing stranded refunds failed'));

  const dbLabel = ctx.database.kind === 'pglite' ? `embedded PostgreSQL in ${config.DATA_DIR}/pglite` : 'PostgreSQL server (DATABASE_URL)';
  console.log(`\n  RentWheels is running at ${config.publicUrl}\n  Database: ${dbLabel}${seeded ? ' (demo data loaded)' : ''}`);
  console.log(`  API docs: ${config.publicUrl}/api/docs`);
  if (config.SEED_DEMO_DATA) {
    console.log('\n  Demo logins (password for all: ' + DEMO_LOGINS.password + ')');
    for (const login of DEMO_LOGINS.accounts) console.log(`    ${login.role.padEnd(9)} ${login.email}`);
  }
  console.log('');

  // Readiness turns false first; then the server stops accepting and finishes in-flight requests
  // (open notification streams are ended, and clients reconnect after the retry hint they were
  // given), then running jobs finish; all within a bound.
  const shutdown = async (signal: string) => {
    ctx.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      ctx.log.error('shutdown took too long; exiting');
      unlock();
      process.exit(1);
    }, SHUTDOWN_BOUND_MS).unref();
    ctx.lifecycle.drain();
    if (config.NODE_ENV === 'production') await new Promise((resolve) => setTimeout(resolve, READINESS_GRACE_MS));
    await app.close();
    await metricsServer?.close();
    await ctx.jobs.stop();
    await ctx.limits.close();
    await ctx.database.close();
    await stopTracing().catch(() => {});
    unlock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
