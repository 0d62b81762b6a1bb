// Signed links of the claims' photos, and the standing check-in's damage marks and photos which
// each claim photo is paired with (issue 32, decision 0045).
import type { HandoverAngle } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { standingSealedHandover } from '../handovers/index.js';
import type { ClaimFile } from './queries.js';
import type { CheckInView, ClaimPhotoLinks } from './presenter.js';

const PHOTO_LINK_SECONDS = 30 * 60;

export async function photoLinks(ctx: AppContext, file: ClaimFile): Promise<ClaimPhotoLinks> {
  const links: ClaimPhotoLinks = new Map();
  for (const rows of file.photos.values()) {
    for (const p of rows) links.set(p.id, { url: await ctx.storage.signedUrl(p.storageKey, PHOTO_LINK_SECONDS), thumbUrl: await ctx.storage.signedUrl(p.thumbKey, PHOTO_LINK_SECONDS) });
  }
  return links;
}

/** The standing sealed check-in's damage marks and signed links of its photos; null without one. */
export async function checkInView(ctx: AppContext, db: DbOrTx, bookingId: string): Promise<CheckInView | null> {
  const record = await standingSealedHandover(db, bookingId, 'check_in');
  if (!record) return null;
  const photos: CheckInView['photos'] = {};
  for (const [angle, p] of Object.entries(record.photos) as [HandoverAngle, { storageKey: string; thumbKey: string }][]) {
    photos[angle] = { url: await ctx.storage.signedUrl(p.storageKey, PHOTO_LINK_SECONDS), thumbUrl: await ctx.storage.signedUrl(p.thumbKey, PHOTO_LINK_SECONDS) };
  }
  return { damages: record.damages, photos };
}

