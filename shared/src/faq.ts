// The FAQ, written from the same rules the code applies (issue 36, decision 0046): every figure an
// answer states is a value taken here from the constant or function that decides it (the
// cancellation policies, the trip quote's defaults, the advance and deposit limits, the driver's
// screen, the contact rule), never typed into the catalogs' texts. faq.test.ts keeps them equal.
import { CANCELLATION_POLICIES, POLICY_RULES, type CancellationPolicy } from './money.js';
import { MONTHLY_DAYS, WEEKLY_DAYS } from './availability.js';
import { ADVANCE_PERCENT_MAX, ADVANCE_PERCENT_MIN, DEPOSIT_RETURN_DAYS_MAX } from './rental-money.js';
import { DEFAULT_TRIP_TERMS } from './tripTerms.js';
import { MS_PER_DAY, rentalDays } from './time.js';
import { RENTER_SHOWN_HOURS_BEFORE } from './values.js';
import type { LocalText, TextValue } from './i18n/text.js';

export const FAQ_TOPICS = ['book', 'pay', 'price', 'cancel', 'documents', 'driver', 'contact', 'fuel', 'vendor'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface FaqEntry {
  topic: FaqTopic;
  question: LocalText;
  /** One paragraph each. */
  answer: LocalText[];
}

const HOUR_MS = 60 * 60 * 1000;

/** A policy's cut-off said as hours (up to a day) or days: "24 hours", "5 days". */
function cutoffWords(policy: CancellationPolicy): TextValue {
  const ms = POLICY_RULES[policy].cutoffMs;
  return ms <= MS_PER_DAY ? { text: 'pages.faq.cancel.hours', values: { count: ms / HOUR_MS } } : { text: 'pages.faq.cancel.days', values: { count: ms / MS_PER_DAY } };
}

function policyParagraph(policy: CancellationPolicy): LocalText {
  const rule = POLICY_RULES[policy];
  const values = { policy, before: rule.before, cutoff: cutoffWords(policy), after: rule.after };
  return rule.after === 0 ? { key: 'pages.faq.cancel.ruleNoneAfter', values } : { key: 'pages.faq.cancel.rule', values };
}

// An example of whole days rounded up: two days and an hour is charged as three.
const EXAMPLE_FROM = '2030-01-01T10:00:00';
const EXAMPLE_TO = '2030-01-03T11:00:00';

/** The FAQ's entries in order, each answer's figures from the rules. */
export function faqEntries(): FaqEntry[] {
  const terms = DEFAULT_TRIP_TERMS;
  return [
    { topic: 'book', question: { key: 'pages.faq.book.q' }, answer: [{ key: 'pages.faq.book.a' }] },
    {
      topic: 'pay',
      question: { key: 'pages.faq.pay.q' },
      answer: [
        { key: 'pages.faq.pay.a' },
        { key: 'pages.faq.pay.advance', values: { min: ADVANCE_PERCENT_MIN, max: ADVANCE_PERCENT_MAX, usual: terms.advancePercent } },
      ],
    },
    {
      topic: 'price',
      question: { key: 'pages.faq.price.q' },
      answer: [
        { key: 'pages.faq.price.rent', values: { example: rentalDays(EXAMPLE_FROM, EXAMPLE_TO) - 1, charged: rentalDays(EXAMPLE_FROM, EXAMPLE_TO) } },
        { key: 'pages.faq.price.discounts', values: { weekly: WEEKLY_DAYS, monthly: MONTHLY_DAYS } },
        { key: 'pages.faq.price.driver' },
        { key: 'pages.faq.price.km' },
        { key: 'pages.faq.price.tax' },
        { key: 'pages.faq.price.deposit', values: { days: terms.depositReturnDays, max: DEPOSIT_RETURN_DAYS_MAX } },
        { key: 'pages.faq.price.late', values: { grace: terms.lateGraceMinutes, fullDay: terms.lateFullDayAfterHours } },
      ],
    },
    {
      topic: 'cancel',
      question: { key: 'pages.faq.cancel.q' },
      answer: [{ key: 'pages.faq.cancel.a' }, ...CANCELLATION_POLICIES.map(policyParagraph), { key: 'pages.faq.cancel.others' }],
    },
    { topic: 'documents', question: { key: 'pages.faq.documents.q' }, answer: [{ key: 'pages.faq.documents.a' }, { key: 'pages.faq.documents.profile' }] },
    {
      topic: 'driver',
      question: { key: 'pages.faq.driver.q' },
      answer: [
        { key: 'pages.faq.driver.a', values: { hours: terms.driverHoursPerDay } },
        { key: 'pages.faq.driver.assigned', values: { hours: RENTER_SHOWN_HOURS_BEFORE } },
      ],
    },
    { topic: 'contact', question: { key: 'pages.faq.contact.q' }, answer: [{ key: 'pages.faq.contact.a' }, { key: 'pages.faq.contact.listing' }] },
    { topic: 'fuel', question: { key: 'pages.faq.fuel.q' }, answer: [{ key: terms.fuelPolicy === 'included' ? 'pages.faq.fuel.included' : 'pages.faq.fuel.a' }] },
    { topic: 'vendor', question: { key: 'pages.faq.vendor.q' }, answer: [{ key: 'pages.faq.vendor.a' }] },
  ];
}
