// The cancellation policies in the catalogs say what the shared rules decide (the server's refunds
// and every other screen use those), in both languages, so a translated screen changes no figure.
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICIES, POLICY_RULES, en, policyLabel } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';

describe('cancellation policy texts', () => {
  it('name the shared rules and their figures', () => {
    for (const policy of CANCELLATION_POLICIES) {
      const rule = POLICY_RULES[policy];
      const summary = en[`services.policySummary.${policy}`];
      expect(en[`services.policy.${policy}`]).toBe(policyLabel(policy));
      expect(summary).toContain(rule.cutoffWords);
      expect(summary).toContain(rule.after === 0 ? `${rule.before}%` : `${rule.after}%`);
      expect(en[`bookings.policySummary.${policy}`]).toBe(summary);
      expect(ur[`services.policySummary.${policy}`]).toContain(rule.after === 0 ? `${rule.before}%` : `${rule.after}%`);
    }
  });
});
