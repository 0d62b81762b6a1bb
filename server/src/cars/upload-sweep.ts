// Uploads no car claimed within a day are removed with their variants (the add-car form uploads
// before the car exists, so an abandoned form leaves files behind). Run by the nightly clean-up.
// Message photos' rows only count toward their quota; their files belong to `message_photos`
// (messages/photo-sweep.ts), so their rows simply go after a day.
import { and, eq, exists, lt, notExists, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { carImages, uploads } from '../db/schema.js';
import { deleteCarImage } from './images.js';

/** How long an upload may wait for its car. */
export const UNCLAIMED_UPLOAD_TTL_MS = 86_400_000;

/** Deletes unclaimed uploads older than a day (files first, then the row); returns how many. */
export async function sweepUnclaimedUploads(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - UNCLAIMED_UPLOAD_TTL_MS);
  const claimed = (key: typeof uploads.storageKey) => ctx.db.select({ one: sql`1` }).from(carImages).where(eq(carImages.storageKey, key));
  // Claimed uploads and message photos need no bookkeeping after a day.
  await ctx.db.delete(uploads).where(and(lt(uploads.createdAt, before), or(eq(uploads.kind, 'message'), exists(claimed(uploads.storageKey)))));
  const stale = await ctx.db
    .select({ storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(lt(uploads.createdAt, before), eq(uploads.kind, 'car'), notExists(claimed(uploads.storageKey))));
  let removed = 0;
  for (const { storageKey } of stale) {
    // The row goes only if still unclaimed at this moment; only then do the files.
    const gone = await ctx.db
      .delete(uploads)
      .where(and(eq(uploads.storageKey, storageKey), eq(uploads.kind, 'car'), notExists(claimed(uploads.storageKey))))
      .returning({ storageKey: uploads.storageKey });
    if (gone.length === 0) continue;
    try {
      await deleteCarImage(ctx.storage, storageKey);
      removed += 1;
    } catch (error) {
      ctx.log.warn({ err: error, key: storageKey }, 'could not delete an unclaimed upload');
    }
  }
  return removed;
}
