// Three instances started as production starts them (the compiled `node server/dist/main.js`,
// NODE_ENV=production), sharing one PostgreSQL database, behind a tiny round-robin HTTP proxy
// written here. What a deployment of several instances promises (docs/deploy.md): rate limits hold
// across instances, a car edit on one changes search on the others at once, a notification created
// through one reaches a stream held by another, and stopping one during a burst of bookings loses
// nothing. Plus the login limit with Redis as the store (in-process app instances), when a Redis
// server answers. PostgreSQL server only, like the other real-connection tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { createContext, type AppContext } from '../src/context.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { bookings } from '../src/db/schema.js';
import { openEventStream } from '../src/notifications/test-support.js';
import { bearer, createPostgresDatabase, testConfig, usesPostgresServer } from './harness.js';
import { Factories, type CarRow, type ServiceRow, type UserRow } from './factories.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The same secret on every instance (and in the factories that sign the test's tokens). */
const JWT_SECRET = 'test-secret-that-is-long-enough-to-be-valid-0123456789';
const AUTH_LIMIT = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- A tiny round-robin reverse proxy -------------------------------------------------------
// Each request goes to the next upstream in turn; the answer names it in `x-served-by`. An upstream
// that refuses or drops a connection before answering gets a 502 for that request and is skipped
// for a few seconds (as nginx's max_fails=1 fail_timeout=5s), so a client's retry lands elsewhere.
interface Proxy {
  url: string;
  upstreams: string[];
  close(): Promise<void>;
}

async function startProxy(): Promise<Proxy> {
  const upstreams: string[] = [];
  const downUntil = new Map<string, number>();
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const live = upstreams.filter((u) => (downUntil.get(u) ?? 0) <= Date.now());
    const pool = live.length > 0 ? live : upstreams;
    const target = pool[turn++ % pool.length]!;
    const url = new URL(req.url ?? '/', target);
    const upstream = http.request(url, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target });
      answer.pipe(res);
    });
    upstream.on('error', () => {
      downUntil.set(target, Date.now() + 5_000);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json', 'x-served-by': target });
        res.end(JSON.stringify({ message: 'Bad gateway', code: 'UPSTREAM_UNREACHABLE' }));
      } else res.destroy();
    });
    req.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

// ---- Instances as production starts them ---------------------------------------------------------
interface Instance {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rw-multi-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '4',
      AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
      REDIS_URL: '',
      // The bookings here are made by customers without a reviewed CNIC and licence (decision 0040).
      BOOKING_REQUIRES_IDENTITY: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  // Generous: on a busy machine three processes starting at once take a while.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`An instance exited at start:\n${output}`);
    const ok = await fetch(`${url}/api/health/ready`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`An instance did not start in time:\n${output}`);
    }
    await sleep(150);
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

const onServer = usesPostgresServer();

describe.skipIf(!onServer)('three production instances behind a round-robin proxy, one PostgreSQL database', () => {
  let database: Database;
  let dropDatabase: () => Promise<void>;
  let ctx: AppContext;
  let f: Factories;
  let proxy: Proxy;
  let instances: Instance[] = [];
  let vendor: UserRow;
  let service: ServiceRow;
  const dataDir = mkdtempSync(join(tmpdir(), 'rw-multi-test-'));

  beforeAll(async () => {
    // The compiled server, as production runs it (rebuilt only when its sources changed).
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the server failed:\n${build.stdout}\n${build.stderr}`);
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    database = await openDatabase({ url: created.url, poolSize: 4 });
    // Migrates the database once here; the instances then find it up to date.
    ctx = await createContext(testConfig(dataDir, { JWT_SECRET }), { database });
    f = new Factories(ctx);
    proxy = await startProxy();
    instances = await Promise.all([0, 1, 2].map(() => startInstance({ DATABASE_URL: created.url, PUBLIC_URL: proxy.url })));
    proxy.upstreams.push(...instances.map((i) => i.url));
    vendor = await f.vendor();
    service = await f.service(vendor);
  }, 150_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await proxy?.close();
    await ctx?.limits.close();
    await database?.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('(a) the login rate limit holds across the instances', async () => {
    const payload = JSON.stringify({ email: 'nobody@example.pk', password: 'wrong password', loginAs: 'customer' });
    const attempt = () => fetch(`${proxy.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    const servedBy = new Set<string>();
    for (let i = 0; i < AUTH_LIMIT; i++) {
      const res = await attempt();
      expect(res.status).toBe(401);
      servedBy.add(res.headers.get('x-served-by')!);
    }
    // Every instance took some of the attempts: in-process counters would each have seen at most two.
    expect(servedBy.size).toBe(3);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please wait .+ and try again\.$/) });
    // And on each instance, not only the one whose turn it was.
    for (const instance of instances) {
      expect((await fetch(`${instance.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload })).status).toBe(429);
    }
  });

  it('(b) a car edit on one instance changes search totals on the others at once', async () => {
    const word = `zephyr${randomBytes(3).toString('hex')}`;
    const car = await f.car(service, { model: 'Corolla' });
    const total = async (instance: Instance) => {
      const res = await fetch(`${instance.url}/api/cars?q=${word}`);
      expect(res.status).toBe(200);
      return Number(res.headers.get('x-total-count'));
    };
    // Every instance has its search index loaded and finds nothing yet.
    expect(await Promise.all(instances.map(total))).toEqual([0, 0, 0]);
    const edit = await fetch(`${instances[0]!.url}/api/cars/${car.id}`, {
      method: 'PUT',
      headers: { ...bearer(await f.token(vendor)), 'content-type': 'application/json' },
      body: JSON.stringify({ serviceId: service.id, make: 'TOYOTA', model: `Corolla ${word}`, year: 2022, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 5000 }),
    });
    expect(edit.status).toBe(200);
    expect(await total(instances[1]!)).toBe(1);
    expect(await total(instances[2]!)).toBe(1);
  });

  it('(c) a notification created through one instance reaches a stream held by another', async () => {
    const customer = await f.customer();
    const car = await f.car(service);
    const stream = await openEventStream(`${instances[1]!.url}/api/notifications/stream`, bearer(await f.token(vendor)));
    try {
      await stream.next((e) => e.comment === 'connected');
      const res = await fetch(`${instances[0]!.url}/api/bookings/createBooking`, {
        method: 'POST',
        headers: { ...bearer(await f.token(customer)), 'content-type': 'application/json' },
        body: JSON.stringify({ carId: car.id, startDate: '2031-03-01T10:00:00', endDate: '2031-03-03T10:00:00' }),
      });
      expect(res.status).toBe(201);
      const booking = (await res.json()) as { id: string };
      const event = await stream.next(undefined, 2000);
      expect(JSON.parse(event.data!)).toMatchObject({ bookingId: booking.id, audience: 'VENDOR' });
    } finally {
      stream.close();
    }
  });

  it('(d) SIGTERM to one instance during a burst of booking requests loses none and half-does none', async () => {
    const CUSTOMERS = 10;
    const MAX_REQUESTS = 150;
    // Established accounts (a month old): new ones together may send a vendor only a few requests an hour.
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => f.customer({ createdAt: new Date(Date.now() - 30 * 86_400_000) })));
    const tokens = await Promise.all(customers.map((c) => f.token(c)));
    const cars: CarRow[] = await Promise.all(Array.from({ length: 12 }, () => f.car(service)));
    const run = randomBytes(4).toString('hex');
    const day = (n: number) => new Date(Date.UTC(2032, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

    interface Outcome {
      status: number;
      id?: string;
      retried: boolean;
      servedBy: string | null;
    }
    // The client: one Idempotency-Key per booking, and one retry on a connection error (or the
    // proxy's 502 for one), which the key makes safe even if the first attempt did reach an app.
    const book = async (i: number): Promise<Outcome> => {
      const body = JSON.stringify({ carId: cars[i % cars.length]!.id, startDate: `${day(i)}T10:00:00`, endDate: `${day(i + 1)}T10:00:00` });
      const headers = { ...bearer(tokens[i % CUSTOMERS]!), 'content-type': 'application/json', 'idempotency-key': `burst-${run}-${i}` };
      const once = () => fetch(`${proxy.url}/api/bookings/createBooking`, { method: 'POST', headers, body }).then((res) => res, () => null);
      let res = await once();
      let retried = false;
      if (!res || res.status === 502) {
        retried = true;
        res = await once();
      }
      if (!res) return { status: 0, retried, servedBy: null };
      const json = (await res.json().catch(() => ({}))) as { id?: string };
      return { status: res.status, id: json.id, retried, servedBy: res.headers.get('x-served-by') };
    };

    const victim = instances[2]!;
    const outcomes: Outcome[] = [];
    let sent = 0;
    let exitedAt: number | null = null;
    let sentAfterExit = 0;
    void victim.exited.then(() => (exitedAt = sent));
    // Three clients in parallel, paced; SIGTERM after the first dozen requests, and the burst
    // goes on until well after the instance has gone (bounded in count and time).
    const deadline = Date.now() + 25_000;
    const client = async () => {
      while (sent < MAX_REQUESTS && Date.now() < deadline && !(exitedAt !== null && sentAfterExit >= 12)) {
        const i = sent++;
        if (exitedAt !== null) sentAfterExit++;
        if (i === 12) victim.child.kill('SIGTERM');
        outcomes[i] = await book(i);
        await sleep(120);
      }
    };
    await Promise.all([client(), client(), client()]);
    const exitCode = await victim.exited;

    expect(exitCode).toBe(0);
    expect(exitedAt).not.toBeNull();
    expect(outcomes.filter((o) => o.status !== 201)).toEqual([]);
    // Requests reached the stopping instance while it drained, and some found it gone and were retried.
    expect(outcomes.some((o) => o.servedBy === victim.url)).toBe(true);
    expect(outcomes.filter((o) => o.retried).length).toBeGreaterThanOrEqual(1);
    const ids = new Set(outcomes.map((o) => o.id));
    expect(ids.size).toBe(outcomes.length);
    const rows = await ctx.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.customerId, customers.map((c) => c.id)));
    expect(rows.length).toBe(outcomes.length);
    expect(new Set(rows.map((r) => r.id))).toEqual(ids);
    instances = instances.filter((i) => i !== victim);
  });
});

// ---- The same login limit with Redis as the store ---------------------------------------------------
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisAnswers(): Promise<boolean> {
  if (!onServer) return false;
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const withRedis = await redisAnswers();

describe.skipIf(!withRedis)('three app instances with REDIS_URL behind the proxy', () => {
  let database: Database;
  let dropDatabase: () => Promise<void>;
  let proxy: Proxy;
  const apps: Array<{ app: FastifyInstance; ctx: AppContext; dataDir: string }> = [];

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    database = await openDatabase({ url: created.url, poolSize: 6 });
    proxy = await startProxy();
    for (let n = 0; n < 3; n++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'rw-multi-redis-'));
      // Behind the proxy with TRUST_PROXY, so each run limits its own client address in the
      // long-lived Redis and a repeat of the file within the minute starts from nothing.
      const config = testConfig(dataDir, { JWT_SECRET, REDIS_URL: redisUrl, AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT), TRUST_PROXY: 'true' });
      const ctx = await createContext(config, { database });
      const app = await buildApp(ctx);
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push({ app, ctx, dataDir });
      proxy.upstreams.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });

  afterAll(async () => {
    await proxy?.close();
    for (const { app, ctx, dataDir } of apps) {
      await app.close();
      await ctx.limits.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await database?.close();
    await dropDatabase?.();
  });

  it('(a, Redis) the login rate limit holds across the instances, counted in Redis', async () => {
    expect(apps.map((a) => a.ctx.limits.kind)).toEqual(['redis', 'redis', 'redis']);
    const client = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    // A new address and account each run: Redis outlives the test, and it keeps per-account counters too.
    const payload = JSON.stringify({ email: `nobody-${randomBytes(4).toString('hex')}@example.pk`, password: 'wrong password', loginAs: 'customer' });
    const attempt = () =>
      fetch(`${proxy.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: payload });
    const servedBy = new Set<string>();
    for (let i = 0; i < AUTH_LIMIT; i++) {
      const res = await attempt();
      expect(res.status).toBe(401);
      servedBy.add(res.headers.get('x-served-by')!);
    }
    expect(servedBy.size).toBe(3);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) });
    // Counted in Redis, not in the database.
    expect(await database.query('SELECT key FROM rate_limit_hits')).toEqual([]);
  });
});
