import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { startSession } from './api';

const answer = { token: 't', userId: 'u1', name: 'Ayesha', roles: ['CUSTOMER' as const], loggedInAs: 'CUSTOMER' as const, email: 'a@example.pk', phone: '0300', emailVerified: true };

afterEach(async () => {
  useSession.getState().logout();
  await useLocale.getState().setLocale('en');
});

describe('signing in', () => {
  it("adopts the account's language", async () => {
    startSession({ ...answer, locale: 'ur' });
    await expect.poll(() => useLocale.getState().locale).toBe('ur');
    expect(useSession.getState().user?.locale).toBe('ur');
  });

  it('keeps the device language when the account never chose one', () => {
    startSession({ ...answer, locale: null });
    expect(useLocale.getState().locale).toBe('en');
  });
});
