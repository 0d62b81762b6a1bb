// Availability rules (decision 0016): what a vendor sets per service and
// overrides per car (opening hours for pick-up and return, notice, minimum and maximum days,
// discounts, a weekend rate, a driver, instant booking), the problems a requested range has under
// them (the price of a trip is `tripQuote`, trips.ts). Pure functions
// over wall-clock strings in the marketplace's zone (time.ts); no zod here (availabilitySchema.ts).
import { MAX_RENTAL_DAYS, mustParseWallClock, rentalDays, wallClockOf } from './time.js';
import type { ErrorKey } from './i18n/errorText.js';
import { formatDateIn } from './i18n/format.js';
import type { LocalText, TextValue } from './i18n/text.js';


export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
/** Days charged at the weekend rate (Pakistan's weekend). */
export const WEEKEND_DAYS: readonly Weekday[] = ['sat', 'sun'];

/** Opening hours of one day, "HH:MM" (24-hour); both ends are open for pick-up and return. */
export interface DayHours {
  open: string;
  close: string;
}
/** Per weekday; null = closed that day. */
export type OpeningHours = Record<Weekday, DayHours | null>;

export interface AvailabilityRules {
  /** When cars can be picked up and returned; null = at any time. */
  openingHours: OpeningHours | null;
  /** Hours between the request and the pick-up, at least. */
  minNoticeHours: number;
  minDays: number;
  maxDays: number;
  /** Percent off the car's price for 7 days or more. */
  weeklyDiscountPercent: number;
  /** Percent off for 28 days or more (the larger applicable discount is given). */
  monthlyDiscountPercent: number;
  /** Day rate for Saturdays and Sundays; null = the car's own rate. */
  weekendPricePerDay: number | null;
  /** A driver's daily rate; null = no driver offered. */
  driverPricePerDay: number | null;
  /** A request fitting every rule is accepted at once. */
  instantBooking: boolean;
}

export const RULE_KEYS = [
  'openingHours',
  'minNoticeHours',
  'minDays',
  'maxDays',
  'weeklyDiscountPercent',
  'monthlyDiscountPercent',
  'weekendPricePerDay',
  'driverPricePerDay',
  'instantBooking',
] as const satisfies readonly (keyof AvailabilityRules)[];

export const WEEKLY_DAYS = 7;
export const MONTHLY_DAYS = 28;
export const MAX_DISCOUNT_PERCENT = 90;
export const MAX_NOTICE_HOURS = 24 * 60;

export const DEFAULT_RULES: AvailabilityRules = {
  openingHours: null,
  minNoticeHours: 0,
  minDays: 1,
  maxDays: MAX_RENTAL_DAYS,
  weeklyDiscountPercent: 0,
  monthlyDiscountPercent: 0,
  weekendPricePerDay: null,
  driverPricePerDay: null,
  instantBooking: false,
};

/** Settings of a service, or a car's overrides: a key left out is inherited; an explicit null is "none". */
export type RulesOverride = Partial<AvailabilityRules>;

/** The rules in force for a car: its own overrides, else its service's, else the defaults. */
export function effectiveRules(service: RulesOverride, car: RulesOverride): AvailabilityRules {
  const out = { ...DEFAULT_RULES } as Record<keyof AvailabilityRules, unknown>;
  for (const key of RULE_KEYS) {
    if (car[key] !== undefined) out[key] = car[key];
    else if (service[key] !== undefined) out[key] = service[key];
  }
  return out as unknown as AvailabilityRules;
}

// ---------------------------------------------------------------------------------------------
// Weekdays of wall-clock readings.

const BY_UTC_DAY: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const mustParse = mustParseWallClock;

const weekdayOfMs = (ms: number): Weekday => BY_UTC_DAY[new Date(ms).getUTCDay()]!;

/** The weekday of a wall-clock reading ("2030-01-07T10:00:00" → "mon"). */
export const weekdayOf = (value: string): Weekday => weekdayOfMs(mustParse(value));


// ---------------------------------------------------------------------------------------------
// The rules a requested range must fit.

/** `range`: the shared date rules (`bookingRangeProblem`: past, order, a year at most). */
export type RuleProblemCode = 'range' | 'hours' | 'closed' | 'notice' | 'min-days' | 'max-days' | 'driver';
export interface RuleProblem {
  field: 'startDate' | 'endDate' | 'withDriver';
  code: RuleProblemCode;
  /** What is wrong, as a catalog key with its values (said in the reader's language where shown). */
  text: LocalText<ErrorKey>;
}

/** A problem's text: its key with its values. */
function problemText(key: ErrorKey, values?: LocalText['values']) {
  const text: LocalText<ErrorKey> = values ? { key, values } : { key };
  return { text };
}

export interface RuleCheckInput {
  startDate: string;
  endDate: string;
  /** The current wall-clock time in the marketplace's zone. */
  now: string;
  withDriver: boolean;
  rules: AvailabilityRules;
}

/** "HH:MM" of a wall-clock reading. */
const clockOf = (value: string) => value.replace(' ', 'T').slice(11, 16);

/** Whether pick-up (or return) at `value` is within the opening hours; the problem when not. */
export function openingHoursProblem(
  hours: OpeningHours | null,
  value: string,
  what: 'pick-up' | 'return',
): Pick<RuleProblem, 'code' | 'text'> | null {
  if (!hours) return null;
  const day = weekdayOf(value);
  const today = hours[day];
  const days = { text: `errors.weekdays.${day}` } as const;
  if (!today) return { code: 'closed', ...problemText(what === 'pick-up' ? 'errors.availability.pickUpClosed' : 'errors.availability.returnClosed', { day: days }) };
  const at = clockOf(value);
  if (at < today.open || at > today.close) {
    const values = { day: days, open: today.open, close: today.close };
    return { code: 'hours', ...problemText(what === 'pick-up' ? 'errors.availability.pickUpHours' : 'errors.availability.returnHours', values) };
  }
  return null;
}

/**
 * Everything wrong with a requested range under `rules` (the date order and the past are
 * `bookingRangeProblem`'s): opening hours for the pick-up and the return, the notice, the minimum
 * and maximum days, a driver the car does not offer. Empty when the request fits.
 */
export function ruleProblems(input: RuleCheckInput): RuleProblem[] {
  const { rules, startDate, endDate } = input;
  const out: RuleProblem[] = [];
  const pickUp = openingHoursProblem(rules.openingHours, startDate, 'pick-up');
  if (pickUp) out.push({ field: 'startDate', ...pickUp });
  const drop = openingHoursProblem(rules.openingHours, endDate, 'return');
  if (drop) out.push({ field: 'endDate', ...drop });
  if (rules.minNoticeHours > 0) {
    const earliest = mustParse(input.now) + rules.minNoticeHours * 3_600_000;
    if (mustParse(startDate) < earliest) {
      const at = wallClockOf(earliest);
      const earliestText = { en: formatDateIn('en', at), ur: formatDateIn('ur', at) };
      out.push({ field: 'startDate', code: 'notice', ...problemText('errors.availability.notice', { hours: rules.minNoticeHours, earliest: earliestText }) });
    }
  }
  const days = rentalDays(startDate, endDate);
  if (days > 0 && days < rules.minDays) {
    out.push({ field: 'endDate', code: 'min-days', ...problemText('errors.availability.minDays', { days: rules.minDays }) });
  }
  if (days > rules.maxDays) {
    out.push({ field: 'endDate', code: 'max-days', ...problemText('errors.availability.maxDays', { days: rules.maxDays }) });
  }
  if (input.withDriver && rules.driverPricePerDay === null) {
    out.push({ field: 'withDriver', code: 'driver', ...problemText('errors.availability.noDriver') });
  }
  return out;
}


// ---------------------------------------------------------------------------------------------
// The rules in words, for the car page.

/** "Monday–Friday: 09:00–18:00" style lines of the opening hours; consecutive equal days are joined. */
export function openingHoursInWords(hours: OpeningHours | null): LocalText[] {
  if (!hours) return [{ key: 'availability.words.anyTime' }];
  const out: LocalText[] = [];
  let i = 0;
  while (i < WEEKDAYS.length) {
    const day = WEEKDAYS[i]!;
    const h = hours[day];
    let j = i;
    while (j + 1 < WEEKDAYS.length && same(hours[WEEKDAYS[j + 1]!], h)) j++;
    const from = { text: `availability.weekday.${day}` as const };
    const days: Record<string, TextValue> = i === j ? { day: from } : { from, to: { text: `availability.weekday.${WEEKDAYS[j]!}` as const } };
    const open: Record<string, TextValue> = h ? { open: { ltr: h.open }, close: { ltr: h.close } } : {};
    const key = i === j ? (h ? 'availability.words.hoursDay' : 'availability.words.closedDay') : h ? 'availability.words.hoursSpan' : 'availability.words.closedSpan';
    out.push({ key, values: { ...days, ...open } });
    i = j + 1;
  }
  return out;
}

const same = (a: DayHours | null, b: DayHours | null) => (a === null || b === null ? a === b : a.open === b.open && a.close === b.close);

/** The rules a customer should know before asking, one sentence each (keys with their values). */
export function rulesInWords(rules: AvailabilityRules): LocalText[] {
  const out: LocalText[] = [];
  if (rules.instantBooking) out.push({ key: 'availability.words.instant' });
  if (rules.minNoticeHours > 0) out.push({ key: 'availability.words.notice', values: { hours: rules.minNoticeHours } });
  if (rules.minDays > 1) out.push({ key: 'availability.words.minDays', values: { days: rules.minDays } });
  if (rules.maxDays < MAX_RENTAL_DAYS) out.push({ key: 'availability.words.maxDays', values: { days: rules.maxDays } });
  if (rules.weekendPricePerDay !== null) out.push({ key: 'availability.words.weekend', values: { price: { price: rules.weekendPricePerDay } } });
  if (rules.weeklyDiscountPercent > 0) out.push({ key: 'availability.words.weekly', values: { percent: rules.weeklyDiscountPercent, days: WEEKLY_DAYS } });
  if (rules.monthlyDiscountPercent > 0) out.push({ key: 'availability.words.monthly', values: { percent: rules.monthlyDiscountPercent, days: MONTHLY_DAYS } });
  if (rules.driverPricePerDay !== null) out.push({ key: 'availability.words.driver', values: { price: { price: rules.driverPricePerDay } } });
  return out;
}
