// Uploading and deleting car images: who may, where they go, and the limit of 10 per car.
import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_CAR_IMAGES } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/actor.js';
import { carImages, cars } from '../db/schema.js';
import { conflict, notFound, validationError } from '../http/errors.js';
import { assertCanManageService } from '../services/policy.js';
import { loadService } from '../services/queries.js';
import { deleteCarImage, parseCarImageKey, storeCarImage, type StoredImage } from './images.js';

/**
 * Stores an uploaded image under car-rental/{serviceId}/{carId}/. The car may not exist yet (the
 * form makes its id first); if it does, it must be of that service and have room for one more.
 */
export async function uploadCarImage(
  ctx: AppContext,
  actor: Actor | null,
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
    if ((row?.n ?? 0) >= MAX_CAR_IMAGES) throw conflict(`A car can have at most ${MAX_CAR_IMAGES} images`, 'TOO_MANY_IMAGES');
  }
  return storeCarImage(ctx.storage, file.bytes, { serviceId: service.id, carId, fileName: file.fileName });
}

/** Removes an image from storage and from its car's list (the rest keep their order). */
export async function removeCarImage(ctx: AppContext, actor: Actor | null, url: string): Promise<void> {
  const key = ctx.storage.keyFromPublicUrl(url);
  const owner = key ? parseCarImageKey(key) : null;
  if (!key || !owner) throw validationError('Not an image of ours', { url: 'Not a car image URL' });
  const service = await loadService(ctx.db, owner.serviceId);
  assertCanManageService(actor, service);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(carImages).where(and(eq(carImages.carId, owner.carId), eq(carImages.storageKey, key)));
    const rest = await tx.select({ id: carImages.id }).from(carImages).where(eq(carImages.carId, owner.carId)).orderBy(asc(carImages.position));
    // The (car, position) unique key is deferred, so positions can be renumbered in place.
    for (const [position, row] of rest.entries()) {
      await tx.update(carImages).set({ position }).where(eq(carImages.id, row.id));
    }
  });
  await deleteCarImage(ctx.storage, key);
}
