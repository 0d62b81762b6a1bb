import { describe, expect, it } from 'vitest';
import {
  bookingLines,
  cancellationQuote,
  earningAfterRefunds,
  policyCutoff,
  policyLineTexts,
  refundPercent,
  splitPlatformFee,
} from './money.js';
import { nowInZone } from './time.js';
import { createTranslator } from './i18n/translate.js';
import { renderText, type LocalText } from './i18n/text.js';
import { en } from './i18n/en/index.js';
import { ur } from './i18n/ur/index.js';

const english = createTranslator('en', en);
const urdu = createTranslator('ur', ur);
/** A quote with its explanation said in English (the catalog text the server says in the reader's language). */
const said = <T extends { explanation: LocalText }>(q: T) => ({ ...q, explanation: renderText(english, q.explanation) });

// 2030 is not a leap year: 4 March − 5 days = 27 February.
const START = '2030-03-04T10:00:00';

describe('cancellation policy: refund percent at the boundaries', () => {
  it.each([
    // [policy, now, percent]
    ['FLEXIBLE', '2030-03-01T10:00:00', 100],
    ['FLEXIBLE', '2030-03-03T10:00:00', 100], // exactly 24 h before: still full
    ['FLEXIBLE', '2030-03-03T10:00:01', 50],
    ['FLEXIBLE', '2030-03-04T09:59:59', 50],
    ['FLEXIBLE', '2030-03-04T10:00:00', 0], // the start: nothing
    ['FLEXIBLE', '2030-03-05T10:00:00', 0],
    ['MODERATE', '2030-02-27T10:00:00', 100], // exactly 5 days before
    ['MODERATE', '2030-02-27T10:00:01', 50],
    ['MODERATE', '2030-03-04T09:59:59', 50],
    ['MODERATE', '2030-03-04T10:00:00', 0],
    ['STRICT', '2030-02-01T10:00:00', 50],
    ['STRICT', '2030-02-25T10:00:00', 50], // exactly 7 days before
    ['STRICT', '2030-02-25T10:00:01', 0],
    ['STRICT', '2030-03-04T10:00:00', 0],
  ] as const)('%s at %s → %i%%', (policy, now, percent) => {
    expect(refundPercent(policy, START, now)).toBe(percent);
  });

  it('crosses months and years on the wall clock', () => {
    expect(policyCutoff('MODERATE', '2030-03-02T08:30:00')).toBe('2030-02-25T08:30:00');
    expect(policyCutoff('STRICT', '2031-01-03T00:00:00')).toBe('2030-12-27T00:00:00');
    expect(policyCutoff('FLEXIBLE', '2032-03-01T00:30:00')).toBe('2032-02-29T00:30:00');
  });

  it('reads "now" in the marketplace zone, not the machine\'s', () => {
    // 10:00 in Karachi (UTC+5) on 3 March is 05:00 UTC: exactly 24 h before a 4 March 10:00 start.
    const atBoundary = nowInZone('Asia/Karachi', new Date('2030-03-03T05:00:00Z'));
    const justAfter = nowInZone('Asia/Karachi', new Date('2030-03-03T05:00:01Z'));
    expect(refundPercent('FLEXIBLE', START, atBoundary)).toBe(100);
    expect(refundPercent('FLEXIBLE', START, justAfter)).toBe(50);
    // 22:00 UTC on 2 March is already 03:00 on 3 March in Karachi: past the cut-off of a 4 March
    // 02:00 start, though the UTC reading would still be before it.
    expect(refundPercent('FLEXIBLE', '2030-03-04T02:00:00', nowInZone('Asia/Karachi', new Date('2030-03-02T22:00:00Z')))).toBe(50);
    expect(refundPercent('FLEXIBLE', '2030-03-04T02:00:00', '2030-03-02T22:00:00')).toBe(100);
  });
});

describe('cancellation quote', () => {
  it('refunds the share of what was paid, rounded down to the rupee, and explains it with dates', () => {
    expect(said(cancellationQuote({ policy: 'MODERATE', startDate: START, now: '2030-02-01T09:00:00', paid: 15_000 }))).toEqual({
      policy: 'MODERATE',
      percent: 100,
      refundAmount: 15_000,
      explanation: 'Cancelling now refunds PKR 15,000 in full (full refund until 27 Feb 2030, 10:00 am).',
    });
    expect(said(cancellationQuote({ policy: 'FLEXIBLE', startDate: START, now: '2030-03-03T12:00:00', paid: 15_001 }))).toMatchObject({
      percent: 50,
      refundAmount: 7_500,
      explanation: 'Cancelling now refunds PKR 7,500, half of what you paid (50% refund until 4 Mar 2030, 10:00 am).',
    });
    expect(said(cancellationQuote({ policy: 'STRICT', startDate: START, now: '2030-03-01T12:00:00', paid: 15_000 }))).toMatchObject({
      percent: 0,
      refundAmount: 0,
      explanation: 'Cancelling now refunds nothing (no refund after 25 Feb 2030, 10:00 am).',
    });
    expect(said(cancellationQuote({ policy: 'FLEXIBLE', startDate: START, now: START, paid: 15_000 }))).toMatchObject({
      refundAmount: 0,
      explanation: 'Cancelling now refunds nothing: the rental has started.',
    });
  });

  it('has nothing to refund when nothing was paid through the app', () => {
    expect(said(cancellationQuote({ policy: 'FLEXIBLE', startDate: START, now: '2030-01-01T10:00:00', paid: 0 }))).toMatchObject({
      refundAmount: 0,
      explanation: 'Nothing was paid through RentWheels, so there is nothing to refund.',
    });
  });
});

describe('policy in words', () => {
  it('gives the actual dates for a booking, in either language', () => {
    const words = (policy: 'FLEXIBLE' | 'MODERATE' | 'STRICT') => policyLineTexts(policy, START).map((t) => renderText(english, t));
    expect(words('FLEXIBLE')).toEqual(['Full refund until 3 Mar 2030, 10:00 am', '50% refund until 4 Mar 2030, 10:00 am', 'No refund once the rental has started']);
    expect(words('MODERATE')).toEqual(['Full refund until 27 Feb 2030, 10:00 am', '50% refund until 4 Mar 2030, 10:00 am', 'No refund once the rental has started']);
    expect(words('STRICT')).toEqual(['50% refund until 25 Feb 2030, 10:00 am', 'No refund after that']);
    const inUrdu = policyLineTexts('STRICT', START).map((t) => renderText(urdu, t));
    expect(inUrdu[1]).toBe('اس کے بعد کوئی رقم واپس نہیں');
    expect(inUrdu[0]).toContain('50% رقم واپس');
  });

  it('explains a refund in Urdu with no English words left', () => {
    const q = cancellationQuote({ policy: 'FLEXIBLE', startDate: START, now: '2030-03-03T12:00:00', paid: 15_001 });
    const text = renderText(urdu, q.explanation);
    expect(text).toContain('آدھا');
    expect(text).not.toMatch(/refund|half|until|Cancelling/);
  });
});

describe('platform fee and vendor earning', () => {
  it('splits a total into fee and earning that always add up', () => {
    expect(splitPlatformFee(10_000, 10)).toEqual({ customerTotal: 10_000, platformFee: 1_000, vendorEarning: 9_000 });
    expect(splitPlatformFee(10_005, 10)).toEqual({ customerTotal: 10_005, platformFee: 1_001, vendorEarning: 9_004 });
    expect(splitPlatformFee(7_000, 0)).toEqual({ customerTotal: 7_000, platformFee: 0, vendorEarning: 7_000 });
    for (const total of [1, 3, 999, 12_345, 2_000_000]) {
      const s = splitPlatformFee(total, 12.5);
      expect(s.platformFee + s.vendorEarning).toBe(total);
    }
  });

  it('reduces the earning in proportion to what was refunded', () => {
    expect(earningAfterRefunds({ total: 10_000, earning: 9_000 }, 0)).toBe(9_000);
    expect(earningAfterRefunds({ total: 10_000, earning: 9_000 }, 5_000)).toBe(4_500);
    expect(earningAfterRefunds({ total: 10_000, earning: 9_000 }, 10_000)).toBe(0);
    expect(earningAfterRefunds({ total: 10_001, earning: 9_001 }, 3_333)).toBe(6_001);
    expect(earningAfterRefunds({ total: 0, earning: 0 }, 0)).toBe(0);
  });
});

describe('booking lines', () => {
  it('shows days × rate and the total to the customer', () => {
    expect(bookingLines({ startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00', pricePerDay: 5_000, side: 'CUSTOMER', feePercent: 10 })).toEqual({
      total: 10_000,
      lines: [
        { kind: 'days', label: '2 days × PKR 5,000', amount: 10_000, text: { key: 'trips.line.days', values: { count: 2, price: { price: 5_000 } } } },
        { kind: 'total', label: 'Total', amount: 10_000, text: { key: 'trips.line.total' } },
      ],
    });
  });

  it('counts a one-day (or shorter) booking as one day', () => {
    const oneHour = bookingLines({ startDate: '2030-01-10T10:00:00', endDate: '2030-01-10T11:00:00', pricePerDay: 4_000, side: 'CUSTOMER', feePercent: 10 });
    expect(oneHour.lines[0]).toMatchObject({ kind: 'days', label: '1 day × PKR 4,000', amount: 4_000 });
    expect(oneHour.total).toBe(4_000);
    // 24 h and one minute is two days.
    expect(bookingLines({ startDate: '2030-01-10T10:00:00', endDate: '2030-01-11T10:01:00', pricePerDay: 4_000, side: 'CUSTOMER', feePercent: 10 }).total).toBe(8_000);
  });

  it('adds the platform fee and the earning for the vendor only', () => {
    const vendor = bookingLines({ startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00', pricePerDay: 5_000, side: 'VENDOR', feePercent: 10 });
    expect(vendor.lines).toEqual([
      { kind: 'days', label: '3 days × PKR 5,000', amount: 15_000, text: { key: 'trips.line.days', values: { count: 3, price: { price: 5_000 } } } },
      { kind: 'total', label: 'Total', amount: 15_000, text: { key: 'trips.line.total' } },
      { kind: 'platform-fee', label: 'Platform fee (10%)', amount: -1_500, text: { key: 'trips.line.platformFee', values: { percent: 10 } } },
      { kind: 'earning', label: 'Your earning', amount: 13_500, text: { key: 'trips.line.yourEarning' } },
    ]);
    const admin = bookingLines({ startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00', pricePerDay: 5_000, side: null, feePercent: 10 });
    expect(admin.lines.map((l) => l.kind)).toEqual(['days', 'total', 'platform-fee', 'earning']);
    expect(admin.lines[3]!.label).toBe('Vendor earning');
  });

  it('every line carries its catalog text, lines stored before they did included (read back from their words), so Urdu readers see no English', () => {
    const stored = [
      { kind: 'weekend-days' as const, label: '2 weekend days × PKR 6,000', amount: 12_000 },
      { kind: 'discount' as const, label: 'Weekly discount (10%)', amount: -1_200 },
      { kind: 'driver' as const, label: 'Driver: 2 days × PKR 2,000', amount: 4_000 },
    ];
    const { lines } = bookingLines({ startDate: '2030-01-12T10:00:00', endDate: '2030-01-14T10:00:00', pricePerDay: 5_000, side: 'VENDOR', feePercent: 10, priceLines: stored });
    const inUrdu = lines.map((l) => renderText(urdu, l.text!));
    expect(inUrdu).toEqual(['2 ہفتہ وار چھٹی کے دن × Rs 6,000', 'ہفتہ وار رعایت (10%)', 'ڈرائیور: 2 دن × Rs 2,000', 'کل', 'پلیٹ فارم فیس (10%)', 'آپ کی کمائی'].map((w) => expect.stringContaining(w.split(' × ')[0]!)));
    for (const w of inUrdu) expect(w).not.toMatch(/[A-Za-z]{3,}/);
  });
});
