// The money rules people can see (decision 0015): cancellation policies and their refunds, the
// platform fee and the vendor's earning, and the line items of a booking. Pure functions over
// wall-clock strings in the marketplace's zone (time.ts): the server decides with them, the web
// shows the same words before anyone commits.
// The zod schemas of these answers live in moneySchema.ts, so the web pages that only show the
// rules (a car page's policy line, the booking form's price) do not load zod.
import { formatPKR } from './format.js';
import { MS_PER_DAY, mustParseWallClock, rentalDays, wallClockOf } from './time.js';
import { TRIP_LINE_KINDS } from './trips.js';
import type { LocalText, TextValue } from './i18n/text.js';

export const CANCELLATION_POLICIES = ['FLEXIBLE', 'MODERATE', 'STRICT'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'MODERATE';

interface PolicyRule {
  label: string;
  /** How long before the start the better refund ends (inclusive: "until"). */
  cutoffMs: number;
  cutoffWords: string;
  /** Percent refunded until the cut-off, and from it until the start. Nothing from the start on. */
  before: number;
  after: number;
}

export const POLICY_RULES: Record<CancellationPolicy, PolicyRule> = {
  FLEXIBLE: { label: 'Flexible', cutoffMs: MS_PER_DAY, cutoffWords: '24 hours', before: 100, after: 50 },
  MODERATE: { label: 'Moderate', cutoffMs: 5 * MS_PER_DAY, cutoffWords: '5 days', before: 100, after: 50 },
  STRICT: { label: 'Strict', cutoffMs: 7 * MS_PER_DAY, cutoffWords: '7 days', before: 50, after: 0 },
};

export const policyLabel = (policy: CancellationPolicy) => POLICY_RULES[policy].label;


const mustParse = mustParseWallClock;

/** The wall-clock moment the better refund of `policy` ends for a rental starting at `startDate`. */
export function policyCutoff(policy: CancellationPolicy, startDate: string): string {
  return wallClockOf(mustParse(startDate) - POLICY_RULES[policy].cutoffMs);
}

/** Percent of the amount paid that cancelling at `now` gives back (0 from the start on). */
export function refundPercent(policy: CancellationPolicy, startDate: string, now: string): number {
  const start = mustParse(startDate);
  const at = mustParse(now);
  if (at >= start) return 0;
  const rule = POLICY_RULES[policy];
  return at <= start - rule.cutoffMs ? rule.before : rule.after;
}

/** A moment of the policy's words ("25 Feb 2030, 10:00 am": the one date-time format), said in the reader's language. */
const moment = (value: string): TextValue => ({ date: value, style: 'dateTime' });

/**
 * The policy for a rental starting at `startDate`, line by line with the actual dates, as catalog
 * texts (said in the reader's language by whoever shows them: the web, an answer, an e-mail).
 */
export function policyLineTexts(policy: CancellationPolicy, startDate: string): LocalText[] {
  const r = POLICY_RULES[policy];
  const until = (percent: number, at: string): LocalText =>
    percent === 100
      ? { key: 'bookings.policyLine.fullRefundUntil', values: { moment: moment(at) } }
      : { key: 'bookings.policyLine.percentRefundUntil', values: { percent, moment: moment(at) } };
  const lines = [until(r.before, policyCutoff(policy, startDate))];
  if (r.after === 0) return [...lines, { key: 'bookings.policyLine.noRefundAfter' }];
  return [...lines, until(r.after, startDate), { key: 'bookings.policyLine.noRefundStarted' }];
}

export interface CancellationQuoteInput {
  policy: CancellationPolicy;
  startDate: string;
  /** The current wall-clock time in the marketplace's zone. */
  now: string;
  /** What was paid through the app for the booking, in whole rupees. */
  paid: number;
}

export interface PolicyQuote {
  policy: CancellationPolicy;
  percent: number;
  refundAmount: number;
  /** Why, as a catalog text with its figures and dates. */
  explanation: LocalText;
}

/** What the customer gets back for cancelling at `now`: a share of `paid`, rounded down to the rupee. */
export function cancellationQuote(input: CancellationQuoteInput): PolicyQuote {
  const { policy, startDate, now, paid } = input;
  const percent = refundPercent(policy, startDate, now);
  const refundAmount = Math.floor((paid * percent) / 100);
  const base = { policy, percent, refundAmount };
  if (paid <= 0) return { ...base, refundAmount: 0, explanation: { key: 'bookings.refundWords.nothingPaid' } };
  if (mustParse(now) >= mustParse(startDate)) return { ...base, explanation: { key: 'bookings.refundWords.started' } };
  const r = POLICY_RULES[policy];
  const cutoff = policyCutoff(policy, startDate);
  const beforeCutoff = mustParse(now) <= mustParse(startDate) - r.cutoffMs;
  const untilWords = (p: number, at: string): TextValue =>
    p === 100 ? { text: 'bookings.refundWords.fullUntil', values: { moment: moment(at) } } : { text: 'bookings.refundWords.percentUntil', values: { percent: p, moment: moment(at) } };
  const rule: TextValue = beforeCutoff
    ? untilWords(r.before, cutoff)
    : r.after === 0
      ? { text: 'bookings.refundWords.noneAfter', values: { moment: moment(cutoff) } }
      : untilWords(r.after, startDate);
  const amount = { price: refundAmount };
  const what: TextValue =
    percent === 100
      ? { text: 'bookings.refundWords.inFull', values: { amount } }
      : percent === 50
        ? { text: 'bookings.refundWords.half', values: { amount } }
        : percent === 0
          ? { text: 'bookings.refundWords.nothing' }
          : { text: 'bookings.refundWords.percent', values: { amount, percent } };
  return { ...base, explanation: { key: 'bookings.refundWords.refunds', values: { what, rule } } };
}

// ---------------------------------------------------------------------------------------------
// Platform fee and vendor earning.

export interface FeeSplit {
  customerTotal: number;
  platformFee: number;
  vendorEarning: number;
}

/** The platform's commission (rounded to the rupee) and the vendor's earning; they add up to the total. */
export function splitPlatformFee(total: number, feePercent: number): FeeSplit {
  const platformFee = Math.round((total * feePercent) / 100);
  return { customerTotal: total, platformFee, vendorEarning: total - platformFee };
}

/**
 * The vendor's earning once `refunded` of the customer's `total` went back: reduced in proportion.
 * Computed from the cumulative refund, so several partial refunds never drift by rounding.
 */
export function earningAfterRefunds(split: { total: number; earning: number }, refunded: number): number {
  if (split.total <= 0) return 0;
  const kept = Math.min(Math.max(split.total - refunded, 0), split.total);
  return Math.round((split.earning * kept) / split.total);
}

// ---------------------------------------------------------------------------------------------
// Line items of a booking: the one source of every total shown.

export const BOOKING_LINE_KINDS = [...TRIP_LINE_KINDS, 'platform-fee', 'earning'] as const;
/**
 * A line of a booking's price. Lines made by `tripQuote` also carry their catalog text (the answer
 * says it in the reader's language), the count and the unit price.
 */
export interface BookingLine {
  kind: (typeof BOOKING_LINE_KINDS)[number];
  label: string;
  amount: number;
  text?: LocalText;
  quantity?: number;
  unitPrice?: number;
}

export interface BookingLinesInput {
  startDate: string;
  endDate: string;
  pricePerDay: number;
  /** Who looks: the platform fee and the earning are shown to the vendor (and admins, side null). */
  side: 'CUSTOMER' | 'VENDOR' | null;
  feePercent: number;
  /**
   * The lines the price was made of when a quote priced it (weekend days, a discount, a driver:
   * `tripQuote`, decision 0031), without the total; they replace the "days × rate" line.
   */
  priceLines?: BookingLine[] | null;
}

/**
 * The catalog text of a line stored before lines carried theirs (quotes of decision 0016: days,
 * weekend days, a driver, a discount, worded in English), read back from its English words;
 * undefined when the words are not recognised (the English label is then shown as it is).
 */
export function storedLineText(line: Pick<BookingLine, 'kind' | 'label' | 'text'>): LocalText | undefined {
  if (line.text) return line.text;
  if (line.kind === 'total') return { key: 'trips.line.total' };
  const discount = /^(Weekly|Monthly) discount \((\d+)%\)$/.exec(line.label);
  if (line.kind === 'discount' && discount) return { key: discount[1] === 'Weekly' ? 'trips.line.weeklyDiscount' : 'trips.line.monthlyDiscount', values: { percent: Number(discount[2]) } };
  const times = /(\d+) (?:weekend )?days? × PKR ([\d,]+)$/.exec(line.label);
  if (times && (line.kind === 'days' || line.kind === 'weekend-days' || line.kind === 'driver')) {
    const key = line.kind === 'days' ? 'trips.line.days' : line.kind === 'weekend-days' ? 'trips.line.weekendDays' : 'trips.line.driver';
    return { key, values: { count: Number(times[1]), price: { price: Number(times[2]!.replace(/,/g, '')) } } };
  }
  return undefined;
}

export function bookingLines(input: BookingLinesInput): { total: number; lines: BookingLine[] } {
  const days = rentalDays(input.startDate, input.endDate);
  const priced = input.priceLines?.filter((l) => l.kind !== 'total').map((l) => (l.text ? l : { ...l, text: storedLineText(l) }));
  const subtotal = priced?.length ? priced.reduce((sum, l) => sum + l.amount, 0) : days * input.pricePerDay;
  const total = subtotal;
  const lines: BookingLine[] = [
    ...(priced?.length
      ? priced
      : [
          {
            kind: 'days' as const,
            label: `${days} ${days === 1 ? 'day' : 'days'} × ${formatPKR(input.pricePerDay)}`,
            amount: subtotal,
            text: { key: 'trips.line.days' as const, values: { count: days, price: { price: input.pricePerDay } } },
          },
        ]),
    { kind: 'total', label: 'Total', amount: total, text: { key: 'trips.line.total' } },
  ];
  if (input.side !== 'CUSTOMER') {
    const split = splitPlatformFee(total, input.feePercent);
    lines.push(
      { kind: 'platform-fee', label: `Platform fee (${input.feePercent}%)`, amount: -split.platformFee, text: { key: 'trips.line.platformFee', values: { percent: input.feePercent } } },
      {
        kind: 'earning',
        label: input.side === 'VENDOR' ? 'Your earning' : 'Vendor earning',
        amount: split.vendorEarning,
        text: { key: input.side === 'VENDOR' ? 'trips.line.yourEarning' : 'trips.line.vendorEarning' },
      },
    );
  }
  return { total, lines };
}

// ---------------------------------------------------------------------------------------------
// Shortening a trip (decision 0031): the days given up follow the cancellation policy.

export interface ShorteningRefundInput {
  policy: CancellationPolicy;
  /** The new return: the days given up start there, so the policy reads it as their start. */
  newEndDate: string;
  /** The current wall-clock time in the marketplace's zone. */
  now: string;
  /** What the booking cost before, and what the shorter trip costs by the same quote. */
  previousTotal: number;
  shorterTotal: number;
  /** The rent received so far (online and at the counter, less what went back). */
  rentPaid: number;
  /** Of it, what was paid online and can go back through the provider. */
  refundableOnline: number;
}

export interface ShorteningRefund {
  /**
   * The booking's new total: the shorter trip's price plus what the policy keeps of the days given
   * up (never more than was agreed). Its lines add up to it.
   */
  total: number;
  /** What the days given up were worth (the old total less the shorter trip's). */
  givenUp: number;
  /** The policy's share of them given back, and what it keeps. */
  percent: number;
  kept: number;
  /** Given back online: what was paid beyond the new total, at most what can go back online. */
  refundAmount: number;
  /** Paid beyond the new total at the counter: the vendor gives it back there. */
  owedAtCounter: number;
}

/**
 * What shortening a trip to `newEndDate` does to its money: the days given up are worth the
 * difference of the two quotes, and the booking's cancellation policy, read as a rental that starts
 * at the new return (the same cut-offs), decides the share of them that is no longer owed; the rest
 * stays in the total. What was already paid beyond the new total goes back: online through the
 * provider, the remainder at the counter. A shorter trip that would cost more (it falls below a
 * weekly discount) keeps the agreed total.
 */
export function shorteningRefund(input: ShorteningRefundInput): ShorteningRefund {
  const shorter = Math.min(input.shorterTotal, input.previousTotal);
  const givenUp = input.previousTotal - shorter;
  const percent = givenUp > 0 ? refundPercent(input.policy, input.newEndDate, input.now) : 0;
  const kept = givenUp - Math.floor((givenUp * percent) / 100);
  const total = shorter + kept;
  const overpaid = Math.max(0, input.rentPaid - total);
  const refundAmount = Math.min(overpaid, Math.max(0, input.refundableOnline));
  return { total, givenUp, percent, kept, refundAmount, owedAtCounter: overpaid - refundAmount };
}
