// Verification and sign-in codes (issue 33): six digits, valid 10 minutes, 5 tries, used once;
// only an HMAC of the code is stored. Only the newest code of a number (and purpose, and account
// for `verify`) counts: asking again replaces the earlier one.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { PHONE_CODE_LENGTH, type PhoneCodePurpose } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { phoneCodes } from '../db/schema.js';
import { AppError } from '../http/errors.js';

/** How long a code works. */
export const CODE_LIFETIME_MS = 10 * 60_000;
/** Tries of one code, the right one included. */
export const CODE_TRIES = 5;

export const codeInvalid = () => new AppError(400, 'CODE_INVALID', 'errors.phones.codeInvalid');

/** A new code: uniformly random digits from the system's generator. */
export const newCode = () => String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

/** Keyed by the server's secret, so a copy of the table alone cannot be searched for codes. */
const hashCode = (ctx: AppContext, phone: string, purpose: PhoneCodePurpose, code: string) =>
  createHmac('sha256', `${ctx.signingKey}:phone-codes`).update(`${purpose}:${phone}:${code}`).digest('hex');

/** Stores a new code for the number and returns it (to be sent). */
export async function storeCode(ctx: AppContext, tx: DbOrTx, target: { phone: string; purpose: PhoneCodePurpose; userId: string | null }): Promise<string> {
  const code = newCode();
  await tx.insert(phoneCodes).values({
    phone: target.phone,
    purpose: target.purpose,
    userId: target.userId,
    codeHash: hashCode(ctx, target.phone, target.purpose, code),
    expiresAt: new Date(ctx.clock.now().getTime() + CODE_LIFETIME_MS),
  });
  return code;
}

/**
 * Spends one try of the newest code of the number on `code`, outside any transaction so that a
 * wrong try stays counted. Every try is counted before the code is compared, so parallel guesses
 * add up exactly. Returns the code's id when it is right (then `markUsed` in the transaction of
 * what it allows); throws CODE_INVALID for a wrong, used, expired, exhausted or missing code alike.
 */
export async function tryCode(ctx: AppContext, target: { phone: string; purpose: PhoneCodePurpose; userId: string | null }, code: string): Promise<string> {
  const now = ctx.clock.now();
  const [newest] = await ctx.db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, target.phone),
        eq(phoneCodes.purpose, target.purpose),
        target.userId ? eq(phoneCodes.userId, target.userId) : isNull(phoneCodes.userId),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  if (!newest) throw codeInvalid();
  const [tried] = await ctx.db
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(and(eq(phoneCodes.id, newest.id), lt(phoneCodes.tries, CODE_TRIES), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now)))
    .returning({ codeHash: phoneCodes.codeHash });
  if (!tried) throw codeInvalid();
  const expected = Buffer.from(tried.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx, target.phone, target.purpose, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw codeInvalid();
  return newest.id;
}

/** Marks a right code used (compare-and-swap: two requests with one code, one wins). */
export async function markUsed(ctx: AppContext, tx: DbOrTx, id: string): Promise<void> {
  const [used] = await tx
    .update(phoneCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  if (!used) throw codeInvalid();
}

/** Nightly: codes expired for a day are of no use to anyone. */
export async function deleteOldCodes(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - 86_400_000);
  return (await ctx.db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, before)).returning({ id: phoneCodes.id })).length;
}
