import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { useLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { startSession } from './api';

const answer = { token: 't', userId: 'u1', name: 'Ayesha', roles: ['CUSTOMER' as const], loggedInAs: 'CUSTOMER' as const, email: 'a@example.pk', phone: '0300', emailVerified: true };

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.removeItem('localeChosen');
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

  it('keeps the language chosen on this device before signing in, over the account\'s older one, and saves it', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    answerRequests(fetchMock);
    await useLocale.getState().chooseLocale('ur');
    startSession({ ...answer, locale: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useLocale.getState().locale).toBe('ur');
    expect(useSession.getState().user?.locale).toBe('ur');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/profile');
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'ur' });
  });

  it('gives an account that never chose the language chosen on this device, and saves it', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    answerRequests(fetchMock);
    await useLocale.getState().chooseLocale('ur');
    startSession({ ...answer, locale: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useLocale.getState().locale).toBe('ur');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the account\'s choice at the next sign-in when nothing was picked on the device since', async () => {
    answerRequests(vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
    await useLocale.getState().chooseLocale('ur');
    startSession({ ...answer, locale: null });
    useSession.getState().logout();
    startSession({ ...answer, locale: 'en' });
    await expect.poll(() => useLocale.getState().locale).toBe('en');
  });
});
