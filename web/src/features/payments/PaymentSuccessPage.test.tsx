import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PaymentSuccessPage, REDIRECT_AFTER_SUCCESS_MS } from './PaymentSuccessPage';

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
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentSuccessPage', () => {
  it('confirms through the API, shows the success texts, then goes to /bookings after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answer(200, { status: 'CONFIRMED', message: 'Your booking has been confirmed.' });
    renderAt(`/payment/success?booking_id=${BOOKING}`);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('Your booking has been confirmed.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payments/confirm');
    expect(JSON.parse(String(init.body))).toEqual({ bookingId: BOOKING });
    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_SUCCESS_MS - 100));
    expect(screen.queryByText('Bookings list')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('Bookings list')).toBeTruthy();
  });

  it('replaces itself with the bookings list, so Back leaves the payment flow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(200, { status: 'CONFIRMED', message: 'Your booking has been confirmed.' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        { path: '/bookingDetails/:id', element: <p>Booking details</p> },
        { path: '/payment/success', element: <PaymentSuccessPage /> },
        { path: '/bookings', element: <p>Bookings list</p> },
      ],
      { initialEntries: [`/bookingDetails/${BOOKING}`, `/payment/success?booking_id=${BOOKING}`], initialIndex: 1 },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(REDIRECT_AFTER_SUCCESS_MS + 100));
    expect(await screen.findByText('Bookings list')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(`/bookingDetails/${BOOKING}`);
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
