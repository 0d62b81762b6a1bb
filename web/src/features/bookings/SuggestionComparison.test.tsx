import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useSession } from '@/lib/session';
import { BookingDetailsPage } from './BookingDetailsPage';
import { BookingsPage } from './BookingsPage';
import { booking, renderAt, signIn, stubApi } from './test-utils';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

// The customer asked for a Corolla for PKR 10,000; the vendor suggests a Civic, a day later, for more.
const suggested = (patch: Parameters<typeof booking>[0] = {}) =>
  booking({
    status: 'SUGGESTION_MADE',
    carId: 'car-2',
    car: { id: 'car-2', make: 'HONDA', customMake: '', model: 'Civic', year: 2023, name: '', pricePerDay: 7000, coverImageUrl: null },
    startDate: '2030-01-11T10:00:00',
    endDate: '2030-01-13T10:00:00',
    totalAmount: 14000,
    availableActions: ['accept-changes', 'reject-changes'],
    suggestion: {
      message: 'The Corolla is in the workshop that week.',
      previous: {
        car: { id: 'car-1', make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022, name: '' },
        startDate: '2030-01-10T10:00:00',
        endDate: '2030-01-13T10:00:00',
        totalAmount: 10000,
        withDriver: false,
      },
    },
    ...patch,
  });

function rowOf(table: HTMLElement, name: string) {
  return within(table).getByRole('rowheader', { name }).closest('tr')!;
}

describe('a suggestion shown as a change', () => {
  it('puts the request beside the suggestion on the details page, marks what changed, and keeps both texts apart', async () => {
    const b = suggested();
    stubApi({ [`GET /api/bookings/${b.id}`]: { body: b } });
    signIn('CUSTOMER');
    renderAt(<BookingDetailsPage />, `/bookingDetails/${b.id}`, '/bookingDetails/:id');
    const section = await screen.findByRole('region', { name: 'Suggested changes' });
    const table = within(section).getByRole('table', { name: 'The request and the suggestion side by side' });
    expect(within(table).getByRole('columnheader', { name: 'Requested' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Suggested' })).toBeTruthy();
    const car = rowOf(table, 'Car');
    expect(within(car).getByText('TOYOTA Corolla 2022')).toBeTruthy();
    expect(within(car).getByText(/HONDA Civic 2023/)).toBeTruthy();
    expect(car.dataset.changed).toBe('true');
    const total = rowOf(table, 'Total Amount');
    expect(within(total).getByText('PKR 10,000')).toBeTruthy();
    expect(within(total).getByText(/PKR 14,000/)).toBeTruthy();
    // The return time did not change: not marked.
    expect(rowOf(table, 'To').dataset.changed).toBeUndefined();
    expect(rowOf(table, 'From').dataset.changed).toBe('true');
    expect(within(section).getByText('The Corolla is in the workshop that week.')).toBeTruthy();
    // The customer's own note is still theirs.
    expect(screen.getByText('Airport pick-up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept Changes' })).toBeTruthy();
  });

  it('shows the same comparison on the booking card, to the vendor too, with the customer named', async () => {
    stubApi({ 'GET /api/bookings/vendor': { body: [suggested({ viewerSide: 'VENDOR', availableActions: ['cancel'], suggestion: { ...suggested().suggestion!, message: '' } })] } });
    signIn('VENDOR');
    renderAt(<BookingsPage />, '/bookings?tab=received&status=active', '/bookings');
    const card = await screen.findByRole('article', { name: 'Booking #abcdef' });
    const table = within(card).getByRole('table', { name: 'The request and the suggestion side by side' });
    expect(within(rowOf(table, 'Car')).getByText('TOYOTA Corolla 2022')).toBeTruthy();
    expect(within(card).getByText('The provider wrote no message.')).toBeTruthy();
    expect(within(card).getByText('Ayesha Khan')).toBeTruthy();
  });
});

describe('a request over dates another booking holds', () => {
  it('says so on the details page, where Accept is not offered', async () => {
    const b = booking({ viewerSide: 'VENDOR', heldConflict: true, availableActions: ['reject', 'suggest-changes'] });
    stubApi({ [`GET /api/bookings/${b.id}`]: { body: b } });
    signIn('VENDOR');
    renderAt(<BookingDetailsPage />, `/bookingDetails/${b.id}`, '/bookingDetails/:id');
    expect(await screen.findByText(/already taken by another booking of this car/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suggest Changes' })).toBeTruthy();
  });
});
