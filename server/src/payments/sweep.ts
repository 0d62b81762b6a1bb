// The payments feature's part of the nightly clean-up: checkout sessions nobody finished are
// closed. Sandbox sessions past their expiry become EXPIRED; payment attempts still OPEN a day
// after they were started are settled or closed as their provider describes them, and recent
// closed attempts of bookings that are not CONFIRMED are asked about again (a payment completed
// at the hosted page but never confirmed is settled, not lost; attempts.ts).
import { and, desc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import { PAID_STATUSES } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { bookings, payments, sandboxCheckoutSessions } from '../db/schema.js';
import { checkAttempt, CLOSED, MAX_RECHECKS, recent } from './attempts.js';

export async function expireSandboxSessions(ctx: AppContext): Promise<number> {
  const sessions = await ctx.db
    .update(sandboxCheckoutSessions)
    .set({ status: 'EXPIRED' })
    .where(and(eq(sandboxCheckoutSessions.status, 'OPEN'), lt(sandboxCheckoutSessions.expiresAt, ctx.clock.now())))
    .returning({ id: sandboxCheckoutSessions.id });
  return sessions.length;
}

/** A payment attempt left OPEN this long is abandoned: the nightly sweep settles it as its provider says. */
const ABANDONED_AFTER_HOURS = 24;

/**
 * The nightly sweep: OPEN attempts started over a day ago (by the app's clock) are settled or
 * closed as their provider describes them, and closed attempts still in the recheck window of
 * bookings that are not CONFIRMED are asked again (the newest few per booking). Answers how many
 * attempts it settled or closed.
 */
export async function sweepCheckoutAttempts(ctx: AppContext): Promise<number> {
  const enabled = inArray(payments.provider, ctx.paymentProviders.names);
  const abandonedBefore = new Date(ctx.clock.now().getTime() - ABANDONED_AFTER_HOURS * 3600_000);
  const stale = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'OPEN'), enabled, lt(payments.createdAt, abandonedBefore)));
  const closedRows = await ctx.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(inArray(payments.status, [...CLOSED]), enabled, recent(), notInArray(bookings.status, [...PAID_STATUSES])))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const perBooking = new Map<string, number>();
  const recheck = closedRows
    .map((r) => r.payment)
    .filter((p) => {
      const seen = perBooking.get(p.bookingId) ?? 0;
      perBooking.set(p.bookingId, seen + 1);
      return seen < MAX_RECHECKS;
    });
  let moved = 0;
  for (const attempt of [...stale, ...recheck]) {
    try {
      const { settled, closed } = await checkAttempt(ctx, attempt);
      if (closed || settled?.kind === 'confirmed' || settled?.kind === 'refunded') moved++;
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: attempt.id }, 'asking about a checkout attempt failed');
    }
  }
  return moved;
}
