// The photos of a handover record (decision 0037): one per angle of the 11, private, idempotent
// per angle; a new photo of an angle replaces the old one and voids the codes sent for it.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { handoverAngleSchema, type Handover } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { handoverPhotos } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { parseInput } from '../http/parse-input.js';
import { deleteCarImage, storePrivatePhoto } from '../cars/index.js';
import { assertVendorSide } from './policy.js';
import { loadHandover } from './queries.js';
import { voidHandoverCodes } from './codes.js';
import { bookingFor, present } from './service.js';

/**
 * The vendor's side adds the photo of one angle to a draft. Idempotent per angle: the same file
 * again changes nothing; another file replaces the angle's photo (and voids the codes sent for
 * the earlier content). The image is checked and re-encoded like a car's (type sniffed, pixel
 * limit, WebP and a 480 px thumbnail) and stored privately.
 */
export async function uploadHandoverPhoto(
  ctx: AppContext,
  actor: Actor,
  bookingId: string,
  handoverId: string,
  file: { bytes: Buffer; angle: unknown },
): Promise<Handover> {
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  assertVendorSide(actor, side);
  const record = await loadHandover(ctx.db, bookingId, handoverId);
  if (record.status === 'SEALED') throw conflict('errors.handovers.sealed', 'HANDOVER_SEALED');
  const angle = parseInput(handoverAngleSchema, file.angle);
  const [existing] = await ctx.db.select().from(handoverPhotos).where(and(eq(handoverPhotos.handoverId, record.id), eq(handoverPhotos.angle, angle)));
  if (existing?.sha256 === createHash('sha256').update(file.bytes).digest('hex')) return present(ctx, ctx.db, record);
  const replaced = await storePrivatePhoto(ctx.storage, `handovers/${bookingId}/${record.id}/${angle}-`, file.bytes, ctx.clock.now(), (photo) =>
    ctx.transaction(async (tx) => {
      const locked = await loadHandover(tx, bookingId, record.id, true);
      if (locked.status === 'SEALED') throw conflict('errors.handovers.sealed', 'HANDOVER_SEALED');
      const [before] = await tx.select().from(handoverPhotos).where(and(eq(handoverPhotos.handoverId, record.id), eq(handoverPhotos.angle, angle)));
      const values = { ...photo, createdAt: ctx.clock.now() };
      if (before) {
        await tx.update(handoverPhotos).set(values).where(eq(handoverPhotos.id, before.id));
        await voidHandoverCodes(ctx, tx, record.id);
      } else {
        await tx.insert(handoverPhotos).values({ ...values, handoverId: record.id, angle });
      }
      return before;
    }),
  );
  if (replaced) await deleteCarImage(ctx.storage, replaced.storageKey).catch(() => undefined);
  return present(ctx, ctx.db, await loadHandover(ctx.db, bookingId, record.id));
}
