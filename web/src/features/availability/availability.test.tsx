// The availability screens (decision 0016): the customer's day states, and the vendor's calendar
// blocking and unblocking selected days through the API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_RULES, nowInZone } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { renderAt, stubApi } from '@/test/app';
import { customerDay } from './AvailabilityCalendar';
import { addMonths, dayName } from './calendar';
import { VendorCalendarPage } from './VendorCalendarPage';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('what a customer sees of a day', () => {
  const ranges = [{ startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' }];
  it('marks past, closed, taken and part-taken days', () => {
    const closedSundays = { ...DEFAULT_RULES, openingHours: { mon: null, tue: { open: '09:00', close: '18:00' }, wed: null, thu: null, fri: null, sat: null, sun: null } };
    expect(customerDay('2030-01-01', '2030-01-02', ranges, DEFAULT_RULES)).toMatchObject({ state: 'past' });
    expect(customerDay('2030-01-11', '2030-01-02', ranges, DEFAULT_RULES)).toMatchObject({ state: 'full', words: 'not available', struck: true });
    expect(customerDay('2030-01-10', '2030-01-02', ranges, DEFAULT_RULES)).toMatchObject({ state: 'partial' });
    expect(customerDay('2030-01-13', '2030-01-02', ranges, DEFAULT_RULES)).toMatchObject({ state: 'free', words: 'available' });
    // 13 January 2030 is a Sunday; 15 January a Tuesday.
    expect(customerDay('2030-01-13', '2030-01-02', ranges, closedSundays)).toMatchObject({ state: 'full', words: 'closed' });
    expect(customerDay('2030-01-15', '2030-01-02', ranges, closedSundays)).toMatchObject({ state: 'free' });
  });
});

describe('the vendor calendar', () => {
  const next = addMonths(nowInZone('Asia/Karachi').slice(0, 7), 1);
  const day = (n: number) => `${next}-${String(n).padStart(2, '0')}`;
  const car = { id: 'car-1', serviceId: 's-1', name: '', description: '', make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022, engineSize: '', color: '', transmission: 'AUTOMATIC', fuelType: 'PETROL', isInsured: false, features: [], imageUrls: [], images: [], pricePerDay: 5000, createdAt: '2029-01-01T00:00:00.000Z', service: { id: 's-1', vendorId: 'vendor-1', name: 'Lahore Wheels', description: '', addressLine1: '', addressLine2: '', city: 'Lahore', state: '', postalCode: '', country: '', cancellationPolicy: 'MODERATE' } };
  const rules = { effective: DEFAULT_RULES, service: {}, car: {}, words: [], openingHoursWords: [], canManage: true };

  function renderPage() {
    useSession.getState().setSession({ token: 't', user: { id: 'vendor-1', name: 'Vera', roles: ['CUSTOMER', 'VENDOR'] }, loggedInAs: 'VENDOR' });
    return renderAt(<VendorCalendarPage />, '/vendor/cars/car-1/calendar', '/vendor/cars/:id/calendar');
  }

  it('blocks the selected days as one range, and unblocks only the chosen day of a block', async () => {
    const calls = stubApi({
      'GET /api/config': { body: { timeZone: 'Asia/Karachi' } },
      'GET /api/cars/car-1': { body: car },
      'GET /api/cars/car-1/availability-rules': { body: rules },
      'GET /api/cars/car-1/calendar': {
        body: {
          from: '', to: '', unavailable: [],
          bookings: [{ id: 'b-1', status: 'PENDING', startDate: `${day(20)}T10:00:00`, endDate: `${day(21)}T10:00:00`, customerName: 'Cyrus', withDriver: false }],
          blocks: [{ id: 'blk-1', carId: 'car-1', startDate: `${day(5)}T00:00:00`, endDate: `${day(8)}T00:00:00`, note: 'Service', source: 'VENDOR', createdAt: '' }],
        },
      },
      'GET /api/cars/car-1/calendar-sync': {
        body: { feedUrl: 'http://localhost/api/cars/car-1/calendar.ics?token=abc', imports: [{ id: 'i-1', url: 'https://other.example/cal.ics', lastFetchedAt: null, lastError: 'The calendar answered 404', eventCount: 0 }] },
      },
      'POST /api/cars/car-1/blocks': { status: 201, body: { id: 'new', declinedBookingIds: [] } },
      'DELETE /api/cars/car-1/blocks/blk-1': { status: 204, body: null },
    });
    const user = userEvent.setup();
    renderPage();
    // Calendar sync: the private address and an imported calendar's error.
    // A busy machine can take seconds over the page's chain of loads: wait for what happens, not how fast.
    expect(await screen.findByDisplayValue('http://localhost/api/cars/car-1/calendar.ics?token=abc', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('The calendar answered 404')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    const button = (n: number) => screen.getByRole('button', { name: new RegExp(`^${dayName(day(n))}`) });
    await waitFor(() => expect(button(6).getAttribute('aria-label')).toContain('blocked'));
    expect(button(20).getAttribute('aria-label')).toContain('request waiting');
    await user.click(button(11));
    await user.click(button(12));
    expect(button(12).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Block selected days' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ startDate: `${day(11)}T00:00:00`, endDate: `${day(13)}T00:00:00`, note: '' });
    // Unblock the middle day of the 5–7 block: the block goes, its two other days are blocked again.
    await waitFor(() => expect(button(11).getAttribute('aria-pressed')).toBe('false'));
    await user.click(button(6));
    await user.click(screen.getByRole('button', { name: 'Unblock selected days' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/cars/car-1/blocks/blk-1')).toBe(true);
    expect(calls.filter((c) => c.method === 'POST').slice(1).map((c) => c.body)).toEqual([
      { startDate: `${day(5)}T00:00:00`, endDate: `${day(6)}T00:00:00`, note: 'Service' },
      { startDate: `${day(7)}T00:00:00`, endDate: `${day(8)}T00:00:00`, note: 'Service' },
    ]);
  }, 60_000);

  it('blocks once on a double click of "Block selected days", with no error', async () => {
    const calls = stubApi({
      'GET /api/config': { body: { timeZone: 'Asia/Karachi' } },
      'GET /api/cars/car-1': { body: car },
      'GET /api/cars/car-1/availability-rules': { body: rules },
      'GET /api/cars/car-1/calendar': { body: { from: '', to: '', unavailable: [], bookings: [], blocks: [] } },
      'GET /api/cars/car-1/calendar-sync': { body: { feedUrl: 'http://localhost/feed.ics', imports: [] } },
      'POST /api/cars/car-1/blocks': { status: 201, body: { id: 'new', declinedBookingIds: [] } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Next month' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${dayName(day(11))}`) }));
    const blockButton = screen.getByRole('button', { name: 'Block selected days' });
    fireEvent.click(blockButton);
    fireEvent.click(blockButton);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  }, 60_000);

  it('shows a warning and no controls to someone else', async () => {
    stubApi({
      'GET /api/config': { body: { timeZone: 'Asia/Karachi' } },
      'GET /api/cars/car-1': { body: car },
      'GET /api/cars/car-1/availability-rules': { body: { ...rules, canManage: false } },
      'GET /api/cars/car-1/calendar': { body: { from: '', to: '', unavailable: [] } },
    });
    renderPage();
    expect(await screen.findByText("Only the car's vendor can manage its calendar.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block selected days' })).toBeNull();
  });
});
