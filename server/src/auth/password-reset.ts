// Forgotten passwords: an emailed single-use link, valid for an hour, stored only as its SHA-256
// (like verification links). Asking answers the same whether or not the account exists; a reset
// sets the new password and ends every session of the account.
import { randomBytes } from 'node:crypto';
import type { LocalText } from '@carrental/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { emailTokens, users } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { renderMail } from '../mail/mailer.js';
import { answerText, say, type AnswerKey } from '../http/locale.js';
import { hashToken } from './email-verification.js';
import { hashPassword } from './passwords.js';
import { assertAcceptablePassword } from './password-policy.js';
import { revokeSessions } from './session.js';
import { accountLimits } from './attempt-limits.js';

export const RESET_TTL_MINUTES = 60;
const PURPOSE = 'RESET_PASSWORD';
const FORGOT_PASSWORD_ANSWER = answerText('answers.forgotPassword');

/**
 * Mails a reset link when the limits of `client` (the request's address) allow it: strangers'
 * requests from other addresses cannot use up the owner's (decision 0010).
 */
export async function requestPasswordReset(ctx: AppContext, email: string, client: string): Promise<{ message: LocalText<AnswerKey> }> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  // Past a limit nothing is sent, and the answer still says nothing either way. The slots are
  // counted for an unknown address too, so the answer takes as long either way.
  const allowed = await accountLimits.takeResetEmailSlot(ctx, user?.email ?? email, client, RESET_TTL_MINUTES * 60_000);
  if (user && allowed) {
    const token = randomBytes(32).toString('base64url');
    await ctx.transaction(async (tx) => {
      await tx.insert(emailTokens).values({
        userId: user.id,
        purpose: PURPOSE,
        tokenHash: hashToken(token),
        expiresAt: new Date(ctx.clock.now().getTime() + RESET_TTL_MINUTES * 60_000),
      });
      const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      // In the account's language (English until the user chooses one).
      const locale = user.locale ?? 'en';
      const { text, html } = renderMail({
        heading: say(locale, 'mail.reset.heading'),
        paragraphs: [say(locale, 'mail.hello', { name: user.name }), say(locale, 'mail.reset.intro'), say(locale, 'mail.reset.expires')],
        action: { label: say(locale, 'mail.reset.action'), url },
        locale,
      });
      await ctx.mailer.enqueue({ to: user.email, subject: say(locale, 'mail.reset.subject'), text, html }, tx);
    });
    void ctx.mailer.flush();
  }
  return { message: FORGOT_PASSWORD_ANSWER };
}

/**
 * Sets the new password, uses up the link (and any other open reset link) and ends all sessions.
 * Ending the sessions raises the token version, which starts the account's sign-in failure counts
 * afresh (`loginKeys`): a reset lifts every lock that strangers' guesses put on it.
 */
export async function resetPassword(ctx: AppContext, input: { token: string; newPassword: string }): Promise<{ message: LocalText<AnswerKey> }> {
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, hashToken(input.token)), eq(emailTokens.purpose, PURPOSE)))
      .for('update')
      .limit(1);
    if (!row) throw badRequest('errors.auth.resetLinkInvalid');
    if (row.usedAt) throw badRequest('errors.auth.resetLinkUsed');
    if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw badRequest('errors.auth.resetLinkExpired');
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.userId, row.userId), eq(emailTokens.purpose, PURPOSE), isNull(emailTokens.usedAt)));
    // The link reached the mailbox, which is what verifying the email proves too.
    const updated = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (updated.length === 0) throw badRequest('errors.auth.resetLinkInvalid');
    await revokeSessions(ctx, row.userId, tx);
  });
  return { message: answerText('answers.passwordReset') };
}
