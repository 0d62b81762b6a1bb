// One database interface over two engines: embedded PGlite (default, data under DATA_DIR) and a
// PostgreSQL server through `pg` (when DATABASE_URL is set). Both speak the same SQL and run the
// same migrations; LISTEN/NOTIFY works on both, which the notification stream relies on.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { timedQuery } from '../observability/index.js';
import { registerSources } from '../observability/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every domain function that writes accepts a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Unlisten = () => Promise<void>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Plain SQL with $1-style parameters; rows come back as objects. A `name` makes it a prepared
   * statement on the server (planned once per connection): for the hot queries of every request.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /** Runs several statements (used by the migrator). */
  exec(sql: string): Promise<void>;
  /**
   * Raw SQL for libraries (the job queue): with parameters one statement; without, a script of
   * several statements whose last result is returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `fn` while holding a cluster-wide advisory lock (no-op on the single-process PGlite). */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as one archive, to open copies of it (`loadDataDir`). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://… to use a server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite: start as a copy of this archive (from `dump()`): the tests' migrated database. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Hears every statement the ORM sends (tests count reads with it). */
  onQuery?: (sql: string) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery!(query) } : undefined;
  return options.url ? openPostgres(options.url, options.poolSize ?? 10, logger) : openPglite(options.dataDir, logger, options.loadDataDir);
}

// The engine's WebAssembly compiled and its file bundle read once per process, not once per
// database: a process that opens many (the tests open one per file) otherwise compiles 9 MB of
// WebAssembly each time (measured: 5-7 s per database on a busy two-core machine, 2 s with this).
// (Node's WebAssembly global is declared by TypeScript's DOM library, which the server does not load.)
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<object> };
let engine: Promise<Pick<PGliteOptions, 'wasmModule' | 'fsBundle'>> | undefined;
function pgliteEngine() {
  engine ??= (async () => {
    try {
      const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const wasmModule = (await WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm')))) as PGliteOptions['wasmModule'];
      return { wasmModule, fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]) };
    } catch {
      return {}; // laid out differently: PGlite finds its own files
    }
  })();
  return engine;
}

async function openPglite(dataDir?: string, logger?: { logQuery(query: string): void }, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir ?? 'memory://',
    extensions: { btree_gist, pg_trgm },
    loadDataDir,
    ...(await pgliteEngine()),
  });
  // Statements outside a transaction are timed and traced (decision 0033).
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => timedQuery('pglite', text, () => query(text, ...(rest as [])))) as typeof client.query;
  client.exec = ((text: string, ...rest: unknown[]) => timedQuery('pglite', text, () => exec(text, ...(rest as [])))) as typeof client.exec;
  // One connection, used by every statement in turn: nothing idle, waiting callers not visible.
  registerSources({ pool: () => ({ total: 1, idle: 0, waiting: 0 }) });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    withLock(_key, fn) {
      return fn();
    },
    async close() {
      if (!client.closed) await client.close();
    },
    async dump() {
      return client.dumpDataDir('none');
    },
  };
}

async function openPostgres(url: string, poolSize: number, logger?: { logQuery(query: string): void }): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  // Statements outside a transaction are timed and traced (decision 0033); the pool's use is read at scrape time.
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((first: unknown, ...rest: unknown[]) => {
    if (typeof rest.at(-1) === 'function') return poolQuery(first, ...rest);
    const text = typeof first === 'string' ? first : String((first as { text?: string }).text ?? '');
    return timedQuery('postgresql', text, () => poolQuery(first, ...rest));
  }) as typeof pool.query;
  registerSources({ pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) });
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    await client.connect();
    listener = client;
    return client;
  }

  return {
    kind: 'postgres',
    db,
    async query<T>(text: string, params: unknown[] = [], name?: string) {
      const result = await pool.query(name ? { name, text, values: params } : { text, values: params });
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async executeSql(text: string, values?: unknown[]) {
      const result = (await pool.query(text, values && values.length > 0 ? values : undefined)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    async listen(channel, onMessage) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onMessage);
      return async () => {
        set.delete(onMessage);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async withLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  exclusionViolation: '23P01',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;
