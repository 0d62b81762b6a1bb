import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import { VerifyEmailPage } from './VerifyEmailPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = (emailVerified: boolean) => ({ id: 'u1', name: 'Ali Raza', email: 'ali@example.pk', phone: '0300', roles: ['CUSTOMER'], emailVerified, locale: 'en' });
const BANNER = /Please verify your email/;

function show(element: React.ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: path.split('?')[0]!, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function signInUnverified() {
  useSession.getState().setSession({ token: 't', user: { id: 'u1', name: 'Ali Raza', roles: ['CUSTOMER'], email: 'ali@example.pk', emailVerified: false }, loggedInAs: 'CUSTOMER' });
}

beforeEach(signInUnverified);
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('the "verify your email" banner', () => {
  it('goes away when the tab comes back into focus and the server says the email is verified', async () => {
    const fetchMock = vi.fn(async (url: string) => (url === '/api/users/profile' ? json(200, profile(true)) : json(404, {})));
    answerRequests(fetchMock);
    show(<VerifyEmailBanner />);
    expect(await screen.findByText(BANNER)).toBeTruthy();
    act(() => void fireEvent.focus(window));
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/users/profile');
  });

  it('goes away when another tab stored the verified user', async () => {
    answerRequests(vi.fn(async () => json(404, {})));
    show(<VerifyEmailBanner />);
    expect(await screen.findByText(BANNER)).toBeTruthy();
    const stored = JSON.stringify({ id: 'u1', name: 'Ali Raza', roles: ['CUSTOMER'], email: 'ali@example.pk', emailVerified: true });
    localStorage.setItem('user', stored);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: stored })));
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
  });

  it('goes away when another tab says it verified (broadcast), after asking the server', async () => {
    const fetchMock = vi.fn(async (url: string) => (url === '/api/users/profile' ? json(200, profile(true)) : json(404, {})));
    answerRequests(fetchMock);
    show(<VerifyEmailBanner />);
    expect(await screen.findByText(BANNER)).toBeTruthy();
    const other = new BroadcastChannel('rentwheels-account');
    other.postMessage('email-verified');
    other.close();
    await waitFor(() => expect(screen.queryByText(BANNER)).toBeNull());
  });
});

describe('VerifyEmailPage when signed in', () => {
  it('asks the server for the signed-in user after verifying (the link may be another account\'s)', async () => {
    const fetchMock = vi.fn(async (url: string) => (url === '/api/users/profile' ? json(200, profile(true)) : json(200, { message: 'ok' })));
    answerRequests(fetchMock);
    show(<VerifyEmailPage />, '/verify-email?token=abc');
    expect(await screen.findByText('Email Verified!')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/users/profile'));
    expect(useSession.getState().user?.emailVerified).toBe(true);
  });
});
