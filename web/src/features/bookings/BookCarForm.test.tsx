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

/** The server's itemised quote (decision 0031): lines said by the server, the total, the rules in words. */
const quoteBody = (lines: { kind: string; label: string; amount: number }[], extra: Record<string, unknown> = {}) => {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    body: {
      days: 2, nights: 2, mode: 'self_drive', destination: null, total, usualTotal: total, deposit: 0, payNow: total, payAtPickup: 0, balanceAtPickup: 0, advancePercent: 100,
      lines: [...lines, { kind: 'total', label: 'Total', amount: total }].map((l) => ({ quantity: 1, unitPrice: l.amount, ...l })),
      rules: { kmPerDay: null, extraKmRate: 0, fuelPolicy: 'same_to_same', fuelEighthPrice: 0, lateGraceMinutes: 60, lateHourlyRate: 0, lateFullDayAfterHours: 5, tolls: 'renter', driverHoursPerDay: null, overtimeHourlyRate: null, mealsIncluded: null, words: ['Unlimited kilometres'] },
      available: true, reasons: [], instant: false,
      ...extra,
    },
  };
};
const terms = { body: { effective: { modes: 'both', driverHoursPerDay: 10, overtimeHourlyRate: 0, nightAllowance: 0, mealAllowancePerDay: null, kmPerDay: null, extraKmRate: 0, fuelPolicy: 'same_to_same', fuelEighthPrice: 0, outOfCity: 'anywhere', outOfCitySurchargePerDay: 0, destinations: [], tolls: 'renter', seasons: [], lateGraceMinutes: 60, lateHourlyRate: 0, lateFullDayAfterHours: 5, deposit: 0 }, service: {}, car: {}, city: 'Lahore', canManage: false } };

const config = {
  'GET /api/config': { body: { googleClientId: null, paymentProvider: 'sandbox', timeZone: 'Asia/Karachi' } },
  'GET /api/cars/car-1/quote': quoteBody([{ kind: 'days', label: '2 days × PKR 5,000', amount: 10000 }]),
  'GET /api/cars/car-1/trip-terms': terms,
};

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
    await waitFor(() => expect(screen.getByTestId('price-breakdown').textContent).toContain('PKR 10,000'));
    // The default (Moderate) policy in words with the actual dates of this booking.
    expect(screen.getByText('Full refund until 5 Jan 2030, 10:00 am')).toBeTruthy();
    expect(screen.getByText('50% refund until 10 Jan 2030, 10:00 am')).toBeTruthy();
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
    expect(router.state.location.state).toEqual({ from: '/cars/car-1?from=2030-01-10T10%3A00&to=2030-01-12T10%3A00', reason: 'book' });
  });

  it('fills the dates carried in the address (from the search or a login detour)', async () => {
    stubApi(config);
    signIn('CUSTOMER');
    renderAt(<BookCarForm car={car} />, '/cars/car-1?from=2030-01-10T09:30&to=2030-01-12T18:00');
    expect(screen.getByLabelText(/Start date/)).toHaveProperty('value', '10-01-2030');
    expect(screen.getByLabelText(/Start time/)).toHaveProperty('value', '09:30');
    expect(screen.getByLabelText(/End date/)).toHaveProperty('value', '12-01-2030');
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
    signIn('CUSTOMER');
    const user = userEvent.setup();
    const { router } = renderAt(<BookCarForm car={car} />, '/cars/car-1');
    await fill(user, '2030-01-10', '2030-01-12');
    const form = screen.getByRole('form', { name: 'Book this Car' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
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

  describe('availability and the price (decision 0016)', () => {
    const rules = (effective: Record<string, unknown>) => ({
      body: {
        effective: {
          openingHours: null, minNoticeHours: 0, minDays: 1, maxDays: 365, weeklyDiscountPercent: 0, monthlyDiscountPercent: 0,
          weekendPricePerDay: null, driverPricePerDay: null, instantBooking: false, ...effective,
        },
        service: {}, car: {}, words: [], openingHoursWords: [], canManage: false,
      },
    });
    const calendar = (unavailable: { startDate: string; endDate: string }[]) => () => ({ body: { from: '', to: '', unavailable } });

    it("shows the server's breakdown, offers a driver when the car has one, and sends the choice", async () => {
      const quotes: string[] = [];
      const calls = stubApi({
        ...config,
        'GET /api/cars/car-1/availability-rules': rules({ driverPricePerDay: 2000, weekendPricePerDay: 6000 }),
        'GET /api/cars/car-1/calendar': calendar([]),
        'GET /api/cars/car-1/quote': (_init, url) => {
          quotes.push(url);
          const driver = url.includes('mode=with_driver');
          return quoteBody([
            { kind: 'days', label: '1 day × PKR 5,000', amount: 5000 },
            { kind: 'weekend-days', label: '1 weekend day × PKR 6,000', amount: 6000 },
            ...(driver ? [{ kind: 'driver', label: 'Driver: 2 days × PKR 2,000', amount: 4000 }] : []),
          ]);
        },
        'POST /api/bookings/createBooking': { status: 201, body: booking({ withDriver: true }) },
      });
      signIn('CUSTOMER');
      const user = userEvent.setup();
      renderAt(<BookCarForm car={car} />, '/cars/car-1');
      // Friday 11 January to Sunday 13 January 2030.
      await fill(user, '2030-01-11', '2030-01-13');
      const breakdown = screen.getByTestId('price-breakdown');
      await waitFor(() => expect(breakdown.textContent).toContain('1 weekend day × PKR 6,000'));
      expect(breakdown.textContent).toContain('PKR 11,000');
      await user.click(await screen.findByLabelText('With driver'));
      await waitFor(() => expect(breakdown.textContent).toContain('Driver: 2 days × PKR 2,000'));
      expect(breakdown.textContent).toContain('PKR 15,000');
      expect(quotes.some((q) => q.includes('mode=with_driver'))).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Book Now' }));
      await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ withDriver: true, mode: 'with_driver', destination: '' }));
    });

    it('refuses a day the car is not available and a time outside the opening hours, before submitting', async () => {
      const hours = { open: '09:00', close: '18:00' };
      stubApi({
        ...config,
        'GET /api/cars/car-1/availability-rules': rules({ openingHours: { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: null } }),
        'GET /api/cars/car-1/calendar': calendar([{ startDate: '2030-01-14T00:00:00', endDate: '2030-01-16T00:00:00' }]),
      });
      signIn('CUSTOMER');
      const user = userEvent.setup();
      renderAt(<BookCarForm car={car} />, '/cars/car-1');
      // Tuesday 15 January is blocked.
      await fill(user, '2030-01-15', '2030-01-17');
      await waitFor(() => expect(screen.getByText('The car is not available on this day')).toBeTruthy());
      expect(screen.getByRole('button', { name: 'Book Now' })).toHaveProperty('disabled', true);
      // Sunday is closed.
      await user.clear(screen.getByLabelText(/Start date/));
      await user.type(screen.getByLabelText(/Start date/), '2030-01-13');
      await waitFor(() => expect(screen.getByText('Closed on this day: no pick-up or return')).toBeTruthy());
      // A Thursday at 20:00 is after closing.
      await user.clear(screen.getByLabelText(/Start date/));
      await user.type(screen.getByLabelText(/Start date/), '2030-01-17');
      await user.clear(screen.getByLabelText(/End date/));
      await user.type(screen.getByLabelText(/End date/), '2030-01-18');
      fireEvent.change(screen.getByLabelText(/End time/), { target: { value: '20:00' } });
      await waitFor(() => expect(screen.getByText('Return on Fridays is possible between 09:00 and 18:00')).toBeTruthy());
      expect(screen.getByRole('button', { name: 'Book Now' })).toHaveProperty('disabled', true);
      fireEvent.change(screen.getByLabelText(/End time/), { target: { value: '17:00' } });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toHaveProperty('disabled', false));
    });

    it('shows why the server says the dates cannot be booked', async () => {
      stubApi({
        ...config,
        'GET /api/cars/car-1/quote': quoteBody([{ kind: 'days', label: '2 days × PKR 5,000', amount: 10000 }], { available: false, reasons: ['This car is rented for at least 3 days'] }),
      });
      signIn('CUSTOMER');
      const user = userEvent.setup();
      renderAt(<BookCarForm car={car} />, '/cars/car-1');
      await fill(user, '2030-01-10', '2030-01-12');
      await waitFor(() => expect(screen.getByTestId('quote-reasons').textContent).toBe('This car is rented for at least 3 days'));
      expect(screen.getByRole('button', { name: 'Book Now' })).toHaveProperty('disabled', true);
    });

    it('goes straight to payment when the booking is accepted at once (instant booking)', async () => {
      const calls = stubApi({
        ...config,
        'POST /api/bookings/createBooking': { status: 201, body: booking({ status: 'ACCEPTED' }) },
        'GET /api/payments/methods': { body: [{ id: 'sandbox', label: 'Card (test)', kind: 'CARD' }] },
        'POST /api/bookings/11111111-2222-4333-8444-555555abcdef/create-payment': { body: { url: 'about:blank#paid' } },
      });
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      signIn('CUSTOMER');
      const user = userEvent.setup();
      renderAt(<BookCarForm car={car} />, '/cars/car-1');
      await fill(user, '2030-01-10', '2030-01-12');
      await user.click(screen.getByRole('button', { name: 'Book Now' }));
      await waitFor(() => expect(calls.some((c) => c.path.endsWith('/create-payment'))).toBe(true));
    });
  });
});
