// The FAQ says what the code does (issue 36): its figures are the rules' own values, and its texts
// in either language carry no number typed by hand.
import { describe, expect, it } from 'vitest';
import { faqEntries } from './faq.js';
import { POLICY_RULES, refundPercent, type CancellationPolicy } from './money.js';
import { MONTHLY_DAYS, WEEKLY_DAYS } from './availability.js';
import { ADVANCE_PERCENT_MAX, ADVANCE_PERCENT_MIN, DEFAULT_ADVANCE_PERCENT, DEFAULT_DEPOSIT_RETURN_DAYS, DEPOSIT_RETURN_DAYS_MAX } from './rental-money.js';
import { DEFAULT_TRIP_TERMS } from './tripTerms.js';
import { MS_PER_DAY, mustParseWallClock, rentalDays, wallClockOf } from './time.js';
import { RENTER_SHOWN_HOURS_BEFORE } from './values.js';
import { createTranslator } from './i18n/translate.js';
import { renderText, type LocalText } from './i18n/text.js';
import { en } from './i18n/en/index.js';
import { ur } from './i18n/ur/index.js';

const english = createTranslator('en', en);
const urdu = createTranslator('ur', ur);
const entries = faqEntries();
const paragraph = (key: string): LocalText => {
  const found = entries.flatMap((e) => e.answer).find((a) => a.key === key);
  if (!found) throw new Error(`no paragraph ${key}`);
  return found;
};
const said = (key: string) => renderText(english, paragraph(key));

describe('the FAQ', () => {
  it('has no figure typed into its texts, in English or Urdu: every number is a value', () => {
    const faqKeys = Object.keys(en).filter((key) => key.startsWith('pages.faq.'));
    // ICU placeholders ("{count}", "# days") are not figures; digits in either script are.
    const strip = (text: string) => text.replace(/\{[^{}]*\}/g, '');
    for (const key of faqKeys) {
      expect(strip(en[key as keyof typeof en]), key).not.toMatch(/[0-9۰-۹٠-٩]/);
      expect(strip(ur[key as keyof typeof ur]), key).not.toMatch(/[0-9۰-۹٠-٩]/);
    }
  });

  it('states each cancellation policy as the refund function applies it', () => {
    const start = '2030-03-10T10:00:00';
    for (const policy of Object.keys(POLICY_RULES) as CancellationPolicy[]) {
      const line = entries.find((e) => e.topic === 'cancel')!.answer.find((a) => a.values?.policy === policy)!;
      const { before, after } = line.values as { before: number; after?: number };
      const cutoff = mustParseWallClock(start) - POLICY_RULES[policy].cutoffMs;
      // "before% back until the cut-off, then after% until the start, nothing from the start".
      expect(refundPercent(policy, start, wallClockOf(cutoff)), policy).toBe(before);
      expect(refundPercent(policy, start, wallClockOf(cutoff + 1000)), policy).toBe(line.key === 'pages.faq.cancel.ruleNoneAfter' ? 0 : after);
      expect(refundPercent(policy, start, start)).toBe(0);
    }
    expect(renderText(english, entries.find((e) => e.topic === 'cancel')!.answer[1]!)).toBe('Flexible: 100% back until 24 hours before the start, then 50% until the start.');
    expect(renderText(english, entries.find((e) => e.topic === 'cancel')!.answer[3]!)).toBe('Strict: 50% back until 7 days before the start, nothing after that.');
    expect(renderText(urdu, entries.find((e) => e.topic === 'cancel')!.answer[2]!)).toContain('5 دن');
    expect(POLICY_RULES.MODERATE.cutoffMs).toBe(5 * MS_PER_DAY);
  });

  it('says how prices are made with the quote\'s own figures', () => {
    const rent = paragraph('pages.faq.price.rent').values!;
    expect(rentalDays('2030-01-01T10:00:00', `2030-01-0${1 + Number(rent.example)}T11:00:00`)).toBe(rent.charged);
    expect(said('pages.faq.price.rent')).toContain('2 days and one hour are charged as 3 days');
    expect(paragraph('pages.faq.price.discounts').values).toEqual({ weekly: WEEKLY_DAYS, monthly: MONTHLY_DAYS });
    expect(paragraph('pages.faq.price.deposit').values).toEqual({ days: DEFAULT_DEPOSIT_RETURN_DAYS, max: DEPOSIT_RETURN_DAYS_MAX });
    expect(paragraph('pages.faq.price.late').values).toEqual({ grace: DEFAULT_TRIP_TERMS.lateGraceMinutes, fullDay: DEFAULT_TRIP_TERMS.lateFullDayAfterHours });
    expect(paragraph('pages.faq.pay.advance').values).toEqual({ min: ADVANCE_PERCENT_MIN, max: ADVANCE_PERCENT_MAX, usual: DEFAULT_ADVANCE_PERCENT });
    expect(said('pages.faq.pay.advance')).toContain(`between ${ADVANCE_PERCENT_MIN}% and ${ADVANCE_PERCENT_MAX}%`);
    // The fuel answer is the default terms' policy.
    expect(DEFAULT_TRIP_TERMS.fuelPolicy).toBe('same_to_same');
    expect(entries.find((e) => e.topic === 'fuel')!.answer[0]!.key).toBe('pages.faq.fuel.a');
  });

  it('says what the driver and the contact rule do', () => {
    expect(paragraph('pages.faq.driver.a').values).toEqual({ hours: DEFAULT_TRIP_TERMS.driverHoursPerDay });
    expect(paragraph('pages.faq.driver.assigned').values).toEqual({ hours: RENTER_SHOWN_HOURS_BEFORE });
    expect(said('pages.faq.contact.a')).toMatch(/^Once the booking is paid\./);
  });

  it('renders every entry in both languages with every value filled', () => {
    for (const entry of entries) {
      for (const t of [english, urdu]) {
        for (const text of [entry.question, ...entry.answer]) {
          const out = renderText(t, text);
          expect(out.length, text.key).toBeGreaterThan(0);
          expect(out, text.key).not.toMatch(/[{}]/);
        }
      }
    }
  });
});
