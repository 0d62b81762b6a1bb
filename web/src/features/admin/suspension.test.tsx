import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminUser } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { SuspensionControl } from './SuspensionControl';

const user: AdminUser = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Sam',
  email: 'sam@example.pk',
  phone: '',
  roles: ['CUSTOMER', 'VENDOR'],
  emailVerified: true,
  idVerified: false,
  documentStatus: 'NOT_UPLOADED',
  suspended: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  idDocuments: [],
};

function renderControl(u: AdminUser) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SuspensionControl user={u} />
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SuspensionControl', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useToasts.setState({ toasts: [] });
    useSession.getState().logout();
  });

  it('asks before suspending, sends the request and shows a toast', async () => {
    useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'a', name: 'Admin', roles: ['ADMIN', 'CUSTOMER'] } });
    const fetchMock = vi.fn(async () => answer(200, { ...user, suspended: true }));
    answerRequests(fetchMock);
    renderControl(user);
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Account' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Suspend account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.message)).toContain('Account suspended'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/admin/users/${user.id}/suspension`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ suspended: true });
  });

  it("lifts a suspension, and shows the server's refusal as an error toast", async () => {
    useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'a', name: 'Admin', roles: ['ADMIN', 'CUSTOMER'] } });
    answerRequests(vi.fn(async () => answer(409, { message: 'The last admin cannot be suspended', code: 'LAST_ADMIN' })));
    renderControl({ ...user, suspended: true });
    expect(screen.getByText('This account is suspended.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lift Suspension' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lift suspension' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.message)).toContain('The last admin cannot be suspended'));
    expect(useToasts.getState().toasts[0]!.severity).toBe('error');
  });
});
