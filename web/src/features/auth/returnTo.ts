// Where to go after signing in: back to the page that sent the visitor to /login (a booking form
// with its dates in the address, a page behind RequireAuth), carried in the router state through
// login, registration and Google sign-in. Only paths of this site count.
import type { Location } from 'react-router';

export interface AuthReturnState {
  /** A path ("/cars/1?from=…") or the Location the visitor was at. */
  from?: string | Pick<Location, 'pathname' | 'search'>;
  /** The email just registered, to prefill the login form. */
  email?: string;
  /** Why the visitor was sent to sign in: to send a booking request, or a page for members. */
  reason?: AuthReason;
}

export type AuthReason = 'book' | 'membersOnly';

export function authReason(state: unknown): AuthReason | null {
  const reason = (state as AuthReturnState | null)?.reason;
  return reason === 'book' || reason === 'membersOnly' ? reason : null;
}

const AUTH_PAGES = /^\/(login|register|forgot-password|reset-password)(\/|\?|$)/;

export function returnPath(state: unknown): string | null {
  const from = (state as AuthReturnState | null)?.from;
  const path = typeof from === 'string' ? from : from && typeof from.pathname === 'string' ? `${from.pathname}${from.search ?? ''}` : null;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || AUTH_PAGES.test(path)) return null;
  return path;
}

/** The state to pass on to the next auth page (keeps where to return). */
export const passOn = (state: unknown, extra: Partial<AuthReturnState> = {}): AuthReturnState => {
  const { from, reason } = (state as AuthReturnState | null) ?? {};
  return { ...(from ? { from } : {}), ...(reason ? { reason } : {}), ...extra };
};
