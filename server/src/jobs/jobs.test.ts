// The job queue on the database in use (PGlite by default, the PostgreSQL server with
// TEST_DB_MODE=pg): jobs are part of their transaction, failures are retried with back-off and end
// in the failed list (retryable by an admin), and a queued job outlives the app that queued it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type AppContext } from '../context.js';
import { openDatabase, type Database } from '../db/client.js';
import { bearer, createPostgresDatabase, createTestApp, testConfig, usesPostgresServer, type TestApp } from '../../test/harness.js';
import type { QueueSpec } from './queue.js';
import { eventually } from '../../test/eventually.js';

const ECHO: QueueSpec = { name: 'test.echo', retryLimit: 0, retryDelay: 1, retryBackoff: false };
const FLAKY: QueueSpec = { name: 'test.flaky', retryLimit: 2, retryDelay: 60, retryBackoff: true };

interface JobRow {
  state: string;
  wait_seconds: number;
}

const jobRow = async (ctx: AppContext, id: string) =>
  (
    await ctx.database.query<JobRow>(
      `SELECT state::text AS state, extract(epoch FROM start_after - now())::float8 AS wait_seconds FROM pgboss.job WHERE id = $1`,
      [id],
    )
  )[0]!;

describe('job queue', () => {
  let t: TestApp;
  const echoed: string[] = [];
  let flakyCalls = 0;
  let flakyHeals = false;

  beforeAll(async () => {
    t = await createTestApp({
      setup(ctx) {
        ctx.jobs.define<{ word: string }>(ECHO, async (data) => {
          echoed.push(data.word);
        });
        ctx.jobs.define(FLAKY, async () => {
          flakyCalls += 1;
          if (!flakyHeals) throw new Error(`provider unavailable (call ${flakyCalls})`);
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a job enqueued in a rolled-back transaction never runs; one in a committed transaction runs once', async () => {
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.jobs.send(ECHO.name, { word: 'rolled-back' }, tx);
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    await t.ctx.db.transaction(async (tx) => {
      await t.ctx.jobs.send(ECHO.name, { word: 'committed' }, tx);
    });
    await t.ctx.jobs.drain(ECHO.name);
    await t.ctx.jobs.drain(ECHO.name);
    expect(echoed).toEqual(['committed']);
    const rows = await t.ctx.database.query(`SELECT 1 FROM pgboss.job WHERE name = $1`, [ECHO.name]);
    expect(rows).toHaveLength(1);
  });

  it('a mail whose transaction rolls back leaves neither an outbox row nor a job', async () => {
    const before = await t.ctx.database.query(`SELECT 1 FROM pgboss.job WHERE name = 'mail.send'`);
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.mailer.enqueue({ to: 'nobody@example.com', subject: 'Never', text: 'x', html: 'x' }, tx);
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    expect(await t.ctx.database.query(`SELECT 1 FROM mail_outbox WHERE to_address = 'nobody@example.com'`)).toHaveLength(0);
    expect(await t.ctx.database.query(`SELECT 1 FROM pgboss.job WHERE name = 'mail.send'`)).toHaveLength(before.length);
  });

  it('a job sent once per key is not sent again while one waits, even across the edge of a time slot', async () => {
    const key = `once:${Date.now()}`;
    const sendOnce = () => t.ctx.transaction((tx) => t.ctx.jobs.sendUnlessWaiting(ECHO.name, { word: key }, tx, { singletonKey: key, singletonSeconds: 600 }));
    const first = await sendOnce();
    expect(first).toEqual(expect.any(String));
    // As if it had been sent just before the current 10-minute slot began: the slot alone lets a
    // second one in (what a start-up sweep did once at 22:50:00), the waiting job does not.
    await t.ctx.database.query(`UPDATE pgboss.job SET singleton_on = singleton_on - interval '600 seconds' WHERE id = $1`, [first]);
    expect(await sendOnce()).toBeNull();
    const waiting = () => t.ctx.database.query(`SELECT id FROM pgboss.job WHERE name = $1 AND singleton_key = $2`, [ECHO.name, key]);
    expect(await waiting()).toHaveLength(1);
    // Once it has run, the key is free again (in a slot of its own).
    await t.ctx.jobs.drain(ECHO.name);
    expect(echoed).toContain(key);
    expect(await sendOnce()).toEqual(expect.any(String));
    expect(await waiting()).toHaveLength(2);
  });

  it('a failing handler is retried with growing back-off, then lands in the failed list, and an admin can retry it', async () => {
    const id = (await t.ctx.jobs.send(FLAKY.name, { paymentId: 'p-1' }))!;
    const pullForward = () => t.ctx.database.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [id]);

    await t.ctx.jobs.drain(FLAKY.name);
    const first = await jobRow(t.ctx, id);
    expect(first.state).toBe('retry');
    expect(first.wait_seconds).toBeGreaterThan(FLAKY.retryDelay - 5);
    // Not due yet: a pass now runs nothing.
    await t.ctx.jobs.drain(FLAKY.name);
    expect(flakyCalls).toBe(1);

    await pullForward();
    await t.ctx.jobs.drain(FLAKY.name);
    const second = await jobRow(t.ctx, id);
    expect(second.state).toBe('retry');
    expect(second.wait_seconds).toBeGreaterThan(2 * FLAKY.retryDelay - 5);

    await pullForward();
    await t.ctx.jobs.drain(FLAKY.name);
    expect(flakyCalls).toBe(3);
    expect((await jobRow(t.ctx, id)).state).toBe('failed');

    const adminToken = await t.f.token(await t.f.admin());
    const customerToken = await t.f.token(await t.f.customer());
    const denied = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(customerToken) });
    expect(denied.statusCode).toBe(403);
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: bearer(adminToken) });
    expect(overview.statusCode).toBe(200);
    const body = overview.json();
    expect(body.queues).toEqual(expect.arrayContaining([expect.objectContaining({ name: FLAKY.name, counts: expect.objectContaining({ failed: 1 }) })]));
    expect(body.failed).toEqual([expect.objectContaining({ id, queue: FLAKY.name, attempts: 3, lastError: 'provider unavailable (call 3)' })]);

    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${FLAKY.name}/${id}/retry`, headers: bearer(customerToken) });
    expect(refused.statusCode).toBe(403);
    flakyHeals = true;
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${FLAKY.name}/${id}/retry`, headers: bearer(adminToken) });
    expect(retried.statusCode).toBe(200);
    await eventually(async () => ((await jobRow(t.ctx, id)).state === 'completed' ? true : undefined));
    expect(flakyCalls).toBe(4);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${FLAKY.name}/${id}/retry`, headers: bearer(adminToken) });
    expect(again.statusCode).toBe(409);
    const unknown = await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${FLAKY.name}/not-an-id/retry`, headers: bearer(adminToken) });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('a queued job survives a restart of the app', () => {
  it('is enqueued by one app instance, which stops; the next instance on the same database runs it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rw-jobs-'));
    let url: string | undefined;
    let drop: (() => Promise<void>) | undefined;
    if (usesPostgresServer()) ({ url, drop } = await createPostgresDatabase());
    const open = (): Promise<Database> => openDatabase(url ? { url, poolSize: 3 } : { dataDir: join(dataDir, 'pglite') });
    try {
      const firstDb = await open();
      const first = await createContext(testConfig(dataDir), { database: firstDb });
      first.jobs.define(ECHO, async () => {
        throw new Error('the first instance must not run it');
      });
      await first.jobs.start();
      await first.db.transaction(async (tx) => {
        await first.jobs.send(ECHO.name, { word: 'after restart' }, tx);
      });
      await first.jobs.stop();
      await firstDb.close();

      const ran: string[] = [];
      const secondDb = await open();
      const second = await createContext(testConfig(dataDir), { database: secondDb, jobWorkers: true });
      second.jobs.define<{ word: string }>(ECHO, async (data) => {
        ran.push(data.word);
      });
      await second.jobs.start();
      try {
        await eventually(() => (ran.length > 0 ? true : undefined));
        expect(ran).toEqual(['after restart']);
      } finally {
        await second.jobs.stop();
        await secondDb.close();
      }
    } finally {
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
