// The conversation panel (read, write, mark read, admins read-only) and the inbox.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ConversationList, Message, MessagePage } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { stubApi } from '@/test/app';
import { ConversationPanel } from './ConversationPanel';
import { InboxPage } from './InboxPage';

vi.setConfig({ testTimeout: 20_000 });

function renderIt(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

const bookingId = 'b-1';
const msg = (patch: Partial<Message>): Message => ({
  id: 'm-1',
  bookingId,
  senderId: 'vendor-1',
  mine: false,
  body: 'Hello',
  photos: [],
  createdAt: '2030-01-01T10:00:00.000Z',
  ...patch,
});
const page = (messages: Message[], canWrite = true): MessagePage => ({ messages, hasMore: false, canWrite });

describe('conversation panel', () => {
  it('shows the messages, marks them read, and sends a new one', async () => {
    let messages = [msg({ body: 'Your car is ready' })];
    const calls = stubApi({
      [`GET /api/bookings/${bookingId}/messages`]: () => ({ body: page(messages) }),
      [`POST /api/bookings/${bookingId}/messages`]: () => {
        const sent = msg({ id: 'm-2', senderId: 'customer-1', mine: true, body: 'On my way' });
        messages = [...messages, sent];
        return { status: 201, body: sent };
      },
      [`POST /api/bookings/${bookingId}/messages/read`]: { body: { unreadCount: 0 } },
    });
    const user = userEvent.setup();
    renderIt(<ConversationPanel bookingId={bookingId} masked />);
    expect(await screen.findByText('Your car is ready')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/messages/read'))).toBe(true));
    expect(screen.getByText(/hidden from the other side until the booking is confirmed/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Write a message' }), 'On my way');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('On my way')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/messages'))?.body).toEqual({ body: 'On my way', photoIds: [] });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Write a message' }) as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows the photos of a message', async () => {
    stubApi({ [`GET /api/bookings/${bookingId}/messages`]: { body: page([msg({ body: '', photos: [{ url: '/api/files/signed?key=a' }, { url: '/api/files/signed?key=b' }] })]) } });
    renderIt(<ConversationPanel bookingId={bookingId} masked />);
    expect((await screen.findByAltText('Photo 1')).getAttribute('src')).toBe('/api/files/signed?key=a');
    expect(screen.getByAltText('Photo 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeTruthy();
  });

  it('keeps a phone number in order inside an Urdu message (isolated left to right)', async () => {
    stubApi({ [`GET /api/bookings/${bookingId}/messages`]: { body: page([msg({ body: 'میرا نمبر 0300-1234567 ہے' })]) } });
    renderIt(<ConversationPanel bookingId={bookingId} masked />);
    const body = await screen.findByTestId('message-body');
    expect(body.textContent).toBe('میرا نمبر \u20660300-1234567\u2069 ہے');
    expect(body.getAttribute('dir')).toBe('auto');
  });

  it('says an empty message under the box and sends nothing', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${bookingId}/messages`]: { body: page([msg({ mine: true })]) },
    });
    const user = userEvent.setup();
    renderIt(<ConversationPanel bookingId={bookingId} masked={false} />);
    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await user.type(box, '   {Enter}');
    expect(await screen.findByText('Write a message', { selector: 'p' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('is read-only for an admin', async () => {
    stubApi({ [`GET /api/bookings/${bookingId}/messages`]: { body: page([msg({})], false) } });
    renderIt(<ConversationPanel bookingId={bookingId} masked={false} />);
    expect(await screen.findByText(/Admins can read this conversation/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('/inbox', () => {
  it('lists conversations with the other party, car, last message, status and unread count', async () => {
    const list: ConversationList = {
      unreadTotal: 2,
      conversations: [
        {
          bookingId,
          bookingStatus: 'PENDING',
          car: { id: 'car-1', name: 'Toyota Corolla 2022', coverImageUrl: null },
          otherParty: { id: 'vendor-1', name: 'Vera Vendor' },
          lastMessage: msg({ body: 'See you at 10' }),
          unreadCount: 2,
        },
      ],
    };
    useSession.getState().setSession({ token: 't', user: { id: 'customer-1', name: 'K', roles: ['CUSTOMER'] }, loggedInAs: 'CUSTOMER' });
    stubApi({ 'GET /api/conversations': { body: list } });
    renderIt(<InboxPage />);
    const row = await screen.findByRole('link', { name: /Vera Vendor · Toyota Corolla 2022/ });
    expect(row.getAttribute('href')).toBe(`/bookingDetails/${bookingId}`);
    expect(row.textContent).toContain('See you at 10');
    expect(row.textContent).toContain('pending');
    expect(screen.getByLabelText('2 unread')).toBeTruthy();
  });
});
