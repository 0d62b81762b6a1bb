// Checkout attempts whose money may still arrive (decision 0014, "Attempts stay asked about"). A
// hosted page stays payable at its provider until the provider's own expiry, whatever we recorded:
// a page superseded by a second "Pay" click stays OPEN, and an attempt we recorded as cancelled,
// failed or expired may still have been paid (another tab, a provider that answered late, a
// status nobody signed, rows from before this rule). So confirm, a cancellation or expiry of the
// booking, the start-up sweep and the nightly sweep (sweep.ts) ask the provider about every OPEN attempt and
// about the recent closed attempts of bookings that are not CONFIRMED. A PAID answer is applied
// once (`settlePaidPayment` moves the row to PAID under a row lock; a later answer finds it PAID
// and changes nothing): the booking is confirmed if it still can be, else the money goes back.
import { and, desc, eq, gt, inArray, notExists, or, sql } from 'drizzle-orm';
import { isPaidStatus } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { bookings, payments, refunds } from '../db/schema.js';
import type { CheckoutStatus } from './provider.js';
import type { PaymentRow } from './records.js';
import { REFUND_QUEUE, type RefundJob } from './refund-queue.js';
import { closedState, markAttempt, settlePaidPayment, type SettleResult } from './settle.js';

/** How long after it was started a closed attempt is still asked about (well past every provider's expiry). */
export const RECHECK_HOURS = 72;
/** Closed attempts of one booking asked about at a time, newest first. */
export const MAX_RECHECKS = 5;
/** Pages of one method one booking may have open at its provider at once. */
export const MAX_OPEN_ATTEMPTS = 5;

export const CLOSED = ['CANCELLED', 'FAILED', 'EXPIRED'] as const;
/** Started within the recheck window, by the database's clock (which stamped `created_at`). */
export const recent = () => gt(payments.createdAt, sql`now() - make_interval(hours => ${RECHECK_HOURS})`);

/**
 * The attempts of one booking to ask its providers about, newest first: every OPEN one, and unless
 * the booking is CONFIRMED, its newest closed ones started within the window.
 */
export async function attemptsToAsk(ctx: AppContext, booking: { id: string; status: string }): Promise<PaymentRow[]> {
  const closed = isPaidStatus(booking.status) ? sql`false` : and(inArray(payments.status, [...CLOSED]), recent());
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, booking.id), or(eq(payments.status, 'OPEN'), closed)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const open = rows.filter((r) => r.status === 'OPEN');
  return [...open, ...rows.filter((r) => r.status !== 'OPEN').slice(0, MAX_RECHECKS)];
}

/** What asking about an attempt did: settled it (once), closed it as its provider says, or nothing. */
export interface CheckOutcome {
  settled: SettleResult | null;
  closed: boolean;
}

/**
 * Applies what the provider said about an attempt: PAID settles it (once); an OPEN attempt the
 * provider describes as closed is marked so; anything else leaves the row as it is (a closed
 * attempt the provider still calls open or failed stays as recorded).
 */
export async function applyAnswer(ctx: AppContext, attempt: Pick<PaymentRow, 'id' | 'status'>, answer: CheckoutStatus): Promise<CheckOutcome> {
  if (answer.state === 'PAID') return { settled: await settlePaidPayment(ctx, attempt.id, answer.paymentId), closed: false };
  if (answer.state === 'OPEN' || attempt.status !== 'OPEN') return { settled: null, closed: false };
  await markAttempt(ctx, attempt, closedState(answer.state));
  return { settled: null, closed: true };
}

const NOTHING: CheckOutcome = { settled: null, closed: false };

/** Asks the attempt's provider (when it is enabled) and applies the answer. */
export async function checkAttempt(ctx: AppContext, attempt: PaymentRow): Promise<CheckOutcome> {
  const provider = ctx.paymentProviders.get(attempt.provider);
  if (!provider) return NOTHING;
  return applyAnswer(ctx, attempt, await provider.getCheckout(attempt.providerSessionId));
}

/** The refund job's form: one attempt by id, unless it was settled meanwhile. */
export async function checkAttemptById(ctx: AppContext, paymentId: string): Promise<CheckOutcome> {
  const [attempt] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!attempt || attempt.status === 'PAID' || attempt.status === 'REFUNDED') return NOTHING;
  return checkAttempt(ctx, attempt);
}

/**
 * Asks about the attempts of a booking that stopped going ahead as it was (cancelled, expired; its
 * status as that change left it): a page its payer completed anyway is settled, which gives the
 * money back. Each attempt on its own: one provider being down does not stop the others. Answers
 * how many were given back.
 */
export async function checkAttemptsOf(ctx: AppContext, booking: { id: string; status: string }): Promise<number> {
  let refunded = 0;
  for (const attempt of await attemptsToAsk(ctx, booking)) {
    try {
      if ((await checkAttempt(ctx, attempt)).settled?.kind === 'refunded') refunded++;
    } catch (error) {
      ctx.log.error({ err: error, paymentId: attempt.id }, 'asking about a checkout attempt failed');
    }
  }
  return refunded;
}

/**
 * The start-up sweep: money of bookings that will not go ahead (cancelled, rejected or expired)
 * that an after-commit refund or check left undone (the provider was down, or the process stopped
 * between the commit and the refund). It only enqueues: a `payments.refund` job per PAID payment
 * without refund rows, and one per attempt to ask about (OPEN, or closed within the recheck
 * window), so the work is retried with back-off and done by whichever instance's worker takes
 * it. Instances starting together enqueue each payment once (a singleton key per payment and ten
 * minutes); the handlers are idempotent anyway. Answers how many jobs it enqueued.
 */
export async function enqueueStrandedRefunds(ctx: AppContext): Promise<number> {
  const enabled = inArray(payments.provider, ctx.paymentProviders.names);
  const notGoingAhead = inArray(bookings.status, ['CANCELLED', 'REJECTED', 'EXPIRED']);
  const stranded = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.status, 'PAID'),
        enabled,
        notGoingAhead,
        // A cancellation that decided its refund (by policy, perhaps nothing) wrote refund rows.
        notExists(ctx.db.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, payments.id))),
      ),
    );
  const toAsk = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(or(eq(payments.status, 'OPEN'), and(inArray(payments.status, [...CLOSED]), recent())), enabled, notGoingAhead));
  const jobs: RefundJob[] = [...stranded.map((p) => ({ paymentId: p.id })), ...toAsk.map((p) => ({ paymentId: p.id, openAttempt: true }))];
  let count = 0;
  for (const job of jobs) {
    // Once per payment while its job waits (instances starting together, a sweep across a slot's edge).
    const id = await ctx.transaction((tx) =>
      ctx.jobs.sendUnlessWaiting<RefundJob>(REFUND_QUEUE.name, job, tx, { singletonKey: `stranded:${job.paymentId}`, singletonSeconds: 600 }),
    );
    if (id) count++;
  }
  return count;
}
