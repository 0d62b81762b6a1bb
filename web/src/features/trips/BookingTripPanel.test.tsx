// The trip panel of a booking: the customer returns early (the server's figures shown before
// confirming, one POST with the chosen return), asks for an extension; the vendor answers one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingTrip, ShorteningQuote } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { renderAt, signIn, stubApi } from '@/test/app';
import { BookingTripPanel } from './BookingTripPanel';

vi.setConfig({ testTimeout: 20_000 });

const id = '11111111-2222-4333-8444-555555abcdef';
const END = '2030-01-11T10:00:00';
const trip = (patch: Partial<BookingTrip> = {}): BookingTrip => ({
  mode: 'self_drive',
  destination: null,
  lines: [{ kind: 'total', label: 'Total', quantity: 1, unitPrice: 23200, amount: 23200 }],
  total: 23200,
  deposit: 0,
  extensions: [],
  canExtend: true,
  shortenings: [],
  canShorten: true,
  ...patch,
});
const quote: ShorteningQuote = {
  previousEndDate: END,
  endDate: '2030-01-09T10:00:00',
  previousTotal: 23200,
  total: 17400,
  givenUp: 11600,
  policy: 'MODERATE',
  refundPercent: 50,
  kept: 5800,
  refundAmount: 5800,
  owedAtCounter: 0,
  lines: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
});

describe('returning early', () => {
  it('shows what the server says comes back, then shortens with the chosen return', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${id}/trip`]: { body: trip() },
      [`GET /api/bookings/${id}/shortening`]: { body: quote },
      [`POST /api/bookings/${id}/shortenings`]: { status: 201, body: { ...quote, id: 's1', createdAt: '2030-01-01T04:00:00Z' } },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingTripPanel bookingId={id} endDate={END} />, '/b');
    fireEvent.change(await screen.findByLabelText('Earlier return date'), { target: { value: '2030-01-09' } });
    await user.click(screen.getByRole('button', { name: 'See what comes back' }));
    const summary = await screen.findByTestId('shorten-quote');
    expect(summary.textContent).toContain('PKR 17,400 instead of PKR 23,200');
    expect(summary.textContent).toContain('by the Moderate cancellation policy 50% of that is no longer owed');
    expect(summary.textContent).toContain('PKR 5,800 goes back to you online');
    expect(summary.textContent).not.toContain('at the counter');
    expect(calls.find((c) => c.method === 'GET' && c.path.endsWith('/shortening'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Shorten the trip' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ endDate: '2030-01-09T10:00:00' });
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.message)).toContain('Trip shortened'));
  });

  it('shows the server’s refusal where the figures would be', async () => {
    stubApi({
      [`GET /api/bookings/${id}/trip`]: { body: trip() },
      [`GET /api/bookings/${id}/shortening`]: { status: 400, body: { message: 'The new return must be after the pick-up and later than now', code: 'VALIDATION_ERROR' } },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingTripPanel bookingId={id} endDate={END} />, '/b');
    fireEvent.change(await screen.findByLabelText('Earlier return date'), { target: { value: '2029-12-01' } });
    await user.click(screen.getByRole('button', { name: 'See what comes back' }));
    expect(await screen.findByText('The new return must be after the pick-up and later than now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shorten the trip' })).toBeNull();
  });

  it('lists past shortenings and offers nothing when the server allows nothing', async () => {
    stubApi({
      [`GET /api/bookings/${id}/trip`]: {
        body: trip({ canExtend: false, canShorten: false, shortenings: [{ ...quote, id: 's1', createdAt: '2030-01-01T04:00:00Z' }] }),
      },
    });
    signIn('CUSTOMER');
    renderAt(<BookingTripPanel bookingId={id} endDate={END} />, '/b');
    expect(await screen.findByText(/Shortened to .*: PKR 5,800 back/)).toBeTruthy();
    expect(screen.queryByLabelText('Earlier return date')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask to extend' })).toBeNull();
  });
});

describe('extensions', () => {
  it('the vendor accepts a waiting one with the server’s action', async () => {
    const extension = {
      id: 'e1', bookingId: id, status: 'REQUESTED' as const, previousEndDate: END, endDate: '2030-01-12T10:00:00',
      previousTotal: 23200, total: 29000, amount: 5800, lines: [], createdAt: '2030-01-01T04:00:00Z', actions: ['accept', 'decline'] as ('accept' | 'decline')[],
    };
    const calls = stubApi({
      [`GET /api/bookings/${id}/trip`]: { body: trip({ canExtend: false, canShorten: false, extensions: [extension] }) },
      [`PUT /api/bookings/${id}/extensions/e1/accept`]: { body: { ...extension, status: 'AWAITING_PAYMENT', actions: [] } },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<BookingTripPanel bookingId={id} endDate={END} />, '/b');
    expect(await screen.findByText(/PKR 5,800 more/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith('/e1/accept'))).toBe(true));
  });

  it('refuses a new return that is not later before asking, and asks with the chosen one', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${id}/trip`]: { body: trip({ canShorten: false }) },
      [`POST /api/bookings/${id}/extensions`]: { status: 201, body: {} },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingTripPanel bookingId={id} endDate={END} />, '/b');
    await user.click(await screen.findByRole('button', { name: 'Ask to extend' }));
    expect(await screen.findByText('The new return must be after the current one')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('New return date'), { target: { value: '2030-01-12' } });
    await user.click(screen.getByRole('button', { name: 'Ask to extend' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ endDate: '2030-01-12T10:00:00' });
  });
});

describe('the earlier return', () => {
  it('asks for a day before asking the server', async () => {
    const calls = stubApi({ [`GET /api/bookings/${id}/trip`]: { body: trip({ canExtend: false }) } });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingTripPanel bookingId={id} endDate={END} />, '/b');
    await user.click(await screen.findByRole('button', { name: 'See what comes back' }));
    expect(await screen.findByText('Choose the day of the new return')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Earlier return date'), { target: { value: '2030-01-12' } });
    await user.click(screen.getByRole('button', { name: 'See what comes back' }));
    expect(await screen.findByText('The new return must be before the current one')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/shortening'))).toHaveLength(0);
  });
});
