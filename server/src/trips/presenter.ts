// The trip answers (decision 0031): every line said in the caller's language from its catalog text,
// the rules of the trip in words, the terms, the extensions with what the caller may do.
import type { BookingLine, Extension, Locale, LocalText, TripLine, TripLineAnswer, TripMode, TripQuote, TripQuoteAnswer, TripTerms, TripTermsAnswer, TripTermsOverride } from '@carrental/shared';
import { say } from '../http/locale.js';
import { pick } from '../http/pick.js';
import type { ExtensionRow, TripProblemText } from './queries.js';

/** A stored or computed line in `locale` (lines stored before trip pricing keep their words). */
export function presentLine(line: BookingLine | TripLine, locale: Locale): TripLineAnswer {
  return {
    kind: line.kind as TripLineAnswer['kind'],
    label: line.text ? say(locale, line.text) : line.label,
    quantity: line.quantity ?? 1,
    unitPrice: line.unitPrice ?? line.amount,
    amount: line.amount,
  };
}

/** The rules a renter should know besides the price, in `locale`. */
export function rulesInWords(terms: TripTerms, mode: TripMode, locale: Locale): string[] {
  const words: LocalText[] = [];
  words.push(terms.kmPerDay === null ? { key: 'trips.rule.kmUnlimited' } : { key: 'trips.rule.km', values: { km: terms.kmPerDay, price: { price: terms.extraKmRate } } });
  const fuelIncluded = terms.fuelPolicy === 'included' && mode === 'with_driver';
  words.push(fuelIncluded ? { key: 'trips.rule.fuelIncluded' } : { key: 'trips.rule.fuelSame', values: { price: { price: terms.fuelEighthPrice } } });
  if (mode === 'with_driver') {
    words.push({ key: 'trips.rule.driverHours', values: { hours: terms.driverHoursPerDay, price: { price: terms.overtimeHourlyRate } } });
    if (terms.mealAllowancePerDay === null) words.push({ key: 'trips.rule.mealsIncluded' });
  }
  words.push({ key: 'trips.rule.late', values: { minutes: terms.lateGraceMinutes, price: { price: terms.lateHourlyRate }, hours: terms.lateFullDayAfterHours } });
  words.push({ key: terms.tolls === 'included' ? 'trips.rule.tollsIncluded' : 'trips.rule.tollsRenter' });
  return words.map((text) => say(locale, text));
}

export interface QuoteFacts {
  quote: TripQuote;
  terms: TripTerms;
  mode: TripMode;
  destination: string | null;
  problems: TripProblemText[];
  unavailable: boolean;
  instantBooking: boolean;
  unavailableText: LocalText;
}

export function presentQuote(facts: QuoteFacts, locale: Locale): TripQuoteAnswer {
  const { quote, terms, mode } = facts;
  const reasons = facts.problems.map((p) => say(locale, p.text));
  if (facts.unavailable) reasons.push(say(locale, facts.unavailableText));
  const withDriver = mode === 'with_driver';
  return {
    days: quote.days,
    nights: quote.nights,
    mode,
    destination: facts.destination,
    lines: quote.lines.map((l) => presentLine(l, locale)),
    total: quote.total,
    usualTotal: quote.usualTotal,
    deposit: quote.deposit,
    payNow: quote.payNow,
    payAtPickup: quote.payAtPickup,
    balanceAtPickup: quote.balanceAtPickup,
    advancePercent: quote.advancePercent,
    rules: {
      ...pick(terms, ['kmPerDay', 'extraKmRate', 'fuelPolicy', 'fuelEighthPrice', 'lateGraceMinutes', 'lateHourlyRate', 'lateFullDayAfterHours', 'tolls']),
      driverHoursPerDay: withDriver ? terms.driverHoursPerDay : null,
      overtimeHourlyRate: withDriver ? terms.overtimeHourlyRate : null,
      mealsIncluded: withDriver ? terms.mealAllowancePerDay === null : null,
      words: rulesInWords(terms, mode, locale),
    },
    available: reasons.length === 0,
    reasons,
    instant: reasons.length === 0 && facts.instantBooking,
  };
}

export const presentTerms = (effective: TripTerms, service: TripTermsOverride, car: TripTermsOverride, city: string, canManage: boolean): TripTermsAnswer => ({
  effective,
  service,
  car,
  city,
  canManage,
});

export function presentExtension(row: ExtensionRow, locale: Locale, side: 'CUSTOMER' | 'VENDOR' | null): Extension {
  const actions: Extension['actions'] = [];
  if (side === 'VENDOR' && row.status === 'REQUESTED') actions.push('accept', 'decline');
  if (side === 'CUSTOMER' && row.status === 'AWAITING_PAYMENT') actions.push('pay');
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    previousEndDate: row.previousEndDate,
    endDate: row.endDate,
    previousTotal: row.previousTotal,
    total: row.total,
    amount: row.amount,
    lines: row.lines.map((l) => presentLine(l, locale)),
    createdAt: row.createdAt.toISOString(),
    actions,
  };
}
