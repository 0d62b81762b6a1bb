import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { api } from '@/lib/api';
import { NotificationBell } from './index';
import type { EventStreamOptions } from './eventStream';

let streamOptions: EventStreamOptions | undefined;
vi.mock('./eventStream', () => ({
  connectEventStream: (options: EventStreamOptions) => {
    streamOptions = options;
    return () => {
      streamOptions = undefined;
    };
  },
}));

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const item = (id: string, message: string, read = false, m = 5): Notification => ({ id, message, read, createdAt: minutesAgo(m), bookingId: `booking-${id}` });

let list: Notification[];
let unread: number;
const get = vi.spyOn(api, 'get');
const put = vi.spyOn(api, 'put');
const del = vi.spyOn(api, 'del');

function BookingsProbe() {
  const location = useLocation();
  return <pre data-testid="location">{JSON.stringify({ path: location.pathname + location.search, state: location.state })}</pre>;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell /> },
      { path: '/bookings', element: <BookingsProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function signIn(mode: 'VENDOR' | 'CUSTOMER', roles: Array<'VENDOR' | 'CUSTOMER'> = mode === 'VENDOR' ? ['CUSTOMER', 'VENDOR'] : ['CUSTOMER']) {
  useSession.getState().setSession({ token: 'token-1', user: { id: 'u1', name: 'Imran Qureshi', roles }, loggedInAs: mode });
}

beforeEach(() => {
  list = [item('1', 'New booking request from Ayesha Khan for TOYOTA Corolla 2022'), item('2', 'Old news', true, 60 * 26)];
  unread = 1;
  get.mockImplementation(async (path: string) => (path.startsWith('/notifications/unread-count') ? { count: unread } : list) as never);
  put.mockImplementation(async (path: string) => ({ ...list[0]!, read: true, path }) as never);
  del.mockImplementation(async () => ({ cleared: list.length }) as never);
});
afterEach(() => {
  vi.clearAllMocks();
  useSession.getState().logout();
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('shows the unread count, as 99+ above 99', async () => {
    unread = 120;
    signIn('VENDOR');
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 99+ unread'));
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('vendor mode fetches type all; a click marks read and opens the received tab with the booking highlighted', async () => {
    signIn('VENDOR');
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    expect(get).toHaveBeenCalledWith('/notifications/all');
    expect(get).toHaveBeenCalledWith('/notifications/unread-count?type=all');

    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('5 minutes ago')).toBeTruthy();
    expect(within(panel).getByText('yesterday')).toBeTruthy();
    await userEvent.click(within(panel).getByText(/New booking request from Ayesha Khan/));

    expect(put).toHaveBeenCalledWith('/notifications/1/read');
    const location = JSON.parse((await screen.findByTestId('location')).textContent!);
    expect(location).toEqual({ path: '/bookings?tab=received', state: { highlightBookingId: 'booking-1', activeTab: 'received' } });
  });

  it('a customer fetches type user and is sent to the sent tab', async () => {
    signIn('CUSTOMER');
    renderBell();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/notifications'));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByText(/New booking request/));
    const location = JSON.parse((await screen.findByTestId('location')).textContent!);
    expect(location.state).toEqual({ highlightBookingId: 'booking-1', activeTab: 'sent' });
  });

  it('a pushed notification is placed first and raises the count; one for the other list is ignored', async () => {
    signIn('CUSTOMER');
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    await waitFor(() => expect(streamOptions).toBeDefined());
    expect(streamOptions!.token).toBe('token-1');
    const push = (id: string, audience: 'CUSTOMER' | 'VENDOR', message: string) =>
      act(() =>
        streamOptions!.onMessage({
          id: id,
          event: 'notification',
          data: JSON.stringify({ ...item(id, message, false, 0), cursor: `c${id}`, audience }),
        }),
      );
    push('10', 'VENDOR', 'About your service');
    push('11', 'CUSTOMER', 'Your booking was accepted');
    push('11', 'CUSTOMER', 'Your booking was accepted');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    await userEvent.click(bell());
    const items = within(await screen.findByRole('list', { name: 'Notifications list' })).getAllByRole('button');
    // An unread one's name starts with a word for screen readers only (its visible text otherwise).
    expect(items[0]!.textContent!.startsWith('Unread: ')).toBe(true);
    expect(items.map((b) => b.textContent!.replace(/^Unread: /, ''))).toEqual([
      'Your booking was accepted' + 'now',
      'New booking request from Ayesha Khan for TOYOTA Corolla 2022' + '5 minutes ago',
      'Old news' + 'yesterday',
    ]);
  });

  it('refetches after the stream reconnects, not on its first open', async () => {
    signIn('VENDOR');
    renderBell();
    await waitFor(() => expect(streamOptions).toBeDefined());
    await waitFor(() => expect(get).toHaveBeenCalledWith('/notifications/all'));
    const calls = () => get.mock.calls.filter(([path]) => path === '/notifications/all').length;
    const before = calls();
    act(() => streamOptions!.onOpen!());
    await new Promise((r) => setTimeout(r, 50));
    expect(calls()).toBe(before);
    act(() => streamOptions!.onOpen!());
    await waitFor(() => expect(calls()).toBe(before + 1));
  });

  it('Clear All empties the menu and the badge', async () => {
    signIn('VENDOR');
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread'));
    await userEvent.click(bell());
    await userEvent.click(await screen.findByRole('button', { name: 'Clear All' }));
    expect(del).toHaveBeenCalledWith('/notifications?type=all');
    expect(await screen.findByText('No notifications')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('polls every 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn('VENDOR');
      renderBell();
      await waitFor(() => expect(get).toHaveBeenCalledWith('/notifications/all'));
      const calls = () => get.mock.calls.filter(([path]) => path === '/notifications/all').length;
      const before = calls();
      await act(() => vi.advanceTimersByTimeAsync(59_000));
      expect(calls()).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(calls()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});
