// The identity's answers: everything for its owner and admins (photos through short-lived signed
// links), the numbers only for the vendor of a confirmed booking.
import { IDENTITY_PHOTO_KINDS, IDENTITY_PIECES, type IdentityAnswer, type IdentityForVendor } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { isVerified, type IdentityState } from './queries.js';

/** Links to identity photos are valid this long: enough to look, too short to pass around. */
export const IDENTITY_PHOTO_LINK_SECONDS = 10 * 60;

export async function presentIdentity(ctx: AppContext, state: IdentityState, options: { withReviews: boolean }): Promise<IdentityAnswer> {
  const photos: IdentityAnswer['photos'] = [];
  for (const kind of IDENTITY_PHOTO_KINDS) {
    const photo = state.photos[kind];
    if (photo) photos.push({ kind, url: await ctx.storage.signedUrl(photo.storageKey, IDENTITY_PHOTO_LINK_SECONDS), uploadedAt: photo.createdAt.toISOString() });
  }
  const pieces = Object.fromEntries(
    IDENTITY_PIECES.map((piece) => {
      const p = state.pieces[piece];
      return [piece, { status: p.status, reason: p.reason, reviewedAt: p.reviewedAt?.toISOString() ?? null }];
    }),
  ) as IdentityAnswer['pieces'];
  return {
    userId: state.userId,
    name: state.name,
    cnic: state.row?.cnic ?? null,
    licenceNumber: state.row?.licenceNumber ?? null,
    licenceAuthority: state.row?.licenceAuthority ?? null,
    licenceExpiry: state.row?.licenceExpiry ?? null,
    photos,
    pieces,
    verified: isVerified(state),
    ...(options.withReviews
      ? {
          reviews: state.reviews.map((r) => ({
            id: r.id,
            piece: r.piece,
            decision: r.decision,
            reason: r.reason,
            reviewerName: r.reviewerName,
            createdAt: r.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}

export const presentIdentityForVendor = (state: IdentityState): IdentityForVendor => ({
  userId: state.userId,
  name: state.name,
  cnic: state.row?.cnic ?? null,
  cnicStatus: state.pieces.cnic.status,
  licenceNumber: state.row?.licenceNumber ?? null,
  licenceExpiry: state.row?.licenceExpiry ?? null,
  licenceStatus: state.pieces.licence.status,
});
