import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Booking } from '@carrental/shared';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const BOOKING = '0b6f2a43-5d0e-4c1b-9a57-3f2b8c1d4e5f';

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/payment/success" element={<PaymentSuccessPage />} />
          <Route path="/bookings" element={<p>Bookings list</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  answerRequests(fetchMock);
  return fetchMock;
}

const booking = (patch: Partial<Booking>): Booking => ({
  id: BOOKING, carId: 'car-1', customerId: 'customer-1', serviceId: 'service-1', status: 'CONFIRMED',
  startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00', description: '', totalAmount: 10000, withDriver: false,
  expiresAt: null, createdAt: '2029-12-01T10:00:00.000Z', updatedAt: '2029-12-01T10:00:00.000Z',
  car: { id: 'car-1', make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022, name: '', pricePerDay: 5000, coverImageUrl: null },
  service: {
    id: 'service-1', name: 'Lahore Motors', description: 'Cars in Lahore', addressLine1: '1 Mall Road', addressLine2: '',
    city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan', vendorId: 'vendor-1', phone: '+92 42 1234567',
  },
  customer: { id: 'customer-1', name: 'Ayesha Khan' }, viewerSide: 'CUSTOMER', availableActions: ['cancel'], suggestion: null,
  heldConflict: false, cancellationPolicy: 'MODERATE', lines: [], ...patch,
});

function route(table: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const body = table[key];
    return body === undefined
      ? new Response(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }), { status: 404, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  answerRequests(fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentSuccessPage', () => {
  it('confirms through the API and stays on the confirmation: trip, pick-up, provider, what to bring, money, receipt, calendar', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = route({
      'POST /api/payments/confirm': { status: 'CONFIRMED', message: 'Your booking has been confirmed.' },
      [`GET /api/bookings/${BOOKING}`]: booking({ id: BOOKING, status: 'CONFIRMED', totalAmount: 11600, lines: [
        { kind: 'days', label: '2 days × PKR 5,000', amount: 10000 },
        { kind: 'tax', label: 'Sales tax (Punjab) 16%', amount: 1600 },
        { kind: 'total', label: 'Total', amount: 11600 },
      ] }),
      [`GET /api/bookings/${BOOKING}/trip`]: { mode: 'SELF_DRIVE', destination: null, lines: [], total: 11600, deposit: 20000, extensions: [], canExtend: false },
      [`GET /api/bookings/${BOOKING}/money-history`]: [{ kind: 'PAYMENT', amount: 11600, status: 'PAID', provider: 'sandbox', reason: null, createdAt: '2029-12-01T10:00:00.000Z' }],
    });
    renderAt(`/payment/success?booking_id=${BOOKING}`);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(await screen.findByText('Your booking is confirmed')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payments/confirm');
    expect(JSON.parse(String(init.body))).toEqual({ bookingId: BOOKING });
    expect(await screen.findByText('TOYOTA Corolla 2022')).toBeTruthy();
    expect(screen.getByText('1 Mall Road, Lahore, Punjab, 54000, Pakistan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain('query=1%20Mall%20Road%2C%20Lahore');
    expect(screen.getByText('Lahore Motors')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call +92 42 1234567' }).getAttribute('href')).toBe('tel:+92421234567');
    expect(screen.getByText('Your original CNIC (national identity card)')).toBeTruthy();
    expect(screen.getByText('Your valid driving licence')).toBeTruthy();
    expect(screen.getByText('Sales tax (Punjab) 16%')).toBeTruthy();
    const money = screen.getByTestId('confirmation-money');
    expect(await within(money).findByText('Refundable deposit, paid at pick-up')).toBeTruthy();
    expect(within(money).getByText('PKR 20,000')).toBeTruthy();
    expect(within(money).getByText('Paid online').nextSibling?.textContent).toBe('PKR 11,600');
    expect(screen.getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(`/bookings/${BOOKING}/receipt`);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    // It stays: no move to the bookings list.
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Bookings list')).toBeNull();
    expect(screen.getByText('Your booking is confirmed')).toBeTruthy();
  });

  it('says "Not paid yet", not "Payment failed", when no payment was attempted', async () => {
    answer(200, { status: 'NOT_STARTED', message: 'No payment was made for this booking, so it is not confirmed.' });
    renderAt(`/payment/success?booking_id=${BOOKING}`);
    expect(await screen.findByRole('heading', { name: 'Not paid yet' })).toBeTruthy();
    expect(screen.queryByText('Payment failed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('shows a clear failure when the payment was not completed, and stays', async () => {
    answer(200, { status: 'PENDING', message: 'Your payment has not been completed yet, so the booking is not confirmed.' });
    renderAt(`/payment/success?booking_id=${BOOKING}`);
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByText(/has not been completed yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to booking' }).getAttribute('href')).toBe(`/bookingDetails/${BOOKING}`);
    expect(screen.queryByText('Payment Successful!')).toBeNull();
  });

  it('shows the server’s message when the payment failed or was refunded', async () => {
    answer(200, { status: 'FAILED', message: 'This booking was cancelled. Your payment has been refunded.' });
    renderAt(`/payment/success?booking_id=${BOOKING}`);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText(/has been refunded/)).toBeTruthy();
  });

  it('shows an API error, and a link without a booking id confirms nothing', async () => {
    answer(404, { message: 'Booking not found', code: 'NOT_FOUND' });
    renderAt(`/payment/success?booking_id=${BOOKING}`);
    expect(await screen.findByText('Booking not found')).toBeTruthy();
    const fetchMock = answer(200, {});
    renderAt('/payment/success');
    expect(screen.getAllByRole('heading', { name: 'Payment could not be checked' }).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
