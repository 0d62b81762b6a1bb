// The ledger's invariant over random sequences of paid bookings, refunds, payouts and adjustments
// (decision 0015): a vendor's balance is always the sum of their rows, equals what an independent
// model of the same money says, splits exactly into pending + available, and a payout can never
// take more than is available. Rows can only be added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { earningAfterRefunds, splitPlatformFee } from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { BookingRow } from '../../test/factories.js';
import { ledgerEntries } from '../db/schema.js';
import { recordEarning, recordRefundInLedger } from './ledger.js';

let t: TestApp;
beforeAll(async () => {
  // The marketplace's "now" is fixed: 1 December 2029, 13:00 in Karachi.
  t = await createTestApp({ overrides: { clock: { now: () => new Date('2029-12-01T08:00:00Z') } } });
});
afterAll(async () => {
  await t.close();
});

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]! };
}

/** How many sequences paid out or refunded something (the random runs must exercise both). */
const exercised = { payouts: 0, refunds: 0 };

interface ModelBooking {
  row: BookingRow;
  total: number;
  earning: number;
  refunded: number;
  ended: boolean;
}

async function runSequence(seed: number, steps: number) {
  const rnd = random(seed);
  const vendor = await t.f.vendor();
  const customer = await t.f.customer();
  const service = await t.f.service(vendor);
  const admin = bearer(await t.f.token(await t.f.admin()));
  const vendorAuth = bearer(await t.f.token(vendor));
  const model = { bookings: [] as ModelBooking[], adjustments: 0, payouts: 0 };
  const modelBalance = () => model.bookings.reduce((s, b) => s + earningAfterRefunds({ total: b.total, earning: b.earning }, b.refunded), 0) + model.adjustments - model.payouts;
  const modelPending = () => model.bookings.filter((b) => !b.ended).reduce((s, b) => s + earningAfterRefunds({ total: b.total, earning: b.earning }, b.refunded), 0);

  const earnings = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/earnings', headers: vendorAuth });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  for (let step = 0; step < steps; step++) {
    const op = rnd.pick(['book', 'book', 'refund', 'refund', 'payout', 'payout', 'adjust', 'overpay']);
    if (op === 'book' || model.bookings.length === 0) {
      const ended = rnd.next() < 0.6;
      const car = await t.f.car(service, { pricePerDay: rnd.int(1, 30) * 1_000 + rnd.int(0, 999) });
      const day = rnd.int(1, 25);
      const range = ended
        ? { startDate: `2029-10-${String(day).padStart(2, '0')}T10:00:00`, endDate: `2029-11-${String(day).padStart(2, '0')}T09:00:00` }
        : { startDate: `2030-02-${String(day).padStart(2, '0')}T10:00:00`, endDate: `2030-03-${String(day).padStart(2, '0')}T09:00:00` };
      const row = await t.f.booking(car, customer, { status: ended ? 'COMPLETED' : 'CONFIRMED', ...range });
      await t.ctx.db.transaction((tx) => recordEarning(tx, row.id, t.ctx.clock.now()));
      // Recording it again (a repeated event) changes nothing.
      await t.ctx.db.transaction((tx) => recordEarning(tx, row.id, t.ctx.clock.now()));
      model.bookings.push({ row, total: row.totalAmount, earning: splitPlatformFee(row.totalAmount, 10).vendorEarning, refunded: 0, ended });
    } else if (op === 'refund') {
      const open = model.bookings.filter((b) => b.refunded < b.total);
      if (open.length === 0) continue;
      const b = rnd.pick(open);
      // Refunds on ended trips are only for pending ones here, so payouts already made stay covered.
      if (b.ended) continue;
      const amount = rnd.next() < 0.3 ? b.total - b.refunded : rnd.int(1, b.total - b.refunded);
      await t.ctx.db.transaction((tx) =>
        recordRefundInLedger(tx, { bookingId: b.row.id, refundedBefore: b.refunded, refundedAfter: b.refunded + amount, refundId: null, actorId: null, at: t.ctx.clock.now() }),
      );
      b.refunded += amount;
    } else if (op === 'payout' || op === 'overpay') {
      const { totals } = await earnings();
      if (op === 'overpay') {
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/payouts', headers: admin, payload: { vendorId: vendor.id, amount: Math.max(totals.available, 0) + 1, reference: 'TOO-MUCH' } });
        expect(res.statusCode).toBe(400);
        continue;
      }
      if (totals.available <= 0) continue;
      const amount = rnd.next() < 0.3 ? totals.available : rnd.int(1, totals.available);
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/payouts', headers: admin, payload: { vendorId: vendor.id, amount, reference: `HBL-${seed}-${step}` } });
      expect(res.statusCode).toBe(201);
      model.payouts += amount;
    } else {
      const { totals } = await earnings();
      // A correction down never takes more than is available.
      const amount = rnd.next() < 0.5 ? rnd.int(1, 5_000) : -rnd.int(1, Math.max(1, Math.min(5_000, totals.available)));
      if (amount < 0 && totals.available < -amount) continue;
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/ledger-adjustments', headers: admin, payload: { vendorId: vendor.id, amount, note: 'Correction' } });
      expect(res.statusCode).toBe(201);
      model.adjustments += amount;
    }

    // The invariant, after every step.
    const [sum] = await t.ctx.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.vendorId, vendor.id));
    const e = await earnings();
    expect(Number(sum!.total)).toBe(modelBalance());
    expect(e.totals.balance).toBe(modelBalance());
    expect(e.totals.pending).toBe(modelPending());
    expect(e.totals.pending + e.totals.available).toBe(e.totals.balance);
    expect(e.totals.available).toBeGreaterThanOrEqual(0);
    expect(e.totals.paidOut).toBe(model.payouts);
    const perBooking = e.bookings.reduce((s: number, b: { paidOut: number }) => s + b.paidOut, 0);
    expect(perBooking).toBeLessThanOrEqual(model.payouts);
    for (const b of e.bookings) {
      const m = model.bookings.find((x) => x.row.id === b.bookingId)!;
      expect(b.earned).toBe(earningAfterRefunds({ total: m.total, earning: m.earning }, m.refunded));
      expect(b.pending + b.available + b.paidOut).toBe(b.earned);
      // Gross, refunds and net read the same way per booking as per month.
      expect(b.gross - b.refunded).toBe(b.earned);
      expect(b.state === 'REFUNDED').toBe(b.earned <= 0 && m.refunded > 0);
    }
    const net = e.months.reduce((s: number, m: { net: number; earned: number; refunded: number; adjusted: number }) => (expect(m.net).toBe(m.earned - m.refunded + m.adjusted), s + m.net), 0);
    expect(net - e.totals.paidOut).toBe(e.totals.balance);
    const byMonth = e.months.reduce((s: number, m: { earned: number; refunded: number; adjusted: number; paidOut: number }) => s + m.earned - m.refunded + m.adjusted - m.paidOut, 0);
    expect(byMonth).toBe(e.totals.balance);
  }
  exercised.payouts += model.payouts > 0 ? 1 : 0;
  exercised.refunds += model.bookings.some((b) => b.refunded > 0) ? 1 : 0;
  return vendor;
}

describe('vendor ledger', () => {
  it.each([1, 2, 3])('keeps its invariant over a random sequence (seed %i)', async (seed) => {
    await runSequence(seed, 30);
  });

  it('the random sequences above paid out and refunded', () => {
    expect(exercised.payouts).toBeGreaterThan(0);
    expect(exercised.refunds).toBeGreaterThan(0);
  });

  it('refuses to change or remove a row', async () => {
    const vendor = await runSequence(99, 3);
    await expect(t.ctx.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.vendorId, vendor.id))).rejects.toThrow();
    await expect(t.ctx.db.delete(ledgerEntries).where(eq(ledgerEntries.vendorId, vendor.id))).rejects.toThrow();
  });
});
