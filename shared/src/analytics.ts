// The figures of the vendors' and the admins' dashboards (issue 34), as pure functions over plain
// facts the server reads: every figure is computed here once, tested against hand-computed
// fixtures, and the web only draws it. Times are wall-clock strings in the marketplace's zone.
import { PAID_STATUSES, type BookingStatus } from './values.js';
import type { MoneyRowKind, MoneyVia } from './rental-money.js';
import { MS_PER_DAY, mustParseWallClock } from './time.js';

/** The longest span a dashboard covers, in days (two years). */
export const ANALYTICS_MAX_DAYS = 731;

export interface BookingFact {
  id: string;
  carId: string;
  status: BookingStatus;
  startDate: string;
  endDate: string;
  /** When the request was made. */
  createdAt: string;
  totalAmount: number;
  /** When the vendor (or the system, for instant booking) first answered; null while unanswered. */
  answeredAt: string | null;
  /** Whether it was ever accepted (ACCEPTED at some point), ever paid (CONFIRMED at some point). */
  everAccepted: boolean;
  everPaid: boolean;
  /** Who cancelled it, when it was cancelled. */
  cancelledBy: 'CUSTOMER' | 'VENDOR' | 'OTHER' | null;
}

export interface MoneyFact {
  bookingId: string;
  at: string;
  kind: MoneyRowKind;
  via: MoneyVia;
  amount: number;
}

export interface RatingFact {
  at: string;
  rating: number;
}

export interface CarFact {
  id: string;
  name: string;
}

export interface MonthRevenue {
  month: string;
  /** Rent received through the platform's checkout, after refunds. */
  online: number;
  /** Rent the vendor recorded at the counter (cash, transfer, wallet). */
  counter: number;
}

export interface CarUtilisation {
  carId: string;
  name: string;
  bookedDays: number;
  days: number;
  /** Share of the period's days the car was booked, in percent with one decimal. */
  percent: number;
  revenue: number;
}

export interface VendorAnalytics {
  from: string;
  to: string;
  revenue: MonthRevenue[];
  utilisation: CarUtilisation[];
  funnel: { requests: number; accepted: number; paid: number; completed: number };
  /** Median minutes from a request to the vendor's first answer; null when nothing was answered. */
  medianAnswerMinutes: number | null;
  cancellations: { ofAccepted: number; byVendor: number; byCustomer: number; percent: number };
  ratings: Array<{ month: string; average: number; count: number }>;
  /** The three cars with the most rent in the period, and the three with the least. */
  bestCars: CarUtilisation[];
  worstCars: CarUtilisation[];
}

/** Statuses in which a booking's days count as booked: paid, whether or not the car was handed over yet. */
const BOOKED: readonly BookingStatus[] = PAID_STATUSES;
/** Money rows that are rent (a refund goes back; an adjustment is signed). */
const RENT_SIGN: Partial<Record<MoneyRowKind, 1 | -1>> = { advance_paid: 1, balance_paid: 1, refund: -1, adjustment: 1 };

/** A trip that happened: the car came back (checked out, or closed by an admin). */
export const tripCompleted = (b: Pick<BookingFact, 'status'>) => b.status === 'COMPLETED';

/** "YYYY-MM" of every month from `from` to `to` ("YYYY-MM-DD"), in order. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > last) break;
    out.push(month);
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
  return out;
}

/** Days from `from` to `to` ("YYYY-MM-DD"), both included. */
export const daysBetween = (from: string, to: string) => Math.round((mustParseWallClock(`${to}T00:00:00`) - mustParseWallClock(`${from}T00:00:00`)) / MS_PER_DAY) + 1;

const inPeriod = (at: string, from: string, to: string) => at.slice(0, 10) >= from && at.slice(0, 10) <= to;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : oneDecimal((part / whole) * 100));

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Days of [start, end) inside the period's days [from 00:00, to + 1 day 00:00), in days with fractions. */
function overlapDays(start: string, end: string, from: string, to: string): number {
  const lo = Math.max(mustParseWallClock(start), mustParseWallClock(`${from}T00:00:00`));
  const hi = Math.min(mustParseWallClock(end), mustParseWallClock(`${to}T00:00:00`) + MS_PER_DAY);
  return Math.max(0, hi - lo) / MS_PER_DAY;
}

export interface VendorAnalyticsInput {
  from: string;
  to: string;
  cars: readonly CarFact[];
  bookings: readonly BookingFact[];
  money: readonly MoneyFact[];
  ratings: readonly RatingFact[];
}

export function vendorAnalytics(input: VendorAnalyticsInput): VendorAnalytics {
  const { from, to } = input;
  const months = monthsBetween(from, to);
  const carOf = new Map(input.bookings.map((b) => [b.id, b.carId]));

  const revenue = new Map(months.map((month) => [month, { month, online: 0, counter: 0 }]));
  const carRevenue = new Map<string, number>();
  for (const row of input.money) {
    const sign = RENT_SIGN[row.kind];
    if (!sign || !inPeriod(row.at, from, to)) continue;
    const amount = sign * row.amount;
    const month = revenue.get(row.at.slice(0, 7));
    if (month) month[row.via === 'platform' ? 'online' : 'counter'] += amount;
    const carId = carOf.get(row.bookingId);
    if (carId) carRevenue.set(carId, (carRevenue.get(carId) ?? 0) + amount);
  }

  const days = daysBetween(from, to);
  const booked = new Map<string, number>();
  for (const b of input.bookings) {
    if (!BOOKED.includes(b.status)) continue;
    booked.set(b.carId, (booked.get(b.carId) ?? 0) + overlapDays(b.startDate, b.endDate, from, to));
  }
  const utilisation = input.cars
    .map((car) => {
      const bookedDays = oneDecimal(booked.get(car.id) ?? 0);
      return { carId: car.id, name: car.name, bookedDays, days, percent: percentOf(booked.get(car.id) ?? 0, days), revenue: carRevenue.get(car.id) ?? 0 };
    })
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name));

  const requested = input.bookings.filter((b) => inPeriod(b.createdAt, from, to));
  const funnel = {
    requests: requested.length,
    accepted: requested.filter((b) => b.everAccepted).length,
    paid: requested.filter((b) => b.everPaid).length,
    completed: requested.filter((b) => tripCompleted(b)).length,
  };
  const answerMinutes = requested
    .filter((b) => b.answeredAt !== null)
    .map((b) => Math.max(0, Math.round((mustParseWallClock(b.answeredAt!) - mustParseWallClock(b.createdAt)) / 60_000)));
  const accepted = requested.filter((b) => b.everAccepted);
  const byVendor = accepted.filter((b) => b.cancelledBy === 'VENDOR').length;
  const byCustomer = accepted.filter((b) => b.cancelledBy === 'CUSTOMER').length;

  const ratingMonths = new Map<string, { sum: number; count: number }>();
  for (const r of input.ratings) {
    if (!inPeriod(r.at, from, to)) continue;
    const m = ratingMonths.get(r.at.slice(0, 7)) ?? { sum: 0, count: 0 };
    m.sum += r.rating;
    m.count += 1;
    ratingMonths.set(r.at.slice(0, 7), m);
  }

  const byRevenue = [...utilisation].sort((a, b) => b.revenue - a.revenue || b.percent - a.percent || a.name.localeCompare(b.name));
  return {
    from,
    to,
    revenue: [...revenue.values()],
    utilisation,
    funnel,
    medianAnswerMinutes: median(answerMinutes),
    cancellations: { ofAccepted: accepted.length, byVendor, byCustomer, percent: percentOf(byVendor + byCustomer, accepted.length) },
    ratings: months.filter((m) => ratingMonths.has(m)).map((month) => ({ month, average: oneDecimal(ratingMonths.get(month)!.sum / ratingMonths.get(month)!.count), count: ratingMonths.get(month)!.count })),
    bestCars: byRevenue.slice(0, 3),
    worstCars: byRevenue.length > 3 ? byRevenue.slice(-3).reverse() : [],
  };
}

// ---------------------------------------------------------------------------------------------
// The admins' dashboard.

/** Requests made on one day in one city (the server counts them in the database). */
export interface AdminBookingFact {
  day: string;
  city: string;
  bookings: number;
  /** The totals of those of them that were ever paid. */
  paidValue: number;
}

export interface AdminAnalyticsInput {
  from: string;
  to: string;
  bookings: readonly AdminBookingFact[];
  /** The platform fee rows of the bookings' ledgers (signed), summed per day. */
  fees: ReadonlyArray<{ day: string; amount: number }>;
  /** Cars listed now, per city. */
  listings: ReadonlyArray<{ city: string; cars: number }>;
  /** Searches counted per day ("YYYY-MM-DD"). */
  searches: ReadonlyArray<{ day: string; count: number }>;
  openDisputes: number;
  overdueDeposits: number;
}

export interface AdminAnalytics {
  from: string;
  to: string;
  months: Array<{ month: string; bookings: number; value: number; take: number }>;
  cities: Array<{ city: string; listings: number; bookings: number }>;
  conversion: { searches: number; bookings: number; percent: number };
  openDisputes: number;
  overdueDeposits: number;
}

export function adminAnalytics(input: AdminAnalyticsInput): AdminAnalytics {
  const { from, to } = input;
  const months = new Map(monthsBetween(from, to).map((month) => [month, { month, bookings: 0, value: 0, take: 0 }]));
  const cities = new Map<string, { city: string; listings: number; bookings: number }>();
  const city = (name: string) => {
    const found = cities.get(name) ?? { city: name, listings: 0, bookings: 0 };
    cities.set(name, found);
    return found;
  };
  for (const l of input.listings) city(l.city).listings += l.cars;
  let bookings = 0;
  for (const b of input.bookings) {
    if (!inPeriod(b.day, from, to)) continue;
    bookings += b.bookings;
    const month = months.get(b.day.slice(0, 7))!;
    month.bookings += b.bookings;
    month.value += b.paidValue;
    city(b.city).bookings += b.bookings;
  }
  for (const fee of input.fees) {
    if (inPeriod(fee.day, from, to)) months.get(fee.day.slice(0, 7))!.take += fee.amount;
  }
  const searches = input.searches.filter((s) => s.day >= from && s.day <= to).reduce((sum, s) => sum + s.count, 0);
  return {
    from,
    to,
    months: [...months.values()],
    cities: [...cities.values()].sort((a, b) => b.bookings - a.bookings || b.listings - a.listings || a.city.localeCompare(b.city)),
    conversion: { searches, bookings, percent: percentOf(bookings, searches) },
    openDisputes: input.openDisputes,
    overdueDeposits: input.overdueDeposits,
  };
}
