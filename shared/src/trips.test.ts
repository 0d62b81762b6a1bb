import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type AvailabilityRules } from './availability.js';
import { bookingTotal } from './time.js';
import {
  DEFAULT_TRIP_TERMS,
  effectiveTripTerms,
  lateReturnCharge,
  nightsOf,
  taxPercentFor,
  tripProblem,
  tripQuote,
  type Trip,
  type TripTerms,
} from './trips.js';

const rules = (over: Partial<AvailabilityRules> = {}): AvailabilityRules => ({ ...DEFAULT_RULES, ...over });
const terms = (over: Partial<TripTerms> = {}): TripTerms => ({ ...DEFAULT_TRIP_TERMS, ...over });
const SELF: Trip = { mode: 'self_drive', destination: null };
const DRIVER: Trip = { mode: 'with_driver', destination: null };
const priced = (
  startDate: string,
  endDate: string,
  options: { rules?: Partial<AvailabilityRules>; terms?: Partial<TripTerms>; trip?: Trip; taxPercent?: number; pricePerDay?: number } = {},
) =>
  tripQuote({
    startDate,
    endDate,
    trip: options.trip ?? SELF,
    pricePerDay: options.pricePerDay ?? 5000,
    rules: rules(options.rules),
    terms: terms(options.terms),
    city: 'Lahore',
    province: 'Punjab',
    taxPercent: options.taxPercent ?? 0,
  });
/** The lines as a reader sees them: kind, English words, amount. */
const words = (q: ReturnType<typeof priced>) => q.lines.map(({ kind, label, amount }) => ({ kind, label, amount }));
const quote = (startDate: string, endDate: string, over: Partial<AvailabilityRules> = {}, withDriver = false) =>
  priced(startDate, endDate, { rules: over, trip: withDriver ? DRIVER : SELF });

// 2030-01-07 is a Monday; 2030-01-12 a Saturday, 2030-01-13 a Sunday.
describe('trip quote: days, weekends, discounts, driver', () => {
  it('is days × rate for a car without settings, the same total as bookingTotal', () => {
    const q = quote('2030-01-07T10:00:00', '2030-01-09T12:00:00');
    expect(q.days).toBe(3);
    expect(words(q)).toEqual([
      { kind: 'days', label: '3 days × PKR 5,000', amount: 15000 },
      { kind: 'total', label: 'Total', amount: 15000 },
    ]);
    expect(q.lines[0]).toMatchObject({ quantity: 3, unitPrice: 5000, text: { key: 'trips.line.days' } });
    expect(q.total).toBe(bookingTotal('2030-01-07T10:00:00', '2030-01-09T12:00:00', 5000));
  });

  it('prices Saturdays and Sundays at the weekend rate', () => {
    const q = quote('2030-01-11T10:00:00', '2030-01-14T10:00:00', { weekendPricePerDay: 6000 });
    expect(words(q)).toEqual([
      { kind: 'days', label: '1 day × PKR 5,000', amount: 5000 },
      { kind: 'weekend-days', label: '2 weekend days × PKR 6,000', amount: 12000 },
      { kind: 'total', label: 'Total', amount: 17000 },
    ]);
  });

  it('takes the day of each 24-hour rental day from its start: late Friday is a Friday, just after midnight a Saturday', () => {
    expect(quote('2030-01-11T23:59:00', '2030-01-12T23:00:00', { weekendPricePerDay: 6000 }).total).toBe(5000);
    expect(quote('2030-01-12T00:00:00', '2030-01-12T23:00:00', { weekendPricePerDay: 6000 }).total).toBe(6000);
    expect(quote('2030-01-13T23:30:00', '2030-01-14T01:00:00', { weekendPricePerDay: 6000 }).total).toBe(6000);
  });

  it('gives the weekly discount from 7 days, not at 6; the monthly from 28 (or the weekly if larger)', () => {
    expect(quote('2030-01-07T10:00:00', '2030-01-13T10:00:00', { weeklyDiscountPercent: 10 }).total).toBe(30000);
    const week = quote('2030-01-07T10:00:00', '2030-01-14T10:00:00', { weeklyDiscountPercent: 10 });
    expect(words(week)).toContainEqual({ kind: 'discount', label: 'Weekly discount (10%)', amount: -3500 });
    expect(week.total).toBe(31500);
    const d27 = quote('2030-01-01T10:00:00', '2030-01-28T10:00:00', { weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 });
    expect(d27.total).toBe(27 * 5000 * 0.9);
    const d28 = quote('2030-01-01T10:00:00', '2030-01-29T10:00:00', { weeklyDiscountPercent: 10, monthlyDiscountPercent: 25 });
    expect(words(d28)).toContainEqual({ kind: 'discount', label: 'Monthly discount (25%)', amount: -35000 });
    const smallMonthly = quote('2030-01-01T10:00:00', '2030-01-29T10:00:00', { weeklyDiscountPercent: 10, monthlyDiscountPercent: 5 });
    expect(words(smallMonthly)).toContainEqual({ kind: 'discount', label: 'Weekly discount (10%)', amount: -14000 });
  });

  it('discounts the car, weekend days included, but not the driver; rounds to the rupee', () => {
    const q = quote('2030-01-07T10:00:00', '2030-01-14T10:00:00', { weekendPricePerDay: 6001, weeklyDiscountPercent: 7, driverPricePerDay: 2000 }, true);
    const car = 5 * 5000 + 2 * 6001;
    expect(words(q)).toEqual([
      { kind: 'days', label: '5 days × PKR 5,000', amount: 25000 },
      { kind: 'weekend-days', label: '2 weekend days × PKR 6,001', amount: 12002 },
      { kind: 'discount', label: 'Weekly discount (7%)', amount: -Math.round(car * 0.07) },
      { kind: 'driver', label: 'Driver: 7 days × PKR 2,000', amount: 14000 },
      { kind: 'total', label: 'Total', amount: car - Math.round(car * 0.07) + 14000 },
    ]);
  });

  it('adds no driver when not asked for or not offered', () => {
    expect(quote('2030-01-07T10:00:00', '2030-01-08T10:00:00', { driverPricePerDay: 2000 }, false).total).toBe(5000);
    expect(quote('2030-01-07T10:00:00', '2030-01-08T10:00:00', {}, true).total).toBe(5000);
  });

  it('quotes nothing for an empty or reversed range', () => {
    expect(quote('2030-01-08T10:00:00', '2030-01-07T10:00:00')).toMatchObject({ days: 0, total: 0 });
  });
});

describe('trip quote: with a driver out of the city', () => {
  const murree = { outOfCity: 'listed' as const, destinations: [{ name: 'Murree', surchargePerDay: 3000, withDriverOnly: true }, { name: 'Islamabad', surchargePerDay: 1000, withDriverOnly: false }] };

  it('a 3-day Lahore → Murree trip: driver, meals, two nights, the surcharge, tax; the deposit apart', () => {
    const q = priced('2030-01-07T09:00:00', '2030-01-10T09:00:00', {
      rules: { driverPricePerDay: 2500 },
      terms: { ...murree, nightAllowance: 1500, mealAllowancePerDay: 800, deposit: 20000 },
      trip: { mode: 'with_driver', destination: 'murree' },
      taxPercent: 16,
    });
    expect(words(q)).toEqual([
      { kind: 'days', label: '3 days × PKR 5,000', amount: 15000 },
      { kind: 'driver', label: 'Driver: 3 days × PKR 2,500', amount: 7500 },
      { kind: 'meals', label: "Driver's meals: 3 days × PKR 800", amount: 2400 },
      { kind: 'nights', label: "Driver's night allowance: 3 nights × PKR 1,500", amount: 4500 },
      { kind: 'out-of-city', label: 'Out of city (Lahore → Murree): 3 days × PKR 3,000', amount: 9000 },
      { kind: 'tax', label: 'Sales tax (Punjab, 16%)', amount: Math.round(38400 * 0.16) },
      { kind: 'total', label: 'Total', amount: 38400 + Math.round(38400 * 0.16) },
    ]);
    expect(q).toMatchObject({ deposit: 20000, payAtPickup: 20000, payNow: q.total, problem: null });
  });

  it('pays no night allowance and no surcharge within the city', () => {
    const q = priced('2030-01-07T09:00:00', '2030-01-10T09:00:00', { rules: { driverPricePerDay: 2500 }, terms: { ...murree, nightAllowance: 1500 }, trip: DRIVER });
    expect(q.lines.map((l) => l.kind)).toEqual(['days', 'driver', 'total']);
  });

  it('names the rule a trip breaks', () => {
    const t = terms(murree);
    expect(tripProblem(t, 2500, { mode: 'self_drive', destination: 'Murree' })?.code).toBe('destination-with-driver-only');
    expect(tripProblem(t, 2500, { mode: 'self_drive', destination: 'Naran' })?.code).toBe('destination-not-listed');
    expect(tripProblem(t, 2500, { mode: 'self_drive', destination: 'Islamabad' })).toBeNull();
    expect(tripProblem(terms({ outOfCity: 'not_allowed' }), 2500, { mode: 'self_drive', destination: 'Islamabad' })?.code).toBe('out-of-city-not-allowed');
    expect(tripProblem(terms({ modes: 'self_drive' }), 2500, DRIVER)?.code).toBe('mode-not-offered');
    expect(tripProblem(terms({ modes: 'with_driver' }), 2500, SELF)?.code).toBe('mode-not-offered');
    expect(tripProblem(terms(), null, DRIVER)?.code).toBe('no-driver');
  });
});

describe('boundaries', () => {
  it('the grace minute: 60 minutes late is free, 61 is an hour; from the set hours on, a full day', () => {
    const t = { lateGraceMinutes: 60, lateHourlyRate: 700, lateFullDayAfterHours: 5 };
    expect(lateReturnCharge(t, 8000, 60)).toBe(0);
    expect(lateReturnCharge(t, 8000, 61)).toBe(700);
    expect(lateReturnCharge(t, 8000, 120)).toBe(700);
    expect(lateReturnCharge(t, 8000, 121)).toBe(1400);
    expect(lateReturnCharge(t, 8000, 60 + 4 * 60)).toBe(2800);
    expect(lateReturnCharge(t, 8000, 60 + 4 * 60 + 1)).toBe(8000);
  });

  it('the nights of a trip that returns after midnight', () => {
    expect(nightsOf('2030-01-07T08:00:00', '2030-01-08T23:59:00')).toBe(1);
    expect(nightsOf('2030-01-07T08:00:00', '2030-01-09T00:00:00')).toBe(1);
    expect(nightsOf('2030-01-07T08:00:00', '2030-01-09T00:30:00')).toBe(2);
    expect(nightsOf('2030-01-07T08:00:00', '2030-01-07T22:00:00')).toBe(0);
    // Two rental days (40 hours), two nights away: the allowance counts nights, not days.
    const q = priced('2030-01-07T09:00:00', '2030-01-09T01:00:00', {
      rules: { driverPricePerDay: 2000 },
      terms: { nightAllowance: 1000 },
      trip: { mode: 'with_driver', destination: 'Murree' },
    });
    expect(q.days).toBe(2);
    expect(words(q)).toContainEqual({ kind: 'nights', label: "Driver's night allowance: 2 nights × PKR 1,000", amount: 2000 });
  });

  it('a seasonal range cutting a weekend: Saturday in the season, Sunday at the weekend rate; the usual total beside it', () => {
    const q = priced('2030-01-11T10:00:00', '2030-01-14T10:00:00', {
      rules: { weekendPricePerDay: 6000 },
      terms: { seasons: [{ name: 'Eid', from: '2030-01-08', to: '2030-01-12', pricePerDay: 11000 }] },
    });
    expect(words(q)).toEqual([
      { kind: 'weekend-days', label: '1 weekend day × PKR 6,000', amount: 6000 },
      { kind: 'season-days', label: 'Eid: 1 day × PKR 11,000 (usual PKR 5,000/day)', amount: 11000 },
      { kind: 'season-days', label: 'Eid: 1 day × PKR 11,000 (usual PKR 6,000/day)', amount: 11000 },
      { kind: 'total', label: 'Total', amount: 28000 },
    ]);
    expect(q.usualTotal).toBe(5000 + 6000 + 6000);
  });

  it('unlimited kilometres by default; a car may set a limit over its service', () => {
    expect(effectiveTripTerms({}, {}).kmPerDay).toBeNull();
    expect(effectiveTripTerms({ kmPerDay: 250, extraKmRate: 30 }, { kmPerDay: null })).toMatchObject({ kmPerDay: null, extraKmRate: 30 });
    expect(effectiveTripTerms({ kmPerDay: null }, { kmPerDay: 200 }).kmPerDay).toBe(200);
  });

  it('finds the province’s tax whatever its case; 0 when not configured', () => {
    expect(taxPercentFor({ Punjab: 16 }, 'punjab')).toBe(16);
    expect(taxPercentFor({ Punjab: 16 }, 'Sindh')).toBe(0);
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

describe('property: over random terms, dates and trips', () => {
  it('the lines add up to the total, every line is whole rupees, the usual total is the same trip without seasons', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const r = random(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
      const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]!;
      const day = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      const startDay = int(0, 300);
      const start = `${day(startDay)}T${String(int(0, 23)).padStart(2, '0')}:${pick(['00', '15', '30', '59'])}:00`;
      const end = `${day(startDay + int(0, 40))}T${String(int(0, 23)).padStart(2, '0')}:${pick(['00', '01', '45'])}:00`;
      const seasonStart = startDay + int(-5, 20);
      const t = terms({
        nightAllowance: int(0, 3000),
        mealAllowancePerDay: pick([null, int(0, 1500)]),
        outOfCity: pick(['anywhere', 'listed', 'not_allowed'] as const),
        outOfCitySurchargePerDay: int(0, 4000),
        destinations: [{ name: 'Murree', surchargePerDay: int(0, 5000), withDriverOnly: r() < 0.5 }],
        seasons: r() < 0.6 ? [{ name: 'Eid', from: day(seasonStart), to: day(seasonStart + int(0, 10)), pricePerDay: int(1000, 30000) }] : [],
      });
      const options = {
        rules: { weekendPricePerDay: pick([null, int(1000, 20000)]), weeklyDiscountPercent: int(0, 30), monthlyDiscountPercent: int(0, 50), driverPricePerDay: pick([null, int(500, 5000)]) },
        terms: t,
        trip: { mode: pick(['self_drive', 'with_driver'] as const), destination: pick([null, 'Murree', 'Naran']) },
        taxPercent: pick([0, 5, 13, 16]),
        pricePerDay: int(1000, 50000),
      };
      const q = priced(start, end, options);
      const body = q.lines.filter((l) => l.kind !== 'total');
      const sum = body.reduce((s, l) => s + l.amount, 0);
      expect(sum, `seed ${seed}`).toBe(q.total);
      expect(q.lines.at(-1), `seed ${seed}`).toMatchObject({ kind: 'total', amount: q.total });
      for (const l of q.lines) expect(Number.isInteger(l.amount), `seed ${seed}`).toBe(true);
      const withoutSeasons = priced(start, end, { ...options, terms: { ...t, seasons: [] } });
      expect(q.usualTotal, `seed ${seed}`).toBe(withoutSeasons.total);
      expect(q.payNow + 0, `seed ${seed}`).toBe(q.total);
    }
  });
});
