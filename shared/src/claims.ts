// Damage claims after the trip (issue 32, decision 0045) and the vendors' reliability figures.
// Pure: the areas of the car's outline and the check-in angle that covers each, where a check-in
// damage mark lies, a claim's state from its answer, acceptance and decision (72 hours open → the
// admins), what a claim gives the deposit's settlement, and the reliability shares over counts.
// No zod here (claimsSchema.ts).
import { CHARGE_CEILINGS, type SettlementCharge } from './charges.js';
import type { HandoverAngle } from './handovers.js';

/** Areas of the outline a claim marks: the body as the handover angles cover it, and the interior. */
export const CLAIM_AREAS = ['front', 'front_right', 'right', 'rear_right', 'rear', 'rear_left', 'left', 'front_left', 'interior'] as const;
export type ClaimArea = (typeof CLAIM_AREAS)[number];

/** A claim's amount is capped as a `damage` charge is. */
export const CLAIM_CAP = CHARGE_CEILINGS.damage;
/** Default hours after the sealed check-out within which a claim may be opened (config `CLAIM_WINDOW_HOURS`). */
export const CLAIM_WINDOW_HOURS = 48;
/** A claim still open (or an offer unanswered) this long after it was made goes to the admins. */
export const CLAIM_ESCALATE_HOURS = 72;
/** Photos a claim may carry (both sides together). */
export const MAX_CLAIM_PHOTOS = 20;

/** The check-in photo that shows an area: the angle of the same name (the interior's for the interior). */
export function checkInAngleOf(area: ClaimArea): HandoverAngle {
  return area;
}

/**
 * The area of a damage mark on the outline (x, y from 0 to 1 across and down; the front at the
 * top): the top fifth is the front, the bottom fifth the rear, split in three across (a corner
 * on each side); between them the left or right side. A mark is never the interior.
 */
export function areaOfMark(mark: { x: number; y: number }): ClaimArea {
  const across = mark.x < 1 / 3 ? 'left' : mark.x > 2 / 3 ? 'right' : 'middle';
  if (mark.y < 0.2) return across === 'middle' ? 'front' : across === 'left' ? 'front_left' : 'front_right';
  if (mark.y > 0.8) return across === 'middle' ? 'rear' : across === 'left' ? 'rear_left' : 'rear_right';
  return mark.x < 0.5 ? 'left' : 'right';
}

/** The claimed areas already marked damaged at check-in, in the claim's order. */
export function areasDamagedAtCheckIn(areas: readonly ClaimArea[], checkInMarks: readonly { x: number; y: number }[]): ClaimArea[] {
  const marked = new Set(checkInMarks.map(areaOfMark));
  return areas.filter((a) => marked.has(a));
}

/**
 * A claim's state: `corrected` (replaced by a newer claim), `decided` (an admin), `settled` (the
 * vendor accepted the renter's offer), `accepted` (by the renter), `disputed`, `offered` (waiting
 * for the vendor), `open` (waiting for the renter). Silence accepts nothing: a claim left open
 * (or an offer left unanswered) 72 hours goes to the admins (`escalated`).
 */
export const CLAIM_STATES = ['open', 'offered', 'disputed', 'accepted', 'settled', 'decided', 'corrected'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

export interface ClaimFacts {
  amount: number;
  createdAt: number;
  corrected: boolean;
  answer: { answer: 'accepted' | 'offered' | 'disputed'; offerAmount: number | null } | null;
  offerAccepted: boolean;
  decision: { amount: number } | null;
}

export function claimState(c: ClaimFacts): ClaimState {
  if (c.corrected) return 'corrected';
  if (c.decision) return 'decided';
  if (!c.answer) return 'open';
  if (c.answer.answer === 'offered') return c.offerAccepted ? 'settled' : 'offered';
  return c.answer.answer;
}

/** Whether the claim waits for an admin now: disputed, or open or offered for 72 hours. */
export function claimEscalated(c: ClaimFacts, now: number): boolean {
  const state = claimState(c);
  if (state === 'disputed') return true;
  return (state === 'open' || state === 'offered') && now - c.createdAt >= CLAIM_ESCALATE_HOURS * 3_600_000;
}

/** The amount the renter pays for a closed claim (accepted, settled or decided), else null. */
export function claimClosedAmount(c: ClaimFacts): number | null {
  const state = claimState(c);
  if (state === 'accepted') return c.amount;
  if (state === 'settled') return c.answer?.offerAmount ?? 0;
  if (state === 'decided') return c.decision?.amount ?? 0;
  return null;
}

/**
 * What a claim gives the deposit's settlement (`depositSettlement` in charges.ts): a closed claim
 * its amount as decided (taken), an open one its claimed amount (held), a corrected one nothing.
 */
export function claimForSettlement(c: ClaimFacts): SettlementCharge {
  const state = claimState(c);
  if (state === 'corrected') return { state: 'dropped', amount: 0 };
  const closed = claimClosedAmount(c);
  if (closed !== null) return { state: 'decided', amount: c.amount, decidedAmount: closed };
  return { state: state === 'disputed' ? 'disputed' : 'open', amount: c.amount };
}

// ---------------------------------------------------------------------------------------------
// The vendor's reliability (the public service page).

export interface ReliabilityCounts {
  /** Trips checked out or closed (COMPLETED). */
  tripsCompleted: number;
  /** Bookings the vendor's side cancelled less than 48 hours before the start. */
  lateCancellations: number;
  /** Deposits whose deadline passed (or that came back). */
  depositsDue: number;
  /** Of those, returned by the deadline. */
  depositsOnTime: number;
  /** Claims closed (accepted, settled, decided). */
  claimsClosed: number;
  /** Of those, closed with the renter paying something. */
  claimsUpheld: number;
}

export interface Reliability {
  tripsCompleted: number;
  lateCancellations: number;
  /** Late cancellations per trip completed or cancelled late, in whole percent; null with neither. */
  lateCancellationPercent: number | null;
  depositsOnTimePercent: number | null;
  claimsUpheldPercent: number | null;
  claimsClosed: number;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * Math.min(part, whole)) / whole) : null);

/** The reliability figures over the counts (a share is null when there is nothing to count). */
export function vendorReliability(c: ReliabilityCounts): Reliability {
  return {
    tripsCompleted: c.tripsCompleted,
    lateCancellations: c.lateCancellations,
    lateCancellationPercent: percent(c.lateCancellations, c.tripsCompleted + c.lateCancellations),
    depositsOnTimePercent: percent(c.depositsOnTime, c.depositsDue),
    claimsUpheldPercent: percent(c.claimsUpheld, c.claimsClosed),
    claimsClosed: c.claimsClosed,
  };
}
