import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingsPage } from './BookingsPage';
import { booking, renderAt, signIn, stubApi } from './test-utils';

// Typing into date inputs under jsdom is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const list = [
  booking({ id: 'aaaaaaaa-0000-4000-8000-000000000001', status: 'PENDING' }),
  booking({ id: 'aaaaaaaa-0000-4000-8000-000000000002', status: 'SUGGESTION_MADE' }),
  booking({ id: 'aaaaaaaa-0000-4000-8000-000000000003', status: 'CONFIRMED' }),
  booking({ id: 'aaaaaaaa-0000-4000-8000-000000000004', status: 'REJECTED' }),
];

describe('/bookings', () => {
  it("shows a customer's own bookings by tab with counts", async () => {
    const calls = stubApi({ 'GET /api/bookings/customer': { body: list } });
    signIn('CUSTOMER');
    renderAt(<BookingsPage />, '/bookings', '/bookings');
    expect(await screen.findByRole('heading', { name: 'My Bookings' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Confirmed (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cancelled (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Active (2)' }));
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Booking #000001', 'Booking #000002']);
    expect(within(cards[0]!).getByText('PENDING')).toBeTruthy();
    expect(within(cards[0]!).getByText('PKR 10,000')).toBeTruthy();
    expect(calls.map((c) => c.path).filter((path) => path !== '/api/config')).toEqual(['/api/bookings/customer']);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Cancelled (0)' }));
    expect(screen.getByText('No cancelled bookings found')).toBeTruthy();
  });

  it('keeps the status tab in the address, so a reload opens it again', async () => {
    stubApi({ 'GET /api/bookings/customer': { body: list } });
    signIn('CUSTOMER');
    const { router } = renderAt(<BookingsPage />, '/bookings?tab=sent', '/bookings');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Rejected (1)' }));
    expect(router.state.location.search).toBe('?tab=sent&status=rejected');
    cleanup();
    renderAt(<BookingsPage />, '/bookings?tab=sent&status=confirmed', '/bookings');
    expect(await screen.findByRole('tab', { name: 'Confirmed (1)', selected: true })).toBeTruthy();
  });

  it('shows a vendor the bookings received, titled Service Bookings', async () => {
    const calls = stubApi({ 'GET /api/bookings/vendor': { body: [] } });
    signIn('VENDOR');
    renderAt(<BookingsPage />, '/bookings?tab=received', '/bookings');
    expect(await screen.findByRole('heading', { name: 'Service Bookings' })).toBeTruthy();
    expect(await screen.findByText('No upcoming trips. Confirmed and accepted bookings show here.')).toBeTruthy();
    expect(calls.map((c) => c.path).filter((path) => path !== '/api/config')).toEqual(['/api/bookings/vendor']);
  });

  it('names the customer on a vendor\'s card and the service on a customer\'s', async () => {
    stubApi({ 'GET /api/bookings/vendor': { body: [booking({ id: 'aaaaaaaa-0000-4000-8000-000000000009', viewerSide: 'VENDOR', customer: { id: 'c9', name: 'Bilal Ahmed' } })] } });
    signIn('VENDOR');
    renderAt(<BookingsPage />, '/bookings?tab=received&status=active', '/bookings');
    const card = await screen.findByRole('article', { name: 'Booking #000009' });
    expect(within(card).getByText('Customer').nextSibling?.textContent).toBe('Bilal Ahmed');
    cleanup();
    stubApi({ 'GET /api/bookings/customer': { body: list } });
    signIn('CUSTOMER');
    renderAt(<BookingsPage />, '/bookings?status=active', '/bookings');
    const mine = await screen.findByRole('article', { name: 'Booking #000001' });
    expect(within(mine).getByText('Service').nextSibling?.textContent).toBe('Lahore Motors');
  });

  it('opens the tab of a highlighted booking from navigation state', async () => {
    stubApi({ 'GET /api/bookings/customer': { body: list } });
    signIn('CUSTOMER');
    renderAt(<BookingsPage />, '/bookings', '/bookings', { highlightedBookingId: list[2]!.id });
    const card = await screen.findByRole('article', { name: 'Booking #000003' });
    expect(card).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming (1)' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on Upcoming: the confirmed and accepted trips that have not ended, soonest first', async () => {
    stubApi({
      'GET /api/bookings/customer': {
        body: [
          booking({ id: 'aaaaaaaa-0000-4000-8000-000000000011', status: 'ACCEPTED', startDate: '2030-02-01T10:00:00', endDate: '2030-02-03T10:00:00' }),
          booking({ id: 'aaaaaaaa-0000-4000-8000-000000000012', status: 'CONFIRMED', startDate: '2030-01-05T10:00:00', endDate: '2030-01-06T10:00:00' }),
          booking({ id: 'aaaaaaaa-0000-4000-8000-000000000013', status: 'CONFIRMED', startDate: '2020-01-05T10:00:00', endDate: '2020-01-06T10:00:00' }),
          booking({ id: 'aaaaaaaa-0000-4000-8000-000000000014', status: 'PENDING' }),
        ],
      },
    });
    signIn('CUSTOMER');
    renderAt(<BookingsPage />, '/bookings', '/bookings');
    expect(await screen.findByRole('tab', { name: 'Upcoming (2)', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual(['Booking #000012', 'Booking #000011']);
    expect(screen.getByRole('tab', { name: 'Confirmed (2)' })).toBeTruthy();
  });

  it('says so when the list fails to load', async () => {
    stubApi({ 'GET /api/bookings/customer': { status: 500, body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } } });
    signIn('CUSTOMER');
    renderAt(<BookingsPage />, '/bookings', '/bookings');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  });
});
