// Domain operations of the identity feature (issue 33, decision 0040): the owner saves the numbers
// and uploads photos; an admin approves or rejects each piece with a reason. Reviews and photos are
// append-only; a changed piece waits for a new review.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PIECE_PHOTOS, type IdentityInput, type IdentityPhotoKind, type IdentityPiece, type IdentityReviewInput } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/actor.js';
import type { Tx } from '../db/client.js';
import { identities, identityPhotos, identityReviews } from '../db/schema.js';
import { AppError, forbidden, notFound, unsupportedMediaType } from '../http/errors.js';
import { loadIdentity, revisionOf, type IdentityState } from './queries.js';

/** The largest photo accepted, before it is re-encoded. */
export const MAX_IDENTITY_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest side of a stored photo: enough to read a CNIC's small print. */
const STORED_SIDE = 2000;
const MAX_INPUT_PIXELS = 50_000_000;

const pieceOfPhoto = (kind: IdentityPhotoKind): IdentityPiece =>
  (Object.entries(PIECE_PHOTOS) as [IdentityPiece, readonly IdentityPhotoKind[]][]).find(([, kinds]) => kinds.includes(kind))![0];

const revisionField = { cnic: 'cnicRevision', licence: 'licenceRevision', selfie: 'selfieRevision' } as const;

/** The identity row of a user, made when missing, locked for this transaction. */
async function lockedRow(tx: Tx, userId: string) {
  await tx.insert(identities).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(identities).where(eq(identities.userId, userId)).for('update');
  return row!;
}

async function bump(ctx: AppContext, tx: Tx, userId: string, pieces: IdentityPiece[]) {
  if (!pieces.length) return;
  const set: Record<string, unknown> = { updatedAt: ctx.clock.now() };
  for (const piece of pieces) set[revisionField[piece]] = sql`${identities[revisionField[piece]]} + 1`;
  await tx.update(identities).set(set).where(eq(identities.userId, userId));
}

/** PUT /api/users/me/identity: the numbers; a changed CNIC or licence waits for review again. */
export async function saveIdentity(ctx: AppContext, actor: Pick<Actor, 'id'>, input: IdentityInput & { licenceExpiry: string; cnic: string }): Promise<IdentityState> {
  return ctx.transaction(async (tx) => {
    const row = await lockedRow(tx, actor.id);
    const changed: IdentityPiece[] = [];
    if (row.cnic !== input.cnic) changed.push('cnic');
    if (row.licenceNumber !== input.licenceNumber || row.licenceAuthority !== input.licenceAuthority || row.licenceExpiry !== input.licenceExpiry) changed.push('licence');
    await tx
      .update(identities)
      .set({ cnic: input.cnic, licenceNumber: input.licenceNumber, licenceAuthority: input.licenceAuthority, licenceExpiry: input.licenceExpiry, updatedAt: ctx.clock.now() })
      .where(eq(identities.userId, actor.id));
    await bump(ctx, tx, actor.id, changed);
    return (await loadIdentity(tx, actor.id))!;
  });
}

/** Decodes the photo (a JPEG, PNG or WebP), turns it upright and stores it as WebP without its metadata (no location). */
async function encodePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw unsupportedMediaType('errors.identity.photoType');
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unsupportedMediaType('errors.identity.photoType');
  }
}

/** POST /api/users/me/identity/photos/{kind}: a new current photo of that kind. */
export async function uploadIdentityPhoto(ctx: AppContext, actor: Pick<Actor, 'id'>, kind: IdentityPhotoKind, file: { bytes: Buffer }): Promise<IdentityState> {
  const body = await encodePhoto(file.bytes);
  const storageKey = `users/identity/${actor.id}/${kind}-${ctx.clock.now().getTime()}-${randomBytes(6).toString('hex')}.webp`;
  await ctx.storage.put(storageKey, body, 'image/webp');
  try {
    return await ctx.transaction(async (tx) => {
      await lockedRow(tx, actor.id);
      await tx.insert(identityPhotos).values({ userId: actor.id, kind, storageKey, contentType: 'image/webp', sizeBytes: body.length, createdAt: ctx.clock.now() });
      await bump(ctx, tx, actor.id, [pieceOfPhoto(kind)]);
      return (await loadIdentity(tx, actor.id))!;
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** POST /api/identity/users/{id}/reviews (admins): a new review row for the piece as it is now. */
export async function reviewIdentity(ctx: AppContext, admin: Pick<Actor, 'id' | 'roles'>, userId: string, input: IdentityReviewInput): Promise<IdentityState> {
  if (!admin.roles.includes('ADMIN')) throw forbidden();
  return ctx.transaction(async (tx) => {
    const before = await loadIdentity(tx, userId);
    if (!before) throw notFound('User');
    const row = await lockedRow(tx, userId);
    const revision = revisionOf(row, input.piece);
    const state = (await loadIdentity(tx, userId))!;
    if (state.pieces[input.piece].status === 'MISSING' || revision === 0) {
      throw new AppError(409, 'NOTHING_TO_REVIEW', 'errors.identity.nothingToReview');
    }
    const [previous] = await tx
      .select({ id: identityReviews.id })
      .from(identityReviews)
      .where(and(eq(identityReviews.userId, userId), eq(identityReviews.piece, input.piece), eq(identityReviews.revision, revision)))
      .orderBy(desc(identityReviews.seq))
      .limit(1);
    await tx.insert(identityReviews).values({
      userId,
      piece: input.piece,
      revision,
      decision: input.decision,
      reason: input.decision === 'REJECTED' ? input.reason : null,
      reviewerId: admin.id,
      corrects: previous?.id ?? null,
      createdAt: ctx.clock.now(),
    });
    return (await loadIdentity(tx, userId))!;
  });
}
