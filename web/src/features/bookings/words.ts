// The booking rules in the reader's language, for what the web computes itself before the server
// answers (the booking form): the cancellation policy and the
// opening-hours problems (a trip's price lines come said by the server, decision 0031).
import {
  openingHoursProblem,
  policyLineTexts,
  weekdayOf,
  type AvailabilityRules,
  type CancellationPolicy,
} from '@carrental/shared';
import type { I18n } from '@/lib/i18n';

export const policyName = ({ t }: I18n, policy: CancellationPolicy) => t(`bookings.policy.${policy}`);

/** The policy in one sentence, without dates. */
export const policySummaryText = ({ t }: I18n, policy: CancellationPolicy) => t(`bookings.policySummary.${policy}`);

/** The policy for a rental starting at `startDate`, line by line with the actual dates. */
export const policyLinesText = ({ say }: I18n, policy: CancellationPolicy, startDate: string): string[] => policyLineTexts(policy, startDate).map((text) => say(text));

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
