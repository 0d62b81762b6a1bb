import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocale } from '@/lib/i18n';
import { LanguageChoice } from './LanguageChoice';

afterEach(async () => {
  vi.unstubAllGlobals();
  await useLocale.getState().setLocale('en');
});

describe('LanguageChoice', () => {
  it('switches the screen to Urdu and saves the choice on the account', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'u1', locale: 'ur' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    answerRequests(fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LanguageChoice />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Language of the site and of your emails')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('اردو'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/users/profile');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ locale: 'ur' });
    expect(useLocale.getState().locale).toBe('ur');
    expect(await screen.findByText('ویب سائٹ اور آپ کی ای میلز کی زبان')).toBeTruthy();
  });
});
