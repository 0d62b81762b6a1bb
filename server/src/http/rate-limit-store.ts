// Rate-limit counters shared by every instance (decision 0020), so a limit holds across instances
// and restarts: in the app's own database by default (table `rate_limit_hits`, PGlite or the
// PostgreSQL server), in Redis when REDIS_URL is set. Each counter is a fixed window that starts at
// a key's first hit. A store that fails (database or Redis unreachable, too slow) never turns a
// request into a 500: the hit is counted in this process's memory instead and a warning is logged
// (fail open to the per-process limits of before, not to no limit at all).
// `@fastify/rate-limit` uses these counters through `fastifyStore`; `auth/attempt-limits.ts` uses
// them directly for its per-account and per-recipient limits.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { lte } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (epoch milliseconds). */
  resetAtMs: number;
}

export interface LimitCounter {
  readonly kind: 'database' | 'redis' | 'memory';
  /** Counts one hit of `key`; a window of `windowMs` starts at the first hit after the last one ended. */
  hit(key: string, windowMs: number, nowMs: number): Promise<Hit>;
  /** The current window of `key`, or null when none is running. */
  peek(key: string, nowMs: number): Promise<Hit | null>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Long keys (an email, a route and an address) are stored as their hash, so every key fits. */
function storedKey(key: string): string {
  return key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** One process's counters: the fallback of the shared stores, and what tests may pass. */
export class MemoryCounter implements LimitCounter {
  readonly kind = 'memory' as const;
  private readonly windows = new Map<string, Hit>();

  async hit(key: string, windowMs: number, nowMs: number): Promise<Hit> {
    if (this.windows.size > 50_000) this.prune(nowMs);
    const current = this.windows.get(key);
    const next = current && current.resetAtMs > nowMs ? { count: current.count + 1, resetAtMs: current.resetAtMs } : { count: 1, resetAtMs: nowMs + windowMs };
    this.windows.set(key, next);
    return { ...next };
  }

  async peek(key: string, nowMs: number): Promise<Hit | null> {
    const current = this.windows.get(key);
    return current && current.resetAtMs > nowMs ? { ...current } : null;
  }

  async clear(key: string) {
    this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }

  private prune(nowMs: number) {
    for (const [key, hit] of this.windows) if (hit.resetAtMs <= nowMs) this.windows.delete(key);
  }
}

// One statement per hit: a new row, or the row's window counted on, or (its window over) restarted.
// The row lock of the upsert makes concurrent hits from several instances add up exactly.
const HIT_SQL = `
INSERT INTO rate_limit_hits AS r (key, count, reset_at)
VALUES ($1, 1, to_timestamp($3::float8 / 1000))
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN r.reset_at <= to_timestamp($2::float8 / 1000) THEN 1 ELSE r.count + 1 END,
  reset_at = CASE WHEN r.reset_at <= to_timestamp($2::float8 / 1000) THEN EXCLUDED.reset_at ELSE r.reset_at END
RETURNING count, (extract(epoch FROM reset_at) * 1000)::float8 AS reset_at_ms`;

export class DatabaseCounter implements LimitCounter {
  readonly kind = 'database' as const;
  constructor(private readonly database: Database) {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<Hit> {
    const [row] = await this.database.query<{ count: number; reset_at_ms: number }>(HIT_SQL, [storedKey(key), nowMs, nowMs + windowMs]);
    if (!row) throw new Error('rate limit upsert returned no row');
    return { count: Number(row.count), resetAtMs: Number(row.reset_at_ms) };
  }

  async peek(key: string, nowMs: number): Promise<Hit | null> {
    const [row] = await this.database.query<{ count: number; reset_at_ms: number }>(
      `SELECT count, (extract(epoch FROM reset_at) * 1000)::float8 AS reset_at_ms FROM rate_limit_hits
       WHERE key = $1 AND reset_at > to_timestamp($2::float8 / 1000)`,
      [storedKey(key), nowMs],
    );
    return row ? { count: Number(row.count), resetAtMs: Number(row.reset_at_ms) } : null;
  }

  async clear(key: string) {
    await this.database.query('DELETE FROM rate_limit_hits WHERE key = $1', [storedKey(key)]);
  }

  async close() {}
}

/** The nightly clean-up: rows whose window has ended count nothing any more. */
export async function deleteEndedRateLimitWindows(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, now)).returning({ key: rateLimitHits.key });
  return rows.length;
}

// The same fixed window in one Redis hash per key (c: count, r: end in epoch ms), computed from the
// caller's clock like the database's; the key expires with its window.
const HIT_LUA = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local c = tonumber(v[1])
local r = tonumber(v[2])
if (not c) or (not r) or r <= now then
  c = 1
  r = now + windowMs
else
  c = c + 1
end
redis.call('HSET', KEYS[1], 'c', c, 'r', r)
redis.call('PEXPIRE', KEYS[1], math.max(math.floor(r - now), 1))
return {c, tostring(r)}`;

const REDIS_PREFIX = 'rentwheels:rate-limit:';

export class RedisCounter implements LimitCounter {
  readonly kind = 'redis' as const;
  constructor(readonly redis: Redis) {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<Hit> {
    const [count, resetAt] = (await this.redis.eval(HIT_LUA, 1, REDIS_PREFIX + storedKey(key), nowMs, windowMs)) as [number, string];
    return { count: Number(count), resetAtMs: Number(resetAt) };
  }

  async peek(key: string, nowMs: number): Promise<Hit | null> {
    const [count, resetAt] = await this.redis.hmget(REDIS_PREFIX + storedKey(key), 'c', 'r');
    if (count === null || resetAt === null || Number(resetAt) <= nowMs) return null;
    return { count: Number(count), resetAtMs: Number(resetAt) };
  }

  async clear(key: string) {
    await this.redis.del(REDIS_PREFIX + storedKey(key));
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** A Redis client that fails a command within half a second rather than hold the request. */
export function redisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'Redis (rate limits) unreachable; counting in this process until it answers');
  });
  return redis;
}

/**
 * The shared store, failing open to this process's own counters: a store error never reaches the
 * request. Warnings are logged at most once a minute.
 */
export class FallbackCounter implements LimitCounter {
  private readonly local = new MemoryCounter();
  private lastWarning = 0;

  constructor(
    readonly primary: LimitCounter,
    private readonly log: FastifyBaseLogger,
  ) {}

  get kind() {
    return this.primary.kind;
  }

  async hit(key: string, windowMs: number, nowMs: number): Promise<Hit> {
    try {
      return await this.primary.hit(key, windowMs, nowMs);
    } catch (error) {
      this.warn(error);
      return this.local.hit(key, windowMs, nowMs);
    }
  }

  async peek(key: string, nowMs: number): Promise<Hit | null> {
    const local = await this.local.peek(key, nowMs);
    try {
      const shared = await this.primary.peek(key, nowMs);
      // Hits counted here while the store was down still count until their window ends.
      return local && (!shared || local.count > shared.count) ? local : shared;
    } catch (error) {
      this.warn(error);
      return local;
    }
  }

  async clear(key: string) {
    await this.local.clear(key);
    try {
      await this.primary.clear(key);
    } catch (error) {
      this.warn(error);
    }
  }

  async close() {
    await this.primary.close();
  }

  private warn(error: unknown) {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.log.warn({ err: error, store: this.primary.kind }, 'rate-limit store failed; counting in this process instead (fail open, decision 0020)');
  }
}

/** Redis when REDIS_URL is set, else the app's database; both behind the per-process fallback. */
export function createLimitCounter(options: { redisUrl?: string; database: Database; log: FastifyBaseLogger }): FallbackCounter {
  const primary = options.redisUrl ? new RedisCounter(redisClient(options.redisUrl, options.log)) : new DatabaseCounter(options.database);
  return new FallbackCounter(primary, options.log);
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The `store` option of `@fastify/rate-limit` over a counter: the plugin makes one per route
 * (`child`), whose keys start with the route's method and URL.
 */
export function fastifyStore(counter: LimitCounter, now: () => number) {
  return class SharedRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = 'http:',
      readonly windowMs = 60_000,
    ) {}

    // The plugin passes the route's window (and its max) after the callback.
    incr(key: string, callback: IncrCallback, timeWindow?: number) {
      const at = now();
      counter.hit(this.prefix + key, timeWindow ?? this.windowMs, at).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.resetAtMs - at) }),
        (error: Error) => callback(error),
      );
    }

    // At run time the plugin passes the route's merged limit options, the route itself as `routeInfo`.
    child(options: object) {
      const routeOptions = options as { timeWindow?: unknown; routeInfo?: { method?: string | string[]; url?: string } };
      const method = [routeOptions.routeInfo?.method ?? ''].flat().join(',');
      const windowMs = typeof routeOptions.timeWindow === 'number' ? routeOptions.timeWindow : this.windowMs;
      return new SharedRateLimitStore(undefined, `${this.prefix}${method}${routeOptions.routeInfo?.url ?? ''}:`, windowMs);
    }
  };
}
