// Price quote of a rental (issue 16): days × rate, weekend days at their own rate, a weekly
// (7+ days) or monthly (28+ days) discount, and a driver's daily rate. Pure: the server's
// booking total and the web's live breakdown use this one function.
import { formatPKR } from './format.js';
import { parseLocalDateTime, rentalDays } from './time.js';

export interface PriceRules {
  /** Rate of Saturdays and Sundays; null = the car's daily price. */
  weekendDayRate: number | null;
  /** Percent off for 7..27 days. */
  weeklyDiscountPercent: number;
  /** Percent off for 28+ days (replaces the weekly one). */
  monthlyDiscountPercent: number;
  /** Daily rate of a driver; null = no driver offered. */
  driverDailyRate: number | null;
}

export const DEFAULT_PRICE_RULES: PriceRules = { weekendDayRate: null, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0, driverDailyRate: null };

export interface QuoteLine {
  label: string;
  amount: number;
}

export interface QuoteInput {
  startDate: string;
  endDate: string;
  pricePerDay: number;
  withDriver: boolean;
  rules: PriceRules;
}

/** Day of week (0 = Sunday) of the `n`th rental day, counted from the start's calendar date. */
function weekdayOf(startDate: string, n: number): number {
  const [y, m, d] = startDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).getUTCDay();
}

export function quoteRental(input: QuoteInput): { lines: QuoteLine[]; total: number } {
  const days = rentalDays(input.startDate, input.endDate);
  const { rules } = input;
  let weekendDays = 0;
  if (rules.weekendDayRate !== null) {
    for (let i = 0; i < days; i++) {
      const wd = weekdayOf(input.startDate, i);
      if (wd === 0 || wd === 6) weekendDays++;
    }
  }
  const weekdays = days - weekendDays;
  const lines: QuoteLine[] = [];
  if (weekdays > 0) lines.push({ label: `${weekdays} ${weekdays === 1 ? 'day' : 'days'} × ${formatPKR(input.pricePerDay)}`, amount: weekdays * input.pricePerDay });
  if (weekendDays > 0 && rules.weekendDayRate !== null) {
    lines.push({ label: `${weekendDays} weekend ${weekendDays === 1 ? 'day' : 'days'} × ${formatPKR(rules.weekendDayRate)}`, amount: weekendDays * rules.weekendDayRate });
  }
  const rent = lines.reduce((s, l) => s + l.amount, 0);
  const percent = days >= 28 ? rules.monthlyDiscountPercent : days >= 7 ? rules.weeklyDiscountPercent : 0;
  if (percent > 0) lines.push({ label: `${days >= 28 ? 'Monthly' : 'Weekly'} discount (${percent}%)`, amount: -Math.round((rent * percent) / 100) });
  if (input.withDriver && rules.driverDailyRate !== null && days > 0) {
    lines.push({ label: `Driver: ${days} ${days === 1 ? 'day' : 'days'} × ${formatPKR(rules.driverDailyRate)}`, amount: days * rules.driverDailyRate });
  }
  return { lines, total: lines.reduce((s, l) => s + l.amount, 0) };
}

// ---------------------------------------------------------------------------------------------
// Booking rules of a car: each broken rule gives a reason naming the hours or limits.

export interface OpeningHours {
  /** "HH:MM", inclusive. */
  open: string;
  close: string;
}

export interface BookingRules {
  /** Index 0 = Sunday; null = closed that day. Empty array = open all the time. */
  openingHours: (OpeningHours | null)[];
  minNoticeHours: number;
  minRentalDays: number;
  maxRentalDays: number | null;
}

export const DEFAULT_BOOKING_RULES: BookingRules = { openingHours: [], minNoticeHours: 0, minRentalDays: 1, maxRentalDays: null };

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function checkHours(label: string, at: string, hours: (OpeningHours | null)[]): string | null {
  if (hours.length === 0) return null;
  const wd = weekdayOf(at, 0);
  const h = hours[wd];
  if (h === null || h === undefined) return `${label} is not possible on ${WEEKDAY_NAMES[wd]}s (closed).`;
  const time = at.slice(11, 16);
  if (time < h.open || time > h.close) return `${label} on ${WEEKDAY_NAMES[wd]}s is possible between ${h.open} and ${h.close}.`;
  return null;
}

/** Reasons why a request breaks the car's rules; empty when it fits. `now` is a local date-time. */
export function ruleViolations(input: { startDate: string; endDate: string; now: string; rules: BookingRules }): string[] {
  const { rules } = input;
  const reasons: string[] = [];
  const days = rentalDays(input.startDate, input.endDate);
  if (days < rules.minRentalDays) reasons.push(`The minimum rental is ${rules.minRentalDays} ${rules.minRentalDays === 1 ? 'day' : 'days'}.`);
  if (rules.maxRentalDays !== null && days > rules.maxRentalDays) reasons.push(`The maximum rental is ${rules.maxRentalDays} ${rules.maxRentalDays === 1 ? 'day' : 'days'}.`);
  const start = parseLocalDateTime(input.startDate);
  const now = parseLocalDateTime(input.now);
  if (rules.minNoticeHours > 0 && start !== null && now !== null && start - now < rules.minNoticeHours * 3_600_000) {
    reasons.push(`This car needs at least ${rules.minNoticeHours} hours' notice before pick-up.`);
  }
  const pick = checkHours('Pick-up', input.startDate, rules.openingHours);
  if (pick) reasons.push(pick);
  const ret = checkHours('Return', input.endDate, rules.openingHours);
  if (ret) reasons.push(ret);
  return reasons;
}
