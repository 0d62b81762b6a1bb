// Photos are made smaller on the device before they are sent (a phone's camera gives 3-8 MB). The
// compression library (22 KB) is fetched when a screen that takes photos opens, not with every
// page that might: the booking page, which holds the claim and handover panels, no longer loads and
// runs it for every reader.
import type { Options } from 'browser-image-compression';

/**
 * Fetches the library ahead of use. A screen that takes photos offline (a check-in at a car park)
 * calls it when it opens: once fetched, the service worker keeps the file for when there is no
 * connection. Without it a photo is sent as taken (the callers fall back to the original).
 */
export const loadPhotoShrinker = () => import('browser-image-compression');

/** `file` shrunk to `options` (at most so many MB and pixels, as a JPEG); rejects when it cannot. */
export async function shrinkPhoto(file: File, options: Options): Promise<File> {
  const { default: imageCompression } = await loadPhotoShrinker();
  return imageCompression(file, options);
}
