// Uploading and deleting car images: who may, where they go, the limit of 10 per car, and the
// per-account upload rate (upload-quota.ts) and quota of unclaimed uploads (every upload is recorded
// in `uploads`; those no car claims within a day are swept by the nightly clean-up, upload-sweep.ts).
import { and, asc, count, eq, gt, notExists, sql } from 'drizzle-orm';
import { MAX_CAR_IMAGES } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import type { Actor } from '../auth/actor.js';
import { carImages, cars, uploads } from '../db/schema.js';
import { conflict, errorMessage, notFound, tooManyRequests, validationError } from '../http/errors.js';
import { assertCanManageService } from '../services/policy.js';
import { loadService } from '../services/queries.js';
import { carImageKey, deleteCarImage, parseCarImageKey, storeCarImage, type StoredImage } from './images.js';
import { releaseUpload, reserveUpload } from './upload-quota.js';

export { UPLOADS_PER_MINUTE } from './upload-quota.js';
/** Uploads of one account in the last day that no car has claimed yet. */
export const UNCLAIMED_UPLOADS_PER_DAY = 60;

/**
 * Stores an uploaded image under car-rental/{serviceId}/{carId}/. The car may not exist yet (the
 * form makes its id first); if it does, it must be of that service and have room for one more.
 */
export async function uploadCarImage(
  ctx: AppContext,
  actor: Actor,
  where: { serviceId: string; carId: string },
  file: { bytes: Buffer; fileName: string },
): Promise<StoredImage> {
  const service = await loadService(ctx.db, where.serviceId);
  assertCanManageService(actor, service);
  const carId = where.carId.toLowerCase();
  const [car] = await ctx.db.select({ serviceId: cars.serviceId, deletedAt: cars.deletedAt }).from(cars).where(eq(cars.id, carId)).limit(1);
  if (car && (car.serviceId !== service.id || car.deletedAt)) throw notFound('Car');
  if (car) {
    const [row] = await ctx.db.select({ n: count() }).from(carImages).where(eq(carImages.carId, carId));
    if ((row?.n ?? 0) >= MAX_CAR_IMAGES) throw conflict(errorMessage('errors.cars.tooManyImages', { count: MAX_CAR_IMAGES }), 'TOO_MANY_IMAGES');
  }
  const storageKey = carImageKey(service.id, carId, file.fileName);
  const dayAgo = new Date(ctx.clock.now().getTime() - 86_400_000);
  await reserveUpload(ctx, { userId: actor!.id, storageKey, bytes: file.bytes.length, kind: 'car', within: (tx) => assertUnclaimedRoom(tx, actor!.id, dayAgo) });
  try {
    return await storeCarImage(ctx.storage, file.bytes, { serviceId: service.id, carId, fileName: file.fileName, storageKey });
  } catch (error) {
    await releaseUpload(ctx.db, storageKey);
    throw error;
  }
}

/** Refuses (429) a car upload when the account has too many uploads no car has claimed yet. */
async function assertUnclaimedRoom(tx: DbOrTx, userId: string, dayAgo: Date): Promise<void> {
  const [unclaimed] = await tx
    .select({ n: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        eq(uploads.kind, 'car'),
        gt(uploads.createdAt, dayAgo),
        notExists(tx.select({ one: sql`1` }).from(carImages).where(eq(carImages.storageKey, uploads.storageKey))),
      ),
    );
  if ((unclaimed?.n ?? 0) >= UNCLAIMED_UPLOADS_PER_DAY) {
    throw tooManyRequests(errorMessage('errors.cars.unclaimedUploads', { count: UNCLAIMED_UPLOADS_PER_DAY }));
  }
}

/** Removes an image from storage and from its car's list (the rest keep their order). */
export async function removeCarImage(ctx: AppContext, actor: Actor, url: string): Promise<void> {
  const key = ctx.storage.keyFromPublicUrl(url);
  const owner = key ? parseCarImageKey(key) : null;
  if (!key || !owner) throw validationError('errors.cars.notOurImage', { url: 'errors.cars.notCarImageUrl' });
  const service = await loadService(ctx.db, owner.serviceId);
  assertCanManageService(actor, service);
  await ctx.transaction(async (tx) => {
    await tx.delete(carImages).where(and(eq(carImages.carId, owner.carId), eq(carImages.storageKey, key)));
    await tx.delete(uploads).where(eq(uploads.storageKey, key));
    const rest = await tx.select({ id: carImages.id }).from(carImages).where(eq(carImages.carId, owner.carId)).orderBy(asc(carImages.position));
    // The (car, position) unique key is deferred, so positions can be renumbered in place.
    for (const [position, row] of rest.entries()) {
      await tx.update(carImages).set({ position }).where(eq(carImages.id, row.id));
    }
  });
  await deleteCarImage(ctx.storage, key);
}
