// The per-account upload rate and quotas, for every image the app decodes (car images and message
// photos share the one decoding queue, so they share this gate). Every upload is recorded in
// `uploads` with its kind before any decoding; a refusal comes first and costs no decode.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { uploads, type UploadKind } from '../db/schema.js';
import { errorMessage, tooManyRequests, type AppError } from '../http/errors.js';

/** Uploads one account may send per minute, of every kind together. */
export const UPLOADS_PER_MINUTE = 20;

export interface UploadReservation<T> {
  userId: string;
  storageKey: string;
  /** The size of the file as it arrived. */
  bytes: number;
  kind: UploadKind;
  /** The kind's quota over the last 24 hours: uploads of this kind by this account, and their bytes. */
  perDay?: { uploads: number; bytes: number; refused: (over: 'uploads' | 'bytes') => AppError };
  /** The caller's own checks and rows, in the same transaction and under the same per-account lock. */
  within?: (tx: DbOrTx) => Promise<T>;
}

/**
 * Records an upload before any decoding, or refuses it: 429 when the account is over its rate or
 * the kind's daily quota, or whatever `within` throws. One account's uploads are counted under a
 * lock, so a burst of parallel requests cannot all pass the same count. Answers what `within` did.
 */
export async function reserveUpload<T>(ctx: AppContext, upload: UploadReservation<T>): Promise<T | undefined> {
  const { userId, kind } = upload;
  const now = ctx.clock.now();
  const minuteAgo = new Date(now.getTime() - 60_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  return ctx.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, minuteAgo)));
    if ((recent?.n ?? 0) >= UPLOADS_PER_MINUTE) {
      throw tooManyRequests(errorMessage('errors.cars.uploadsPerMinute', { count: UPLOADS_PER_MINUTE }));
    }
    if (upload.perDay) {
      const [day] = await tx
        .select({ n: count(), bytes: sql<string | number | null>`sum(${uploads.bytes})` })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), eq(uploads.kind, kind), gt(uploads.createdAt, dayAgo)));
      if ((day?.n ?? 0) >= upload.perDay.uploads) throw upload.perDay.refused('uploads');
      if (Number(day?.bytes ?? 0) + upload.bytes > upload.perDay.bytes) throw upload.perDay.refused('bytes');
    }
    const result = await upload.within?.(tx);
    await tx.insert(uploads).values({ storageKey: upload.storageKey, userId, bytes: upload.bytes, kind, createdAt: now });
    return result;
  });
}

/** Forgets an upload whose file was refused (it then counts against nothing). */
export async function releaseUpload(db: DbOrTx, storageKey: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.storageKey, storageKey));
}
