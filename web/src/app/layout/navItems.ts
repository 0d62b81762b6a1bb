// Which navigation links a visitor or user sees (spec §2, global header). The drawer and the
// bar both read this one list.
import type { Role } from '@carrental/shared';

export interface NavItem {
  label: string;
  to: string;
}

export interface NavContext {
  isAuthenticated: boolean;
  loggedInAs: Role | null;
  roles: Role[];
}

export function navItems({ isAuthenticated, loggedInAs, roles }: NavContext): NavItem[] {
  const items: NavItem[] = [
    { label: 'Home', to: '/' },
    { label: 'Search Cars', to: '/cars' },
  ];
  if (isAuthenticated && loggedInAs === 'VENDOR') {
    items.push({ label: 'My Cars', to: '/vendor/cars' }, { label: 'Services', to: '/services' }, { label: 'Earnings', to: '/earnings' });
  }
  if (isAuthenticated) {
    items.push({ label: 'Dashboard', to: '/dashboard' }, { label: 'My Bookings', to: '/bookings' });
  }
  if (isAuthenticated && roles.includes('ADMIN')) items.push({ label: 'Users', to: '/users' }, { label: 'Payouts', to: '/admin/payouts' }, { label: 'Jobs', to: '/admin/jobs' }, { label: 'Reviews', to: '/admin/reviews' });
  if (!isAuthenticated) items.push({ label: 'Login', to: '/login' }, { label: 'Register', to: '/register' });
  return items;
}
