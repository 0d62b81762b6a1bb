// The header's inbox button: its accessible name holds what it shows (axe label-content-name-mismatch).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { InboxButton } from './InboxButton';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

function show(unreadTotal: number) {
  answerRequests(vi.fn(async () => new Response(JSON.stringify({ conversations: [], unreadTotal }), { status: 200, headers: { 'content-type': 'application/json' } })));
  useSession.getState().setSession({ token: 't', user: { id: 'u1', name: 'A', roles: ['CUSTOMER'] }, loggedInAs: 'CUSTOMER' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <InboxButton /> }])} />
    </QueryClientProvider>,
  );
}

/** Every piece of text inside the link, hidden or not, is part of its name. */
const textOf = (el: HTMLElement) => (el.textContent ?? '').trim();

describe('the inbox button', () => {
  it('with nothing unread has no text its name lacks', async () => {
    show(0);
    const link = await screen.findByRole('link', { name: 'Inbox' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link.getAttribute('aria-label')).toContain(textOf(link));
  });

  it('names the count it shows, capped as the badge caps it', async () => {
    show(150);
    await waitFor(() => expect(screen.getByRole('link').getAttribute('aria-label')).not.toBe('Inbox'));
    const link = screen.getByRole('link');
    expect(textOf(link)).toBe('99+');
    expect(link.getAttribute('aria-label')).toBe('Inbox, 99+ unread messages');
  });
});
