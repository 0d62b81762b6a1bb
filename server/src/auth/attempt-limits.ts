// Limits per account and per recipient, on top of the per-address limits of rate-limits.ts: a
// password guesser spread over many addresses, or a mail bomber aimed at one inbox, is stopped by
// the thing it targets. Counters live in the shared rate-limit store (the database, or Redis), so
// they hold across instances and restarts (decision 0020); each is a fixed window from its first hit.
import type { AppContext } from '../context.js';
import { tooManyRequests } from '../http/errors.js';

const MINUTE = 60_000;
/** Wrong passwords per account (login) before it waits: far above a person's typos. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
/** Wrong current passwords per account on a password change. */
export const PASSWORD_CHANGE_FAILURES = 5;
/** Verification or reset emails per recipient. */
export const EMAILS_PER_RECIPIENT = 3;

interface Limit {
  prefix: string;
  max: number;
  windowMs: number;
}
const LOGIN: Limit = { prefix: 'account:login:', max: LOGIN_FAILURES_PER_ACCOUNT, windowMs: 15 * MINUTE };
const PASSWORD_CHANGE: Limit = { prefix: 'account:password-change:', max: PASSWORD_CHANGE_FAILURES, windowMs: 15 * MINUTE };
const EMAILS: Limit = { prefix: 'recipient:emails:', max: EMAILS_PER_RECIPIENT, windowMs: 60 * MINUTE };

const now = (ctx: AppContext) => ctx.clock.now().getTime();
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
/** Emails and the like compare case-insensitively, so `A@x.pk` and `a@x.pk` share a counter. */
const keyOf = (limit: Limit, subject: string) => limit.prefix + subject.trim().toLowerCase();

async function assertAllowed(ctx: AppContext, limit: Limit, subject: string, message: (wait: number) => string) {
  const at = now(ctx);
  const window = await ctx.limits.peek(keyOf(limit, subject), at);
  if (window && window.count >= limit.max) throw tooManyRequests(message(minutes(window.resetAtMs - at)));
}

async function record(ctx: AppContext, limit: Limit, subject: string) {
  await ctx.limits.hit(keyOf(limit, subject), limit.windowMs, now(ctx));
}

export const accountLimits = {
  /** Before checking a login's password: refuses an account with too many recent failures. */
  async assertLoginAllowed(ctx: AppContext, email: string) {
    await assertAllowed(ctx, LOGIN, email, (m) => `Too many failed attempts for this account. Please wait ${m} minute${m > 1 ? 's' : ''} or reset your password.`);
  },
  loginFailed: (ctx: AppContext, email: string) => record(ctx, LOGIN, email),
  loginSucceeded: (ctx: AppContext, email: string) => ctx.limits.clear(keyOf(LOGIN, email)),
  async assertPasswordChangeAllowed(ctx: AppContext, userId: string) {
    await assertAllowed(ctx, PASSWORD_CHANGE, userId, (m) => `Too many wrong current passwords. Please wait ${m} minute${m > 1 ? 's' : ''}.`);
  },
  passwordChangeFailed: (ctx: AppContext, userId: string) => record(ctx, PASSWORD_CHANGE, userId),
  /** Whether another verification or reset email may go to `email` now (and counts it if so). */
  async takeEmailSlot(ctx: AppContext, email: string): Promise<boolean> {
    const hit = await ctx.limits.hit(keyOf(EMAILS, email), EMAILS.windowMs, now(ctx));
    return hit.count <= EMAILS.max;
  },
};
