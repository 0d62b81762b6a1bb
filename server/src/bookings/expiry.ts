// Requests that do not wait forever (decision 0016): a PENDING request or a SUGGESTION_MADE offer
// nobody answered, and an ACCEPTED booking nobody paid, expire when their `expires_at` passes
// (24 hours after they got that status, or the start if sooner; the start for rows from before).
// A scheduled job does it, not a read, through the lifecycle as the system's act, so both parties
// are told by the usual subscribers.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { nowInZone } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { bookings } from '../db/schema.js';
import { toDbWallClock } from '../db/wall-clock.js';
import { AppError } from '../http/errors.js';
import type { QueueSpec } from '../jobs/index.js';
import { WAITING_STATUSES } from './lifecycle.js';
import { applyTransition } from './transitions.js';

export const EXPIRY_QUEUE: QueueSpec = { name: 'bookings.expire', retryLimit: 3, retryDelay: 30, retryBackoff: true };
/** Every minute: a request expires within a minute of its time. */
export const EXPIRY_CRON = '* * * * *';
const BATCH = 200;

const due = (now: string) => sql`coalesce(${bookings.expiresAt}, ${bookings.startDate}) <= ${toDbWallClock(now)}::timestamp`;

/**
 * Expires every waiting booking whose time has come; answers how many. Idempotent: only rows still
 * waiting and due are touched, each by a compare-and-swap, so a second run (or a party acting at
 * the same moment) finds nothing left to do for that booking.
 */
export async function expireWaitingBookings(ctx: AppContext): Promise<number> {
  const now = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now());
  let expired = 0;
  for (;;) {
    const batch = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(inArray(bookings.status, [...WAITING_STATUSES]), due(now)))
      .orderBy(bookings.id)
      .limit(BATCH);
    let moved = 0;
    for (const { id } of batch) {
      const event = await ctx.transaction(async (tx) => {
        const [booking] = await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.id, id), inArray(bookings.status, [...WAITING_STATUSES]), due(now)))
          .for('update', { skipLocked: true });
        if (!booking) return null;
        const result = await applyTransition(ctx, tx, { booking, action: 'expire', party: 'SYSTEM', actorId: null, details: { reason: 'expired' } });
        return result.event;
      }).catch((error: unknown) => {
        // Someone acted on it first (a compare-and-swap refusal): nothing to expire.
        if (error instanceof AppError && error.statusCode === 409) return null;
        throw error;
      });
      if (event) moved++;
    }
    expired += moved;
    if (batch.length < BATCH || moved === 0) return expired;
  }
}
