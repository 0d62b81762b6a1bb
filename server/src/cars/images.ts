// The car image pipeline: every upload is decoded and re-encoded by sharp (so a polyglot or a
// file carrying a script never comes back as it was), bounded in pixels, and stored with
// responsive WebP variants for srcset. Keys follow car-rental/{serviceId}/{carId}/{timestamp}-{file}.
import sharp from 'sharp';
import type { Storage } from '../storage/storage.js';
import { sanitizeFileName } from '../storage/storage.js';
import type { ImageVariant } from '../db/schema.js';

/** Longest side of the stored original. */
export const MAX_IMAGE_SIDE = 1920;
/** Widths of the responsive variants. */
export const VARIANT_WIDTHS = [480, 960] as const;
/** Decoding more pixels than this is refused (a "pixel bomb" guard): 50 megapixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface StoredImage {
  url: string;
  storageKey: string;
  variants: ImageVariant[];
}

export function carImageKey(serviceId: string, carId: string, fileName: string, now = Date.now()) {
  const safe = sanitizeFileName(fileName).replace(/\.[a-z0-9]+$/, '');
  return `car-rental/${serviceId}/${carId}/${now}-${safe}.webp`;
}

export async function storeCarImage(
  storage: Storage,
  input: Buffer,
  where: { serviceId: string; carId: string; fileName: string },
): Promise<StoredImage> {
  const storageKey = carImageKey(where.serviceId, where.carId, where.fileName);
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const main = await source
    .clone()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  await storage.put(storageKey, main, 'image/webp');
  const variants: ImageVariant[] = [];
  for (const width of VARIANT_WIDTHS) {
    const key = storageKey.replace(/\.webp$/, `-${width}w.webp`);
    const body = await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    await storage.put(key, body, 'image/webp');
    variants.push({ width, url: storage.publicUrl(key) });
  }
  return { url: storage.publicUrl(storageKey), storageKey, variants };
}

/** Removes an image and its variants from storage. */
export async function deleteCarImage(storage: Storage, storageKey: string) {
  await storage.delete(storageKey);
  for (const width of VARIANT_WIDTHS) await storage.delete(storageKey.replace(/\.webp$/, `-${width}w.webp`));
}
