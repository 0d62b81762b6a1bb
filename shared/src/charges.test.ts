import { describe, expect, it } from 'vitest';
import { CHARGE_KINDS, chargeCap, chargeProblem, depositSettlement, proposedCharges, type SettlementCharge } from './charges.js';
import { DEFAULT_TRIP_TERMS } from './tripTerms.js';

const terms = { ...DEFAULT_TRIP_TERMS, kmPerDay: 200, extraKmRate: 25, fuelPolicy: 'same_to_same' as const, fuelEighthPrice: 1_500, lateGraceMinutes: 60, lateHourlyRate: 1_000, lateFullDayAfterHours: 4 };
// Three days: 600 km included.
const booking = { startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00' };
const base = { booking, terms, dayRate: 8_000 };

describe('proposedCharges', () => {
  it('proposes extra km, a fuel shortfall and a late return, each with its amount and a note', () => {
    const p = proposedCharges({ ...base, checkIn: { odometerKm: 10_000, fuelEighths: 8 }, checkOut: { odometerKm: 10_720, fuelEighths: 6 }, returnedAt: '2030-01-13T11:30:00' });
    expect(p).toEqual([
      { kind: 'extra_km', amount: 3_000, detail: { extraKm: 120, rate: 25 } },
      { kind: 'fuel', amount: 3_000, detail: { eighthsShort: 2, rate: 1_500 } },
      { kind: 'late_return', amount: 1_000, detail: { minutesLate: 90, graceMinutes: 60 } },
    ]);
  });

  it('proposes nothing at exactly the included kilometres, a full tank back and the last minute of grace', () => {
    const p = proposedCharges({ ...base, checkIn: { odometerKm: 10_000, fuelEighths: 8 }, checkOut: { odometerKm: 10_600, fuelEighths: 8 }, returnedAt: '2030-01-13T11:00:00' });
    expect(p).toEqual([]);
  });

  it('one kilometre over, one eighth short and one minute past the grace each cost', () => {
    const p = proposedCharges({ ...base, checkIn: { odometerKm: 10_000, fuelEighths: 8 }, checkOut: { odometerKm: 10_601, fuelEighths: 7 }, returnedAt: '2030-01-13T11:01:00' });
    expect(p.map((c) => [c.kind, c.amount])).toEqual([
      ['extra_km', 25],
      ['fuel', 1_500],
      ['late_return', 1_000],
    ]);
  });
});

describe('caps and problems', () => {
  it('a proposed kind is capped at what the records imply; the others at a fixed ceiling', () => {
    expect(chargeCap('extra_km', 3_000)).toBe(3_000);
    expect(chargeCap('extra_km', null)).toBe(0);
    expect(chargeCap('toll', null)).toBeGreaterThan(0);
    for (const k of CHARGE_KINDS) expect(chargeCap(k, null)).toBeGreaterThanOrEqual(0);
  });

  it('names the problem of an amount', () => {
    expect(chargeProblem('toll', 500, null)).toBeNull();
    expect(chargeProblem('toll', 0, null)).toBeNull();
    expect(chargeProblem('toll', -1, null)).toBe('amount-negative');
    expect(chargeProblem('toll', 1.5, null)).toBe('not-whole');
    expect(chargeProblem('toll', chargeCap('toll', null) + 1, null)).toBe('above-cap');
    expect(chargeProblem('extra_km', 3_001, 3_000)).toBe('above-cap');
  });
});

describe('depositSettlement', () => {
  it('takes accepted and decided amounts from the deposit, holds what is open, returns the rest', () => {
    const s = depositSettlement(20_000, [
      { state: 'accepted', amount: 3_000 },
      { state: 'decided', amount: 5_000, decidedAmount: 2_500 },
      { state: 'disputed', amount: 4_000 },
      { state: 'dropped', amount: 9_000 },
    ]);
    expect(s).toEqual({ deposit: 20_000, settled: 5_500, open: 4_000, taken: 5_500, owed: 0, held: 4_000, returned: 10_500, anythingOpen: true });
  });

  it('what the deposit does not cover is owed; nothing is held once nothing is open', () => {
    const s = depositSettlement(5_000, [{ state: 'accepted', amount: 8_000 }]);
    expect(s).toMatchObject({ taken: 5_000, owed: 3_000, held: 0, returned: 0, anythingOpen: false });
  });
});

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('property: the deposit arithmetic over random charges and decisions', () => {
  it('what is taken, held and returned add up to the deposit; taken and owed to what is settled', () => {
    const states = ['open', 'disputed', 'accepted', 'decided', 'dropped'] as const;
    for (let seed = 1; seed <= 1_000; seed++) {
      const r = random(seed);
      const deposit = Math.floor(r() * 50_000);
      const charges: SettlementCharge[] = Array.from({ length: Math.floor(r() * 8) }, () => {
        const state = states[Math.floor(r() * states.length)]!;
        const amount = Math.floor(r() * 20_000);
        return state === 'decided' ? { state, amount, decidedAmount: Math.floor(r() * (amount + 1)) } : { state, amount };
      });
      const s = depositSettlement(deposit, charges);
      const at = `seed ${seed}`;
      for (const v of [s.taken, s.owed, s.held, s.returned]) expect(v, at).toBeGreaterThanOrEqual(0);
      expect(s.taken + s.held + s.returned, at).toBe(deposit);
      expect(s.taken + s.owed, at).toBe(s.settled);
      expect(s.taken, at).toBeLessThanOrEqual(deposit);
      if (!s.anythingOpen) expect(s.held, at).toBe(0);
      expect(s.held, at).toBeLessThanOrEqual(s.open);
      // A decision never costs the renter more than the charge.
      const worst = charges.reduce((t, c) => t + (c.state === 'dropped' ? 0 : c.amount), 0);
      expect(s.settled + s.open, at).toBeLessThanOrEqual(worst);
    }
  });
});
