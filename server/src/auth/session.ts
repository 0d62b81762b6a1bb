// What a signed-in user receives: a token for the chosen mode and the account's public fields.
import type { Role, SessionAnswer } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import { unauthorized } from '../http/errors.js';
import { closeStreamsOf } from '../notifications/index.js';

type UserRow = typeof users.$inferSelect;

export async function presentSession(ctx: AppContext, user: UserRow, loggedInAs: Role): Promise<SessionAnswer> {
  return {
    token: await ctx.tokens.sign({ userId: user.id, loggedInAs, version: user.tokenVersion }),
    userId: user.id,
    name: user.name,
    roles: user.roles,
    loggedInAs,
    email: user.email,
    phone: user.phone,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerifiedAt !== null,
    // Only once chosen: the web keeps the reader's own choice otherwise.
    ...(user.locale ? { locale: user.locale } : {}),
  };
}

/**
 * Ends every session of the account (all devices): the token version goes up, so tokens issued
 * before are refused from the next request on. Returns the new version for a fresh token.
 */
export async function revokeSessions(ctx: AppContext, userId: string, tx: DbOrTx = ctx.db): Promise<number> {
  const [row] = await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw unauthorized('errors.auth.accountGone');
  // Streams opened with the old tokens end; the caller's own devices reconnect with a fresh one.
  await closeStreamsOf(ctx, userId, tx);
  return row.tokenVersion;
}

/** The default mode of a sign-in without a choice (Google): customer when the account has it. */
export const defaultMode = (roles: Role[]): Role =>
  roles.includes('CUSTOMER') ? 'CUSTOMER' : roles.includes('VENDOR') ? 'VENDOR' : roles[0]!;
