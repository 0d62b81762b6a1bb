// What a signed-in user receives: a token for the chosen mode and the account's public fields.
import type { Role, SessionAnswer } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { users } from '../db/schema.js';

type UserRow = typeof users.$inferSelect;

export async function presentSession(ctx: AppContext, user: UserRow, loggedInAs: Role): Promise<SessionAnswer> {
  return {
    token: await ctx.tokens.sign({ userId: user.id, loggedInAs }),
    userId: user.id,
    name: user.name,
    roles: user.roles,
    loggedInAs,
    email: user.email,
    phone: user.phone,
    emailVerified: user.emailVerified,
  };
}

/** The default mode of a sign-in without a choice (Google): customer when the account has it. */
export const defaultMode = (roles: Role[]): Role =>
  roles.includes('CUSTOMER') ? 'CUSTOMER' : roles.includes('VENDOR') ? 'VENDOR' : roles[0]!;
