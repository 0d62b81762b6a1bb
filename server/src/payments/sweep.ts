// The payments feature's part of the nightly clean-up: checkout sessions nobody finished are
// closed. Sandbox sessions past their expiry become EXPIRED, and payment attempts still OPEN a day
// after they were started are settled as their provider last describes them (a payment completed
// at the hosted page but never confirmed is settled, not lost).
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { payments, sandboxCheckoutSessions } from '../db/schema.js';
import { markAttempt, providerOf, settlePaidPayment } from './settle.js';

/** A payment attempt left OPEN this long is abandoned. */
const ABANDONED_AFTER_HOURS = 24;

export async function expireSandboxSessions(ctx: AppContext): Promise<number> {
  const sessions = await ctx.db
    .update(sandboxCheckoutSessions)
    .set({ status: 'EXPIRED' })
    .where(and(eq(sandboxCheckoutSessions.status, 'OPEN'), lt(sandboxCheckoutSessions.expiresAt, ctx.clock.now())))
    .returning({ id: sandboxCheckoutSessions.id });
  return sessions.length;
}

export async function closeAbandonedAttempts(ctx: AppContext): Promise<number> {
  const abandonedBefore = new Date(ctx.clock.now().getTime() - ABANDONED_AFTER_HOURS * 3600_000);
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
  return closed;
}
