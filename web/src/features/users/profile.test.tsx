import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => vi.unstubAllGlobals());

describe('ChangePasswordForm', () => {
  it('refuses mismatched passwords without calling the server', async () => {
    const fetchMock = vi.fn();
    answerRequests(fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChangePasswordForm />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/current password/i), { target: { value: 'old passphrase' } });
    fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: 'new passphrase one' } });
    fireEvent.change(screen.getByLabelText(/confirm new password/i), { target: { value: 'new passphrase two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LogoutEverywhere', () => {
  it('asks first, then ends every session, signs this device out and says so', async () => {
    const { LogoutEverywhere } = await import('./LogoutEverywhere');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const { useSession } = await import('@/lib/session');
    const { useToasts } = await import('@/lib/toast');
    useSession.getState().setSession({ token: 't', user: { id: 'u1', name: 'Ayesha', roles: ['CUSTOMER'] }, loggedInAs: 'CUSTOMER' });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: 'You were signed out on every device.' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    answerRequests(fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LogoutEverywhere />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText(/signed out on every device, this one included/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/auth/logout-all');
    expect(JSON.stringify(useToasts.getState())).toContain('You were signed out on every device.');
  });
});
