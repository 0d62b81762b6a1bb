// The car image pipeline: every upload is decoded and re-encoded by sharp (so a polyglot or a
// file carrying a script never comes back as it was), bounded in pixels, and stored with
// responsive WebP variants for srcset. Keys follow car-rental/{serviceId}/{carId}/{timestamp}-{file}.
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../storage/storage.js';
import { sanitizeFileName } from '../storage/storage.js';
import type { ImageVariant } from '../db/schema.js';
import { errorMessage, payloadTooLarge, unsupportedMediaType } from '../http/errors.js';

/** Longest side of the stored original. */
export const MAX_IMAGE_SIDE = 1920;
/** Widths of the responsive variants. */
export const VARIANT_WIDTHS = [480, 960] as const;
/**
 * Decoding more pixels than this is refused (a "pixel bomb" guard): 25 megapixels, above a
 * phone's default 12-megapixel photo and a 24-megapixel camera, and half a decode of the old cap.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Images decoded at the same time by this process; more wait their turn (memory stays bounded). */
export const MAX_CONCURRENT_DECODES = 2;

// One libvips thread per image and no operation cache: a burst of uploads cannot pile up decoded
// pixels, and memory returns once it has passed.
sharp.concurrency(1);
sharp.cache(false);

/** A small counting semaphore: at most `slots` callers run `work` at once, the rest queue in order. */
export function limiter(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** The process-wide queue every image decode goes through. */
export const decodeSlots = limiter(MAX_CONCURRENT_DECODES);

export interface StoredImage {
  url: string;
  storageKey: string;
  variants: ImageVariant[];
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORIGINAL_KEY = new RegExp(`^car-rental/(${UUID})/(${UUID})/\\d+-[a-z0-9-]+\\.webp$`);

/** The service and car of an original image's key (not a variant's), or null if it is not one. */
export function parseCarImageKey(key: string): { serviceId: string; carId: string } | null {
  const m = ORIGINAL_KEY.exec(key);
  if (!m || /-\d+w\.webp$/.test(key)) return null;
  return { serviceId: m[1]!, carId: m[2]! };
}

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

/**
 * The image type by its first bytes, never by name or declared type (decisions.md: JPEG, PNG,
 * WebP, AVIF, GIF). SVG, HTML and anything else answer null.
 */
export function sniffImageType(bytes: Buffer): ImageKind | null {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return null;
}

/** Refuses what is not an acceptable image (415) or decodes to too many pixels (413). */
export async function assertAcceptableImage(bytes: Buffer): Promise<void> {
  if (!sniffImageType(bytes)) {
    throw unsupportedMediaType('errors.cars.imageType');
  }
  let meta: sharp.Metadata;
  try {
    // Reads the header only; nothing is decoded yet.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMediaType('errors.cars.unreadableImage');
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
  if (!meta.width || !meta.height) throw unsupportedMediaType('errors.cars.unreadableImage');
  if (pixels > MAX_INPUT_PIXELS) {
    throw payloadTooLarge(errorMessage('errors.cars.tooManyPixels', { megapixels: MAX_INPUT_PIXELS / 1_000_000 }));
  }
}

/** The keys of an image's responsive variants (derived from its key, so never stored twice). */
export const variantKeys = (storageKey: string) =>
  VARIANT_WIDTHS.map((width) => ({ width, key: storageKey.replace(/\.webp$/, () => `-${width}w.webp`) }));

export function carImageKey(serviceId: string, carId: string, fileName: string, now = Date.now()) {
  // A trailing "-480w" would make the original look like one of its own variants.
  const safe = sanitizeFileName(fileName).replace(/\.[a-z0-9]+$/, '').replace(/-\d+w$/, '-img');
  return `car-rental/${serviceId}/${carId}/${now}-${safe}.webp`;
}

export async function storeCarImage(
  storage: Storage,
  input: Buffer,
  where: { serviceId: string; carId: string; fileName: string; storageKey?: string },
): Promise<StoredImage> {
  return decodeSlots.run(() => encodeAndStore(storage, input, where.storageKey ?? carImageKey(where.serviceId, where.carId, where.fileName)));
}

async function encodeAndStore(storage: Storage, input: Buffer, storageKey: string): Promise<StoredImage> {
  await assertAcceptableImage(input);
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const main = await encodeOrRefuse(source
    .clone()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer());
  await storage.put(storageKey, main, 'image/webp');
  const variants: ImageVariant[] = [];
  for (const { width, key } of variantKeys(storageKey)) {
    const body = await encodeOrRefuse(source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer());
    await storage.put(key, body, 'image/webp');
    variants.push({ width, url: storage.publicUrl(key) });
  }
  return { url: storage.publicUrl(storageKey), storageKey, variants };
}

/** Removes an image and its variants from storage. */
export async function deleteCarImage(storage: Storage, storageKey: string) {
  await storage.delete(storageKey);
  for (const { key } of variantKeys(storageKey)) await storage.delete(key);
}

/** A file whose header looked fine but whose data does not decode is refused, not a 500. */
async function encodeOrRefuse(work: Promise<Buffer>): Promise<Buffer> {
  try {
    return await work;
  } catch {
    throw unsupportedMediaType('errors.cars.unreadableImage');
  }
}

/** What the rows of a private photo keep: where its original and thumbnail are, its digest and size. */
export interface PrivatePhoto {
  storageKey: string;
  thumbKey: string;
  sha256: string;
  sizeBytes: number;
}

/**
 * A private photo of a rental's evidence (handover angles, claims, charges): stored through the
 * image pipeline under the key `prefix` + time + random part, then `record` writes its row; when `record` throws, the stored
 * files are deleted again and the error goes on. Shown later only through short signed links.
 */
export async function storePrivatePhoto<T>(storage: Storage, prefix: string, bytes: Buffer, now: Date, record: (photo: PrivatePhoto) => Promise<T>): Promise<T> {
  const storageKey = `${prefix}${now.getTime()}-${randomBytes(4).toString('hex')}.webp`;
  await storeCarImage(storage, bytes, { serviceId: '', carId: '', fileName: 'photo', storageKey });
  const photo = { storageKey, thumbKey: variantKeys(storageKey)[0]!.key, sha256: createHash('sha256').update(bytes).digest('hex'), sizeBytes: bytes.length };
  try {
    return await record(photo);
  } catch (error) {
    await deleteCarImage(storage, storageKey).catch(() => undefined);
    throw error;
  }
}
