// Limits per account and per recipient, on top of the per-address limits of rate-limits.ts
// (decision 0010). Wrong passwords lock the guessing client for that account, never the account
// itself, so strangers' guesses cannot keep the owner out; reset emails are limited per requesting
// client, so strangers' requests cannot use up the owner's. Counters live in the shared rate-limit
// store (the database, or Redis), so they hold across instances and restarts (decision 0020); each
// is a fixed window from its first hit.
import type { AppContext } from '../context.js';
import { errorMessage, tooManyRequests } from '../http/errors.js';
import type { ErrorKey } from '@carrental/shared';
import { clientOf } from './client-address.js';

const MINUTE = 60_000;
/** Sign-in attempts of one client on one account in 15 minutes before that client waits. */
export const LOGIN_ATTEMPTS_PER_CLIENT = 10;
/** Wrong passwords on one account from all clients in 15 minutes before each client is held to fewer attempts. */
export const LOGIN_FAILURES_PER_ACCOUNT = 100;
/** Sign-in attempts of one client on an account past its ceiling: a client that has not failed still gets in. */
export const LOGIN_ATTEMPTS_PER_CLIENT_PAST_CEILING = 3;
/** Wrong current passwords per account on a password change. */
export const PASSWORD_CHANGE_FAILURES = 5;
/** Verification emails per account (asked for signed in, so only by its owner). */
export const VERIFICATION_EMAILS_PER_ACCOUNT = 3;
/** Reset emails one client may have sent to one recipient. */
export const RESET_EMAILS_PER_CLIENT_AND_RECIPIENT = 3;
/** Reset emails one client may have sent to all recipients together. */
export const RESET_EMAILS_PER_CLIENT = 10;
/**
 * Reset emails to one recipient from all clients together. Its window is a reset link's lifetime,
 * so while it refuses, the inbox holds this many links that still work.
 */
export const RESET_EMAILS_PER_RECIPIENT = 20;
const LOGIN_WINDOW = 15 * MINUTE;
const EMAIL_WINDOW = 60 * MINUTE;

const now = (ctx: AppContext) => ctx.clock.now().getTime();
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
/** Emails compare case-insensitively, so `A@x.pk` and `a@x.pk` share a counter. */
const norm = (email: string) => email.trim().toLowerCase();

/**
 * The keys of an account's sign-in counters. They carry the account's token version, which a
 * password reset (and a password change, and "log out everywhere") increases: the failures counted
 * against the old password stop counting the moment it is replaced.
 */
export const loginKeys = (email: string, tokenVersion: number, client: string) => {
  const account = `login:v${tokenVersion}:${norm(email)}`;
  return { account: `${account}:failures`, client: `${account}:client:${clientOf(client)}` };
};

const refuse = (message: ErrorKey, waitMs: number) => tooManyRequests(errorMessage(message, { minutes: minutes(waitMs) }));

export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export const accountLimits = {
  /**
   * Counts a sign-in attempt of `client` on the account and refuses it (429) when that client has
   * made too many: LOGIN_ATTEMPTS_PER_CLIENT, or LOGIN_ATTEMPTS_PER_CLIENT_PAST_CEILING while the
   * account has had LOGIN_FAILURES_PER_ACCOUNT wrong passwords from all clients. The attempt is
   * counted before the password is checked, so parallel guesses from one client add up exactly.
   */
  async startLogin(ctx: AppContext, account: { email: string; tokenVersion: number }, client: string): Promise<LoginAttempt> {
    const keys = loginKeys(account.email, account.tokenVersion, client);
    const at = now(ctx);
    const mine = await ctx.limits.hit(keys.client, LOGIN_WINDOW, at);
    if (mine.count > LOGIN_ATTEMPTS_PER_CLIENT) throw refuse('errors.auth.tooManyFailedLogins', mine.resetAtMs - at);
    if (mine.count > LOGIN_ATTEMPTS_PER_CLIENT_PAST_CEILING) {
      const all = await ctx.limits.peek(keys.account, at);
      if (all && all.count >= LOGIN_FAILURES_PER_ACCOUNT) {
        throw refuse('errors.auth.tooManyFailedLogins', Math.min(mine.resetAtMs, all.resetAtMs) - at);
      }
    }
    return {
      failed: async () => {
        await ctx.limits.hit(keys.account, LOGIN_WINDOW, now(ctx));
      },
      // The owner's success clears only its own client's count: strangers elsewhere keep theirs.
      succeeded: () => ctx.limits.clear(keys.client),
    };
  },

  async assertPasswordChangeAllowed(ctx: AppContext, userId: string) {
    const at = now(ctx);
    const window = await ctx.limits.peek(`account:password-change:${userId}`, at);
    if (window && window.count >= PASSWORD_CHANGE_FAILURES) throw refuse('errors.auth.tooManyPasswordChanges', window.resetAtMs - at);
  },
  passwordChangeFailed: async (ctx: AppContext, userId: string) => {
    await ctx.limits.hit(`account:password-change:${userId}`, 15 * MINUTE, now(ctx));
  },

  /** Whether another verification email may go to the account now (and counts it if so). */
  async takeVerificationEmailSlot(ctx: AppContext, userId: string): Promise<boolean> {
    const hit = await ctx.limits.hit(`account:verification-emails:${userId}`, EMAIL_WINDOW, now(ctx));
    return hit.count <= VERIFICATION_EMAILS_PER_ACCOUNT;
  },

  /**
   * Whether a reset email may go to `email` at the request of `client` (and counts it if so). Each
   * limit is counted only once the ones before it allowed the request, so a client past its own
   * limits uses up nothing of anyone else's.
   */
  async takeResetEmailSlot(ctx: AppContext, email: string, client: string, linkLifetimeMs: number): Promise<boolean> {
    const at = now(ctx);
    const from = clientOf(client);
    const recipient = norm(email);
    if ((await ctx.limits.hit(`reset-emails:client:${from}`, EMAIL_WINDOW, at)).count > RESET_EMAILS_PER_CLIENT) return false;
    if ((await ctx.limits.hit(`reset-emails:pair:${recipient}:${from}`, EMAIL_WINDOW, at)).count > RESET_EMAILS_PER_CLIENT_AND_RECIPIENT) return false;
    // Not longer than a link lives: every email counted in the running window still holds a working link.
    const window = Math.min(EMAIL_WINDOW, linkLifetimeMs);
    return (await ctx.limits.hit(`reset-emails:recipient:${recipient}`, window, at)).count <= RESET_EMAILS_PER_RECIPIENT;
  },
};
