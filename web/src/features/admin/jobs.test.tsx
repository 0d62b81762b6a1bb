import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { JobsPage } from './JobsPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const counts = (over: Record<string, number> = {}) => ({ created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0, ...over });
const overview = {
  queues: [{ name: 'mail.send', counts: counts({ completed: 12, failed: 1 }) }],
  failed: [{ id: '0b6f0a1e-1111-4222-8333-444455556666', queue: 'mail.send', lastError: 'connect ECONNREFUSED', attempts: 8, createdAt: '2030-01-01T10:00:00.000Z', failedAt: '2030-01-01T12:00:00.000Z' }],
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <JobsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const asAdmin = () => useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'a', name: 'Admin', roles: ['ADMIN', 'CUSTOMER'] } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('JobsPage', () => {
  it('shows "Not authorised" to a user without ADMIN and asks the server nothing', () => {
    const fetchMock = vi.fn();
    answerRequests(fetchMock);
    useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'u', name: 'Cust', roles: ['CUSTOMER'] } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows counts per queue and the failed jobs with their last error; Retry asks the server', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return json(200, { message: 'The job is queued again.' });
      return json(200, overview);
    });
    answerRequests(fetchMock);
    asAdmin();
    renderPage();
    const queues = await screen.findByRole('table', { name: 'Queues' });
    const row = within(queues).getByRole('row', { name: /mail\.send/ });
    expect(within(row).getByText('12')).toBeTruthy();
    const failed = screen.getByRole('table', { name: 'Failed jobs' });
    expect(within(failed).getByText('connect ECONNREFUSED')).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: /Retry mail\.send job/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/admin/jobs/mail.send/${overview.failed[0]!.id}/retry` && init?.method === 'POST')).toBe(true),
    );
  });

  it('says when nothing failed, and shows an error when the overview cannot be fetched', async () => {
    answerRequests(vi.fn(async () => json(200, { queues: [], failed: [] })));
    asAdmin();
    renderPage();
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
    expect(screen.getByText('No queues yet')).toBeTruthy();
    cleanup();
    answerRequests(vi.fn(async () => json(500, { message: 'boom', code: 'INTERNAL' })));
    renderPage();
    expect(await screen.findByText('Failed to fetch jobs')).toBeTruthy();
  });
});
