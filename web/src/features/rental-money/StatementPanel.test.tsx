import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Statement } from '@carrental/shared';
import { StatementPanel } from './StatementPanel';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const base: Statement = {
  bookingId: 'b-1',
  total: 60000,
  advancePercent: 25,
  advance: 15000,
  deposit: 20000,
  depositReturnDays: 7,
  rows: [
    { id: '1', kind: 'advance_paid', via: 'platform', method: 'online', amount: 15000, reference: '', createdAt: '2030-01-01T05:00:00.000Z', state: null, comment: null },
    { id: '3', kind: 'balance_paid', via: 'vendor', method: 'cash', amount: 45000, reference: 'counter 1', createdAt: '2030-01-07T05:00:00.000Z', state: 'pending', comment: null },
  ],
  rentPaid: 60000,
  dueNow: 0,
  balanceDue: 0,
  depositDue: 20000,
  dueAtPickup: 20000,
  depositHeld: 0,
  depositHeldByVendor: 0,
  depositHeldByPlatform: 0,
  depositDeadline: '2030-01-16T10:00:00',
  chargesSettled: 0,
  depositApplied: 0,
  chargesPaid: 0,
  chargesDue: 0,
  platformFee: null,
  vendorOwes: null,
  vendorEarned: null,
  actions: ['pay-balance', 'answer-receipt'],
};

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StatementPanel bookingId="b-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a booking statement', () => {
  it('shows what is due at pickup and lets the customer confirm or dispute a record', async () => {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    answerRequests(
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if ((init?.method ?? 'GET') === 'GET') return json(200, base);
        return json(200, { ...base.rows[1], state: 'disputed', comment: 'I paid 50,000' });
      }),
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Payments' });
    expect(within(panel).getByText('Due at pickup').nextSibling?.textContent).toBe('PKR 20,000');
    expect(within(panel).getByRole('button', { name: 'Pay PKR 20,000 online' })).toBeTruthy();
    expect(within(panel).getByText('Waiting for the customer')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Dispute' });
    // An empty comment is refused under its field, and nothing is sent.
    await userEvent.click(send);
    expect(await within(dialog).findByText('Say what is wrong')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox'), 'I paid 50,000');
    await userEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: expect.stringContaining('/bookings/b-1/cash-receipts/3/dispute'), body: { comment: 'I paid 50,000' } });
  });

  it("gives the vendor a dialog to record the deposit, sent once with an idempotency key", async () => {
    const vendorView: Statement = { ...base, rows: [base.rows[0]!], actions: ['record-receipt'], platformFee: 1500, vendorOwes: 0, vendorEarned: 13500 };
    const posts: Array<{ headers: Headers; body: unknown }> = [];
    answerRequests(
      vi.fn(async (_url: string, init?: RequestInit) => {
        if ((init?.method ?? 'GET') === 'GET') return json(200, vendorView);
        posts.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
        return json(201, { ...base.rows[1], kind: 'deposit_received', amount: 20000 });
      }),
    );
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Payments' });
    expect(within(panel).getByText('Your earning').nextSibling?.textContent).toBe('PKR 13,500');
    await userEvent.click(within(panel).getByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (PKR)' }) as HTMLInputElement;
    expect(amount.value).toBe('20000');
    // No amount is refused under its field before anything is sent; Urdu digits are read as 0–9.
    await userEvent.clear(amount);
    await userEvent.type(amount, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Whole rupees only')).toBeTruthy();
    expect(posts).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '۲۰۰۰۰');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ kind: 'deposit', amount: 20000, method: 'cash', reference: '' });
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
