// Shortening a trip: the days given up follow the booking's cancellation policy, read as a rental
// that starts at the new return; what the policy keeps stays in the total; what was paid beyond the
// new total goes back (online through the provider, the rest at the counter).
import { describe, expect, it } from 'vitest';
import { shorteningRefund } from './money.js';

const base = { policy: 'MODERATE' as const, newEndDate: '2030-03-10T10:00:00', previousTotal: 50_000, shorterTotal: 30_000, rentPaid: 50_000, refundableOnline: 50_000 };

describe('shortening a trip', () => {
  it('gives the days up before the cut-off back in full when all was paid online', () => {
    expect(shorteningRefund({ ...base, now: '2030-03-05T10:00:00' })).toEqual({ total: 30_000, givenUp: 20_000, percent: 100, kept: 0, refundAmount: 20_000, owedAtCounter: 0 });
  });

  it('after the cut-off keeps half in the total and gives half back, rounded down to the rupee', () => {
    expect(shorteningRefund({ ...base, previousTotal: 50_001, rentPaid: 50_001, refundableOnline: 50_001, now: '2030-03-05T10:00:01' })).toEqual({
      total: 40_001, givenUp: 20_001, percent: 50, kept: 10_001, refundAmount: 10_000, owedAtCounter: 0,
    });
  });

  it('keeps everything from the new return on (a strict policy, late): the total stays', () => {
    expect(shorteningRefund({ ...base, policy: 'STRICT', now: '2030-03-04T10:00:00' })).toMatchObject({ total: 50_000, kept: 20_000, refundAmount: 0 });
  });

  it('with only an advance paid, lowers what is due at pickup and gives nothing back', () => {
    expect(shorteningRefund({ ...base, rentPaid: 12_500, refundableOnline: 12_500, now: '2030-03-01T10:00:00' })).toMatchObject({ total: 30_000, refundAmount: 0, owedAtCounter: 0 });
  });

  it('gives back online at most what was paid online; the rest paid at the counter is the vendor’s to return', () => {
    expect(shorteningRefund({ ...base, refundableOnline: 12_500, now: '2030-03-01T10:00:00' })).toMatchObject({ total: 30_000, refundAmount: 12_500, owedAtCounter: 7_500 });
  });

  it('keeps the agreed total when the shorter trip would cost more (a lost weekly discount)', () => {
    expect(shorteningRefund({ ...base, shorterTotal: 52_000, now: '2030-03-01T10:00:00' })).toEqual({ total: 50_000, givenUp: 0, percent: 0, kept: 0, refundAmount: 0, owedAtCounter: 0 });
  });

  it('adds up over random inputs: paid = new total + given back (online and at the counter) when fully paid; nothing negative', () => {
    let seed = 29;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 500; i++) {
      const previousTotal = rnd(200_000);
      const rentPaid = rnd(2) ? previousTotal : rnd(previousTotal + 1);
      const input = { ...base, previousTotal, shorterTotal: rnd(220_000), rentPaid, refundableOnline: rnd(rentPaid + 1), now: `2030-03-0${1 + rnd(9)}T${String(rnd(24)).padStart(2, '0')}:00:00` };
      const r = shorteningRefund(input);
      expect(r.total).toBeLessThanOrEqual(previousTotal);
      expect(r.total - r.kept + r.givenUp).toBe(previousTotal);
      expect(r.refundAmount).toBeLessThanOrEqual(input.refundableOnline);
      expect(r.refundAmount + r.owedAtCounter).toBe(Math.max(0, rentPaid - r.total));
      if (rentPaid === previousTotal) expect(r.refundAmount + r.owedAtCounter).toBe(r.givenUp - r.kept);
      expect(Math.min(r.refundAmount, r.owedAtCounter, r.kept)).toBeGreaterThanOrEqual(0);
    }
  });
});
