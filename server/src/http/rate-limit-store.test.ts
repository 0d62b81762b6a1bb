// The shared rate-limit store (decision 0020): the database counter's window arithmetic and its
// atomicity, the Redis counter when a Redis server answers, limits that outlive an app instance,
// and a store that fails: requests are still limited (per process), never answered with a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';
import { buildApp } from '../app.js';
import { createContext } from '../context.js';
import { createLogger } from '../log.js';
import { createTestApp, testConfig, type TestApp } from '../../test/harness.js';
import { loginKeys } from '../auth/index.js';
import { createLimitCounter, DatabaseCounter, FallbackCounter, MemoryCounter, RedisCounter, type Hit, type LimitCounter } from './rate-limit-store.js';

const NOW = Date.UTC(2031, 0, 1, 10, 0, 0);
const MINUTE = 60_000;

/** What every counter must do, whatever keeps it. */
async function checkCounter(counter: LimitCounter, key: string) {
  expect(await counter.peek(key, NOW)).toBeNull();
  expect(await counter.hit(key, MINUTE, NOW)).toEqual({ count: 1, resetAtMs: NOW + MINUTE });
  expect(await counter.hit(key, MINUTE, NOW + 1000)).toEqual({ count: 2, resetAtMs: NOW + MINUTE });
  expect(await counter.peek(key, NOW + 2000)).toEqual({ count: 2, resetAtMs: NOW + MINUTE });
  // The window has ended: nothing running, and the next hit starts a new one.
  expect(await counter.peek(key, NOW + MINUTE)).toBeNull();
  expect(await counter.hit(key, MINUTE, NOW + MINUTE)).toEqual({ count: 1, resetAtMs: NOW + 2 * MINUTE });
  // Concurrent hits each get their own count: none lost, none repeated.
  const counts = (await Promise.all(Array.from({ length: 20 }, () => counter.hit(key, MINUTE, NOW + MINUTE + 10)))).map((h) => h.count);
  expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
  await counter.clear(key);
  expect(await counter.peek(key, NOW + MINUTE + 20)).toBeNull();
  // A key longer than the column allows is stored as its hash.
  const long = `${key}:${'x'.repeat(600)}@example.pk`;
  expect((await counter.hit(long, MINUTE, NOW)).count).toBe(1);
  expect((await counter.hit(long, MINUTE, NOW)).count).toBe(2);
}

describe('database counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts hits in a fixed window, restarts it once ended, and adds concurrent hits up exactly', async () => {
    await checkCounter(new DatabaseCounter(t.ctx.database), `test:${crypto.randomUUID()}`);
  });

  it('is what the app uses without REDIS_URL', () => {
    expect(t.ctx.limits.kind).toBe('database');
  });
});

describe('memory counter', () => {
  it('behaves like the shared ones', async () => {
    await checkCounter(new MemoryCounter(), 'test:memory');
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisAnswers(): Promise<boolean> {
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

describe.skipIf(!withRedis)('Redis counter', () => {
  it('counts like the database counter', async () => {
    const redis = new Redis(redisUrl);
    const counter = new RedisCounter(redis);
    try {
      await checkCounter(counter, `test:${crypto.randomUUID()}`);
    } finally {
      await counter.close();
    }
  });

  it('is what the app uses with REDIS_URL', async () => {
    const t = await createTestApp({ env: { REDIS_URL: redisUrl } });
    try {
      expect(t.ctx.limits.kind).toBe('redis');
    } finally {
      await t.close();
    }
  });
});

class BrokenCounter implements LimitCounter {
  readonly kind = 'database' as const;
  calls = 0;
  async hit(): Promise<Hit> {
    this.calls += 1;
    throw new Error('connection refused');
  }
  async peek(): Promise<Hit | null> {
    this.calls += 1;
    throw new Error('connection refused');
  }
  async clear() {
    throw new Error('connection refused');
  }
  async close() {}
}

describe('an unreachable Redis', () => {
  it('costs a request at most about half a second, and the hits are counted in the process', async () => {
    // Nothing listens on port 1: every command fails, after the client's command time-out at most.
    const counter = createLimitCounter({ redisUrl: 'redis://127.0.0.1:1', database: undefined as never, log: createLogger(testConfig(tmpdir())) });
    try {
      expect(counter.kind).toBe('redis');
      const started = Date.now();
      expect(await counter.hit('test:unreachable', MINUTE, NOW)).toEqual({ count: 1, resetAtMs: NOW + MINUTE });
      expect(await counter.hit('test:unreachable', MINUTE, NOW)).toEqual({ count: 2, resetAtMs: NOW + MINUTE });
      expect(await counter.peek('test:unreachable', NOW)).toEqual({ count: 2, resetAtMs: NOW + MINUTE });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await counter.close();
    }
  });
});

const login = { email: 'nobody@example.pk', password: 'wrong password', loginAs: 'customer' };

describe('limits hold across a restart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('a new app instance on the same database still refuses the address that used its attempts', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).statusCode).toBe(401);
    await t.app.close();
    // As after a restart: a fresh process (context, app, memory) over the same database.
    const ctx = await createContext(testConfig(t.dataDir, { AUTH_RATE_LIMIT_MAX: '3' }), { database: t.ctx.database });
    const app = await buildApp(ctx);
    try {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: login });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please wait \d+ (seconds?|minutes?) and try again\.$/) });
    } finally {
      await app.close();
    }
  });
});

describe('a failing store', () => {
  let t: TestApp;
  const broken = new BrokenCounter();
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' }, overrides: { limits: new FallbackCounter(broken, createLogger(testConfig(tmpdir()))) } });
  });
  afterAll(() => t.close());

  it('never answers 500: the limits count in this process instead, and still refuse past the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: login })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(broken.calls).toBeGreaterThan(0);
  });

  it('per-account limits fall back the same way', async () => {
    const customer = await t.f.customer();
    const wrong = { email: customer.email, password: 'not the password at all', loginAs: 'customer' };
    // The per-route limit counts this file's own address, so the per-account counter of another
    // address is filled directly.
    for (let i = 0; i < 10; i++) await t.ctx.limits.hit(loginKeys(customer.email, 0, '10.1.1.1').client, 15 * MINUTE, t.ctx.clock.now().getTime());
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: wrong, remoteAddress: '10.1.1.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many failed attempts for this account from your network\. Please wait 15 minutes or reset your password\.$/);
  });
});
