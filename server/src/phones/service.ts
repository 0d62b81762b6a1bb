// Phone verification and sign-in by code (issue 33, decision 0036). Domain functions take the
// context, an explicit caller and plain input (phones already in E.164 from the shared schema).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Locale, PhoneCodePurpose, Role, SessionAnswer } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { errorMessage, forbidden, unauthorized } from '../http/errors.js';
import { accountSuspended, type Actor, type Caller, isSignedIn } from '../auth/actor.js';
import { presentSession } from '../auth/index.js';
import { say } from '../http/locale.js';
import { flushTexts, queueText } from '../messaging/index.js';
import { CODE_LIFETIME_MS, codeInvalid, markUsed, storeCode, tryCode } from './codes.js';
import { takeCodeSlot } from './limits.js';

type UserRow = typeof users.$inferSelect;

/** The live account whose verified phone is `phone`, if any. */
async function accountByVerifiedPhone(ctx: AppContext, phone: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), sql`${users.phoneVerifiedAt} IS NOT NULL`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Sends a code by SMS. `verify` needs a signed-in caller (the code proves the number is theirs);
 * `login` answers the same whether or not an account holds the number, and sends only when one
 * does. Limits per number, per account and per client address apply to both, known or not.
 */
export async function sendCode(
  ctx: AppContext,
  caller: Caller,
  input: { phone: string; purpose: PhoneCodePurpose },
  request: { client: string; locale: Locale },
): Promise<void> {
  if (input.purpose === 'verify' && !isSignedIn(caller)) throw unauthorized();
  const userId = isSignedIn(caller) ? caller.id : null;
  await takeCodeSlot(ctx, { phone: input.phone, userId, client: request.client });
  const holder = input.purpose === 'login' ? await accountByVerifiedPhone(ctx, input.phone) : undefined;
  if (input.purpose === 'login' && (!holder || holder.suspendedAt)) return;
  const recipient = input.purpose === 'verify' ? (caller as Actor) : holder!;
  const locale: Locale = recipient.locale ?? request.locale;
  await ctx.transaction(async (tx) => {
    const code = await storeCode(ctx, tx, { phone: input.phone, purpose: input.purpose, userId: input.purpose === 'verify' ? recipient.id : null });
    await queueText(ctx, tx, {
      userId: recipient.id,
      to: input.phone,
      channel: 'sms',
      kind: 'phone.code',
      locale,
      body: say(locale, 'texting.code', { code, minutes: CODE_LIFETIME_MS / 60_000 }),
    });
  });
  void flushTexts(ctx);
}

/**
 * Verifies the caller's phone with the code sent to it: the number becomes the account's phone,
 * verified. A number verified on another account moves here (whoever receives its codes holds it).
 */
export async function verifyPhone(ctx: AppContext, actor: Actor, input: { phone: string; code: string }): Promise<{ phone: string; phoneVerified: true }> {
  const codeId = await tryCode(ctx, { phone: input.phone, purpose: 'verify', userId: actor.id }, input.code);
  await ctx.transaction(async (tx) => {
    await markUsed(ctx, tx, codeId);
    await tx
      .update(users)
      .set({ phoneVerifiedAt: null, updatedAt: sql`now()` })
      .where(and(eq(users.phone, input.phone), ne(users.id, actor.id), sql`${users.phoneVerifiedAt} IS NOT NULL`));
    await tx.update(users).set({ phone: input.phone, phoneVerifiedAt: ctx.clock.now(), updatedAt: sql`now()` }).where(eq(users.id, actor.id));
  });
  return { phone: input.phone, phoneVerified: true };
}

/** Signs in with a verified phone and the `login` code sent to it. */
export async function loginWithPhone(ctx: AppContext, input: { phone: string; code: string; loginAs: Role }): Promise<SessionAnswer> {
  const codeId = await tryCode(ctx, { phone: input.phone, purpose: 'login', userId: null }, input.code);
  const user = await accountByVerifiedPhone(ctx, input.phone);
  if (!user) throw codeInvalid();
  await ctx.transaction((tx) => markUsed(ctx, tx, codeId));
  if (user.suspendedAt) throw accountSuspended(403);
  if (!user.roles.includes(input.loginAs)) {
    if (input.loginAs === 'VENDOR') throw forbidden('errors.auth.notVendorYet');
    throw forbidden(errorMessage('errors.auth.lacksRole', { role: { text: `errors.role.${input.loginAs}` } }));
  }
  return presentSession(ctx, user, input.loginAs);
}
