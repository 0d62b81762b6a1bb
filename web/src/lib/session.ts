// The session: who is signed in and as what. Persisted in localStorage under the keys the spec
// names (token, user, loggedInAs) so that a reload keeps the user signed in.
import { create } from 'zustand';
import { sessionUserSchema, type Role, type SessionUser } from '@carrental/shared';

export type { SessionUser };

interface SessionState {
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

function readStored(): Pick<SessionState, 'token' | 'user' | 'loggedInAs' | 'isAuthenticated'> {
  try {
    const token = localStorage.getItem(KEYS.token);
    const userText = localStorage.getItem(KEYS.user);
    const loggedInAs = localStorage.getItem(KEYS.loggedInAs) as Role | null;
    const parsed = userText ? sessionUserSchema.safeParse(JSON.parse(userText)) : null;
    const user = parsed?.success ? parsed.data : null;
    if (token && user) return { token, user, loggedInAs: loggedInAs ?? 'CUSTOMER', isAuthenticated: true };
  } catch {
    // corrupt storage: start signed out
  }
  return { token: null, user: null, loggedInAs: null, isAuthenticated: false };
}

export const useSession = create<SessionState>((set, get) => ({
  ...readStored(),
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
}));

/** Acting as a vendor right now (the header, bookings and dashboard switch on this). */
export const useIsVendorMode = () => useSession((s) => s.isAuthenticated && s.loggedInAs === 'VENDOR');
