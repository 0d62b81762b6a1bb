// Calls to the running app's API from a journey, for the set-up a journey does not click through
// (a fresh account, a booking the vendor has accepted). A failed call throws with its status and
// body, so a broken set-up names itself.
import { sharedAppUrl } from './test.js';
import type { LoginAnswer } from './browser.js';

/**
 * The API of the app at `baseUrl` (a function when the app starts in a `beforeAll`): `call` sends
 * `/api{path}` a JSON body and an optional bearer token and answers the parsed body.
 */
export function apiAt(baseUrl: string | (() => string)) {
  const root = () => (typeof baseUrl === 'string' ? baseUrl : baseUrl());
  async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
    const res = await fetch(`${root()}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  /** Logs in through the API as the web app does. */
  const login = (email: string, password: string, loginAs: 'customer' | 'vendor' | 'admin' = 'customer') =>
    call<LoginAnswer>('POST', '/auth/login', { email, password, loginAs });
  return { call, login };
}

/** The API of the app the suite shares. */
export const { call, login } = apiAt(sharedAppUrl);
