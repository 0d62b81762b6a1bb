// The nightly clean-up: email tokens past their expiry are deleted, and checkout sessions nobody
// finished are closed: sandbox sessions past their expiry become EXPIRED, and payment attempts
// still OPEN a day after they were started are settled as their provider last describes them (a
// payment completed at the hosted page but never confirmed is settled, not lost). Car image uploads
// no car claimed within a day are deleted with their files, and idempotency answers older than a day,
// and message photos never sent within a day, and rate-limit counters whose window has ended.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { emailTokens, payments, sandboxCheckoutSessions } from '../db/schema.js';
import { markAttempt, providerOf, settlePaidPayment } from '../payments/index.js';
import { sweepUnclaimedUploads } from '../cars/index.js';
import { sweepUnsentMessagePhotos } from '../messages/index.js';
import { deleteExpiredIdempotencyKeys } from '../http/idempotency.js';
import { deleteEndedRateLimitWindows } from '../http/rate-limit-store.js';
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
  uploads: number;
  idempotencyKeys: number;
  /** Message photos never sent (issue 17). */
  messagePhotos: number;
  /** Rate-limit counters of the database store whose window ended (decision 0020). */
  rateLimitWindows: number;
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
  const stale = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'OPEN'), inArray(payments.provider, ctx.paymentProviders.names), lt(payments.createdAt, abandonedBefore)));
  let closed = 0;
  for (const attempt of stale) {
    try {
      const state = await providerOf(ctx, attempt.provider).getCheckout(attempt.providerSessionId);
      if (state.state === 'OPEN') continue;
      if (state.state === 'PAID') await settlePaidPayment(ctx, attempt.id, state.paymentId);
      else await markAttempt(ctx, attempt, state.state === 'EXPIRED' ? 'EXPIRED' : state.state === 'CANCELLED' ? 'CANCELLED' : 'FAILED');
      closed += 1;
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: attempt.id }, 'closing an abandoned checkout failed');
    }
  }
  const uploadsRemoved = await sweepUnclaimedUploads(ctx);
  const result = {
    emailTokens: tokens.length,
    sandboxSessions: sessions.length,
    payments: closed,
    uploads: uploadsRemoved,
    idempotencyKeys: await deleteExpiredIdempotencyKeys(ctx),
    messagePhotos: await sweepUnsentMessagePhotos(ctx),
    rateLimitWindows: await deleteEndedRateLimitWindows(ctx.db, now),
  };
  ctx.log.info(result, 'nightly clean-up done');
  return result;
}
