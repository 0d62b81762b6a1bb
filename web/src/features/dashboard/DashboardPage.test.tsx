import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useSession } from '@/lib/session';
import { renderAt, signIn, stubApi } from '@/test/app';
import { booking } from '@/test/booking';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  useSession.getState().logout();
});

describe('/dashboard', () => {
  it('greets the customer with totals, awaiting action, recent bookings and quick actions', async () => {
    const many = Array.from({ length: 7 }, (_, i) => booking({ id: `aaaaaaaa-0000-4000-8000-00000000000${i}`, status: i < 3 ? 'PENDING' : 'CONFIRMED' }));
    stubApi({ 'GET /api/bookings/customer': { body: many } });
    signIn('CUSTOMER', 'Ayesha Khan');
    renderAt(<DashboardPage />, '/dashboard', '/dashboard');
    expect(screen.getByRole('heading', { name: 'Welcome, Ayesha Khan!' })).toBeTruthy();
    expect(screen.getByText('Manage your car rentals')).toBeTruthy();
    expect(await screen.findByLabelText('Total bookings: 7')).toBeTruthy();
    expect(screen.getByLabelText('Awaiting action: 3')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent Bookings' });
    expect(within(recent).getAllByRole('link', { name: /Booking #/ })).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'View All Bookings' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Quick Actions' })).toBeTruthy();
  });

  it('shows a vendor their services', async () => {
    stubApi({
      'GET /api/bookings/vendor': { body: [] },
      'GET /api/services/vendor': { body: [{ id: 'service-1', name: 'Lahore Motors', city: 'Lahore' }] },
    });
    signIn('VENDOR', 'Vera');
    renderAt(<DashboardPage />, '/dashboard', '/dashboard');
    expect(screen.getByText('Manage your car business')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Lahore Motors/ })).toBeTruthy();
  });
});
