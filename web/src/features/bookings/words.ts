// The booking rules in the reader's language, for what the web computes itself before the server
// answers (the booking form): the cancellation policy, the price lines of the shared quote and the
// opening-hours problems. The English is exactly the shared functions' (money.ts, availability.ts).
import {
  MONTHLY_DAYS,
  POLICY_RULES,
  WEEKLY_DAYS,
  openingHoursProblem,
  policyCutoff,
  weekdayOf,
  type AvailabilityRules,
  type CancellationPolicy,
  type QuoteLine,
} from '@carrental/shared';
import type { I18n } from '@/lib/i18n';

export const policyName = ({ t }: I18n, policy: CancellationPolicy) => t(`bookings.policy.${policy}`);

/** The policy in one sentence, without dates. */
export const policySummaryText = ({ t }: I18n, policy: CancellationPolicy) => t(`bookings.policySummary.${policy}`);

/** The policy for a rental starting at `startDate`, line by line with the actual dates. */
export function policyLinesText({ t, date }: I18n, policy: CancellationPolicy, startDate: string): string[] {
  const r = POLICY_RULES[policy];
  const moment = (value: string) => date(value);
  const refund = (percent: number, value: string) =>
    percent === 100
      ? t('bookings.policyLine.fullRefundUntil', { moment: moment(value) })
      : t('bookings.policyLine.percentRefundUntil', { percent, moment: moment(value) });
  const lines = [refund(r.before, policyCutoff(policy, startDate))];
  if (r.after === 0) return [...lines, t('bookings.policyLine.noRefundAfter')];
  return [...lines, refund(r.after, startDate), t('bookings.policyLine.noRefundStarted')];
}

type PriceRules = Pick<AvailabilityRules, 'weekendPricePerDay' | 'weeklyDiscountPercent' | 'monthlyDiscountPercent' | 'driverPricePerDay'>;

/**
 * A line of the shared `priceQuote` in words, from its kind and amount and the rules it was
 * computed with (the counts are the amount over the rate).
 */
export function quoteLineLabel({ t, price }: I18n, line: QuoteLine, days: number, pricePerDay: number, rules: PriceRules): string {
  const per = (rate: number | null) => (rate ? Math.round(line.amount / rate) : 0);
  switch (line.kind) {
    case 'days':
      return t('bookings.line.days', { count: per(pricePerDay), price: price(pricePerDay) });
    case 'weekend-days':
      return t('bookings.line.weekendDays', { count: per(rules.weekendPricePerDay), price: price(rules.weekendPricePerDay ?? 0) });
    case 'discount': {
      const weekly = days >= WEEKLY_DAYS ? rules.weeklyDiscountPercent : 0;
      const monthly = days >= MONTHLY_DAYS ? rules.monthlyDiscountPercent : 0;
      return monthly >= weekly
        ? t('bookings.line.monthlyDiscount', { percent: monthly })
        : t('bookings.line.weeklyDiscount', { percent: weekly });
    }
    case 'driver':
      return t('bookings.line.driver', { count: days, price: price(rules.driverPricePerDay ?? 0) });
    case 'total':
      return t('bookings.line.total');
  }
}

/** Why pick-up (or return) at `value` is outside the opening hours, in words; null when it is not. */
export function hoursProblemText({ t }: I18n, hours: AvailabilityRules['openingHours'], value: string, what: 'pick-up' | 'return'): string | null {
  const problem = openingHoursProblem(hours, value, what);
  if (!problem || !hours) return null;
  const day = weekdayOf(value);
  const days = t(`bookings.weekdays.${day}`);
  const today = hours[day];
  if (problem.code === 'closed' || !today) return t(what === 'pick-up' ? 'bookings.form.closedPickUp' : 'bookings.form.closedReturn', { days });
  return t(what === 'pick-up' ? 'bookings.form.pickUpHours' : 'bookings.form.returnHours', { days, open: today.open, close: today.close });
}
