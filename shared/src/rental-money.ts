// The money of a whole rental (issue 30, decision 0034): an advance paid online, the rest and a
// security deposit at pickup (in cash, by wallet or online), and the deposit coming back by a
// deadline. Every movement is an append-only row of the booking's ledger; what is due, what is held
// and what the vendor has earned are sums of those rows, computed here and nowhere else. Pure: the
// server decides with these functions and the web shows their answers. No zod here
// (rentalMoneySchema.ts).
import { MS_PER_DAY, mustParseWallClock, wallClockOf } from './time.js';

export const MONEY_ROW_KINDS = [
  'advance_paid',
  'balance_paid',
  'deposit_received',
  'deposit_returned',
  'refund',
  'platform_fee',
  'adjustment',
  // The deposit settled against the charges after the trip (issue 32, decision 0044): what the
  // renter owes for a charge accepted or decided (no money moves), the deposit taken for it, and
  // what the renter paid beyond the deposit.
  'charge_settled',
  'deposit_applied',
  'charge_paid',
] as const;
export type MoneyRowKind = (typeof MONEY_ROW_KINDS)[number];

/** Where the money went: through the platform's payment provider, or into the vendor's hands. */
export const MONEY_VIA = ['platform', 'vendor'] as const;
export type MoneyVia = (typeof MONEY_VIA)[number];

/** How money changed hands at the counter (a vendor's record), or online through a provider. */
export const COUNTER_METHODS = ['cash', 'bank_transfer', 'jazzcash', 'easypaisa', 'other'] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];
export const MONEY_METHODS = ['online', ...COUNTER_METHODS] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

export const RECEIPT_KINDS = ['balance', 'deposit', 'charges'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

export const ADVANCE_PERCENT_MIN = 10;
export const ADVANCE_PERCENT_MAX = 100;
export const DEFAULT_ADVANCE_PERCENT = 100;
export const DEFAULT_DEPOSIT_RETURN_DAYS = 7;
export const DEPOSIT_RETURN_DAYS_MAX = 60;

/**
 * One row of a booking's ledger. Amounts are whole rupees and positive for money moving the way
 * the kind says (a refund and a deposit return are positive amounts going back); a platform fee
 * row and an adjustment are signed.
 */
export interface MoneyRow {
  kind: MoneyRowKind;
  via: MoneyVia;
  amount: number;
}

/** The terms a booking was made on, as stored with it. */
export interface RentalTerms {
  /** The whole rental price (`tripQuote`'s total, with paid extensions). */
  total: number;
  advancePercent: number;
  deposit: number;
  feePercent: number;
}

/** What is paid online to confirm: the advance percentage of the total, rounded up to the rupee. */
export function advanceAmount(total: number, advancePercent: number): number {
  if (total <= 0) return 0;
  if (advancePercent >= 100) return total;
  return Math.min(total, Math.ceil((total * advancePercent) / 100));
}

/** The split of a price into the advance (online, to confirm) and the balance (at pickup). */
export function paymentSplit(total: number, advancePercent: number): { advance: number; balance: number } {
  const advance = advanceAmount(total, advancePercent);
  return { advance, balance: total - advance };
}

/** The platform's fee on `rent` rupees of rental price, rounded to the rupee (as `splitPlatformFee`). */
export const platformFeeOf = (rent: number, feePercent: number) => Math.round((rent * feePercent) / 100);

export interface RentalMoney {
  /** The rent received less what went back, by where it went and in all. */
  rentViaPlatform: number;
  rentViaVendor: number;
  rentPaid: number;
  /** What must be paid online before the booking is confirmed (what is left of the advance). */
  dueNow: number;
  /** What is left to pay at pickup: the balance and the deposit not yet received. */
  balanceDue: number;
  depositDue: number;
  dueAtPickup: number;
  /** Deposit received less returned, by who holds it and in all. */
  depositReceived: number;
  depositHeldByPlatform: number;
  depositHeldByVendor: number;
  depositHeld: number;
  depositReturned: number;
  refunded: number;
  /** The platform fee recorded (the sum of fee rows) and what it should be for the rent kept. */
  platformFee: number;
  platformFeeDue: number;
  /** Of the fee: withheld from what was paid online, and what the vendor owes for cash. */
  feeWithheld: number;
  vendorOwes: number;
  /** The vendor's share of the rent kept: rent paid less the fee (cash in hand included). */
  vendorEarned: number;
  /** What the platform owes the vendor for this booking: online rent and charges less the whole fee (may be negative). */
  vendorBalance: number;
  /** Charges after the trip (decision 0044): settled (accepted or decided), taken from the deposit, paid beyond it. */
  chargesSettled: number;
  depositApplied: number;
  chargesPaid: number;
  /** Of what was collected for charges, what went through the platform (it owes it to the vendor). */
  chargesViaPlatform: number;
  chargesViaVendor: number;
  /** What the renter still owes for settled charges: not covered by the deposit, not paid. */
  chargesDue: number;
}

const sumOf = (rows: readonly MoneyRow[], kind: MoneyRowKind, via?: MoneyVia) =>
  rows.reduce((s, r) => (r.kind === kind && (via === undefined || r.via === via) ? s + r.amount : s), 0);

/**
 * The sums of a booking's ledger. `open` false (a cancelled or declined booking) means nothing more
 * is due, whatever was not paid.
 */
export function rentalMoney(terms: RentalTerms, rows: readonly MoneyRow[], open = true): RentalMoney {
  const rentVia = (via: MoneyVia) =>
    sumOf(rows, 'advance_paid', via) + sumOf(rows, 'balance_paid', via) - sumOf(rows, 'refund', via) + sumOf(rows, 'adjustment', via);
  const rentViaPlatform = rentVia('platform');
  const rentViaVendor = rentVia('vendor');
  const rentPaid = rentViaPlatform + rentViaVendor;
  const advance = advanceAmount(terms.total, terms.advancePercent);
  // The advance counts what came in before anything went back: a refund does not re-open it.
  const received = sumOf(rows, 'advance_paid') + sumOf(rows, 'balance_paid') + sumOf(rows, 'adjustment');
  const dueNow = open ? Math.max(0, advance - received) : 0;
  const balanceDue = open ? Math.max(0, terms.total - Math.max(received, advance)) : 0;
  const depositReceived = sumOf(rows, 'deposit_received');
  const depositDue = open ? Math.max(0, terms.deposit - depositReceived) : 0;
  const heldBy = (via: MoneyVia) => sumOf(rows, 'deposit_received', via) - sumOf(rows, 'deposit_returned', via) - sumOf(rows, 'deposit_applied', via);
  const chargesVia = (via: MoneyVia) => sumOf(rows, 'deposit_applied', via) + sumOf(rows, 'charge_paid', via);
  const chargesViaPlatform = chargesVia('platform');
  const chargesViaVendor = chargesVia('vendor');
  const chargesSettled = sumOf(rows, 'charge_settled');
  const depositHeldByPlatform = heldBy('platform');
  const depositHeldByVendor = heldBy('vendor');
  const platformFee = sumOf(rows, 'platform_fee');
  const platformFeeDue = platformFeeOf(Math.max(0, rentPaid), terms.feePercent);
  const feeWithheld = Math.max(0, Math.min(platformFee, rentViaPlatform));
  return {
    rentViaPlatform,
    rentViaVendor,
    rentPaid,
    dueNow,
    balanceDue,
    depositDue,
    dueAtPickup: balanceDue + depositDue,
    depositReceived,
    depositHeldByPlatform,
    depositHeldByVendor,
    depositHeld: depositHeldByPlatform + depositHeldByVendor,
    depositReturned: sumOf(rows, 'deposit_returned'),
    refunded: sumOf(rows, 'refund'),
    platformFee,
    platformFeeDue,
    feeWithheld,
    vendorOwes: platformFee - feeWithheld,
    // Charges are the vendor's in full: the platform's fee is on the rental price only (0044).
    vendorEarned: rentPaid - platformFee + chargesViaPlatform + chargesViaVendor,
    vendorBalance: rentViaPlatform - platformFee + chargesViaPlatform,
    chargesSettled,
    depositApplied: sumOf(rows, 'deposit_applied'),
    chargesPaid: sumOf(rows, 'charge_paid'),
    chargesViaPlatform,
    chargesViaVendor,
    chargesDue: Math.max(0, chargesSettled - chargesViaPlatform - chargesViaVendor),
  };
}

/**
 * The platform fee row to append after a movement of rent: the fee the rent kept calls for less
 * the fee recorded so far (0: no row). Cumulative, so several movements never drift by rounding.
 */
export function feeCorrection(terms: RentalTerms, rows: readonly MoneyRow[]): number {
  const m = rentalMoney(terms, rows);
  return m.platformFeeDue - m.platformFee;
}

// ---------------------------------------------------------------------------------------------
// What may be recorded.

export type MoneyProblem = 'amount-not-positive' | 'not-whole' | 'above-outstanding' | 'nothing-due' | 'already-returned' | 'nothing-held' | 'not-the-held-amount';

/** Why a vendor's record of money received at the counter is refused, or null. */
export function receiptProblem(money: RentalMoney, kind: ReceiptKind, amount: number): MoneyProblem | null {
  if (!Number.isInteger(amount)) return 'not-whole';
  if (amount <= 0) return 'amount-not-positive';
  const outstanding = kind === 'balance' ? money.balanceDue : kind === 'deposit' ? money.depositDue : money.chargesDue;
  if (outstanding <= 0) return 'nothing-due';
  return amount > outstanding ? 'above-outstanding' : null;
}

/**
 * Why a vendor's record of the deposit it returns is refused, or null. The vendor returns the
 * whole deposit it holds, once (a deduction against it is the post-trip charges' business).
 */
export function depositReturnProblem(money: RentalMoney, alreadyReturned: boolean, amount: number): MoneyProblem | null {
  if (!Number.isInteger(amount)) return 'not-whole';
  if (amount <= 0) return 'amount-not-positive';
  if (alreadyReturned) return 'already-returned';
  if (money.depositHeldByVendor <= 0) return 'nothing-held';
  return amount !== money.depositHeldByVendor ? 'not-the-held-amount' : null;
}

// ---------------------------------------------------------------------------------------------
// The deposit settled against the charges after the trip (decision 0044).

/**
 * What to take from the deposit held for settled charges not yet collected: from what the vendor
 * holds first (it already has the money), then from what the platform holds.
 */
export function depositToApply(money: RentalMoney): { vendor: number; platform: number } {
  const vendor = Math.min(money.chargesDue, money.depositHeldByVendor);
  const platform = Math.min(money.chargesDue - vendor, money.depositHeldByPlatform);
  return { vendor, platform };
}

/**
 * What the platform may give back of the deposit it holds (once the settled charges were taken),
 * keeping back what is still open (charges waiting for the renter or an admin) beyond what the
 * vendor holds. Nothing is kept once nothing is open.
 */
export function depositRefundable(money: RentalMoney, stillOpen: number): number {
  const keep = Math.max(0, stillOpen - money.depositHeldByVendor);
  return Math.max(0, money.depositHeldByPlatform - keep);
}

// ---------------------------------------------------------------------------------------------
// The deposit's deadline.

const mustParse = mustParseWallClock;

export interface DepositSchedule {
  /** When the deposit must be back: the return (the booking's end) plus the days, wall-clock. */
  deadline: string;
  /** The vendor's reminders: at half the time, and on the day (09:00, or at half time if later). */
  halfway: string;
  onTheDay: string;
}

/** The deposit's deadline and reminder moments for a trip ending at `endDate`. */
export function depositSchedule(endDate: string, returnDays: number): DepositSchedule {
  const end = mustParse(endDate);
  const deadline = end + returnDays * MS_PER_DAY;
  const halfway = end + (returnDays * MS_PER_DAY) / 2;
  const morning = Math.floor(deadline / MS_PER_DAY) * MS_PER_DAY + 9 * 3_600_000;
  const onTheDay = Math.max(halfway, Math.min(morning, deadline));
  return { deadline: wallClockOf(deadline), halfway: wallClockOf(halfway), onTheDay: wallClockOf(onTheDay) };
}

/** Whole milliseconds from `now` to the deadline (negative once past): the booking's countdown. */
export const msUntil = (deadline: string, now: string) => mustParse(deadline) - mustParse(now);
