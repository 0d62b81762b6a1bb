// The nightly clean-up: what it removes or closes, what it leaves, and that it is scheduled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { emailTokens, payments, rateLimitHits, sandboxCheckoutSessions } from '../db/schema.js';
import { acceptedBooking, paymentsTestApp } from '../payments/test-support.js';
import { CLEANUP_CRON, CLEANUP_QUEUE, runCleanup } from './cleanup.js';

type T = Awaited<ReturnType<typeof paymentsTestApp>>;
let t: T;
beforeAll(async () => {
  t = await paymentsTestApp({ jobWorkers: true });
});
afterAll(async () => {
  await t.close();
});

const hours = (n: number) => n * 3600_000;

describe('nightly clean-up', () => {
  it('is scheduled on the queue', async () => {
    const rows = await t.ctx.database.query<{ name: string; cron: string }>(`SELECT name, cron FROM pgboss.schedule WHERE name = $1`, [CLEANUP_QUEUE.name]);
    expect(rows).toEqual([{ name: CLEANUP_QUEUE.name, cron: CLEANUP_CRON }]);
  });

  it('deletes expired email tokens and closes abandoned checkouts, and leaves live ones; a repeat finds nothing', async () => {
    const now = t.clock.now().getTime();
    const { booking, customer } = await acceptedBooking(t);
    const tokens = await t.ctx.db
      .insert(emailTokens)
      .values([
        { userId: customer.id, purpose: 'VERIFY_EMAIL', tokenHash: 'expired', expiresAt: new Date(now - hours(1)) },
        { userId: customer.id, purpose: 'VERIFY_EMAIL', tokenHash: 'live', expiresAt: new Date(now + hours(1)) },
      ])
      .returning();
    const session = (id: string, expiresAt: number) => ({
      id,
      reference: booking.id,
      amount: 100,
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/cancel',
      expiresAt: new Date(expiresAt),
    });
    await t.ctx.db.insert(sandboxCheckoutSessions).values([session('cs_old', now - hours(1)), session('cs_live', now + hours(1))]);
    const attempt = (sessionId: string, createdAt: number) => ({
      bookingId: booking.id,
      provider: 'sandbox',
      providerSessionId: sessionId,
      amount: 100,
      checkoutUrl: 'http://localhost:3000/x',
      createdAt: new Date(createdAt),
    });
    const attempts = await t.ctx.db.insert(payments).values([attempt('cs_old', now - hours(30)), attempt('cs_live', now - hours(1))]).returning();

    await t.ctx.db.insert(rateLimitHits).values([
      { key: 'test:ended', count: 3, resetAt: new Date(now - 1000) },
      { key: 'test:running', count: 2, resetAt: new Date(now + 60_000) },
    ]);

    expect(await runCleanup(t.ctx)).toMatchObject({ emailTokens: 1, sandboxSessions: 1, rateLimitWindows: 1 });
    const counters = await t.ctx.db.select().from(rateLimitHits).where(inArray(rateLimitHits.key, ['test:ended', 'test:running']));
    expect(counters.map((r) => r.key)).toEqual(['test:running']);
    const leftTokens = await t.ctx.db.select().from(emailTokens).where(inArray(emailTokens.id, tokens.map((r) => r.id)));
    expect(leftTokens.map((r) => r.tokenHash)).toEqual(['live']);
    const [old] = await t.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, 'cs_old'));
    const [live] = await t.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, 'cs_live'));
    expect([old?.status, live?.status]).toEqual(['EXPIRED', 'OPEN']);
    const rows = await t.ctx.db.select().from(payments).where(inArray(payments.id, attempts.map((a) => a.id)));
    expect(rows.find((r) => r.providerSessionId === 'cs_old')?.status).toBe('EXPIRED');
    expect(rows.find((r) => r.providerSessionId === 'cs_live')?.status).toBe('OPEN');

    expect(await runCleanup(t.ctx)).toEqual({ emailTokens: 0, sandboxSessions: 0, payments: 0, uploads: 0, idempotencyKeys: 0, messagePhotos: 0, rateLimitWindows: 0, phoneCodes: 0, textOutbox: 0 });
  });
});
