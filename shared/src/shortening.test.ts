// Shortening a trip: the days given up are refunded by the booking's cancellation policy, read as
// a rental that starts at the new return; never more than was paid online, never a higher total.
import { describe, expect, it } from 'vitest';
import { shorteningRefund } from './money.js';

const base = { policy: 'MODERATE' as const, newEndDate: '2030-03-10T10:00:00', previousTotal: 50_000, shorterTotal: 30_000, refundable: 50_000 };

describe('shortening a trip', () => {
  it('gives back all of the days given up before the policy cut-off', () => {
    expect(shorteningRefund({ ...base, now: '2030-03-05T10:00:00' })).toEqual({ total: 30_000, givenUp: 20_000, percent: 100, refundAmount: 20_000 });
  });

  it('gives back half after the cut-off, rounded down to the rupee', () => {
    expect(shorteningRefund({ ...base, previousTotal: 50_001, now: '2030-03-05T10:00:01' })).toEqual({ total: 30_000, givenUp: 20_001, percent: 50, refundAmount: 10_000 });
  });

  it('gives nothing back from the new return on (a strict policy, late)', () => {
    expect(shorteningRefund({ ...base, policy: 'STRICT', now: '2030-03-04T10:00:00' }).refundAmount).toBe(0);
    expect(shorteningRefund({ ...base, now: '2030-03-10T10:00:00' }).percent).toBe(0);
  });

  it('never gives back more than what was paid online and can still be refunded', () => {
    expect(shorteningRefund({ ...base, refundable: 12_345, now: '2030-03-01T10:00:00' }).refundAmount).toBe(12_345);
    expect(shorteningRefund({ ...base, refundable: -5, now: '2030-03-01T10:00:00' }).refundAmount).toBe(0);
  });

  it('keeps the agreed total when the shorter trip would cost more (a lost weekly discount)', () => {
    expect(shorteningRefund({ ...base, shorterTotal: 52_000, now: '2030-03-01T10:00:00' })).toEqual({ total: 50_000, givenUp: 0, percent: 0, refundAmount: 0 });
  });

  it('adds up over random inputs: new total + given up = old total; refund ≤ given up and ≤ refundable', () => {
    let seed = 29;
    const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 500; i++) {
      const previousTotal = rnd(200_000);
      const input = { ...base, previousTotal, shorterTotal: rnd(220_000), refundable: rnd(250_000), now: `2030-03-0${1 + rnd(9)}T${String(rnd(24)).padStart(2, '0')}:00:00` };
      const r = shorteningRefund(input);
      expect(r.total + r.givenUp).toBe(previousTotal);
      expect(r.refundAmount).toBeLessThanOrEqual(r.givenUp);
      expect(r.refundAmount).toBeLessThanOrEqual(Math.max(0, input.refundable));
      expect(r.refundAmount).toBeGreaterThanOrEqual(0);
    }
  });
});
