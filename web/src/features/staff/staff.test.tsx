// The staff screens (decision 0039): the owner invites and removes members, the audit log names
// who did what, the driver's phone shows the renter only when the server sends them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, signIn, stubApi } from '@/test/app';
import { StaffPage } from './StaffPage';
import { AuditLogPage } from './AuditLogPage';
import { DriverTripsPage } from './DriverTripsPage';

afterEach(() => vi.unstubAllGlobals());

const SERVICE = { id: '11111111-1111-4111-8111-111111111111', name: 'Gulberg branch' };
const MEMBER = { id: '22222222-2222-4222-8222-222222222222', role: 'agent', status: 'active', name: 'Bilal Agent', email: 'bilal@example.pk', phone: null, services: [SERVICE], invitedAt: '2030-01-01T00:00:00Z', acceptedAt: '2030-01-02T00:00:00Z' };

describe('StaffPage', () => {
  it('invites by email to the branches ticked, lists the members and removes one after asking', async () => {
    signIn('VENDOR');
    const calls = stubApi({
      'GET /api/services/vendor': { body: [SERVICE] },
      'GET /api/vendor/staff': { body: [MEMBER] },
      'POST /api/vendor/staff': { status: 201, body: { ...MEMBER, status: 'invited', name: null, email: 'new@example.pk' } },
      [`DELETE /api/vendor/staff/${MEMBER.id}`]: { status: 204, body: null },
    });
    renderAt(<StaffPage />, '/vendor/staff');
    const row = await screen.findByRole('row', { name: /Bilal Agent/ });
    expect(within(row).getByText('Agent')).toBeTruthy();
    // Without a branch the form says so and sends nothing.
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'new@example.pk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Choose between 1 and 50/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Gulberg branch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'new@example.pk', role: 'agent', serviceIds: [SERVICE.id] });
    // A phone's card says the same.
    expect(within(screen.getByTestId('staff-card')).getByText(/Agent · Gulberg branch/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/signed out on every device/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/vendor/staff/${MEMBER.id}`)).toBe(true));
  });
});

describe('AuditLogPage', () => {
  it('names who did what, in words, and filters by kind', async () => {
    signIn('VENDOR');
    const entry = { id: 1, at: '2030-01-05T10:00:00Z', actor: { id: 'u-agent', name: 'Bilal Agent', role: 'agent' }, action: 'booking.accepted', subject: 'booking', subjectId: '33333333-3333-4333-8333-333333333333', serviceId: SERVICE.id, details: {} };
    const calls = stubApi({ 'GET /api/vendor/audit-log': { body: [entry, { ...entry, id: 2, action: 'handover.checked_in' }] } });
    renderAt(<AuditLogPage />, '/vendor/audit-log');
    expect(await screen.findByText('Accepted a booking')).toBeTruthy();
    // An act this screen has no words for yet shows its code.
    expect(screen.getByText(/handover\.checked_in/)).toBeTruthy();
    expect(screen.getAllByText('Bilal Agent').length).toBeGreaterThan(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bookings' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('subject=booking'))).toBe(true));
    expect(calls.length).toBeGreaterThan(1);
  });
});

describe('DriverTripsPage', () => {
  it('shows the pick-up and the car; the renter and a call button only when sent', async () => {
    signIn('CUSTOMER');
    const trip = { bookingId: 'b1', status: 'CONFIRMED', startDate: '2030-02-10T10:00:00', endDate: '2030-02-12T10:00:00', car: { make: 'TOYOTA', model: 'Corolla', color: 'White' }, pickup: { serviceName: 'Gulberg branch', addressLine1: '12 Jail Road', city: 'Lahore' } };
    stubApi({ 'GET /api/driver/trips': { body: [{ ...trip, renter: null }, { ...trip, bookingId: 'b2', renter: { name: 'Ayesha Khan', phone: '+923001112233' } }] } });
    renderAt(<DriverTripsPage />, '/driver/trips');
    const cards = await screen.findAllByTestId('driver-trip');
    expect(within(cards[0]!).getByText(/12 Jail Road/)).toBeTruthy();
    expect(within(cards[0]!).getByText(/show from 24 hours before/)).toBeTruthy();
    const call = within(cards[1]!).getByRole('link', { name: 'Call Ayesha Khan' });
    expect(call.getAttribute('href')).toBe('tel:+923001112233');
  });
});
