// Which navigation links a visitor or user sees (spec §2, global header). The drawer and the
// bar both read this one list.
import type { MessageKey, Role, StaffRole } from '@carrental/shared';

export interface NavItem {
  /** Catalog key of the link's text. */
  label: MessageKey;
  to: string;
}

export interface NavContext {
  isAuthenticated: boolean;
  loggedInAs: Role | null;
  roles: Role[];
  /** The caller's roles as staff of companies (decision 0039): none for most people. */
  staffRoles?: readonly StaffRole[];
}

export function navItems({ isAuthenticated, loggedInAs, roles, staffRoles = [] }: NavContext): NavItem[] {
  const items: NavItem[] = [
    { label: 'layout.nav.home', to: '/' },
    { label: 'layout.nav.searchCars', to: '/cars' },
  ];
  if (isAuthenticated && loggedInAs === 'VENDOR') {
    items.push({ label: 'layout.nav.myCars', to: '/vendor/cars' }, { label: 'layout.nav.services', to: '/services' }, { label: 'layout.nav.earnings', to: '/earnings' }, { label: 'layout.nav.insights', to: '/insights' }, { label: 'layout.nav.staff', to: '/vendor/staff' });
  }
  const ownerMode = isAuthenticated && loggedInAs === 'VENDOR';
  if (isAuthenticated && staffRoles.length > 0) {
    // Staff work for a company in any mode: managers and agents on the work page (their branches'
    // bookings), managers also the branches' figures, drivers their trips.
    if (staffRoles.some((r) => r === 'manager' || r === 'agent')) items.push({ label: 'layout.nav.work', to: '/staff' });
    if (staffRoles.includes('manager') && !ownerMode) items.push({ label: 'layout.nav.insights', to: '/insights' });
    if (staffRoles.includes('driver')) items.push({ label: 'layout.nav.driverTrips', to: '/driver/trips' });
  }
  if (isAuthenticated) {
    items.push({ label: 'layout.nav.dashboard', to: '/dashboard' }, { label: 'layout.nav.myBookings', to: '/bookings' });
  }
  if (isAuthenticated && roles.includes('ADMIN')) items.push({ label: 'layout.nav.users', to: '/users' }, { label: 'layout.nav.payouts', to: '/admin/payouts' }, { label: 'layout.nav.adminInsights', to: '/admin/analytics' }, { label: 'layout.nav.jobs', to: '/admin/jobs' }, { label: 'layout.nav.reviews', to: '/admin/reviews' });
  if (!isAuthenticated) items.push({ label: 'layout.nav.login', to: '/login' }, { label: 'layout.nav.register', to: '/register' });
  return items;
}

/**
 * Pages that belong to another section than their address says: the car form (/cars/add,
 * /cars/editCar/…) is a vendor's own car, not the public car search under /cars.
 */
const SECTION_OF: Array<[RegExp, string]> = [[/^\/cars\/(add|editCar)(\/|$)/, '/vendor/cars']];

/** The link of the section `pathname` is in: the longest link that is a prefix of it ("/" only exactly). */
export function activeNavTarget(items: NavItem[], pathname: string): string | null {
  const links = new Set(items.map((i) => i.to));
  for (const [pattern, to] of SECTION_OF) if (pattern.test(pathname)) return links.has(to) ? to : null;
  let best: string | null = null;
  for (const { to } of items) {
    const inside = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
    if (inside && (!best || to.length > best.length)) best = to;
  }
  return best;
}
