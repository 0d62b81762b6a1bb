import { describe, expect, it } from 'vitest';
import { depositSettlement } from './charges.js';
import {
  areaOfMark,
  areasDamagedAtCheckIn,
  checkInAngleOf,
  CLAIM_AREAS,
  claimClosedAmount,
  claimEscalated,
  claimForSettlement,
  claimState,
  vendorReliability,
  type ClaimFacts,
} from './claims.js';
import { claimInputSchema, claimOfferSchema } from './claimsSchema.js';
import { HANDOVER_ANGLES } from './handovers.js';

const HOUR = 3_600_000;
const base: ClaimFacts = { amount: 30_000, createdAt: 0, corrected: false, answer: null, offerAccepted: false, decision: null };

describe('areas of the outline', () => {
  it('places marks: front and rear fifths split in three, the sides between', () => {
    expect(areaOfMark({ x: 0.5, y: 0.05 })).toBe('front');
    expect(areaOfMark({ x: 0.1, y: 0.1 })).toBe('front_left');
    expect(areaOfMark({ x: 0.9, y: 0.19 })).toBe('front_right');
    expect(areaOfMark({ x: 0.5, y: 0.95 })).toBe('rear');
    expect(areaOfMark({ x: 0.2, y: 0.81 })).toBe('rear_left');
    expect(areaOfMark({ x: 0.8, y: 0.9 })).toBe('rear_right');
    expect(areaOfMark({ x: 0.49, y: 0.5 })).toBe('left');
    expect(areaOfMark({ x: 0.5, y: 0.5 })).toBe('right');
    // Exactly on the boundaries: 0.2 and 0.8 are the sides.
    expect(areaOfMark({ x: 0.9, y: 0.2 })).toBe('right');
    expect(areaOfMark({ x: 0.1, y: 0.8 })).toBe('left');
  });

  it('pairs each area with the check-in angle of its name, every one a handover angle', () => {
    for (const area of CLAIM_AREAS) {
      expect(checkInAngleOf(area)).toBe(area);
      expect(HANDOVER_ANGLES).toContain(checkInAngleOf(area));
    }
  });

  it('flags the claimed areas already marked damaged at check-in', () => {
    expect(areasDamagedAtCheckIn(['front', 'left', 'interior'], [{ x: 0.5, y: 0.1 }, { x: 0.9, y: 0.5 }])).toEqual(['front']);
    expect(areasDamagedAtCheckIn(['rear'], [])).toEqual([]);
  });
});

describe('a claim’s state', () => {
  it('moves from open through an answer, an accepted offer or a decision', () => {
    expect(claimState(base)).toBe('open');
    expect(claimState({ ...base, answer: { answer: 'accepted', offerAmount: null } })).toBe('accepted');
    expect(claimState({ ...base, answer: { answer: 'offered', offerAmount: 20_000 } })).toBe('offered');
    expect(claimState({ ...base, answer: { answer: 'offered', offerAmount: 20_000 }, offerAccepted: true })).toBe('settled');
    expect(claimState({ ...base, answer: { answer: 'disputed', offerAmount: null }, decision: { amount: 15_000 } })).toBe('decided');
    expect(claimState({ ...base, corrected: true, decision: { amount: 1 } })).toBe('corrected');
  });

  it('goes to the admins disputed, or open or offered for 72 hours (not a minute before)', () => {
    expect(claimEscalated({ ...base, answer: { answer: 'disputed', offerAmount: null } }, 0)).toBe(true);
    expect(claimEscalated(base, 72 * HOUR - 1)).toBe(false);
    expect(claimEscalated(base, 72 * HOUR)).toBe(true);
    expect(claimEscalated({ ...base, answer: { answer: 'offered', offerAmount: 5 } }, 72 * HOUR)).toBe(true);
    expect(claimEscalated({ ...base, answer: { answer: 'accepted', offerAmount: null } }, 100 * HOUR)).toBe(false);
    expect(claimEscalated({ ...base, answer: { answer: 'disputed', offerAmount: null }, decision: { amount: 0 } }, 100 * HOUR)).toBe(false);
  });

  it('closes at the claim, the offer or the decision, and feeds the deposit settlement', () => {
    const accepted = { ...base, answer: { answer: 'accepted' as const, offerAmount: null } };
    const settled = { ...base, amount: 10_000, answer: { answer: 'offered' as const, offerAmount: 6_000 }, offerAccepted: true };
    const disputed = { ...base, amount: 8_000, answer: { answer: 'disputed' as const, offerAmount: null } };
    expect(claimClosedAmount(accepted)).toBe(30_000);
    expect(claimClosedAmount(settled)).toBe(6_000);
    expect(claimClosedAmount(disputed)).toBeNull();
    expect(claimClosedAmount({ ...disputed, decision: { amount: 4_000 } })).toBe(4_000);
    // Deposit 50,000: 30,000 + 6,000 taken, 8,000 held while disputed, 6,000 back.
    const s = depositSettlement(50_000, [accepted, settled, disputed, { ...base, corrected: true }].map(claimForSettlement));
    expect(s).toMatchObject({ taken: 36_000, held: 8_000, returned: 6_000, owed: 0, anythingOpen: true });
    // Decided at half: nothing held, 10,000 back.
    const after = depositSettlement(50_000, [accepted, settled, { ...disputed, decision: { amount: 4_000 } }].map(claimForSettlement));
    expect(after).toMatchObject({ taken: 40_000, held: 0, returned: 10_000, anythingOpen: false });
  });
});

describe('payloads', () => {
  it('needs an area and an amount above zero; areas given twice count once', () => {
    expect(claimInputSchema.safeParse({ areas: [], amount: 100, document: 'estimate' }).success).toBe(false);
    expect(claimInputSchema.safeParse({ areas: ['front'], amount: 0, document: 'invoice' }).success).toBe(false);
    expect(claimInputSchema.safeParse({ areas: ['roof'], amount: 10, document: 'invoice' }).success).toBe(false);
    expect(claimInputSchema.parse({ areas: ['front', 'front'], amount: 10, document: 'invoice' }).areas).toEqual(['front']);
    expect(claimOfferSchema.safeParse({ amount: 1.5 }).success).toBe(false);
  });
});

describe('vendorReliability', () => {
  it('computes the shares of a hand-counted fixture', () => {
    // 18 trips completed, 2 cancelled late: 2 / 20 = 10 %. Deposits: 7 of 8 on time = 87.5 → 88 %.
    // Claims: 2 of 3 upheld = 66.7 → 67 %.
    expect(vendorReliability({ tripsCompleted: 18, lateCancellations: 2, depositsDue: 8, depositsOnTime: 7, claimsClosed: 3, claimsUpheld: 2 })).toEqual({
      tripsCompleted: 18,
      lateCancellations: 2,
      lateCancellationPercent: 10,
      depositsOnTimePercent: 88,
      claimsUpheldPercent: 67,
      claimsClosed: 3,
    });
  });

  it('has no share where there is nothing to count', () => {
    expect(vendorReliability({ tripsCompleted: 0, lateCancellations: 0, depositsDue: 0, depositsOnTime: 0, claimsClosed: 0, claimsUpheld: 0 })).toMatchObject({
      lateCancellationPercent: null,
      depositsOnTimePercent: null,
      claimsUpheldPercent: null,
    });
    expect(vendorReliability({ tripsCompleted: 0, lateCancellations: 1, depositsDue: 1, depositsOnTime: 0, claimsClosed: 1, claimsUpheld: 0 })).toMatchObject({
      lateCancellationPercent: 100,
      depositsOnTimePercent: 0,
      claimsUpheldPercent: 0,
    });
  });
});
