// What search engines are told about an address (decision 0058). Private screens (accounts,
// bookings, the vendor's and the admin's tools, links carrying a one-time token) answer every
// request a crawler can make, one without a session, with `X-Robots-Tag: noindex`: a page that
// says so is dropped from results even when someone links to it, which a robots.txt rule cannot
// promise (an address crawlers may not read can still be listed from a link, without its text).
// robots.txt keeps out only what is not a page: the API and identity documents.

/** Addresses that are not pages; crawlers are asked not to read them at all. */
export const NOT_PAGES = ['/api/', '/files/ids/'];

/** Private or personal screens, by how their address starts (`$` ends an exact address). */
export const PRIVATE_PAGES = [
  '/bookings', '/bookingDetails/', '/receipts/', '/inbox', '/dashboard', '/profile', '/users', '/vendor/', '/payment/',
  '/services$', '/services/add', '/services/edit/', '/cars/add', '/cars/editCar/', '/admin', '/driver/', '/earnings',
  '/insights', '/staff', '/agreements/', '/reset-password', '/verify-email',
];

/** Whether `path` (no query) is one of the private screens. */
export function isPrivatePage(path: string): boolean {
  return PRIVATE_PAGES.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
}

/**
 * The `X-Robots-Tag` for a page's answer, or null for none: `noindex` on a private screen unless
 * the request carries a session we signed. A crawler never does; a signed-in reader's answer is
 * private and never stored (http/web.ts), so no search engine can see it to be told anything.
 */
export function robotsTag(path: string, signedIn: boolean): string | null {
  return isPrivatePage(path) && !signedIn ? 'noindex' : null;
}
