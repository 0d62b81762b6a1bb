import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { BookingDetailsPage } from './BookingDetailsPage';
import { booking, renderAt, signIn, stubApi } from './test-utils';

// Typing into date inputs under jsdom is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
});

const id = booking().id;
const path = `/bookingDetails/${id}`;
const pattern = '/bookingDetails/:id';

describe('/bookingDetails/{id}', () => {
  it('says by when a waiting booking must be answered or paid, and whether it has a driver (decision 0016)', async () => {
    stubApi({ [`GET /api/bookings/${id}`]: { body: booking({ status: 'ACCEPTED', expiresAt: '2030-01-02T09:00:00', withDriver: true }) } });
    signIn('CUSTOMER');
    renderAt(<BookingDetailsPage />, path, pattern);
    expect(await screen.findByText('Pay by')).toBeTruthy();
    expect(screen.getByText('2 Jan 2030, 9:00 am')).toBeTruthy();
    expect(screen.getByText('With a driver')).toBeTruthy();
  });

  it("names the vendor's \"complete\" for what it does and puts it after the primary action", async () => {
    stubApi({ [`GET /api/bookings/${id}`]: { body: booking({ status: 'PENDING', viewerSide: 'VENDOR', availableActions: ['accept', 'mark-paid-outside', 'suggest-changes', 'reject'] }) } });
    signIn('VENDOR');
    renderAt(<BookingDetailsPage />, path, pattern);
    await screen.findByRole('button', { name: 'Customer paid outside the app' });
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    const at = (name: string) => names.indexOf(name);
    expect(at('Accept')).toBeGreaterThanOrEqual(0);
    expect(at('Customer paid outside the app')).toBeGreaterThan(at('Accept'));
    expect(at('Customer paid outside the app')).toBeGreaterThan(at('Suggest Changes'));
  });

  it('says that contact details come once the booking is paid when the server sent none (decision 0046)', async () => {
    stubApi({ [`GET /api/bookings/${id}`]: { body: booking({ status: 'ACCEPTED', viewerSide: 'VENDOR', customer: { id: 'c1', name: 'Cyrus' }, service: { ...booking().service, phone: undefined } }) } });
    signIn('VENDOR');
    renderAt(<BookingDetailsPage />, path, pattern);
    expect(await screen.findByText(/show here once the booking is paid/)).toBeTruthy();
  });

  it('loads the booking by id and shows its three sections with long dates', async () => {
    stubApi({
      [`GET /api/bookings/${id}`]: { body: booking() },
      [`GET /api/bookings/${id}/money-history`]: {
        body: [
          { kind: 'PAYMENT', amount: 10000, status: 'PAID', provider: 'sandbox', reason: null, createdAt: '2029-12-01T10:00:00.000Z' },
          { kind: 'REFUND', amount: 5000, status: 'DONE', provider: 'sandbox', reason: 'CUSTOMER_CANCELLED', createdAt: '2029-12-02T10:00:00.000Z' },
        ],
      },
    });
    signIn('CUSTOMER');
    renderAt(<BookingDetailsPage />, path, pattern);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking #abcdef' })).toBeTruthy();
    for (const name of ['Booking Information', 'Car Details', 'Service Provider']) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(screen.getByText('10 Jan 2030, 10:00 am')).toBeTruthy();
    expect(screen.getByText('2 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Car' }).getAttribute('href')).toBe('/cars/car-1');
    expect(screen.getByRole('link', { name: 'View Service' }).getAttribute('href')).toBe('/services/service-1');
    // The price lines and the policy in words with its dates (decision 0015).
    const price = screen.getByRole('region', { name: 'Price Breakdown' });
    expect(within(price).getByText('2 days × PKR 5,000')).toBeTruthy();
    const policy = screen.getByRole('region', { name: 'Cancellation Policy' });
    expect(within(policy).getByText('Full refund until 5 Jan 2030, 10:00 am')).toBeTruthy();
    const history = await within(price).findByRole('table', { name: 'Payments and refunds' });
    expect(within(history).getByText('Refund · Cancelled by the customer')).toBeTruthy();
    expect(within(history).getByText('− PKR 5,000')).toBeTruthy();
  });

  it('says "Failed to load booking details" when it cannot load', async () => {
    stubApi({});
    signIn('CUSTOMER');
    renderAt(<BookingDetailsPage />, path, pattern);
    expect(await screen.findByText(/Failed to load booking details/)).toBeTruthy();
  });

  it('shows exactly the available actions and confirms a cancel, with the quoted refund, before calling the server', async () => {
    const quote = { refundAmount: 5000, policy: 'MODERATE', paidAmount: 10000, explanation: 'Cancelling now refunds PKR 5,000, half of what you paid (50% refund until 10 Jan 2030, 10:00 am).' };
    const calls = stubApi({
      [`GET /api/bookings/${id}`]: { body: booking({ status: 'CONFIRMED' }) },
      [`GET /api/bookings/${id}/cancellation-quote`]: { body: quote },
      [`PUT /api/bookings/${id}/cancel`]: { body: { ...booking({ status: 'CANCELLED', availableActions: [] }), cancellation: quote } },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(await within(dialog).findByText('Refund: PKR 5,000')).toBeTruthy();
    expect(within(dialog).getByText(quote.explanation)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(screen.getByText('CANCELLED')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it("shows the server's message when an action fails", async () => {
    stubApi({
      [`GET /api/bookings/${id}`]: { body: booking({ viewerSide: 'VENDOR', availableActions: ['accept', 'reject', 'suggest-changes'] }) },
      [`PUT /api/bookings/${id}/accept`]: { status: 409, body: { message: 'This car is already booked for the selected dates', code: 'BOOKING_CONFLICT' } },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(useToasts.getState().toasts).toMatchObject([{ severity: 'error', message: 'This car is already booked for the selected dates' }]));
  });

  // Real cars have UUIDs, which the suggestion's schema checks.
  const corolla = 'aaaaaaaa-0000-4000-8000-000000000001';
  const civic = 'aaaaaaaa-0000-4000-8000-000000000002';
  const vendorBooking = () => booking({ carId: corolla, car: { ...booking().car, id: corolla }, viewerSide: 'VENDOR', availableActions: ['accept', 'reject', 'suggest-changes'] });
  const serviceCars = {
    body: [
      { id: corolla, make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022, pricePerDay: 5000 },
      { id: civic, make: 'HONDA', customMake: '', model: 'Civic', year: 2023, pricePerDay: 7000 },
    ],
  };

  it('suggests changes with a car of the same service and the server’s quote as the read-only total', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${id}`]: { body: vendorBooking() },
      'GET /api/config': { body: { googleClientId: null, paymentProvider: 'sandbox', timeZone: 'Asia/Karachi' } },
      'GET /api/cars/service/service-1': serviceCars,
      // The server's price (a weekend rate, say), not days × the daily rate (PKR 14,000).
      [`GET /api/cars/${civic}/quote`]: { body: { days: 2, lines: [], total: 16500, available: true, reasons: [], instant: false } },
      [`GET /api/cars/${corolla}/quote`]: { body: { days: 2, lines: [], total: 10000, available: true, reasons: [], instant: false } },
      [`PUT /api/bookings/${id}/suggest-changes`]: { body: booking({ status: 'SUGGESTION_MADE', viewerSide: 'VENDOR', availableActions: ['cancel'] }) },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Suggest Changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Suggest Changes' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Car' }));
    await user.click(await screen.findByRole('option', { name: /HONDA Civic 2023/ }));
    const total = within(dialog).getByLabelText('Total Amount') as HTMLInputElement;
    expect(total.readOnly).toBe(true);
    await waitFor(() => expect(total.value).toBe('PKR 16,500'));
    // The vendor writes a message of their own; the customer's note is shown, not edited.
    expect(within(dialog).getByText('The customer’s note: Airport pick-up')).toBeTruthy();
    const message = within(dialog).getByLabelText('Message to the customer') as HTMLTextAreaElement;
    expect(message.rows).toBe(4);
    expect(message.value).toBe('');
    await user.click(message);
    await user.paste('The Civic has more room');
    await user.click(within(dialog).getByRole('button', { name: 'Send Suggestion' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ carId: civic, startDate: '2030-01-10T10:00:00', message: 'The Civic has more room', totalAmount: 16500 }));
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('description');
  });

  it('refuses a suggested return before the pick-up under its field, and sends nothing', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${id}`]: { body: vendorBooking() },
      'GET /api/config': { body: { googleClientId: null, paymentProvider: 'sandbox', timeZone: 'Asia/Karachi' } },
      'GET /api/cars/service/service-1': serviceCars,
      [`GET /api/cars/${corolla}/quote`]: { body: { days: 2, lines: [], total: 10000, available: true, reasons: [], instant: false } },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Suggest Changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Suggest Changes' });
    await waitFor(() => expect((within(dialog).getByLabelText('Total Amount') as HTMLInputElement).value).toBe('PKR 10,000'));
    fireEvent.change(within(dialog).getByLabelText(/^End date and time/), { target: { value: '2030-01-09T10:00' } });
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Send Suggestion' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(within(dialog).getByRole('button', { name: 'Send Suggestion' }));
    expect(await within(dialog).findByText('End date and time must be after start date and time')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe("/bookingDetails/{id}: the other features' parts, through its slots (decision 0052)", () => {
  it('shows the handover panel once the booking is paid, not before', async () => {
    stubApi({ [`GET /api/bookings/${id}`]: { body: booking({ status: 'CONFIRMED' }) } });
    signIn('CUSTOMER');
    const { unmount } = renderAt(<BookingDetailsPage />, path, pattern);
    expect(await screen.findByRole('heading', { name: 'Handover' })).toBeTruthy();
    unmount();

    stubApi({ [`GET /api/bookings/${id}`]: { body: booking({ status: 'PENDING' }) } });
    renderAt(<BookingDetailsPage />, path, pattern);
    expect(await screen.findByText('Booking Information')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Handover' })).toBeNull();
  });
});

describe('/bookingDetails/{id} for an admin', () => {
  it('lets an admin who is not a party cancel with a refund of their choosing, up to what was paid', async () => {
    const quote = { refundAmount: 0, policy: 'STRICT', paidAmount: 10000, explanation: 'By its policy the customer would get back PKR 0 of PKR 10,000 paid.' };
    const calls = stubApi({
      [`GET /api/bookings/${id}`]: { body: booking({ status: 'CONFIRMED', viewerSide: null }) },
      [`GET /api/bookings/${id}/cancellation-quote`]: { body: quote },
      [`PUT /api/bookings/${id}/cancel`]: { body: { ...booking({ status: 'CANCELLED', viewerSide: null, availableActions: [] }), cancellation: { ...quote, refundAmount: 3000 } } },
    });
    useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'admin-1', name: 'Sana Admin', roles: ['ADMIN', 'CUSTOMER'] } });
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    const amount = await within(dialog).findByRole('textbox', { name: /Refund to give/ });
    await user.type(amount, '10001');
    expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ refundAmount: 3000 }));
  });
});
