// Domain operations on cars: (ctx, actor, input), never the request.
import { and, eq, isNull } from 'drizzle-orm';
import { carInputSchema, displayMake, composeCarName, type CarInput } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { parseInput } from '../http/parse-input.js';
import type { Actor } from '../auth/actor.js';
import type { Tx } from '../db/client.js';
import { carImages, cars } from '../db/schema.js';
import { AppError, badRequest, conflict, errorMessage, notFound, validationError } from '../http/errors.js';
import { SQLSTATE, sqlState } from '../db/client.js';
import { assertCanManageService } from '../services/policy.js';
import { isUuid } from '../http/ids.js';
import { loadService } from '../services/queries.js';
import { hasFutureHeldBookings } from './holds.js';
import { declineOpenRequests } from '../bookings/index.js';
import { parseCarImageKey, variantKeys } from './images.js';

export type CarRow = typeof cars.$inferSelect;

/** A live car row, or 404. */
export async function loadCarRow(ctx: AppContext, id: string): Promise<CarRow> {
  if (!isUuid(id)) throw notFound('Car');
  const [row] = await ctx.db.select().from(cars).where(and(eq(cars.id, id), isNull(cars.deletedAt))).limit(1);
  if (!row) throw notFound('Car');
  return row;
}

function columns(ctx: AppContext, input: ReturnType<typeof carInputSchema.parse>) {
  // The newest model year on sale is next year's; anything later is a typo.
  const latestYear = ctx.clock.now().getUTCFullYear() + 1;
  if (input.year > latestYear) {
    const message = errorMessage('errors.cars.yearTooLate', { year: String(latestYear) });
    throw validationError(message, { year: message });
  }
  const customMake = input.make === 'OTHER' ? input.customMake : '';
  return {
    name: input.name || composeCarName({ make: input.make, customMake, model: input.model, year: input.year }),
    description: input.description,
    make: input.make,
    customMake,
    model: input.model,
    year: input.year,
    engineSize: input.engineSize,
    color: input.color,
    transmission: input.transmission,
    fuelType: input.fuelType,
    isInsured: input.isInsured,
    features: input.features,
    pricePerDay: input.pricePerDay,
    // Left out of the body: the car keeps its plate.
    ...(input.registrationNumber !== undefined ? { registrationNumber: input.registrationNumber } : {}),
    // Searched by GET /api/cars with a trigram index: "make model" in lower case.
    searchText: `${displayMake({ make: input.make, customMake })} ${input.model}`.toLowerCase(),
  };
}

/** Checks that each URL is one of our uploads under this car's prefix; answers the image rows. */
function imageRows(ctx: AppContext, carId: string, serviceId: string, urls: string[]) {
  if (new Set(urls).size !== urls.length) throw validationError('errors.cars.duplicateImage', { imageUrls: 'errors.cars.duplicateImageField' });
  return urls.map((url, position) => {
    const key = ctx.storage.keyFromPublicUrl(url);
    const owner = key ? parseCarImageKey(key) : null;
    if (!key || !owner || owner.serviceId !== serviceId || owner.carId !== carId) {
      throw validationError('errors.cars.imagesFirst', { [`imageUrls.${position}`]: 'errors.cars.notThisCarsImage' });
    }
    const variants = variantKeys(key).map(({ width, key: k }) => ({ width, url: ctx.storage.publicUrl(k) }));
    return { carId, position, url, storageKey: key, variants };
  });
}

async function replaceImages(tx: Tx, rows: ReturnType<typeof imageRows>, carId: string) {
  await tx.delete(carImages).where(eq(carImages.carId, carId));
  if (rows.length) await tx.insert(carImages).values(rows);
}

/** Another live car of the vendor has the plate: a 409 that names the field (the id taken stays the generic 409). */
function plateTaken(error: unknown): never {
  const said = (e: unknown): string => (e ? `${(e as { constraint?: string }).constraint ?? ''} ${(e as Error).message ?? ''} ${said((e as { cause?: unknown }).cause)}` : '');
  if (sqlState(error) === SQLSTATE.uniqueViolation && said(error).includes('cars_registration_per_vendor')) {
    throw new AppError(409, 'REGISTRATION_TAKEN', 'errors.cars.registrationTaken', { registrationNumber: 'errors.cars.registrationTaken' });
  }
  throw error;
}

export async function createCar(ctx: AppContext, actor: Actor, input: CarInput): Promise<string> {
  const v = parseInput(carInputSchema, input);
  const service = await loadService(ctx.db, v.serviceId);
  assertCanManageService(actor, service);
  const id = (v.id ?? crypto.randomUUID()).toLowerCase();
  const images = imageRows(ctx, id, service.id, v.imageUrls);
  const values = columns(ctx, v);
  await ctx.transaction(async (tx) => {
    // A taken id (even of a deleted car) is a unique violation: 409.
    await tx.insert(cars).values({ ...values, id, serviceId: service.id }).catch(plateTaken);
    await replaceImages(tx, images, id);
  });
  return id;
}

export async function updateCar(ctx: AppContext, actor: Actor, id: string, input: CarInput): Promise<void> {
  const existing = await loadCarRow(ctx, id);
  const service = await loadService(ctx.db, existing.serviceId);
  assertCanManageService(actor, service);
  const v = parseInput(carInputSchema, input);
  // Images live under the service's prefix, so a car stays with its service.
  if (v.serviceId !== existing.serviceId) throw badRequest('errors.cars.cannotMove', { serviceId: 'errors.field.cannotChange' });
  if (v.id && v.id.toLowerCase() !== existing.id) throw badRequest('errors.cars.idMismatch', { id: 'errors.field.mismatch' });
  const images = imageRows(ctx, existing.id, service.id, v.imageUrls);
  const values = columns(ctx, v);
  await ctx.transaction(async (tx) => {
    await tx.update(cars).set({ ...values, updatedAt: new Date() }).where(eq(cars.id, existing.id)).catch(plateTaken);
    await replaceImages(tx, images, existing.id);
  });
}

/** Soft delete: past bookings keep showing the car and its images. 409 while it is held ahead. */
export async function deleteCar(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const existing = await loadCarRow(ctx, id);
  const service = await loadService(ctx.db, existing.serviceId);
  assertCanManageService(actor, service);
  await ctx.transaction(async (tx) => {
    if (await hasFutureHeldBookings(ctx, tx, { carId: existing.id })) {
      throw conflict('errors.cars.hasBookings', 'HAS_BOOKINGS');
    }
    await declineOpenRequests(ctx, tx, actor?.id ?? null, { carId: existing.id });
    await tx.update(cars).set({ deletedAt: new Date() }).where(eq(cars.id, existing.id));
  });
}
