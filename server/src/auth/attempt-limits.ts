// Limits per account and per recipient, on top of the per-address limits of rate-limits.ts: a
// password guesser spread over many addresses, or a mail bomber aimed at one inbox, is stopped by
// the thing it targets. Counters live in memory per process, like the per-address limits.
import type { AppContext } from '../context.js';
import { errorMessage, tooManyRequests } from '../http/errors.js';
import type { ErrorKey } from '@carrental/shared';

class AttemptLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may try again, or 0. */
  waitMs(key: string, now: number): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    return recent.length >= this.max ? recent[0]! + this.windowMs - now : 0;
  }

  record(key: string, now: number) {
    if (this.hits.size > 50_000) this.prune(now);
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    recent.push(now);
    this.hits.set(key, recent);
  }

  clear(key: string) {
    this.hits.delete(key);
  }

  private prune(now: number) {
    for (const [key, times] of this.hits) if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key);
  }
}

const MINUTE = 60_000;
/** Wrong passwords per account (login) before it waits: far above a person's typos. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
/** Wrong current passwords per account on a password change. */
export const PASSWORD_CHANGE_FAILURES = 5;
/** Verification or reset emails per recipient. */
export const EMAILS_PER_RECIPIENT = 3;

interface Limits {
  login: AttemptLimiter;
  passwordChange: AttemptLimiter;
  emails: AttemptLimiter;
}
const byContext = new WeakMap<AppContext, Limits>();

function limits(ctx: AppContext): Limits {
  let l = byContext.get(ctx);
  if (!l) {
    l = {
      login: new AttemptLimiter(LOGIN_FAILURES_PER_ACCOUNT, 15 * MINUTE),
      passwordChange: new AttemptLimiter(PASSWORD_CHANGE_FAILURES, 15 * MINUTE),
      emails: new AttemptLimiter(EMAILS_PER_RECIPIENT, 60 * MINUTE),
    };
    byContext.set(ctx, l);
  }
  return l;
}

const now = (ctx: AppContext) => ctx.clock.now().getTime();
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));

function assertAllowed(ctx: AppContext, limiter: AttemptLimiter, key: string, message: ErrorKey) {
  const wait = limiter.waitMs(key, now(ctx));
  if (wait > 0) throw tooManyRequests(errorMessage(message, { minutes: minutes(wait) }));
}

export const accountLimits = {
  /** Before checking a login's password: refuses an account with too many recent failures. */
  assertLoginAllowed(ctx: AppContext, email: string) {
    assertAllowed(ctx, limits(ctx).login, email, 'errors.auth.tooManyFailedLogins');
  },
  loginFailed: (ctx: AppContext, email: string) => limits(ctx).login.record(email, now(ctx)),
  loginSucceeded: (ctx: AppContext, email: string) => limits(ctx).login.clear(email),
  assertPasswordChangeAllowed(ctx: AppContext, userId: string) {
    assertAllowed(ctx, limits(ctx).passwordChange, userId, 'errors.auth.tooManyPasswordChanges');
  },
  passwordChangeFailed: (ctx: AppContext, userId: string) => limits(ctx).passwordChange.record(userId, now(ctx)),
  /** Whether another verification or reset email may go to `email` now (and counts it if so). */
  takeEmailSlot(ctx: AppContext, email: string): boolean {
    const l = limits(ctx).emails;
    if (l.waitMs(email, now(ctx)) > 0) return false;
    l.record(email, now(ctx));
    return true;
  },
};
