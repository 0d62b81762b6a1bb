// The nightly clean-up: email tokens past their expiry are deleted, and checkout sessions nobody
// finished are closed (sandbox sessions past their expiry become EXPIRED; payment attempts still
// OPEN a day after they were started become EXPIRED, as the providers' own sessions have by then).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { emailTokens, payments, sandboxCheckoutSessions } from '../db/schema.js';
import type { QueueSpec } from './queue.js';

export const CLEANUP_QUEUE: QueueSpec = { name: 'maintenance.cleanup', retryLimit: 3, retryDelay: 60, retryBackoff: true };
/** Every night at 03:15 UTC. */
export const CLEANUP_CRON = '15 3 * * *';
/** A payment attempt left OPEN this long is abandoned. */
const ABANDONED_AFTER_HOURS = 24;

export interface CleanupResult {
  emailTokens: number;
  sandboxSessions: number;
  payments: number;
}

/** Idempotent: each statement only touches rows that are still due, so a repeat finds nothing. */
export async function runCleanup(ctx: AppContext): Promise<CleanupResult> {
  const now = ctx.clock.now();
  const tokens = await ctx.db.delete(emailTokens).where(lt(emailTokens.expiresAt, now)).returning({ id: emailTokens.id });
  const sessions = await ctx.db
    .update(sandboxCheckoutSessions)
    .set({ status: 'EXPIRED' })
    .where(and(eq(sandboxCheckoutSessions.status, 'OPEN'), lt(sandboxCheckoutSessions.expiresAt, now)))
    .returning({ id: sandboxCheckoutSessions.id });
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_HOURS * 3600_000);
  const attempts = await ctx.db
    .update(payments)
    .set({ status: 'EXPIRED', updatedAt: sql`now()` })
    .where(and(eq(payments.status, 'OPEN'), lt(payments.createdAt, abandonedBefore)))
    .returning({ id: payments.id });
  const result = { emailTokens: tokens.length, sandboxSessions: sessions.length, payments: attempts.length };
  ctx.log.info(result, 'nightly clean-up done');
  return result;
}
