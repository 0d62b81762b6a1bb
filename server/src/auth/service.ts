// Account operations of the auth feature: register, log in, switch mode. Domain functions take
// the context and plain input, never the request.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale, RegisteredAnswer, Role, SessionAnswer, SwitchModeAnswer } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { sqlState, SQLSTATE } from '../db/client.js';
import { users } from '../db/schema.js';
import { conflict, errorMessage, forbidden, unauthorized } from '../http/errors.js';
import { accountSuspended, type Actor } from './actor.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { assertAcceptablePassword } from './password-policy.js';
import { sendVerificationMail } from './email-verification.js';
import { presentSession } from './session.js';
import { accountLimits } from './attempt-limits.js';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  phone: string;
  role: 'CUSTOMER' | 'VENDOR';
}


/**
 * A new account; one made from the Urdu screens keeps Urdu as its language, so its verification
 * email and everything after it come in Urdu.
 */
export async function register(ctx: AppContext, input: RegisterInput, locale: Locale = 'en'): Promise<RegisteredAnswer> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const roles: Role[] = input.role === 'VENDOR' ? ['CUSTOMER', 'VENDOR'] : ['CUSTOMER'];
  try {
    const user = await ctx.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, phone: input.phone, passwordHash, roles, emailVerified: false, ...(locale === 'ur' ? { locale } : {}) })
        .returning();
      await sendVerificationMail(ctx, row!, tx);
      return row!;
    });
    void ctx.mailer.flush();
    return { userId: user.id, name: user.name, email: user.email, roles: user.roles, emailVerified: user.emailVerified };
  } catch (error) {
    if (sqlState(error) === SQLSTATE.uniqueViolation) throw conflict('errors.auth.emailTaken', 'EMAIL_TAKEN');
    throw error;
  }
}

/** A hash to compare against when the email is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

export async function login(
  ctx: AppContext,
  input: { email: string; password: string; loginAs: Role },
): Promise<SessionAnswer> {
  await accountLimits.assertLoginAllowed(ctx, input.email);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)))
    .limit(1);
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user || !user.passwordHash || !ok) {
    await accountLimits.loginFailed(ctx, input.email);
    throw unauthorized('errors.auth.invalidCredentials');
  }
  await accountLimits.loginSucceeded(ctx, input.email);
  if (user.suspendedAt) throw accountSuspended(403);
  const roles = user.roles;
  if (!roles.includes(input.loginAs)) {
    if (input.loginAs === 'VENDOR') {
      throw forbidden('errors.auth.notVendorYet');
    }
    throw forbidden(errorMessage('errors.auth.lacksRole', { role: { text: `errors.role.${input.loginAs}` } }));
  }
  return presentSession(ctx, user, input.loginAs);
}

/**
 * Changes the mode the user acts in. Switching to Vendor mode grants VENDOR when the account lacks
 * it ("become a vendor"); ADMIN is never self-granted, so it is not a mode one can switch to.
 */
export async function switchMode(ctx: AppContext, actor: Actor, role: 'CUSTOMER' | 'VENDOR'): Promise<SwitchModeAnswer> {
  let roles = actor.roles;
  if (!roles.includes(role)) {
    const [row] = await ctx.db
      .update(users)
      .set({
        roles: sql`(SELECT array_agg(DISTINCT r ORDER BY r) FROM unnest(${users.roles} || ARRAY[${role}]::text[]) AS r)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .returning({ roles: users.roles });
    if (!row) throw unauthorized('errors.auth.accountGone');
    roles = row.roles;
  }
  return {
    token: await ctx.tokens.sign({ userId: actor.id, loggedInAs: role, version: actor.tokenVersion }),
    userId: actor.id,
    name: actor.name,
    roles,
    loggedInAs: role,
  };
}
