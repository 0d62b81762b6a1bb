// The renter's acknowledgement codes (issue 31): six digits, valid 30 minutes, five tries, used
// once; only an HMAC keyed by the server's secret is stored. Only the newest code of a record
// counts: asking again replaces the earlier one. Any change to a draft voids its codes.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { HANDOVER_CODE_LENGTH } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { handoverCodes } from '../db/schema.js';
import { AppError } from '../http/errors.js';

export const HANDOVER_CODE_LIFETIME_MS = 30 * 60_000;
export const HANDOVER_CODE_TRIES = 5;

export const handoverCodeInvalid = () =>
  new AppError(400, 'CODE_INVALID', 'errors.handovers.codeInvalid', { code: 'errors.handovers.codeInvalid' });

const hashCode = (ctx: AppContext, handoverId: string, code: string) =>
  createHmac('sha256', `${ctx.signingKey}:handover-codes`).update(`${handoverId}:${code}`).digest('hex');

/** Stores a new code for the record and returns it (to be sent). */
export async function storeHandoverCode(ctx: AppContext, tx: DbOrTx, handoverId: string): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');
  const expiresAt = new Date(ctx.clock.now().getTime() + HANDOVER_CODE_LIFETIME_MS);
  await tx.insert(handoverCodes).values({ handoverId, codeHash: hashCode(ctx, handoverId, code), expiresAt });
  return { code, expiresAt };
}

/**
 * Spends one try of the record's newest code on `code`, outside any transaction so that a wrong
 * try stays counted (each try is counted before the comparison, so parallel guesses add up).
 * Answers the code's id when it is right; CODE_INVALID for a wrong, used, expired, exhausted or
 * missing code alike.
 */
export async function tryHandoverCode(ctx: AppContext, handoverId: string, code: string): Promise<string> {
  const now = ctx.clock.now();
  const [newest] = await ctx.db
    .select({ id: handoverCodes.id })
    .from(handoverCodes)
    .where(eq(handoverCodes.handoverId, handoverId))
    .orderBy(desc(handoverCodes.createdAt), desc(handoverCodes.id))
    .limit(1);
  if (!newest) throw handoverCodeInvalid();
  const [tried] = await ctx.db
    .update(handoverCodes)
    .set({ tries: sql`${handoverCodes.tries} + 1` })
    .where(and(eq(handoverCodes.id, newest.id), lt(handoverCodes.tries, HANDOVER_CODE_TRIES), isNull(handoverCodes.usedAt), gt(handoverCodes.expiresAt, now)))
    .returning({ codeHash: handoverCodes.codeHash });
  if (!tried) throw handoverCodeInvalid();
  const expected = Buffer.from(tried.codeHash, 'hex');
  const given = Buffer.from(hashCode(ctx, handoverId, code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw handoverCodeInvalid();
  return newest.id;
}

/** Marks a right code used (compare-and-swap: two requests with one code, one wins). */
export async function markHandoverCodeUsed(ctx: AppContext, tx: DbOrTx, id: string): Promise<void> {
  const [used] = await tx
    .update(handoverCodes)
    .set({ usedAt: ctx.clock.now() })
    .where(and(eq(handoverCodes.id, id), isNull(handoverCodes.usedAt)))
    .returning({ id: handoverCodes.id });
  if (!used) throw handoverCodeInvalid();
}

/** The record's content changed: codes sent for the earlier content no longer agree to anything. */
export async function voidHandoverCodes(ctx: AppContext, tx: DbOrTx, handoverId: string): Promise<void> {
  await tx.update(handoverCodes).set({ usedAt: ctx.clock.now() }).where(and(eq(handoverCodes.handoverId, handoverId), isNull(handoverCodes.usedAt)));
}

/** Codes asked for this record in the last hour (asking is limited). */
export async function codesAskedRecently(ctx: AppContext, db: DbOrTx, handoverId: string): Promise<number> {
  const since = new Date(ctx.clock.now().getTime() - 3_600_000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(handoverCodes)
    .where(and(eq(handoverCodes.handoverId, handoverId), gt(handoverCodes.createdAt, since)));
  return Number(row?.n ?? 0);
}
