// The only place handover rows become answers. Photos are private: short-lived signed links.
import { HANDOVER_ANGLES, type Handover } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { missingAngles, type HandoverPhotoRow, type HandoverRow } from './queries.js';

/** Links to a record's photos are valid this long. */
export const PHOTO_LINK_SECONDS = 30 * 60;

export async function presentHandover(ctx: AppContext, row: HandoverRow, photos: readonly HandoverPhotoRow[], names: ReadonlyMap<string, string>): Promise<Handover> {
  const own = photos.filter((p) => p.handoverId === row.id).sort((a, b) => HANDOVER_ANGLES.indexOf(a.angle) - HANDOVER_ANGLES.indexOf(b.angle));
  const ack = (via: string | null, at: Date | null, by: string | null) =>
    via && at ? { via: via as 'code' | 'recorded' | 'app', at: at.toISOString(), byName: by ? (names.get(by) ?? null) : null } : null;
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    status: row.status,
    odometerKm: row.odometerKm,
    fuelEighths: row.fuelEighths,
    damages: row.damages.map((d) => ({ x: d.x, y: d.y, note: d.note ?? '' })),
    notes: row.notes,
    correctsId: row.correctsId,
    photos: await Promise.all(
      own.map(async (p) => ({
        angle: p.angle,
        url: await ctx.storage.signedUrl(p.storageKey, PHOTO_LINK_SECONDS),
        thumbUrl: await ctx.storage.signedUrl(p.thumbKey, PHOTO_LINK_SECONDS),
        sha256: p.sha256,
      })),
    ),
    missingAngles: missingAngles(own),
    vendorAck: ack(row.vendorAckVia, row.vendorAckAt, row.vendorAckBy),
    renterAck: ack(row.renterAckVia, row.renterAckAt, row.renterAckBy),
    sealedAt: row.sealedAt?.toISOString() ?? null,
    contentSha256: row.contentSha256,
    createdAt: row.createdAt.toISOString(),
  };
}
