// The nightly clean-up: email tokens past their expiry are deleted, and checkout sessions nobody
// finished are closed: sandbox sessions past their expiry become EXPIRED, and the payments
// feature's sweep asks providers about attempts still OPEN a day after they were started and about
// recent closed attempts of bookings that are not confirmed (a payment completed at the hosted page
// but never confirmed is settled, not lost; payments/attempts.ts). Car image uploads
// no car claimed within a day are deleted with their files, and idempotency answers older than a day,
// and message photos never sent within a day, and rate-limit counters whose window has ended.
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { emailTokens, sandboxCheckoutSessions } from '../db/schema.js';
import { sweepCheckoutAttempts } from '../payments/index.js';
import { sweepUnclaimedUploads } from '../cars/index.js';
import { sweepUnsentMessagePhotos } from '../messages/index.js';
import { deleteExpiredIdempotencyKeys } from '../http/idempotency.js';
import { deleteEndedRateLimitWindows } from '../http/rate-limit-store.js';
import type { QueueSpec } from './queue.js';

export const CLEANUP_QUEUE: QueueSpec = { name: 'maintenance.cleanup', retryLimit: 3, retryDelay: 60, retryBackoff: true };
/** Every night at 03:15 UTC. */
export const CLEANUP_CRON = '15 3 * * *';

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
  const closed = await sweepCheckoutAttempts(ctx);
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
