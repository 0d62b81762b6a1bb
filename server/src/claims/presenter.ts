// Answers of the damage claims (issue 32): a claim with its state, the renter's answer, the
// decision, its photos each beside the check-in photo of the angle covering its area, and the
// claimed areas already marked damaged at check-in.
import { areasDamagedAtCheckIn, checkInAngleOf, claimClosedAmount, claimEscalated, claimState, type Claim, type HandoverAngle } from '@carrental/shared';
import { factsOf, type ClaimFile, type ClaimRow } from './queries.js';

export type PhotoLink = { url: string; thumbUrl: string };
/** Signed links of the claim photos by id (made by the caller, who may read the store). */
export type ClaimPhotoLinks = Map<string, PhotoLink>;

/** The standing check-in: its damage marks and a signed link per angle photographed. */
export interface CheckInView {
  damages: { x: number; y: number; note: string }[];
  photos: Partial<Record<HandoverAngle, PhotoLink>>;
}

export function presentClaim(row: ClaimRow, file: ClaimFile, now: Date, checkIn: CheckInView | null, links: ClaimPhotoLinks): Claim {
  const facts = factsOf(row, file);
  const answer = file.answers.get(row.id);
  const decision = file.decisions.get(row.id);
  const photos = file.photos.get(row.id) ?? [];
  const offerAcceptedAt = file.offerAccepted.get(row.id);
  return {
    id: row.id,
    bookingId: row.bookingId,
    areas: row.areas,
    amount: row.amount,
    document: row.document,
    note: row.note,
    replacesId: row.replacesId,
    state: claimState(facts),
    escalated: claimEscalated(facts, now.getTime()),
    closedAmount: claimClosedAmount(facts),
    damagedAtCheckIn: checkIn ? areasDamagedAtCheckIn(row.areas, checkIn.damages) : [],
    answer: answer ? { answer: answer.answer, offerAmount: answer.offerAmount, comment: answer.comment, at: answer.createdAt.toISOString() } : null,
    offerAcceptedAt: offerAcceptedAt ? offerAcceptedAt.toISOString() : null,
    decision: decision ? { amount: decision.amount, reason: decision.reason, at: decision.createdAt.toISOString() } : null,
    photos: photos.flatMap((p) => {
      const link = links.get(p.id);
      if (p.side !== 'VENDOR' || !p.area || !link) return [];
      const angle = checkInAngleOf(p.area);
      const before = checkIn?.photos[angle];
      return [{ id: p.id, area: p.area, ...link, checkIn: before ? { angle, ...before } : null }];
    }),
    renterPhotos: photos.flatMap((p) => {
      const link = links.get(p.id);
      return p.side === 'CUSTOMER' && link ? [{ id: p.id, ...link }] : [];
    }),
    createdAt: row.createdAt.toISOString(),
  };
}
