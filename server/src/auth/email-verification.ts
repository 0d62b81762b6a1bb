// Email verification: a random single-use token, stored only as its SHA-256, valid for 24 hours.
// The link points at the web app's /verify-email screen, which calls GET /api/auth/verify-email.
import type { Locale } from '@carrental/shared';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { emailTokens, users } from '../db/schema.js';
import { badRequest, tooManyRequests } from '../http/errors.js';
import { accountLimits } from './attempt-limits.js';
import { renderMail } from '../mail/mailer.js';
import { answerText, say } from '../http/locale.js';

export const VERIFICATION_TTL_HOURS = 24;
const PURPOSE = 'VERIFY_EMAIL';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a token and queues the mail with its link, inside the caller's transaction. */
export async function sendVerificationMail(
  ctx: AppContext,
  user: { id: string; name: string; email: string; locale?: Locale | null },
  tx: DbOrTx = ctx.db,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailTokens).values({
    userId: user.id,
    purpose: PURPOSE,
    tokenHash: hashToken(token),
    expiresAt: new Date(ctx.clock.now().getTime() + VERIFICATION_TTL_HOURS * 3600_000),
  });
  const url = `${ctx.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  // In the account's language (English until the user chooses one).
  const locale = user.locale ?? 'en';
  const { text, html } = renderMail({
    heading: say(locale, 'mail.verify.heading'),
    paragraphs: [say(locale, 'mail.hello', { name: user.name }), say(locale, 'mail.verify.welcome'), say(locale, 'mail.verify.expires', { hours: VERIFICATION_TTL_HOURS })],
    action: { label: say(locale, 'mail.verify.action'), url },
    locale,
  });
  await ctx.mailer.enqueue({ to: user.email, subject: say(locale, 'mail.verify.subject'), text, html }, tx);
}

/** Marks the token used and the account verified; refuses unknown, used and expired tokens. */
export async function verifyEmailToken(ctx: AppContext, token: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, PURPOSE)))
      .for('update')
      .limit(1);
    if (!row) throw badRequest('errors.auth.verifyLinkInvalid');
    if (row.usedAt) throw badRequest('errors.auth.verifyLinkUsed');
    if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) {
      throw badRequest('errors.auth.verifyLinkExpired');
    }
    await tx.update(emailTokens).set({ usedAt: sql`now()` }).where(eq(emailTokens.id, row.id));
    const updated = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (updated.length === 0) throw badRequest('errors.auth.verifyLinkInvalid');
  });
}

/** Sends a fresh link; earlier unused links stay valid until they expire. */
export async function resendVerification(ctx: AppContext, actor: { id: string; name: string; email: string; emailVerified: boolean; locale?: Locale | null }) {
  if (actor.emailVerified) return { message: answerText('answers.emailAlreadyVerified') };
  if (!(await accountLimits.takeVerificationEmailSlot(ctx, actor.id))) {
    throw tooManyRequests('errors.auth.tooManyVerifyEmails');
  }
  await sendVerificationMail(ctx, actor);
  void ctx.mailer.flush();
  return { message: answerText('answers.verificationSent') };
}
