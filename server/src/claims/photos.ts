// Photos of the damage claims (issue 32, decision 0045): the vendor's of each claimed area and the
// renter's of a dispute, through the car image pipeline (sniffed, bounded, re-encoded to WebP with
// a thumbnail), stored privately and shown through short signed links (links.ts).
import { CLAIM_AREAS, MAX_CLAIM_PHOTOS, type BookingClaims, type ClaimArea } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { claimPhotos } from '../db/schema.js';
import { conflict, validationError } from '../http/errors.js';
import { storePrivatePhoto } from '../cars/index.js';
import { assertParty, bookingFor } from './policy.js';
import { claimFile, factsOf, loadClaim } from './queries.js';
import { claimState } from '@carrental/shared';
import { claimsAnswer } from './service.js';

const isArea = (v: string | undefined): v is ClaimArea => (CLAIM_AREAS as readonly string[]).includes(v ?? '');

/**
 * POST /api/bookings/{id}/claims/{claimId}/photos (multipart): the vendor's side photographs one
 * of the claim's areas (`area`); the renter adds their side (no area). While the claim stands and
 * is not closed; at most MAX_CLAIM_PHOTOS.
 */
export async function uploadClaimPhoto(ctx: AppContext, actor: Actor, bookingId: string, claimId: string, bytes: Buffer, rawArea: string | undefined): Promise<BookingClaims> {
  const { side } = await bookingFor(ctx.db, actor, bookingId);
  const party = assertParty(side);
  const claim = await loadClaim(ctx.db, bookingId, claimId);
  let area: ClaimArea | null = null;
  if (party === 'VENDOR') {
    if (!isArea(rawArea) || !claim.areas.includes(rawArea)) throw validationError('errors.claims.areaNeeded', { area: 'errors.claims.areaNeeded' });
    area = rawArea;
  }
  return storePrivatePhoto(ctx.storage, `claims/${bookingId}/${claim.id}/`, bytes, ctx.clock.now(), (photo) =>
    ctx.transaction(async (tx) => {
      await loadClaim(tx, bookingId, claim.id, true);
      const file = await claimFile(tx, [bookingId]);
      const state = claimState(factsOf(claim, file));
      if (state !== 'open' && state !== 'offered' && state !== 'disputed') throw conflict('errors.claims.closed', 'CLAIM_CLOSED');
      if ((file.photos.get(claim.id) ?? []).length >= MAX_CLAIM_PHOTOS) throw conflict('errors.claims.tooManyPhotos', 'CLAIM_PHOTOS_FULL');
      await tx.insert(claimPhotos).values({ ...photo, claimId: claim.id, area, side: party, uploadedBy: actor.id, createdAt: ctx.clock.now() });
      return claimsAnswer(ctx, tx, bookingId, side);
    }),
  );
}
