import { describe, expect, it } from 'vitest';
import { createTranslator, en } from '@carrental/shared';
import { activeNavTarget, navItems } from './navItems';

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
    expect(labels({ isAuthenticated: true, loggedInAs: 'VENDOR', roles: ['CUSTOMER', 'VENDOR'] })).toEqual(['Home', 'Search Cars', 'My Cars', 'Services', 'Earnings', 'Insights', 'Staff', 'Dashboard', 'My Bookings']);
  });
  it('shows staff their work: managers and agents Work, managers Insights, drivers their trips', () => {
    const signedIn = { isAuthenticated: true, loggedInAs: 'CUSTOMER' as const, roles: ['CUSTOMER' as const] };
    expect(labels({ ...signedIn, staffRoles: ['manager'] })).toEqual(['Home', 'Search Cars', 'Work', 'Insights', 'Dashboard', 'My Bookings']);
    expect(labels({ ...signedIn, staffRoles: ['agent'] })).toEqual(['Home', 'Search Cars', 'Work', 'Dashboard', 'My Bookings']);
    expect(labels({ ...signedIn, staffRoles: ['driver'] })).toEqual(['Home', 'Search Cars', 'My Trips', 'Dashboard', 'My Bookings']);
    expect(labels({ ...signedIn, staffRoles: [] })).toEqual(['Home', 'Search Cars', 'Dashboard', 'My Bookings']);
    // An owner who also manages another company's branch sees Insights once.
    const both = labels({ isAuthenticated: true, loggedInAs: 'VENDOR', roles: ['CUSTOMER', 'VENDOR'], staffRoles: ['manager'] });
    expect(both.filter((l) => l === 'Insights')).toHaveLength(1);
    expect(both).toContain('Staff');
  });
  it('shows Users to holders of ADMIN in any mode', () => {
    expect(labels({ isAuthenticated: true, loggedInAs: 'CUSTOMER', roles: ['ADMIN', 'CUSTOMER'] })).toContain('Users');
    expect(labels({ isAuthenticated: true, loggedInAs: 'CUSTOMER', roles: ['ADMIN', 'CUSTOMER'] })).toContain('Payouts');
    expect(labels({ isAuthenticated: true, loggedInAs: 'CUSTOMER', roles: ['CUSTOMER'] })).not.toContain('Users');
  });
  it('highlights the section a page is in, and My Cars on the car form', () => {
    const vendor = navItems({ isAuthenticated: true, loggedInAs: 'VENDOR', roles: ['CUSTOMER', 'VENDOR'] });
    expect(activeNavTarget(vendor, '/')).toBe('/');
    expect(activeNavTarget(vendor, '/cars')).toBe('/cars');
    expect(activeNavTarget(vendor, '/cars/5b1c0f3e-0000-4000-8000-000000000000')).toBe('/cars');
    expect(activeNavTarget(vendor, '/cars/add')).toBe('/vendor/cars');
    expect(activeNavTarget(vendor, '/cars/editCar/5b1c0f3e-0000-4000-8000-000000000000')).toBe('/vendor/cars');
    expect(activeNavTarget(vendor, '/services/5b1c0f3e-0000-4000-8000-000000000000')).toBe('/services');
    expect(activeNavTarget(vendor, '/profile')).toBeNull();
    const customer = navItems({ isAuthenticated: true, loggedInAs: 'CUSTOMER', roles: ['CUSTOMER'] });
    expect(activeNavTarget(customer, '/cars/add')).toBeNull();
  });
});
