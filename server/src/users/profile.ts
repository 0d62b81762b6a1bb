// The signed-in user's own account: read, update name, phone and language, change password.
import { answerText, type Answered } from '../http/locale.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale, PasswordChangedAnswer, Profile, Role } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { unauthorized, validationError } from '../http/errors.js';
import { accountLimits, assertAcceptablePassword, hashPassword, revokeSessions, verifyPassword } from '../auth/index.js';
import { documentsOf, presentDocument } from './documents.js';
import { identityFacts } from '../identity/index.js';

async function loadUser(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.select().from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).limit(1);
  if (!user) throw unauthorized('errors.auth.accountGone');
  return user;
}

export async function getProfile(ctx: AppContext, actor: { id: string }): Promise<Profile> {
  const user = await loadUser(ctx, actor.id);
  const [latest] = await documentsOf(ctx, user.id).limit(1);
  const identity = await identityFacts(ctx.db, user.id);
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    roles: user.roles,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerifiedAt !== null,
    verified: user.phoneVerifiedAt !== null && identity.cnicStatus === 'APPROVED' && identity.licenceStatus === 'APPROVED',
    document: latest ? await presentDocument(ctx, latest) : null,
    locale: user.locale,
  };
}

/** Name and phone (together), the language, or both: what the input has is changed. */
export async function updateProfile(ctx: AppContext, actor: { id: string }, input: { name?: string; phone?: string; locale?: Locale }) {
  await ctx.db
    .update(users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      // A new number is not verified yet (issue 33); the same one keeps its verification.
      ...(input.phone !== undefined
        ? { phone: input.phone, phoneVerifiedAt: sql`CASE WHEN ${users.phone} = ${input.phone} THEN ${users.phoneVerifiedAt} END` }
        : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, actor.id), isNull(users.deletedAt)));
  return getProfile(ctx, actor);
}

/**
 * Changes the password after checking the current one. An account made through Google sign-in
 * has no password yet and may set one without it.
 */
export async function changePassword(
  ctx: AppContext,
  actor: { id: string; loggedInAs: Role },
  input: { currentPassword: string; newPassword: string },
): Promise<Answered<PasswordChangedAnswer>> {
  await accountLimits.assertPasswordChangeAllowed(ctx, actor.id);
  const user = await loadUser(ctx, actor.id);
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await accountLimits.passwordChangeFailed(ctx, actor.id);
    throw validationError('errors.users.currentPasswordWrong', { currentPassword: 'errors.users.currentPasswordWrong' });
  }
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  // The new password ends every earlier session; this device gets a token of the new generation.
  const version = await ctx.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    return revokeSessions(ctx, user.id, tx);
  });
  const token = await ctx.tokens.sign({ userId: user.id, loggedInAs: actor.loggedInAs, version });
  return { message: answerText('answers.passwordUpdated'), token };
}
