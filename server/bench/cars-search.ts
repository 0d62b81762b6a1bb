// Benchmark (not a test) of car search under load, measured the way users meet it:
//   - the app runs as production runs it (`node server/dist/main.js`) in its own process;
//   - a Fastify hello-world runs in another process, measured in the same run as a baseline;
//   - the load (autocannon) comes from a third process (search-load.ts), with a varied mix of
//     searches (search-mix.ts), so the count cache cannot answer most requests.
// Besides req/s and latency it prints (figures, not assertions): the seeding time, the app's cold
// start (from spawning `node server/dist/main.js` to its first search answer, the index load
// included), its resident memory after the index loaded and after the run, and what the index
// costs per car (measured in this process: retained heap and typed arrays after a full GC).
//   npm run bench                                    embedded PostgreSQL (PGlite) on disk
//   BENCH_DATABASE_URL=postgres://… npm run bench    a fresh database on that server, dropped after
//   npm run bench -- --explain                       query plans of typical searches, then stop
// Options: BENCH_CARS (100000), BENCH_SECONDS (20), BENCH_CONNECTIONS (64).
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { carSearchQuerySchema } from '@carrental/shared';
import { loadConfig } from '../src/config.js';
import { createContext } from '../src/context.js';
import { SearchIndex } from '../src/cars/search-index.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createFreshDatabase } from '../src/db/fresh-database.js';
import { catalogShape, seedCatalog } from './seed-catalog.js';
import { measureRetained } from './retained-memory.js';
import type { LoadOrder, LoadRow } from './search-load.js';

const CARS = Number(process.env.BENCH_CARS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const explainOnly = process.argv.includes('--explain');
const root = fileURLToPath(new URL('../../', import.meta.url));
const benchDir = fileURLToPath(new URL('./', import.meta.url));

interface Target {
  url?: string;
  drop?: () => Promise<void>;
  dataDir: string;
}

async function createTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rw-bench-'));
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { dataDir };
  return { ...(await createFreshDatabase(base, 'rw_bench')), dataDir };
}

interface Prepared {
  seedSeconds: number;
  /** The index built in this process: load time and what it keeps per car. */
  index?: { loadSeconds: number; bytesPerCar: number; heapMb: number; arrayBuffersMb: number; cars: number };
}

/** Migrates and seeds the catalog (and prints plans with --explain), then closes the database. */
async function prepare(target: Target): Promise<Prepared> {
  const database: Database = await openDatabase(target.url ? { url: target.url } : { dataDir: join(target.dataDir, 'pglite') });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: target.dataDir, SEED_DEMO_DATA: 'false', JWT_SECRET: 'b'.repeat(40), PUBLIC_URL: 'http://127.0.0.1' });
  const ctx = await createContext(config, { database });
  await ctx.jobs.start();
  const started = Date.now();
  await seedCatalog(database, CARS);
  const seedSeconds = (Date.now() - started) / 1000;
  const shape = catalogShape(CARS);
  console.log(`Seeded ${CARS} cars (${shape.services} services, ${shape.vendors} vendors, ${shape.heldBookings} held bookings) in ${seedSeconds.toFixed(1)} s (${database.kind}).`);
  let index: Prepared['index'];
  if (explainOnly) {
    const { explainSearches } = await import('./explain.js');
    await explainSearches(ctx);
  } else {
    // The app's index, built here as an instance builds it on its first search, kept alive while
    // the heap is measured after a full collection.
    let loadSeconds = 0;
    const { value: built, heapBytes, arrayBufferBytes } = await measureRetained(async () => {
      const searchIndex = new SearchIndex(database);
      const loadStarted = performance.now();
      await searchIndex.search(carSearchQuerySchema.parse({}));
      loadSeconds = (performance.now() - loadStarted) / 1000;
      return searchIndex;
    });
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
    index = { loadSeconds, bytesPerCar: Math.round((heapBytes + arrayBufferBytes) / Math.max(1, built.size)), heapMb: mb(heapBytes), arrayBuffersMb: mb(arrayBufferBytes), cars: built.size };
    console.log(`Index in this process: ${built.size} cars loaded in ${loadSeconds.toFixed(1)} s; ${index.heapMb} MB heap + ${index.arrayBuffersMb} MB typed arrays, ${index.bytesPerCar} bytes per car.`);
  }
  await ctx.jobs.stop();
  await database.close();
  return { seedSeconds, index };
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

async function startApp(target: Target) {
  const port = await freePort();
  let output = '';
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []), 'server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.url ?? '',
      DATABASE_POOL_SIZE: '20',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'b'.repeat(40),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  await waitFor(`http://127.0.0.1:${port}/api/health`, child, () => output);
  const listeningSeconds = (performance.now() - spawnedAt) / 1000;
  // The first search loads the instance's index: the cold start ends with its answer.
  const first = await fetch(`http://127.0.0.1:${port}/api/cars?limit=1`);
  if (!first.ok) throw new Error(`the first search answered ${first.status}:\n${output}`);
  await first.arrayBuffer();
  const firstSearchSeconds = (performance.now() - spawnedAt) / 1000;
  return { child, port, output: () => output, listeningSeconds, firstSearchSeconds };
}

async function startHello() {
  const port = await freePort();
  const child = fork(join(benchDir, 'hello.mjs'), { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}/`, child, () => '');
  return { child, port };
}

/** Runs one load in its own process (search-load.ts) and returns its figures. */
function load(label: string, port: number, mixSeed: number | undefined, seconds: number): Promise<LoadRow> {
  const order: LoadOrder = { label, port, mixSeed, seconds, connections: CONNECTIONS };
  return new Promise((resolve, reject) => {
    const child = fork(join(benchDir, 'search-load.ts'), { stdio: 'inherit' });
    child.once('message', (row) => resolve(row as LoadRow));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the load process exited with ${code}`))));
    child.send(order);
  });
}

const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Resident memory of a process now and at its peak (Linux), in MB. */
function memoryOf(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

async function main() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const target = await createTarget();
  try {
    const prepared = await prepare(target);
    if (explainOnly) return;
    const hello = await startHello();
    const app = await startApp(target);
    try {
      const memoryLoaded = app.child.pid ? memoryOf(app.child.pid) : undefined;
      const loadBefore = loadAverage();
      // Warm up (JIT, connection pool, database caches) with another part of the same mix.
      await load('warm-up', app.port, 99, 3);
      const rows = [await load('hello-world (separate process)', hello.port, undefined, SECONDS), await load('search mix', app.port, 1, SECONDS)];
      const loadAfter = loadAverage();
      const memory = app.child.pid ? memoryOf(app.child.pid) : undefined;
      const kind = target.url ? 'PostgreSQL server' : 'PGlite (embedded)';
      const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
      console.log(`\n${CARS} cars on ${kind}; ${CONNECTIONS} connections, ${SECONDS} s each; ${machine}`);
      console.log(`Load average (1/5/15 min) before the loads ${loadBefore}, after ${loadAfter}\n`);
      console.log('| load | req/s | p50 ms | p99 ms | errors | requests |\n|---|---|---|---|---|---|');
      for (const r of rows) console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.requests} |`);
      const ratio = rows[1]!.rps / Math.max(1, rows[0]!.rps);
      console.log(`\nsearch mix / hello-world: ${(ratio * 100).toFixed(1)} %`);
      console.log(`seeding: ${prepared.seedSeconds.toFixed(1)} s`);
      console.log(`cold start: listening after ${app.listeningSeconds.toFixed(1)} s, first search answered after ${app.firstSearchSeconds.toFixed(1)} s (index load included)`);
      if (memoryLoaded) console.log(`app memory after the index loaded: ${memoryLoaded.rssMb} MB resident, ${memoryLoaded.peakMb} MB at the peak`);
      if (memory) console.log(`app memory after the run: ${memory.rssMb} MB resident, ${memory.peakMb} MB at the peak`);
      if (prepared.index) console.log(`index per car: ${prepared.index.bytesPerCar} bytes (${prepared.index.heapMb} MB heap + ${prepared.index.arrayBuffersMb} MB typed arrays for ${prepared.index.cars} cars)`);
      const resultsDir = join(benchDir, 'results');
      mkdirSync(resultsDir, { recursive: true });
      const file = join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${target.url ? 'pg' : 'pglite'}.json`);
      const coldStart = { listeningSeconds: app.listeningSeconds, firstSearchSeconds: app.firstSearchSeconds };
      writeFileSync(file, JSON.stringify({ cars: CARS, kind, connections: CONNECTIONS, seconds: SECONDS, machine, loadBefore, loadAfter, rows, ...prepared, coldStart, memoryLoaded, memory }, null, 2));
    } finally {
      hello.child.kill();
      app.child.kill('SIGTERM');
      await new Promise((r) => app.child.once('exit', r));
    }
  } finally {
    await target.drop?.();
    rmSync(target.dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
