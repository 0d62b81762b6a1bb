// The cancellation policies in the catalogs say in English exactly what the shared rules say (the
// server's refunds and every other screen use those), so a translated screen changes no words.
import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICIES, en, policyLabel, policySummary } from '@carrental/shared';

describe('cancellation policy texts', () => {
  it('match the shared rules word for word', () => {
    for (const policy of CANCELLATION_POLICIES) {
      expect(en[`services.policy.${policy}`]).toBe(policyLabel(policy));
      expect(en[`services.policySummary.${policy}`]).toBe(policySummary(policy));
    }
  });
});
