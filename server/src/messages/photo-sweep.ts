// Photos uploaded for a message that was never sent are removed after a day, with their files
// (run by the nightly clean-up).
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { messagePhotos } from '../db/schema.js';
import { deleteCarImage } from '../cars/index.js';

/** How long an uploaded photo may wait for its message. */
export const UNSENT_PHOTO_TTL_MS = 86_400_000;

export async function sweepUnsentMessagePhotos(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - UNSENT_PHOTO_TTL_MS);
  const stale = await ctx.db
    .select({ id: messagePhotos.id })
    .from(messagePhotos)
    .where(and(isNull(messagePhotos.messageId), lt(messagePhotos.createdAt, before)));
  let removed = 0;
  for (const { id } of stale) {
    // The row goes only if still unsent at this moment; only then do the files.
    const [gone] = await ctx.db
      .delete(messagePhotos)
      .where(and(eq(messagePhotos.id, id), isNull(messagePhotos.messageId)))
      .returning({ storageKey: messagePhotos.storageKey });
    if (!gone) continue;
    try {
      await deleteCarImage(ctx.storage, gone.storageKey);
      removed += 1;
    } catch (error) {
      ctx.log.warn({ err: error, key: gone.storageKey }, 'could not delete an unsent message photo');
    }
  }
  return removed;
}
