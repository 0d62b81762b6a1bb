// The dashboards' screens: the server's figures as numbers, charts with their tables for screen
// readers, the table view, the branch picker, and who may see them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@/lib/session';
import { renderAt, signIn, stubApi } from '@/test/app';
import { VendorAnalyticsPage } from './VendorAnalyticsPage';
import { AdminAnalyticsPage } from './AdminAnalyticsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

const car = (carId: string, name: string, percent: number, revenue: number) => ({ carId, name, bookedDays: percent, days: 31, percent, revenue });
const figures = {
  from: '2030-01-01',
  to: '2030-01-31',
  revenue: [{ month: '2030-01', online: 25000, counter: 15000 }],
  utilisation: [car('a', 'Toyota Corolla 2022', 11.3, 40000), car('b', 'Suzuki Alto 2021', 6.5, 0)],
  funnel: { requests: 5, accepted: 3, paid: 2, completed: 2 },
  medianAnswerMinutes: 45,
  cancellations: { ofAccepted: 3, byVendor: 1, byCustomer: 0, percent: 33.3 },
  ratings: [{ month: '2030-01', average: 4.5, count: 2 }],
  bestCars: [car('a', 'Toyota Corolla 2022', 11.3, 40000)],
  worstCars: [],
  services: [
    { id: '11111111-1111-4111-8111-111111111111', name: 'Lahore branch' },
    { id: '22222222-2222-4222-8222-222222222222', name: 'Karachi branch' },
  ],
};

describe('vendor insights', () => {
  it('shows the figures, each chart with its table, and a branch picker', async () => {
    signIn('VENDOR');
    const calls = stubApi({ 'GET /api/vendor/analytics': { body: figures } });
    renderAt(<VendorAnalyticsPage />, '/insights');
    expect((await screen.findByRole('region', { name: 'Requests' })).textContent).toContain('5');
    expect(screen.getByRole('region', { name: 'Median time to answer' }).textContent).toContain('45 minutes');
    expect(screen.getByRole('region', { name: 'Cancelled after acceptance' }).textContent).toContain('33.3%');
    // The revenue chart's figures, as a table for screen readers.
    const revenue = screen.getByRole('table', { name: 'Revenue per month' });
    expect(within(revenue).getByRole('row', { name: /January 2030/ }).textContent).toMatch(/25,000.*15,000/);
    expect(screen.getByRole('table', { name: 'Utilisation per car' }).textContent).toContain('11.3%');
    // Table view on demand.
    const card = screen.getByRole('region', { name: 'From request to completed trip' });
    fireEvent.click(within(card).getByRole('button', { name: 'Table' }));
    expect(within(card).getByRole('table').textContent).toMatch(/Requested\s*5/);
    // The branch picker asks again for one branch.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Branch' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Karachi branch' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    expect(calls.at(-1)!.path).toBe('/api/vendor/analytics');
  });

  it('says when the figures could not be loaded', async () => {
    signIn('VENDOR');
    stubApi({ 'GET /api/vendor/analytics': { status: 500, body: { message: 'boom', code: 'INTERNAL' } } });
    renderAt(<VendorAnalyticsPage />, '/insights');
    expect(await screen.findByText('The figures could not be loaded')).toBeTruthy();
  });

  it('tells a customer who manages no branch that insights are for vendors and asks for no figures', async () => {
    signIn('CUSTOMER');
    const calls = stubApi({ 'GET /api/staff/me': { body: [] } });
    renderAt(<VendorAnalyticsPage />, '/insights');
    expect(screen.getByText(/Insights are for vendors/)).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/staff/me']));
    expect(screen.getByText(/Insights are for vendors/)).toBeTruthy();
  });

  it("shows a manager their branches' figures", async () => {
    signIn('CUSTOMER');
    stubApi({
      'GET /api/staff/me': { body: [{ id: 'm1', company: 'Kohistan Rentals', role: 'manager', services: [{ id: figures.services[0]!.id, name: 'Lahore branch' }] }] },
      'GET /api/vendor/analytics': { body: { ...figures, services: figures.services.slice(0, 1) } },
    });
    renderAt(<VendorAnalyticsPage />, '/insights');
    expect((await screen.findByRole('region', { name: 'Requests' })).textContent).toContain('5');
  });
});

describe('marketplace insights', () => {
  it('shows "Not authorised" to a vendor and asks nothing', () => {
    signIn('VENDOR');
    const calls = stubApi({});
    renderAt(<AdminAnalyticsPage />, '/admin/analytics');
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows conversion, disputes, deposits and the cities to an admin', async () => {
    useSession.getState().setSession({ token: 't', user: { id: 'admin-1', name: 'Admin', roles: ['ADMIN', 'CUSTOMER'] }, loggedInAs: 'CUSTOMER' });
    stubApi({
      'GET /api/admin/analytics': {
        body: {
          from: '2030-01-01',
          to: '2030-02-28',
          months: [{ month: '2030-01', bookings: 2, value: 10000, take: 800 }, { month: '2030-02', bookings: 1, value: 12000, take: 1200 }],
          cities: [{ city: 'Lahore', listings: 4, bookings: 2 }],
          conversion: { searches: 100, bookings: 3, percent: 3 },
          openDisputes: 2,
          overdueDeposits: 1,
        },
      },
    });
    renderAt(<AdminAnalyticsPage />, '/admin/analytics');
    expect((await screen.findByRole('region', { name: 'Searches that became a booking' })).textContent).toContain('3 bookings from 100 searches');
    expect(screen.getByRole('region', { name: 'Open money disputes' }).textContent).toContain('2');
    expect(screen.getByRole('table', { name: 'Listings and bookings per city' }).textContent).toMatch(/Lahore\s*4\s*2/);
  });
});
