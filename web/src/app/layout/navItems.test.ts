import { describe, expect, it } from 'vitest';
import { createTranslator, en } from '@carrental/shared';
import { navItems } from './navItems';

const t = createTranslator('en', en);

const labels = (ctx: Parameters<typeof navItems>[0]) => navItems(ctx).map((i) => t(i.label));

describe('navigation rules', () => {
  it('shows visitors home, cars, login and register', () => {
    expect(labels({ isAuthenticated: false, loggedInAs: null, roles: [] })).toEqual(['Home', 'Search Cars', 'Login', 'Register']);
  });
  it('shows a customer dashboard and bookings but no vendor links', () => {
    expect(labels({ isAuthenticated: true, loggedInAs: 'CUSTOMER', roles: ['CUSTOMER', 'VENDOR'] })).toEqual(['Home', 'Search Cars', 'Dashboard', 'My Bookings']);
  });
  it('shows vendor links only when acting as vendor', () => {
    expect(labels({ isAuthenticated: true, loggedInAs: 'VENDOR', roles: ['CUSTOMER', 'VENDOR'] })).toEqual(['Home', 'Search Cars', 'My Cars', 'Services', 'Earnings', 'Dashboard', 'My Bookings']);
  });
  it('shows Users to holders of ADMIN in any mode', () => {
    expect(labels({ isAuthenticated: true, loggedInAs: 'CUSTOMER', roles: ['ADMIN', 'CUSTOMER'] })).toContain('Users');
    expect(labels({ isAuthenticated: true, loggedInAs: 'CUSTOMER', roles: ['ADMIN', 'CUSTOMER'] })).toContain('Payouts');
    expect(labels({ isAuthenticated: true, loggedInAs: 'CUSTOMER', roles: ['CUSTOMER'] })).not.toContain('Users');
  });
});
