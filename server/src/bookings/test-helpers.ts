// Shared set-up of the bookings API tests: a vendor with a service and two cars, a customer, and
// small helpers to call the API as one of them.
import type { LightMyRequestResponse } from 'fastify';
import type { Role } from '@carrental/shared';
import { bearer, type TestApp } from '../../test/harness.js';
import type { UserRow } from '../../test/factories.js';

export async function bookingWorld(t: TestApp) {
  const vendor = await t.f.vendor({ name: 'Vera Vendor' });
  const customer = await t.f.customer({ name: 'Cyrus Customer' });
  const service = await t.f.service(vendor, { name: 'Lahore Wheels' });
  const car = await t.f.car(service, { model: 'Corolla', pricePerDay: 5000 });
  const otherCar = await t.f.car(service, { make: 'HONDA', model: 'Civic', pricePerDay: 7000 });
  const tokens = { vendor: await t.f.token(vendor), customer: await t.f.token(customer) };
  return { vendor, customer, service, car, otherCar, tokens };
}

export type World = Awaited<ReturnType<typeof bookingWorld>>;

/** Calls the API as `user` (or anonymously with null). */
export function caller(t: TestApp) {
  return async (
    user: Pick<UserRow, 'id' | 'roles'> | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    loggedInAs?: Role,
  ): Promise<LightMyRequestResponse> => {
    const headers = user ? bearer(await t.f.token(user, loggedInAs)) : {};
    return t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  };
}

export const RANGE = { startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' };
