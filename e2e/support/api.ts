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

/**
 * A one-day booking (10:00 to 18:00) of `carId` by the customer whose token is given, on a far day
 * no one else holds: journeys running side by side book the same demo cars, so a day another one
 * took (409 BOOKING_CONFLICT) is passed over for another, up to ten tries.
 */
export async function bookFreeDay<T extends { id: string }>(carId: string, token: string, description = ''): Promise<{ booking: T; date: string }> {
  for (let attempt = 1; ; attempt++) {
    const year = 2040 + Math.floor(Math.random() * 60);
    const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
    const date = `${year}-${month}-${day}`;
    try {
      const booking = await call<T>('POST', '/bookings/createBooking', { carId, startDate: `${date}T10:00:00`, endDate: `${date}T18:00:00`, description }, token);
      return { booking, date };
    } catch (error) {
      if (attempt >= 10 || !String(error).includes('BOOKING_CONFLICT')) throw error;
    }
  }
}
