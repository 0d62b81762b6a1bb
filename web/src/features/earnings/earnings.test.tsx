import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Earnings, VendorBalance } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { renderAt } from '@/test/app';
import { EarningsPage } from './EarningsPage';
import { PayoutsPage } from './PayoutsPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const earnings: Earnings = {
  totals: { balance: 22_500, pending: 13_500, available: 9_000, paidOut: 4_000 },
  bookings: [
    { bookingId: 'b-2', label: 'TOYOTA Corolla 2022', startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00', customerTotal: 15_000, platformFee: 1_500, gross: 13_500, refunded: 0, earned: 13_500, pending: 13_500, available: 0, paidOut: 0, state: 'PENDING' },
    { bookingId: 'b-3', label: 'SUZUKI Alto 2020', startDate: '2030-02-10T10:00:00', endDate: '2030-02-12T10:00:00', customerTotal: 6_000, platformFee: 0, gross: 5_400, refunded: 5_400, earned: 0, pending: 0, available: 0, paidOut: 0, state: 'REFUNDED' },
    { bookingId: 'b-1', label: 'HONDA Civic 2021', startDate: '2029-11-10T10:00:00', endDate: '2029-11-12T10:00:00', customerTotal: 14_444, platformFee: 1_444, gross: 13_000, refunded: 0, earned: 13_000, pending: 0, available: 9_000, paidOut: 4_000, state: 'AVAILABLE' },
  ],
  months: [{ month: '2029-11', earned: 13_000, refunded: 0, adjusted: 0, net: 13_000, paidOut: 4_000 }],
  payouts: [{ id: 1, amount: 4_000, reference: 'HBL-0001', note: '', createdAt: '2029-11-20T10:00:00.000Z' }],
};

/** The page with the app's slot table, as the app shows it. */
function renderPage(page: React.ReactElement) {
  renderAt(page, '/');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('EarningsPage', () => {
  it("shows the vendor's totals, each booking's state, the months and the payouts", async () => {
    answerRequests(vi.fn(async () => json(200, earnings)));
    useSession.getState().setSession({ token: 't', loggedInAs: 'VENDOR', user: { id: 'v', name: 'Vera', roles: ['CUSTOMER', 'VENDOR'] } });
    renderPage(<EarningsPage />);
    expect((await screen.findByTestId('total-available')).textContent).toBe('PKR 9,000');
    expect(screen.getByTestId('total-pending').textContent).toBe('PKR 13,500');
    const table = screen.getByRole('table', { name: 'Earnings per booking' });
    const civic = within(table).getByText('HONDA Civic 2021').closest('tr')!;
    expect(within(civic).getByText('Available')).toBeTruthy();
    expect(within(civic).getByText('PKR 4,000')).toBeTruthy();
    // A cancelled booking whose earning all went back reads "Refunded", with gross, refund and net.
    const alto = within(table).getByText('SUZUKI Alto 2020').closest('tr')!;
    expect(within(alto).getByText('Refunded')).toBeTruthy();
    expect([...alto.querySelectorAll('td')].map((c) => c.textContent).slice(3, 6)).toEqual(['PKR 5,400', 'PKR 5,400', 'PKR 0']);
    expect(within(screen.getByRole('table', { name: 'Totals per month' })).getByText('November 2029')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Payouts' })).getByText('HBL-0001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });
});

describe('PayoutsPage', () => {
  const balance: VendorBalance = { vendorId: '0b6f0a1e-1111-4222-8333-444455556666', name: 'Zara Motors', email: 'zara@example.pk', balance: 22_500, pending: 13_500, available: 9_000, paidOut: 0, lastPayoutAt: null };

  it('marks a vendor paid with the bank reference, refusing more than is available before asking the server', async () => {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    answerRequests(
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (init?.method === 'POST') return json(201, { id: 7, amount: 9_000, reference: 'HBL-7', note: '', createdAt: '2030-01-01T00:00:00.000Z' });
        // The balances; the admins' money lists beside them (a slot of the page) are empty.
        return json(200, new URL(url, 'http://app').pathname.endsWith('/admin/payouts') ? [balance] : []);
      }),
    );
    useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'a', name: 'Admin', roles: ['ADMIN', 'CUSTOMER'] } });
    const user = userEvent.setup();
    renderPage(<PayoutsPage />);
    await user.click(await screen.findByRole('button', { name: 'Mark paid: Zara Motors' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark paid: Zara Motors' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '9001');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(within(dialog).getByText('At most PKR 9,000 is available to pay out')).toBeTruthy();
    expect(within(dialog).getByText('The bank reference is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '9000');
    await user.type(within(dialog).getByRole('textbox', { name: /Bank reference/ }), 'HBL-7');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ vendorId: balance.vendorId, amount: 9_000, reference: 'HBL-7' }));
  });
});
