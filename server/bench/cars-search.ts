// Benchmark (not a test): seeds 100k cars and measures GET /api/cars with typical filters next to
// the same server's /api/health, with autocannon. Prints the query plans first (--explain only).
//   npm run bench                              embedded PostgreSQL (PGlite) in memory
//   BENCH_DATABASE_URL=postgres://… npm run bench   a fresh database on that server, dropped after
// Options: BENCH_CARS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { createContext } from '../src/context.js';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedCatalog } from './seed-catalog.js';

const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const explainOnly = process.argv.includes('--explain');

/** Typical searches of the /cars screen. */
export const SCENARIOS: [string, string][] = [
  ['health', '/api/health'],
  ['home: newest 12', '/api/cars?sort=newest&limit=12'],
  ['list page 1 (24)', '/api/cars'],
  ['text "toyota cor"', '/api/cars?q=toyota%20cor'],
  ['price+year+transmission', '/api/cars?minPrice=3000&maxPrice=15000&minYear=2018&maxYear=2025&transmission=AUTOMATIC&sort=price_asc'],
  ['makes + fuel, page 5', '/api/cars?makes=HONDA,SUZUKI,KIA&fuelType=PETROL&page=5'],
  ['city Lahore', '/api/cars?city=lahore'],
  ['free for dates', '/api/cars?from=2030-03-01T10:00:00&to=2030-03-04T10:00:00'],
  ['everything', '/api/cars?q=civic&makes=HONDA&minPrice=2000&maxPrice=30000&minYear=2010&city=karachi&from=2030-03-01T10:00:00&to=2030-03-04T10:00:00&sort=price_desc'],
];

async function openBenchDatabase(): Promise<{ database: Database; drop?: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { database: await openDatabase({}) };
  const name = `rw_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: CONNECTIONS + 2 });
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'rw-bench-'));
  const { database, drop } = await openBenchDatabase();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', JWT_SECRET: randomBytes(32).toString('hex') });
  const ctx = await createContext(config, { database });
  const started = Date.now();
  await seedCatalog(database, CARS);
  console.log(`Seeded ${CARS} cars in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).\n`);

  const { explainSearches } = await import('./explain.js');
  await explainSearches(ctx);
  if (explainOnly) return finish();

  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const rows: string[] = [];
  for (const [label, path] of SCENARIOS) {
    const result = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: CONNECTIONS, duration: SECONDS });
    const non2xx = result.non2xx + result.errors;
    rows.push(`| ${label} | \`${path.replace('/api', '')}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${non2xx} |`);
    console.log(rows.at(-1));
  }
  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${CARS} cars, ${database.kind}, Node ${process.version}\n`);
  console.log('| scenario | request | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  console.log(rows.join('\n'));
  // autocannon may return while its last requests are still being answered.
  await new Promise((r) => setTimeout(r, 1000));
  await app.close();
  return finish();

  async function finish() {
    await ctx.mailer.stop();
    await database.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
