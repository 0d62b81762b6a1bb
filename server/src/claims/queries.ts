// Reads of the damage claims (issue 32, decision 0045): a booking's claims with their answers,
// offers accepted, decisions and photos; one claim by id.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimFacts } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { claimAnswers, claimDecisions, claimOfferAcceptances, claimPhotos, claims } from '../db/schema.js';
import { rowsOf } from '../db/sql.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/ids.js';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimAnswerRow = typeof claimAnswers.$inferSelect;
export type ClaimDecisionRow = typeof claimDecisions.$inferSelect;
export type ClaimPhotoRow = typeof claimPhotos.$inferSelect;

export interface ClaimFile {
  rows: ClaimRow[];
  answers: Map<string, ClaimAnswerRow>;
  offerAccepted: Map<string, Date>;
  decisions: Map<string, ClaimDecisionRow>;
  photos: Map<string, ClaimPhotoRow[]>;
  /** Ids of claims a newer claim corrects. */
  corrected: Set<string>;
}

export async function claimFile(db: DbOrTx, bookingIds: readonly string[]): Promise<ClaimFile> {
  const empty: ClaimFile = { rows: [], answers: new Map(), offerAccepted: new Map(), decisions: new Map(), photos: new Map(), corrected: new Set() };
  if (bookingIds.length === 0) return empty;
  const rows = await db.select().from(claims).where(inArray(claims.bookingId, [...bookingIds])).orderBy(asc(claims.createdAt), asc(claims.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return empty;
  const [answers, accepted, decisions, photos] = await Promise.all([
    db.select().from(claimAnswers).where(inArray(claimAnswers.claimId, ids)),
    db.select().from(claimOfferAcceptances).where(inArray(claimOfferAcceptances.claimId, ids)),
    db.select().from(claimDecisions).where(inArray(claimDecisions.claimId, ids)),
    db.select().from(claimPhotos).where(inArray(claimPhotos.claimId, ids)).orderBy(asc(claimPhotos.createdAt), asc(claimPhotos.id)),
  ]);
  const byClaim = new Map<string, ClaimPhotoRow[]>();
  for (const p of photos) byClaim.set(p.claimId, [...(byClaim.get(p.claimId) ?? []), p]);
  return {
    rows,
    answers: new Map(answers.map((a) => [a.claimId, a])),
    offerAccepted: new Map(accepted.map((a) => [a.claimId, a.createdAt])),
    decisions: new Map(decisions.map((d) => [d.claimId, d])),
    photos: byClaim,
    corrected: new Set(rows.map((r) => r.replacesId).filter((id): id is string => id !== null)),
  };
}

/** The facts `claimState` and friends read (shared/src/claims.ts). */
export function factsOf(row: ClaimRow, file: ClaimFile): ClaimFacts {
  const answer = file.answers.get(row.id);
  const decision = file.decisions.get(row.id);
  return {
    amount: row.amount,
    createdAt: row.createdAt.getTime(),
    corrected: file.corrected.has(row.id),
    answer: answer ? { answer: answer.answer, offerAmount: answer.offerAmount } : null,
    offerAccepted: file.offerAccepted.has(row.id),
    decision: decision ? { amount: decision.amount } : null,
  };
}

/** One claim (of the booking, when given), or 404 (also for an id that is not a uuid); `lock` takes the row for update. */
export async function loadClaim(db: DbOrTx, bookingId: string | null, claimId: string, lock = false): Promise<ClaimRow> {
  if (!isUuid(claimId)) throw notFound('Resource');
  const where = bookingId ? and(eq(claims.id, claimId), eq(claims.bookingId, bookingId)) : eq(claims.id, claimId);
  const query = db.select().from(claims).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Resource');
  return row;
}

/**
 * Bookings with a standing claim still open, offered or disputed (not accepted, settled, decided or
 * corrected), oldest claim first; `claimEscalated` then says which wait for an admin now.
 */
export async function bookingsWithOpenClaims(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ booking_id: string }>(await db.execute(sql`
    SELECT c.booking_id, min(c.created_at) AS oldest FROM claims c
    LEFT JOIN claim_answers a ON a.claim_id = c.id
    WHERE NOT EXISTS (SELECT 1 FROM claim_decisions d WHERE d.claim_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM claim_offer_acceptances x WHERE x.claim_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM claims n WHERE n.replaces_id = c.id)
      AND (a.answer IS NULL OR a.answer <> 'accepted')
    GROUP BY c.booking_id
    ORDER BY oldest
    LIMIT 500`));
  return rows.map((r) => String(r.booking_id));
}
