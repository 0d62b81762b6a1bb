import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { ManualRefundsPage } from './ManualRefundsPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refund = {
  paymentId: '0b6f0a1e-1111-4222-8333-444455556666',
  bookingId: '11111111-2222-4333-8444-555555abcdef',
  provider: 'easypaisa',
  amount: 10000,
  reason: 'Easypaisa payments are refunded from the merchant portal',
  createdAt: '2030-01-01T10:00:00.000Z',
  settledAt: null,
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ManualRefundsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('ManualRefundsPage', () => {
  it('shows "Not authorised" to a user without ADMIN and asks the server nothing', () => {
    const fetchMock = vi.fn();
    answerRequests(fetchMock);
    useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'u', name: 'Cust', roles: ['CUSTOMER'] } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the refunds to make by hand and marks one settled', async () => {
    let settled = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && url === `/api/admin/payments/manual-refunds/${refund.paymentId}/settle`) {
        settled = true;
        return json(200, { ...refund, settledAt: '2030-01-02T10:00:00.000Z' });
      }
      if (url.startsWith('/api/admin/payments/manual-refunds')) return json(200, [settled ? { ...refund, settledAt: '2030-01-02T10:00:00.000Z' } : refund]);
      return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    });
    answerRequests(fetchMock);
    useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'a', name: 'Admin', roles: ['ADMIN', 'CUSTOMER'] } });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Refunds to make by hand' });
    expect(within(table).getByText('Easypaisa')).toBeTruthy();
    expect(within(table).getByText(refund.reason)).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /Mark the refund of booking .* settled/ }));
    await waitFor(() => expect(settled).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByRole('button')).toBeNull());
  });
});
