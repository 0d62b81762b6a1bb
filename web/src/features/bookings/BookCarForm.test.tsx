import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Car } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { BookCarForm } from './BookCarForm';
import { booking, renderAt, signIn, stubApi } from './test-utils';

// Typing into date inputs under jsdom is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

const car = {
  id: 'car-1', serviceId: 'service-1', name: '', description: '', make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022,
  engineSize: '', color: 'White', transmission: 'AUTOMATIC', fuelType: 'PETROL', isInsured: true, features: [], imageUrls: [], images: [],
  pricePerDay: 5000, createdAt: '2029-01-01T00:00:00.000Z',
} satisfies Car;

const config = { 'GET /api/config': { body: { googleClientId: null, paymentProvider: 'sandbox', timeZone: 'Asia/Karachi' } } };

async function fill(user: ReturnType<typeof userEvent.setup>, start: string, end: string) {
  await user.type(screen.getByLabelText(/Start date/), start);
  await user.type(screen.getByLabelText(/End date/), end);
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
});

describe('Book this Car', () => {
  it('keeps Book Now disabled until both dates are chosen (times default to 10:00) and shows the total', async () => {
    stubApi(config);
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookCarForm car={car} />, '/cars/car-1');
    expect(screen.getByLabelText(/Start time/)).toHaveProperty('value', '10:00');
    expect(screen.getByLabelText(/End time/)).toHaveProperty('value', '10:00');
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveProperty('disabled', true);
    await fill(user, '2030-01-10', '2030-01-12');
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveProperty('disabled', false);
    expect(screen.getByText('PKR 10,000')).toBeTruthy();
    // The default (Moderate) policy in words with the actual dates of this booking.
    expect(screen.getByText('Full refund until 5 January, 10:00')).toBeTruthy();
    expect(screen.getByText('50% refund until 10 January, 10:00')).toBeTruthy();
  });

  it('refuses an end not after the start with the spec text, in a red toast', async () => {
    const calls = stubApi(config);
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookCarForm car={car} />, '/cars/car-1');
    await fill(user, '2030-01-12', '2030-01-12');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByText('End date and time must be after start date and time')).toBeTruthy();
    expect(useToasts.getState().toasts).toMatchObject([{ severity: 'error', duration: 6000, position: 'bottom-center' }]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends a logged-out visitor to /login', async () => {
    stubApi(config);
    const user = userEvent.setup();
    const { router } = renderAt(<BookCarForm car={car} />, '/cars/car-1');
    await fill(user, '2030-01-10', '2030-01-12');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Where to come back to, with the chosen dates.
    expect(router.state.location.state).toEqual({ from: '/cars/car-1?from=2030-01-10T10%3A00&to=2030-01-12T10%3A00' });
  });

  it('fills the dates carried in the address (from the search or a login detour)', async () => {
    stubApi(config);
    signIn('CUSTOMER');
    renderAt(<BookCarForm car={car} />, '/cars/car-1?from=2030-01-10T09:30&to=2030-01-12T18:00');
    expect(screen.getByLabelText(/Start date/)).toHaveProperty('value', '2030-01-10');
    expect(screen.getByLabelText(/Start time/)).toHaveProperty('value', '09:30');
    expect(screen.getByLabelText(/End date/)).toHaveProperty('value', '2030-01-12');
    expect(screen.getByLabelText(/End time/)).toHaveProperty('value', '18:00');
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveProperty('disabled', false);
  });

  it('posts the booking as local date-times and goes to /bookings', async () => {
    const calls = stubApi({ ...config, 'POST /api/bookings/createBooking': { status: 201, body: booking() } });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    const { router } = renderAt(<BookCarForm car={car} />, '/cars/car-1');
    await fill(user, '2030-01-10', '2030-01-12');
    await user.type(screen.getByLabelText('Notes'), 'Airport pick-up');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      carId: 'car-1', startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00', description: 'Airport pick-up',
    });
  });

  it('sends one request with an Idempotency-Key when Book Now is submitted twice in a row', async () => {
    const calls = stubApi({ ...config, 'POST /api/bookings/createBooking': { status: 201, body: booking() } });
    const fetchMock = vi.mocked(fetch);
    signIn('CUSTOMER');
    const user = userEvent.setup();
    const { router } = renderAt(<BookCarForm car={car} />, '/cars/car-1');
    await fill(user, '2030-01-10', '2030-01-12');
    const form = screen.getByRole('form', { name: 'Book this Car' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')![1]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(useToasts.getState().toasts).toHaveLength(1);
  });

  it("shows the server's message in the error toast", async () => {
    stubApi({
      ...config,
      'POST /api/bookings/createBooking': { status: 409, body: { message: 'This car is already booked for the selected dates', code: 'BOOKING_CONFLICT' } },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookCarForm car={car} />, '/cars/car-1');
    await fill(user, '2030-01-10', '2030-01-12');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() =>
      expect(useToasts.getState().toasts).toMatchObject([{ severity: 'error', message: 'This car is already booked for the selected dates' }]),
    );
  });
});
