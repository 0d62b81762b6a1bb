// The handover on the booking page: the renter agrees after seeing the record; the agent's
// readings wait on the device while offline (the line says so) and are sent once back online;
// the check-out shows each angle before and after with what the differences would cost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HANDOVER_ANGLES, type Booking, type BookingHandovers, type Handover } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { renderAt, signIn, stubApi } from '@/test/app';
import { HandoverPanel } from './HandoverPanel';
import { resetOutbox } from './outbox';

vi.setConfig({ testTimeout: 20_000 });

const id = '11111111-2222-4333-8444-555555abcdef';
const booking = { id, status: 'CONFIRMED', viewerSide: 'CUSTOMER' } as Booking;
const photos = HANDOVER_ANGLES.map((angle) => ({ angle, url: `/files/${angle}.webp`, thumbUrl: `/files/${angle}-480w.webp`, sha256: 'a'.repeat(64) }));
const record = (patch: Partial<Handover> = {}): Handover => ({
  id: 'h1',
  bookingId: id,
  kind: 'check_in',
  status: 'DRAFT',
  odometerKm: 42000,
  fuelEighths: 6,
  damages: [{ x: 0.3, y: 0.2, note: 'Scratch on the bonnet' }],
  notes: '',
  correctsId: null,
  photos,
  missingAngles: [],
  vendorAck: null,
  renterAck: null,
  sealedAt: null,
  contentSha256: null,
  createdAt: '2030-01-10T05:00:00Z',
  ...patch,
});
const list = (patch: Partial<BookingHandovers> = {}): BookingHandovers => ({
  bookingId: id,
  bookingStatus: 'CONFIRMED',
  viewerSide: 'CUSTOMER',
  handovers: [record()],
  renter: null,
  checkInBlocked: null,
  differences: null,
  canStart: [],
  ...patch,
});

beforeEach(() => resetOutbox());
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
});

describe('HandoverPanel', () => {
  it('lets the renter agree with the readings and photos they see', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${id}/handovers`]: { body: list() },
      [`POST /api/bookings/${id}/handovers/h1/acknowledge`]: { body: record({ status: 'SEALED' }) },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<HandoverPanel booking={booking} />, '/b');
    expect(await screen.findByText('Odometer 42,000 km · fuel 6/8')).toBeTruthy();
    expect(screen.getByText('Scratch on the bonnet')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Photo: / })).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/acknowledge'))).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({});
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.message)).toContain('The record is sealed'));
  });

  it('keeps the agent’s readings while offline, says what waits, and sends them when back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubApi({
      [`GET /api/bookings/${id}/handovers`]: { body: list({ viewerSide: 'VENDOR', handovers: [], canStart: ['check_in'] }) },
      [`POST /api/bookings/${id}/handovers`]: { status: 201, body: record({ photos: [], missingAngles: [...HANDOVER_ANGLES] }) },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<HandoverPanel booking={{ ...booking, viewerSide: 'VENDOR' }} />, '/b');
    await user.click(await screen.findByRole('button', { name: 'Start check-in' }));
    fireEvent.change(screen.getByLabelText(/Odometer \(km\)/), { target: { value: '42000' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Photo 1 of 11')).toBeTruthy();
    const waiting = await screen.findByTestId('handover-waiting');
    expect(waiting.textContent).toContain('1 item is waiting to be sent.');
    expect(waiting.textContent).toContain('No connection');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ kind: 'check_in', odometerKm: 42000, fuelEighths: 8, damages: [], notes: '' });
    await waitFor(() => expect(screen.queryByTestId('handover-waiting')).toBeNull());
    online.mockRestore();
  });

  it('refuses readings the form cannot take and a code of the wrong shape, sending nothing', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${id}/handovers`]: { body: list({ viewerSide: 'VENDOR', canStart: ['check_out'] }) },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<HandoverPanel booking={{ ...booking, viewerSide: 'VENDOR' }} />, '/b');
    // The seal needs the six digits: five are refused under the field.
    await user.type(await screen.findByRole('textbox', { name: "Renter's code" }), '12345');
    await user.click(screen.getByRole('button', { name: 'Seal' }));
    expect(await screen.findByText('Enter the six digits of the code the renter received')).toBeTruthy();
    // The odometer in whole kilometres: a fraction stays on the readings step.
    await user.click(screen.getByRole('button', { name: 'Start check-out' }));
    fireEvent.change(screen.getByLabelText(/Odometer \(km\)/), { target: { value: '42000.5' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the odometer in whole kilometres')).toBeTruthy();
    expect(screen.queryByText('Photo 1 of 11')).toBeNull();
    expect(screen.queryByTestId('handover-waiting')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('shows each angle before and after, and what the differences would cost', async () => {
    stubApi({
      [`GET /api/bookings/${id}/handovers`]: {
        body: list({
          bookingStatus: 'IN_PROGRESS',
          handovers: [record({ status: 'SEALED', sealedAt: '2030-01-10T05:10:00Z', contentSha256: 'b'.repeat(64), renterAck: { via: 'app', at: '2030-01-10T05:10:00Z', byName: 'K' } }), record({ id: 'h2', kind: 'check_out', odometerKm: 43000, fuelEighths: 3, damages: [] })],
          differences: {
            km: { driven: 1000, included: 600, extra: 400, amount: 10000 },
            fuel: { difference: -3, short: 3, amount: 4500, policy: 'same_to_same' },
            lateness: { returnedAt: '2030-01-13T12:30:00', endDate: '2030-01-13T10:00:00', minutesLate: 150, amount: 2000 },
            total: 16500,
          },
        }),
      },
    });
    signIn('CUSTOMER');
    renderAt(<HandoverPanel booking={{ ...booking, status: 'IN_PROGRESS' }} />, '/b');
    const diff = await screen.findByTestId('handover-differences');
    expect(diff.textContent).toContain('Driven 1,000 km of 600 km included: 400 km extra, PKR 10,000');
    expect(diff.textContent).toContain('Returned 150 minutes after the end: PKR 2,000');
    expect(diff.textContent).toContain('PKR 16,500');
    expect(screen.getAllByRole('img', { name: /^Before: / })).toHaveLength(11);
    expect(screen.getAllByRole('img', { name: /^After: / })).toHaveLength(11);
  });
});
