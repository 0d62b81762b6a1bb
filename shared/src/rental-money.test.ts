import { describe, expect, it } from 'vitest';
import {
  advanceAmount,
  depositReturnProblem,
  depositRefundable,
  depositSchedule,
  depositToApply,
  feeCorrection,
  paymentSplit,
  receiptProblem,
  rentalMoney,
  type MoneyRow,
  type RentalTerms,
} from './rental-money.js';

const TERMS: RentalTerms = { total: 60_000, advancePercent: 25, deposit: 20_000, feePercent: 10 };
const withFee = (terms: RentalTerms, rows: MoneyRow[]): MoneyRow[] => {
  const fee = feeCorrection(terms, rows);
  return fee === 0 ? rows : [...rows, { kind: 'platform_fee', via: 'platform', amount: fee }];
};

describe('advance and balance', () => {
  it('is the percentage of the total rounded up, the rest at pickup', () => {
    expect(paymentSplit(60_000, 25)).toEqual({ advance: 15_000, balance: 45_000 });
    expect(paymentSplit(10_001, 10)).toEqual({ advance: 1_001, balance: 9_000 });
    expect(advanceAmount(10_000, 100)).toBe(10_000);
    expect(advanceAmount(0, 25)).toBe(0);
  });
});

describe('a rental paid the Pakistani way', () => {
  it('due now is the advance, then the balance and deposit are due at pickup, then nothing', () => {
    let rows: MoneyRow[] = [];
    expect(rentalMoney(TERMS, rows)).toMatchObject({ dueNow: 15_000, balanceDue: 45_000, depositDue: 20_000, dueAtPickup: 65_000 });
    rows = withFee(TERMS, [{ kind: 'advance_paid', via: 'platform', amount: 15_000 }]);
    expect(rentalMoney(TERMS, rows)).toMatchObject({ dueNow: 0, dueAtPickup: 65_000, platformFee: 1_500, vendorOwes: 0, vendorBalance: 13_500 });
    rows = withFee(TERMS, [...rows, { kind: 'balance_paid', via: 'vendor', amount: 45_000 }]);
    rows = [...rows, { kind: 'deposit_received', via: 'vendor', amount: 20_000 }];
    const m = rentalMoney(TERMS, rows);
    expect(m).toMatchObject({ dueAtPickup: 0, rentPaid: 60_000, depositHeld: 20_000, platformFee: 6_000, feeWithheld: 6_000, vendorOwes: 0, vendorEarned: 54_000 });
    // The vendor got 45,000 in cash; the platform keeps its whole fee out of the 15,000 online.
    expect(m.vendorBalance).toBe(9_000);
  });

  it('a vendor paid all in cash owes the platform its fee: a balance below zero', () => {
    const terms = { ...TERMS, advancePercent: 10 };
    let rows = withFee(terms, [{ kind: 'advance_paid', via: 'platform', amount: 6_000 }]);
    rows = withFee(terms, [...rows, { kind: 'balance_paid', via: 'vendor', amount: 54_000 }]);
    expect(rentalMoney(terms, rows)).toMatchObject({ platformFee: 6_000, feeWithheld: 6_000, vendorOwes: 0, vendorBalance: 0 });
    const terms5 = { ...TERMS, advancePercent: 10, feePercent: 15 };
    let more = withFee(terms5, [{ kind: 'advance_paid', via: 'platform', amount: 6_000 }]);
    more = withFee(terms5, [...more, { kind: 'balance_paid', via: 'vendor', amount: 54_000 }]);
    expect(rentalMoney(terms5, more)).toMatchObject({ platformFee: 9_000, feeWithheld: 6_000, vendorOwes: 3_000, vendorBalance: -3_000, vendorEarned: 51_000 });
  });

  it('refuses a receipt above what is outstanding, a negative one, and one when nothing is due', () => {
    const m = rentalMoney(TERMS, [{ kind: 'advance_paid', via: 'platform', amount: 15_000 }]);
    expect(receiptProblem(m, 'balance', 45_001)).toBe('above-outstanding');
    expect(receiptProblem(m, 'balance', -5)).toBe('amount-not-positive');
    expect(receiptProblem(m, 'balance', 0)).toBe('amount-not-positive');
    expect(receiptProblem(m, 'balance', 1.5)).toBe('not-whole');
    expect(receiptProblem(m, 'balance', 45_000)).toBeNull();
    expect(receiptProblem(m, 'deposit', 20_000)).toBeNull();
    const paid = rentalMoney(TERMS, [
      { kind: 'advance_paid', via: 'platform', amount: 15_000 },
      { kind: 'balance_paid', via: 'vendor', amount: 45_000 },
    ]);
    expect(receiptProblem(paid, 'balance', 1)).toBe('nothing-due');
  });

  it('a deposit comes back once, whole', () => {
    const held = rentalMoney(TERMS, [{ kind: 'deposit_received', via: 'vendor', amount: 20_000 }]);
    expect(depositReturnProblem(held, false, 20_000)).toBeNull();
    expect(depositReturnProblem(held, false, 15_000)).toBe('not-the-held-amount');
    expect(depositReturnProblem(held, true, 20_000)).toBe('already-returned');
    expect(depositReturnProblem(rentalMoney(TERMS, []), false, 20_000)).toBe('nothing-held');
    expect(depositReturnProblem(held, false, -1)).toBe('amount-not-positive');
  });

  it('a cancelled booking owes nothing more', () => {
    expect(rentalMoney(TERMS, [], false)).toMatchObject({ dueNow: 0, dueAtPickup: 0 });
  });
});

describe('the deposit settled against charges (decision 0044)', () => {
  it('takes settled charges from the deposit (the vendor\'s hands first); the rest is owed; open ones hold back only what they need', () => {
    const cash: MoneyRow[] = [
      { kind: 'deposit_received', via: 'vendor', amount: 20_000 },
      { kind: 'charge_settled', via: 'platform', amount: 25_000 },
    ];
    expect(depositToApply(rentalMoney(TERMS, cash))).toEqual({ vendor: 20_000, platform: 0 });
    const applied = rentalMoney(TERMS, [...cash, { kind: 'deposit_applied', via: 'vendor', amount: 20_000 }]);
    expect(applied).toMatchObject({ depositHeld: 0, chargesDue: 5_000, chargesViaVendor: 20_000 });
    expect(receiptProblem(applied, 'charges', 5_001)).toBe('above-outstanding');
    expect(receiptProblem(applied, 'charges', 5_000)).toBeNull();
    const online = rentalMoney(TERMS, [{ kind: 'deposit_received', via: 'platform', amount: 20_000 }]);
    expect(depositRefundable(online, 0)).toBe(20_000);
    expect(depositRefundable(online, 7_000)).toBe(13_000);
    expect(depositRefundable(online, 30_000)).toBe(0);
  });
});

describe('the deposit deadline', () => {
  it('is the return plus the days; reminders at half time and on the day', () => {
    expect(depositSchedule('2030-01-10T10:00:00', 7)).toEqual({ deadline: '2030-01-17T10:00:00', halfway: '2030-01-13T22:00:00', onTheDay: '2030-01-17T09:00:00' });
    // A deadline before nine: the reminder on the day is at the deadline's hour... never before half time.
    expect(depositSchedule('2030-01-10T06:00:00', 1)).toEqual({ deadline: '2030-01-11T06:00:00', halfway: '2030-01-10T18:00:00', onTheDay: '2030-01-11T06:00:00' });
    expect(depositSchedule('2030-01-10T10:00:00', 0).deadline).toBe('2030-01-10T10:00:00');
  });
});

// A small seeded generator, so a failure names the seed and repeats.
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

describe('property: the ledger over random sequences of movements', () => {
  it('sums stay consistent: fee withheld + owed = fee, earned = balance + cash, nothing held below zero, money conserved', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = random(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
      const terms: RentalTerms = { total: int(0, 200_000), advancePercent: int(10, 100), deposit: int(0, 3) === 0 ? 0 : int(1, 50_000), feePercent: int(0, 25) };
      let rows: MoneyRow[] = [];
      let returned = false;
      let open = true;
      const steps = int(1, 25);
      for (let step = 0; step < steps; step++) {
        const m = rentalMoney(terms, rows, open);
        const before = rows.length;
        const op = int(0, 11);
        if (op === 0 && m.dueNow > 0) rows = withFee(terms, [...rows, { kind: 'advance_paid', via: 'platform', amount: m.dueNow }]);
        else if (op === 1 && m.balanceDue > 0) rows = withFee(terms, [...rows, { kind: 'balance_paid', via: 'platform', amount: m.balanceDue }]);
        else if (op === 2 || op === 3) {
          // A vendor's record at the counter, any amount: refused ones change nothing.
          const kind = op === 2 ? 'balance' : 'deposit';
          const amount = int(-1000, 80_000);
          if (receiptProblem(m, kind, amount) === null) {
            rows = kind === 'balance' ? withFee(terms, [...rows, { kind: 'balance_paid', via: 'vendor', amount }]) : [...rows, { kind: 'deposit_received', via: 'vendor', amount }];
          } else expect(rows.length, `seed ${seed}`).toBe(before);
        } else if (op === 4 && m.depositDue > 0) rows = [...rows, { kind: 'deposit_received', via: 'platform', amount: m.depositDue }];
        else if (op === 5) {
          const amount = r() < 0.7 ? m.depositHeldByVendor : int(-10, 60_000);
          if (depositReturnProblem(m, returned, amount) === null) {
            rows = [...rows, { kind: 'deposit_returned', via: 'vendor', amount }];
            returned = true;
          }
        } else if (op === 6 && m.depositHeldByPlatform > 0) rows = [...rows, { kind: 'deposit_returned', via: 'platform', amount: m.depositHeldByPlatform }];
        else if (op === 7 && m.rentViaPlatform > 0) {
          // A cancellation refunds part of what was paid online; nothing more is due.
          rows = withFee(terms, [...rows, { kind: 'refund', via: 'platform', amount: int(1, m.rentViaPlatform) }]);
          open = false;
        } else if (op === 8 && rows.length > 0) {
          const amount = int(-500, 500);
          if (amount !== 0 && m.rentPaid + amount >= 0 && m.rentPaid + amount <= terms.total) rows = withFee(terms, [...rows, { kind: 'adjustment', via: 'platform', amount }]);
        } else if (op === 9) {
          // A charge after the trip settled (accepted or decided), then the deposit taken for it (decision 0044).
          rows = [...rows, { kind: 'charge_settled', via: 'platform', amount: int(1, 30_000) }];
          const apply = depositToApply(rentalMoney(terms, rows, open));
          if (apply.vendor > 0) rows = [...rows, { kind: 'deposit_applied', via: 'vendor', amount: apply.vendor }];
          if (apply.platform > 0) rows = [...rows, { kind: 'deposit_applied', via: 'platform', amount: apply.platform }];
        } else if (op === 10) {
          // What the deposit did not cover, paid online or at the counter; above what is owed is refused.
          const amount = r() < 0.6 ? m.chargesDue : int(-100, 40_000);
          if (receiptProblem(m, 'charges', amount) === null) rows = [...rows, { kind: 'charge_paid', via: r() < 0.5 ? 'platform' : 'vendor', amount }];
          else expect(rows.length, `seed ${seed}`).toBe(before);
        } else if (op === 11 && m.depositHeldByPlatform > 0) {
          // The settlement job gives back the online deposit's rest, keeping what is still open.
          const back = depositRefundable(m, int(0, 30_000));
          expect(back, `seed ${seed}`).toBeLessThanOrEqual(m.depositHeldByPlatform);
          if (back > 0) rows = [...rows, { kind: 'deposit_returned', via: 'platform', amount: back }];
        }

        const after = rentalMoney(terms, rows, open);
        const at = `seed ${seed} step ${step}`;
        expect(after.platformFee, at).toBe(after.platformFeeDue);
        expect(after.feeWithheld + after.vendorOwes, at).toBe(after.platformFee);
        expect(after.vendorEarned, at).toBe(after.vendorBalance + after.rentViaVendor + after.chargesViaVendor);
        expect(after.vendorEarned + after.platformFee, at).toBe(after.rentPaid + after.chargesViaPlatform + after.chargesViaVendor);
        // Charges: what was collected never exceeds what was settled; owed is the rest.
        expect(after.chargesViaPlatform + after.chargesViaVendor + after.chargesDue, at).toBe(Math.max(after.chargesSettled, after.chargesViaPlatform + after.chargesViaVendor));
        expect(after.chargesViaPlatform + after.chargesViaVendor, at).toBeLessThanOrEqual(after.chargesSettled);
        expect(after.depositHeldByVendor, at).toBeGreaterThanOrEqual(0);
        expect(after.depositHeldByPlatform, at).toBeGreaterThanOrEqual(0);
        expect(after.depositReceived, at).toBeLessThanOrEqual(terms.deposit);
        expect(after.rentPaid, at).toBeLessThanOrEqual(terms.total);
        expect(after.rentPaid, at).toBeGreaterThanOrEqual(0);
        expect(after.dueNow, at).toBeGreaterThanOrEqual(0);
        expect(after.dueAtPickup, at).toBe(after.balanceDue + after.depositDue);
        if (open && after.refunded === 0) expect(after.dueNow + after.balanceDue + after.rentPaid, at).toBe(Math.max(terms.total, advanceAmount(terms.total, terms.advancePercent)));
        // What the customer handed over less what came back is what the rental kept plus the deposit held.
        // (The deposit taken for charges moves money from the deposit to the charges: no money moves.)
        const inflow = rows.reduce((s, row) => s + (['advance_paid', 'balance_paid', 'deposit_received', 'adjustment', 'charge_paid'].includes(row.kind) ? row.amount : 0), 0);
        const outflow = rows.reduce((s, row) => s + (['refund', 'deposit_returned'].includes(row.kind) ? row.amount : 0), 0);
        expect(inflow - outflow, at).toBe(after.rentPaid + after.depositHeld + after.chargesViaPlatform + after.chargesViaVendor);
      }
    }
  });
});
