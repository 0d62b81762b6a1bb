// Which navigation links a visitor or user sees (spec §2, global header). The drawer and the
// bar both read this one list.
import type { MessageKey, Role } from '@carrental/shared';

export interface NavItem {
  /** Catalog key of the link's text. */
  label: MessageKey;
  to: string;
}

export interface NavContext {
  isAuthenticated: boolean;
  loggedInAs: Role | null;
  roles: Role[];
}

export function navItems({ isAuthenticated, loggedInAs, roles }: NavContext): NavItem[] {
  const items: NavItem[] = [
    { label: 'layout.nav.home', to: '/' },
    { label: 'layout.nav.searchCars', to: '/cars' },
  ];
  if (isAuthenticated && loggedInAs === 'VENDOR') {
    items.push({ label: 'layout.nav.myCars', to: '/vendor/cars' }, { label: 'layout.nav.services', to: '/services' }, { label: 'layout.nav.earnings', to: '/earnings' });
  }
  if (isAuthenticated) {
    items.push({ label: 'layout.nav.dashboard', to: '/dashboard' }, { label: 'layout.nav.myBookings', to: '/bookings' });
  }
  if (isAuthenticated && roles.includes('ADMIN')) items.push({ label: 'layout.nav.users', to: '/users' }, { label: 'layout.nav.payouts', to: '/admin/payouts' }, { label: 'layout.nav.jobs', to: '/admin/jobs' }, { label: 'layout.nav.reviews', to: '/admin/reviews' });
  if (!isAuthenticated) items.push({ label: 'layout.nav.login', to: '/login' }, { label: 'layout.nav.register', to: '/register' });
  return items;
}
