// Answers of the charges (issue 32): a charge with its state, the renter's answer, the decision
// and its evidence.
import type { Charge, ChargeState } from '@carrental/shared';
import type { ChargeFile, ChargeRow } from './queries.js';

/** A charge's state now: replaced or 0 → dropped; decided; answered; past its window → accepted (silence); else open. */
export function chargeState(row: ChargeRow, file: ChargeFile, now: Date, replaced: boolean): ChargeState {
  if (replaced || row.amount === 0) return 'dropped';
  if (file.decisions.has(row.id)) return 'decided';
  const answer = file.answers.get(row.id);
  if (answer) return answer.answer;
  return now.getTime() > row.answerBy.getTime() ? 'accepted' : 'open';
}

/** Signed links of evidence photos by evidence id (made by the caller, who may read the store). */
export type EvidenceLinks = Map<string, { url: string; thumbUrl: string }>;

export function presentCharge(row: ChargeRow, file: ChargeFile, now: Date, replaced: boolean, links: EvidenceLinks = new Map()): Charge {
  const answer = file.answers.get(row.id);
  const decision = file.decisions.get(row.id);
  const state = chargeState(row, file, now, replaced);
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    amount: row.amount,
    note: row.note,
    origin: row.origin,
    replacesId: row.replacesId,
    state,
    answerBy: row.answerBy.toISOString(),
    answer: answer ? { answer: answer.answer, comment: answer.comment, counterAmount: answer.counterAmount, at: answer.createdAt.toISOString() } : null,
    acceptedBySilence: state === 'accepted' && !answer,
    decision: decision ? { amount: decision.amount, reason: decision.reason, at: decision.createdAt.toISOString() } : null,
    evidence: (file.evidence.get(row.id) ?? []).flatMap((e) => {
      const link = links.get(e.id);
      return link ? [{ id: e.id, ...link }] : [];
    }),
    createdAt: row.createdAt.toISOString(),
  };
}
