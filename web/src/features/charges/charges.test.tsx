// The charges panel and the admins' disputes screen (decisions 0043 and 0044) against a stubbed
// API: the renter's countdown, accept and dispute (comment and counter-amount), what the deposit
// covers and the pay button; the vendor's new charge checked by the shared schema before it is sent;
// an admin's decision with a written reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDisputes, BookingCharges, Charge, Statement } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { renderAt, signIn, stubApi } from '@/test/app';
import { ChargesPanel } from './ChargesPanel';
import { AdminDisputesPage } from './AdminDisputesPage';

const HOUR = 3_600_000;
const charge = (over: Partial<Charge>): Charge => ({
  id: 'c-1',
  bookingId: 'b-1',
  kind: 'extra_km',
  amount: 3000,
  note: '',
  origin: 'proposed',
  replacesId: null,
  state: 'open',
  answerBy: new Date(Date.now() + 47.5 * HOUR).toISOString(),
  answer: null,
  acceptedBySilence: false,
  decision: null,
  evidence: [],
  createdAt: new Date().toISOString(),
  ...over,
});
const charges = (over: Partial<BookingCharges> = {}): BookingCharges => ({
  bookingId: 'b-1',
  viewerSide: 'CUSTOMER',
  charges: [charge({}), charge({ id: 'c-2', kind: 'damage', amount: 9000, origin: 'added', note: 'Scratch on the rear door', evidence: [{ id: 'e-1', url: '/f/1', thumbUrl: '/f/1t' }] })],
  replaced: [],
  settlement: { deposit: 5000, settled: 12000, open: 0, taken: 5000, owed: 7000, held: 0, returned: 0, anythingOpen: false },
  windowEndsAt: new Date(Date.now() + 40 * HOUR).toISOString(),
  ...over,
});
const statement = { bookingId: 'b-1', actions: ['pay-charges'], chargesDue: 7000, rows: [] } as unknown as Statement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('the charges panel', () => {
  it('gives the renter the countdown, accept, a dispute with a counter-amount, what the deposit covers and the pay button', async () => {
    signIn('CUSTOMER');
    const calls = stubApi({
      'GET /api/bookings/b-1/charges': { body: charges() },
      'GET /api/bookings/b-1/statement': { body: statement },
      'PUT /api/bookings/b-1/charges/c-1/accept': { body: charges() },
      'PUT /api/bookings/b-1/charges/c-2/dispute': { body: charges() },
    });
    renderAt(<ChargesPanel bookingId="b-1" />, '/');
    const panel = await screen.findByRole('region', { name: 'Charges after the trip' });
    expect((await within(panel).findAllByTestId('charge-countdown'))[0]!.textContent).toBe('47 hours left to answer');
    expect(within(panel).getByText('Owed beyond the deposit').nextSibling?.textContent).toBe('PKR 7,000');
    expect(within(panel).getByRole('img', { name: 'Evidence photo 1' })).toBeTruthy();
    expect(await within(panel).findByRole('button', { name: 'Pay the charges, PKR 7,000, online' })).toBeTruthy();

    await userEvent.click(within(panel).getAllByRole('button', { name: 'Accept' })[0]!);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith('/c-1/accept'))).toBe(true));

    await userEvent.click(within(panel).getAllByRole('button', { name: 'Dispute' })[1]!);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    // The shared schema refuses an empty comment before anything is sent.
    expect(await within(dialog).findByText('Say what is wrong with the charge')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/c-2/dispute'))).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What is wrong' }), 'It was there at check-in');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'The amount you would accept (PKR, optional)' }), '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/c-2/dispute'))?.body).toEqual({ comment: 'It was there at check-in', counterAmount: 3000 }));
  });

  it('lets the vendor add a toll within the window, checked before it is sent', async () => {
    signIn('VENDOR');
    const calls = stubApi({
      'GET /api/bookings/b-1/charges': { body: charges({ viewerSide: 'VENDOR' }) },
      'POST /api/bookings/b-1/charges': { status: 201, body: charges({ viewerSide: 'VENDOR' }) },
    });
    renderAt(<ChargesPanel bookingId="b-1" />, '/');
    const panel = await screen.findByRole('region', { name: 'Charges after the trip' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Add a charge' }));
    expect(within(panel).queryByRole('button', { name: 'Accept' })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // In Urdu digits, as an Urdu phone keyboard types them: read as 450.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (PKR)' }), '۴۵۰');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Motorway M-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ kind: 'toll', amount: 450, note: 'Motorway M-2' }));
  });
});

describe('the admins disputes screen', () => {
  it('lists the queue oldest first, opens the file and decides an amount with a reason', async () => {
    useSession.getState().setSession({ token: 't', user: { id: 'admin-1', name: 'Admin', roles: ['ADMIN', 'CUSTOMER'] }, loggedInAs: 'CUSTOMER' });
    const queue: AdminDisputes = {
      charges: [{ ...charge({ id: 'c-2', kind: 'damage', amount: 9000, state: 'disputed' }), vendorName: 'Lahore Wheels', customerName: 'Kamran' }],
      money: [{ rowId: '7', bookingId: 'b-2', kind: 'balance_paid', method: 'cash', amount: 40000, comment: 'I paid 45,000', disputedAt: new Date().toISOString(), vendorName: 'Lahore Wheels', customerName: 'Sana' }],
      claims: [],
    };
    const calls = stubApi({
      'GET /api/admin/disputes': { body: queue },
      'GET /api/bookings/b-1/charges': { body: charges({ viewerSide: null }) },
      'PUT /api/admin/disputes/c-2/decide': { body: charges({ viewerSide: null }) },
    });
    renderAt(<AdminDisputesPage />, '/admin/disputes');
    const list = await screen.findByRole('list', { name: 'Disputes' });
    const items = within(list).getAllByRole('button');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Damage of PKR 9,000: Kamran against Lahore Wheels'),
      expect.stringContaining('Payment record of PKR 40,000: Sana against Lahore Wheels'),
    ]);
    await userEvent.click(items[0]!);
    const file = await screen.findByTestId('dispute-file');
    const amount = within(file).getByRole('textbox', { name: 'Amount (PKR)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '4500');
    await userEvent.type(within(file).getByRole('textbox', { name: 'The reason for the decision' }), 'The check-in photo shows half of it');
    await userEvent.click(within(file).getByRole('button', { name: 'Decide PKR 4,500' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: 4500, reason: 'The check-in photo shows half of it' }));
  });

  it('lists disputed damage claims in the same queue and decides one through the claims endpoint', async () => {
    useSession.getState().setSession({ token: 't', user: { id: 'admin-1', name: 'Admin', roles: ['ADMIN', 'CUSTOMER'] }, loggedInAs: 'CUSTOMER' });
    const claim = {
      id: 'k-1', bookingId: 'b-1', areas: ['rear' as const], amount: 30_000, document: 'invoice' as const, note: 'Dent', replacesId: null, state: 'disputed' as const,
      escalated: true, closedAmount: null, damagedAtCheckIn: [], answer: null, offerAcceptedAt: null, decision: null, photos: [], renterPhotos: [], createdAt: new Date().toISOString(),
    };
    const queue: AdminDisputes = { charges: [], money: [], claims: [{ ...claim, vendorName: 'Lahore Wheels', customerName: 'Kamran' }] };
    const calls = stubApi({
      'GET /api/admin/disputes': { body: queue },
      'GET /api/bookings/b-1/charges': { body: charges({ viewerSide: null }) },
      'PUT /api/admin/claims/k-1/decide': { body: { bookingId: 'b-1', viewerSide: null, claims: [{ ...claim, state: 'decided' }], corrected: [], windowEndsAt: null } },
    });
    renderAt(<AdminDisputesPage />, '/admin/disputes');
    const list = await screen.findByRole('list', { name: 'Disputes' });
    const [item] = within(list).getAllByRole('button');
    expect(item!.textContent).toContain('Damage of PKR 30,000: Kamran against Lahore Wheels');
    expect(item!.textContent).toContain('Disputed');
    await userEvent.click(item!);
    const file = await screen.findByTestId('dispute-file');
    const amount = within(file).getByRole('textbox', { name: 'Amount (PKR)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '15000');
    await userEvent.type(within(file).getByRole('textbox', { name: 'The reason for the decision' }), 'Half: the check-in shows a scratch there');
    await userEvent.click(within(file).getByRole('button', { name: 'Decide PKR 15,000' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/admin/claims/k-1/decide', body: { amount: 15_000, reason: 'Half: the check-in shows a scratch there' } }));
  });
});
