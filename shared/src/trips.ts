// Trip pricing (issue 29, decision 0031): which trips the terms allow (the terms are in
// tripTerms.ts, re-exported here), and `tripQuote`, the one pure function that makes
// every amount of a booking: the quote shown, the total stored and charged, an extension's price.
// Each line carries a catalog text (key and values) and its English words; the server says the
// text in the reader's language. No zod here (tripsSchema.ts).
import { MONTHLY_DAYS, WEEKEND_DAYS, WEEKLY_DAYS, weekdayOf, type AvailabilityRules } from './availability.js';
import { MS_PER_DAY, parseLocalDateTime, rentalDays } from './time.js';
import { trips as tripsCatalog } from './i18n/en/trips.js';
import { renderText, type LocalText } from './i18n/text.js';
import { createTranslator } from './i18n/translate.js';
import type { MessageKey } from './i18n/en/index.js';
import { paymentSplit } from './rental-money.js';
import { type Season, type TripMode, type TripTerms } from './tripTerms.js';

export * from './tripTerms.js';

const englishTrips = createTranslator<MessageKey>('en', tripsCatalog as unknown as Record<MessageKey, string>);

// ---------------------------------------------------------------------------------------------
// Which trips the terms allow.

export interface Trip {
  mode: TripMode;
  /** Null or empty: within the service's city. */
  destination: string | null;
}

export type TripProblemCode = 'mode-not-offered' | 'no-driver' | 'out-of-city-not-allowed' | 'destination-not-listed' | 'destination-with-driver-only';
export interface TripProblem {
  field: 'mode' | 'destination';
  code: TripProblemCode;
  text: LocalText;
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The destination as the terms name it, or null within the city. */
export function normalDestination(terms: TripTerms, destination: string | null | undefined): string | null {
  const wanted = destination?.trim();
  if (!wanted) return null;
  return terms.destinations.find((d) => sameName(d.name, wanted))?.name ?? wanted;
}

/**
 * Why the terms do not allow the trip (the rule it breaks), or null. `driverPricePerDay` is the
 * availability rules' driver rate (null: no driver offered).
 */
export function tripProblem(terms: TripTerms, driverPricePerDay: number | null, trip: Trip): TripProblem | null {
  if (trip.mode === 'with_driver' && terms.modes === 'self_drive') return { field: 'mode', code: 'mode-not-offered', text: { key: 'errors.trips.selfDriveOnly' } };
  if (trip.mode === 'self_drive' && terms.modes === 'with_driver') return { field: 'mode', code: 'mode-not-offered', text: { key: 'errors.trips.withDriverOnly' } };
  if (trip.mode === 'with_driver' && driverPricePerDay === null) return { field: 'mode', code: 'no-driver', text: { key: 'errors.trips.noDriver' } };
  const place = normalDestination(terms, trip.destination);
  if (place === null) return null;
  if (terms.outOfCity === 'not_allowed') return { field: 'destination', code: 'out-of-city-not-allowed', text: { key: 'errors.trips.cityOnly' } };
  if (terms.outOfCity === 'listed') {
    const listed = terms.destinations.find((d) => sameName(d.name, place));
    if (!listed) {
      return { field: 'destination', code: 'destination-not-listed', text: { key: 'errors.trips.notListed', values: { place: { ltr: place }, places: { ltr: terms.destinations.map((d) => d.name).join(', ') } } } };
    }
    if (listed.withDriverOnly && trip.mode === 'self_drive') {
      return { field: 'destination', code: 'destination-with-driver-only', text: { key: 'errors.trips.withDriverOnlyPlace', values: { place: { ltr: listed.name } } } };
    }
  }
  return null;
}

/** The surcharge per day of going to `place` (0 within the city). */
function surchargeFor(terms: TripTerms, place: string | null): number {
  if (place === null || terms.outOfCity === 'not_allowed') return 0;
  if (terms.outOfCity === 'anywhere') return terms.outOfCitySurchargePerDay;
  return terms.destinations.find((d) => sameName(d.name, place))?.surchargePerDay ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Counting.

const pad = (n: number) => String(n).padStart(2, '0');
function dateOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
function mustParse(value: string): number {
  const ms = parseLocalDateTime(value.replace(' ', 'T').slice(0, 19));
  if (ms === null) throw new Error(`Not a wall-clock time: ${value}`);
  return ms;
}

/**
 * Nights of a trip: the midnights passed strictly between its start and its end. A return at
 * 00:30 is a night more than a return at 23:59; a return at 00:00 sharp is not.
 */
export function nightsOf(startDate: string, endDate: string): number {
  const start = mustParse(startDate);
  const end = mustParse(endDate);
  if (end <= start) return 0;
  const firstMidnight = Math.floor(start / MS_PER_DAY) * MS_PER_DAY + MS_PER_DAY;
  if (firstMidnight >= end) return 0;
  return Math.floor((end - 1 - firstMidnight) / MS_PER_DAY) + 1;
}

/** The season a date ("YYYY-MM-DD") falls in; the first listed wins where two overlap. */
export const seasonOn = (seasons: readonly Season[], date: string): Season | undefined => seasons.find((s) => s.from <= date && date <= s.to);

/**
 * What returning `minutesLate` after the agreed end costs: nothing within the grace period; then
 * each hour begun after the grace at the hourly rate; from `lateFullDayAfterHours` hours late, a
 * full day at `dayRate` for each day begun instead.
 */
export function lateReturnCharge(terms: Pick<TripTerms, 'lateGraceMinutes' | 'lateHourlyRate' | 'lateFullDayAfterHours'>, dayRate: number, minutesLate: number): number {
  if (minutesLate <= terms.lateGraceMinutes) return 0;
  const hours = Math.ceil((minutesLate - terms.lateGraceMinutes) / 60);
  if (hours >= terms.lateFullDayAfterHours) return Math.ceil(minutesLate / (24 * 60)) * dayRate;
  return hours * terms.lateHourlyRate;
}

// ---------------------------------------------------------------------------------------------
// The quote.

export const TRIP_LINE_KINDS = [
  'days',
  'weekend-days',
  'season-days',
  'discount',
  'driver',
  'meals',
  'nights',
  'out-of-city',
  'tax',
  'given-up',
  'total',
] as const;
export type TripLineKind = (typeof TRIP_LINE_KINDS)[number];

export interface TripLine {
  kind: TripLineKind;
  /** What the line says, as a catalog text; `label` is its English words. */
  text: LocalText;
  label: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface TripQuoteInput {
  startDate: string;
  endDate: string;
  trip: Trip;
  /** The car's usual day rate. */
  pricePerDay: number;
  rules: Pick<AvailabilityRules, 'weekendPricePerDay' | 'weeklyDiscountPercent' | 'monthlyDiscountPercent' | 'driverPricePerDay'>;
  terms: TripTerms;
  /** The service's city ("Lahore"), for the out-of-city line. */
  city: string;
  /** The service's province and its sales tax on rentals, in percent (configuration). */
  province: string;
  taxPercent: number;
}

export interface TripQuote {
  days: number;
  nights: number;
  /** The lines, the total last. */
  lines: TripLine[];
  total: number;
  /** The same trip at the usual prices (no seasonal rates). */
  usualTotal: number;
  deposit: number;
  /** Paid online to confirm the booking: the advance (decision 0034). */
  payNow: number;
  /** Handed over at pick-up: the rest of the price and the refundable deposit. */
  payAtPickup: number;
  /** Of `payAtPickup`, the rest of the price (payable online until pickup too). */
  balanceAtPickup: number;
  advancePercent: number;
  /** Where the terms refuse the trip (then the lines price it as if allowed). */
  problem: TripProblem | null;
}

function line(kind: TripLineKind, key: MessageKey, values: LocalText['values'], quantity: number, unitPrice: number, amount: number): TripLine {
  const text: LocalText = values ? { key, values } : { key };
  return { kind, text, label: renderText(englishTrips, text), quantity, unitPrice, amount };
}

/** The amounts of the rent for every rental day, with the usual rate of each day beside it. */
function rentDays(input: TripQuoteInput, days: number) {
  const start = mustParse(input.startDate);
  const weekendRate = input.rules.weekendPricePerDay;
  const out: { usual: number; usualKind: 'days' | 'weekend-days'; season: Season | undefined }[] = [];
  for (let i = 0; i < days; i++) {
    const at = start + i * MS_PER_DAY;
    const weekend = weekendRate !== null && WEEKEND_DAYS.includes(weekdayOf(`${dateOf(at)}T12:00:00`));
    out.push({ usual: weekend ? weekendRate : input.pricePerDay, usualKind: weekend ? 'weekend-days' : 'days', season: seasonOn(input.terms.seasons, dateOf(at)) });
  }
  return out;
}

/**
 * The whole price of a trip for [startDate, endDate), line by line: rent (whole days rounded up,
 * each priced by the date it starts on: a season's rate, else the weekend rate on Saturdays and
 * Sundays, else the car's rate), the larger of the weekly and monthly discounts off the rent, the
 * driver per day, the driver's meals per day and night allowance per night when the trip leaves
 * the city, the out-of-city surcharge per day, the province's sales tax on all of it; each line
 * rounded to the rupee and the total their sum. The deposit is apart. Pure: the server charges
 * exactly its total, and the web shows the server's answer of it.
 */
export function tripQuote(input: TripQuoteInput): TripQuote {
  const { terms, rules } = input;
  const days = rentalDays(input.startDate, input.endDate);
  const place = normalDestination(terms, input.trip.destination);
  const problem = tripProblem(terms, rules.driverPricePerDay, input.trip);
  const deposit = terms.deposit;
  if (days === 0) {
    const total = line('total', 'trips.line.total', undefined, 1, 0, 0);
    return { days: 0, nights: 0, lines: [total], total: 0, usualTotal: 0, deposit, payNow: 0, payAtPickup: deposit, balanceAtPickup: 0, advancePercent: terms.advancePercent, problem };
  }
  const nights = nightsOf(input.startDate, input.endDate);
  const perDay = rentDays(input, days);
  const lines: TripLine[] = [];
  const usualCount = (kind: 'days' | 'weekend-days') => perDay.filter((d) => !d.season && d.usualKind === kind).length;
  const weekdays = usualCount('days');
  const weekend = usualCount('weekend-days');
  if (weekdays > 0) lines.push(line('days', 'trips.line.days', { count: weekdays, price: { price: input.pricePerDay } }, weekdays, input.pricePerDay, weekdays * input.pricePerDay));
  if (weekend > 0) {
    const rate = rules.weekendPricePerDay!;
    lines.push(line('weekend-days', 'trips.line.weekendDays', { count: weekend, price: { price: rate } }, weekend, rate, weekend * rate));
  }
  // Seasonal days, one line per season and usual rate ("Eid: 2 days × PKR 11,000, usual PKR 8,000/day").
  const groups = new Map<string, { season: Season; usual: number; count: number }>();
  for (const d of perDay) {
    if (!d.season) continue;
    const key = `${terms.seasons.indexOf(d.season)}:${d.usual}`;
    const group = groups.get(key) ?? { season: d.season, usual: d.usual, count: 0 };
    group.count++;
    groups.set(key, group);
  }
  for (const { season, usual, count } of groups.values()) {
    lines.push(
      line('season-days', 'trips.line.seasonDays', { season: { ltr: season.name }, count, price: { price: season.pricePerDay }, usual: { price: usual } }, count, season.pricePerDay, count * season.pricePerDay),
    );
  }
  const rent = lines.reduce((sum, l) => sum + l.amount, 0);
  const usualRent = perDay.reduce((sum, d) => sum + d.usual, 0);
  const weekly = days >= WEEKLY_DAYS ? rules.weeklyDiscountPercent : 0;
  const monthly = days >= MONTHLY_DAYS ? rules.monthlyDiscountPercent : 0;
  const percent = Math.max(weekly, monthly);
  const discountOf = (amount: number) => Math.round((amount * percent) / 100);
  if (percent > 0) {
    const key = monthly >= weekly ? 'trips.line.monthlyDiscount' : 'trips.line.weeklyDiscount';
    lines.push(line('discount', key, { percent }, 1, -discountOf(rent), -discountOf(rent)));
  }
  // What the same trip would cost without its seasons differs only in the rent and its discount.
  const usualDelta = usualRent - discountOf(usualRent) - (rent - discountOf(rent));
  const withDriver = input.trip.mode === 'with_driver' && rules.driverPricePerDay !== null;
  if (withDriver) {
    const rate = rules.driverPricePerDay!;
    lines.push(line('driver', 'trips.line.driver', { count: days, price: { price: rate } }, days, rate, days * rate));
    if (terms.mealAllowancePerDay !== null && terms.mealAllowancePerDay > 0) {
      const rate = terms.mealAllowancePerDay;
      lines.push(line('meals', 'trips.line.meals', { count: days, price: { price: rate } }, days, rate, days * rate));
    }
    if (place !== null && nights > 0 && terms.nightAllowance > 0) {
      const rate = terms.nightAllowance;
      lines.push(line('nights', 'trips.line.nights', { count: nights, price: { price: rate } }, nights, rate, nights * rate));
    }
  }
  const surcharge = surchargeFor(terms, place);
  if (place !== null && surcharge > 0) {
    lines.push(line('out-of-city', 'trips.line.outOfCity', { from: { ltr: input.city }, to: { ltr: place }, count: days, price: { price: surcharge } }, days, surcharge, days * surcharge));
  }
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const taxOf = (amount: number) => Math.round((amount * input.taxPercent) / 100);
  if (input.taxPercent > 0) {
    const tax = taxOf(subtotal);
    lines.push(line('tax', 'trips.line.tax', { province: { ltr: input.province }, percent: input.taxPercent }, 1, tax, tax));
  }
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const usualSubtotal = subtotal + usualDelta;
  const usualTotal = usualSubtotal + (input.taxPercent > 0 ? taxOf(usualSubtotal) : 0);
  lines.push(line('total', 'trips.line.total', undefined, 1, total, total));
  const split = paymentSplit(total, terms.advancePercent);
  return { days, nights, lines, total, usualTotal, deposit, payNow: split.advance, payAtPickup: split.balance + deposit, balanceAtPickup: split.balance, advancePercent: terms.advancePercent, problem };
}

/** The lines a booking stores: the quote's, without the total (the total is their sum). */
export const storedLines = (quote: Pick<TripQuote, 'lines'>): TripLine[] => quote.lines.filter((l) => l.kind !== 'total');

/** The sales tax of a province from the configured list ("Punjab=16,Sindh=13"); 0 when unnamed. */
export function taxPercentFor(byProvince: Readonly<Record<string, number>>, province: string): number {
  const wanted = province.trim().toLocaleLowerCase('en');
  for (const [name, percent] of Object.entries(byProvince)) if (name.trim().toLocaleLowerCase('en') === wanted) return percent;
  return 0;
}
