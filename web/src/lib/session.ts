// The session: who is signed in and as what. Persisted in localStorage under the keys the spec
// names (token, user, loggedInAs) so that a reload keeps the user signed in.
import { createStore, type StateCreator } from 'zustand';
import type { Role, SessionUser } from '@carrental/shared';
import { scopedStore } from './drawing';

export type { SessionUser };

// The stored user is checked by hand rather than with `sessionUserSchema`, so the first page does
// not load zod (docs/decisions/0019-web-performance.md); session.test.ts keeps the two in step.
export const SESSION_ROLES = ['ADMIN', 'CUSTOMER', 'VENDOR'] as const satisfies readonly Role[];

const optional = (value: unknown, type: 'string' | 'boolean') => value === undefined || typeof value === type;

/** The parts of a stored session user `sessionUserSchema` describes, or null when it does not match. */
export function parseStoredUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || typeof v.name !== 'string') return null;
  if (!Array.isArray(v.roles) || !v.roles.every((r) => (SESSION_ROLES as readonly unknown[]).includes(r))) return null;
  if (!optional(v.email, 'string') || !optional(v.phone, 'string') || !optional(v.emailVerified, 'boolean')) return null;
  const user: SessionUser = { id: v.id, name: v.name, roles: v.roles as Role[] };
  if (v.email !== undefined) user.email = v.email as string;
  if (v.phone !== undefined) user.phone = v.phone as string;
  if (v.emailVerified !== undefined) user.emailVerified = v.emailVerified as boolean;
  return user;
}

/** Who is signed in, when someone is. */
export interface SignedInSession {
  token: string;
  user: SessionUser;
  loggedInAs: Role;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  loggedInAs: Role | null;
  isAuthenticated: boolean;
  setSession(session: { token: string; user: SessionUser; loggedInAs: Role }): void;
  updateUser(patch: Partial<SessionUser>): void;
  /** A fresh token for the same session (after a password change ended the others). */
  setToken(token: string): void;
  logout(): void;
}

const KEYS = { token: 'token', user: 'user', loggedInAs: 'loggedInAs' } as const;

function readStored(): StoredSession {
  try {
    const token = localStorage.getItem(KEYS.token);
    const userText = localStorage.getItem(KEYS.user);
    const loggedInAs = localStorage.getItem(KEYS.loggedInAs) as Role | null;
    const user = userText ? parseStoredUser(JSON.parse(userText)) : null;
    if (token && user) return { token, user, loggedInAs: loggedInAs ?? 'CUSTOMER', isAuthenticated: true };
  } catch {
    // corrupt storage: start signed out
  }
  return { token: null, user: null, loggedInAs: null, isAuthenticated: false };
}

type StoredSession = Pick<SessionState, 'token' | 'user' | 'loggedInAs' | 'isAuthenticated'>;

const sessionState =
  (initial: StoredSession): StateCreator<SessionState> =>
  (set, get) => ({
  ...initial,
  setSession({ token, user, loggedInAs }) {
    localStorage.setItem(KEYS.token, token);
    localStorage.setItem(KEYS.user, JSON.stringify(user));
    localStorage.setItem(KEYS.loggedInAs, loggedInAs);
    set({ token, user, loggedInAs, isAuthenticated: true });
  },
  updateUser(patch) {
    const user = get().user;
    if (!user) return;
    const next = { ...user, ...patch };
    localStorage.setItem(KEYS.user, JSON.stringify(next));
    set({ user: next });
  },
  setToken(token) {
    if (!get().isAuthenticated) return;
    localStorage.setItem(KEYS.token, token);
    set({ token });
  },
  logout() {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
    set({ token: null, user: null, loggedInAs: null, isAuthenticated: false });
  },
});

/** A session of its own for one page the server draws (src/entry-server.tsx); never stored. */
export const sessionStore = (session: SignedInSession | null) =>
  createStore<SessionState>()(sessionState(session ? { ...session, isAuthenticated: true } : { token: null, user: null, loggedInAs: null, isAuthenticated: false }));

/** The session: the browser's (kept in localStorage), or, while the server draws a page, that reader's. */
export const useSession = scopedStore('session', createStore<SessionState>()(sessionState(readStored())));

/**
 * Another tab changed the stored session (signed in or out, or refreshed the user, say after the
 * email was verified there): this tab takes it over, so every tab shows the same user.
 */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !Object.values(KEYS).includes(event.key as (typeof KEYS)[keyof typeof KEYS])) return;
    useSession.setState(readStored());
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
if (typeof window !== 'undefined') followOtherTabs();

/** Acting as a vendor right now (the header, bookings and dashboard switch on this). */
export const useIsVendorMode = () => useSession((s) => s.isAuthenticated && s.loggedInAs === 'VENDOR');
