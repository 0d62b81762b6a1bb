import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { UserRow } from '../../test/factories.js';

const body = {
  name: 'Lahore Wheels',
  description: 'Sedans and SUVs near the Mall.',
  phone: '+92 42 5550000',
  addressLine1: '12 Mall Road',
  city: 'Lahore',
  state: 'Punjab',
  postalCode: '54000',
  country: 'Pakistan',
};

describe('services API', () => {
  let t: TestApp;
  let vendor: UserRow;
  let other: UserRow;
  let customer: UserRow;
  let vendorToken: string;
  let otherToken: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    vendor = await t.f.vendor();
    other = await t.f.vendor();
    customer = await t.f.customer();
    [vendorToken, otherToken, customerToken] = await Promise.all([t.f.token(vendor), t.f.token(other), t.f.token(customer)]);
  });
  afterAll(() => t.close());

  it('creates a service owned by the caller, whatever vendorId the body names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: bearer(vendorToken),
      payload: { ...body, vendorId: other.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...body, addressLine2: '', vendorId: vendor.id, carCount: 0 });
  });

  it('answers canManage from the server\'s ownership rule: the owning vendor only', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/services', headers: bearer(vendorToken), payload: body });
    expect(created.json().canManage).toBe(true);
    const id = created.json().id;
    const read = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/services/${id}`, headers });
    expect((await read(bearer(vendorToken))).json().canManage).toBe(true);
    expect((await read(bearer(otherToken))).json().canManage).toBe(false);
    expect((await read(bearer(customerToken))).json().canManage).toBe(false);
    expect((await read()).json().canManage).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: '/api/services', headers: bearer(otherToken) });
    expect(list.json().every((s: { canManage: boolean; vendorId: string }) => s.canManage === (s.vendorId === other.id))).toBe(true);
  });

  it('refuses anonymous (401) and customer-only (403) creation', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/services', payload: body });
    expect(anon.statusCode).toBe(401);
    const cust = await t.app.inject({ method: 'POST', url: '/api/services', headers: bearer(customerToken), payload: body });
    expect(cust.statusCode).toBe(403);
  });

  it('validates every required field with a 400 naming it', async () => {
    for (const field of ['name', 'description', 'phone', 'addressLine1', 'city', 'state', 'postalCode', 'country'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: bearer(vendorToken),
        payload: { ...body, [field]: '' },
      });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), field).toContain(field);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/services', headers: bearer(vendorToken), payload: { ...body, phone: 'call me' } });
    expect(bad.statusCode).toBe(400);
  });

  it('omits the phone for anonymous callers on every answer, and shows it to logged-in ones', async () => {
    const service = await t.f.service(vendor);
    const car = await t.f.car(service);
    const anonymous = [
      (await t.app.inject({ method: 'GET', url: `/api/services/${service.id}` })).json(),
      ...(await t.app.inject({ method: 'GET', url: '/api/services' })).json(),
      (await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).json().service,
    ];
    for (const answer of anonymous) expect(answer).not.toHaveProperty('phone');
    const logged = await t.app.inject({ method: 'GET', url: `/api/services/${service.id}`, headers: bearer(customerToken) });
    expect(logged.json().phone).toBe(service.phone);
    const carLogged = await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}`, headers: bearer(customerToken) });
    expect(carLogged.json().service.phone).toBe(service.phone);
  });

  it('lists the caller\'s services with their live car counts', async () => {
    const v = await t.f.vendor();
    const s1 = await t.f.service(v);
    await t.f.service(await t.f.vendor());
    await t.f.car(s1);
    await t.f.car(s1);
    await t.f.car(s1, { deletedAt: new Date() });
    const res = await t.app.inject({ method: 'GET', url: '/api/services/vendor', headers: bearer(await t.f.token(v)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ id: s1.id, carCount: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/api/services/vendor' })).statusCode).toBe(401);
  });

  it('lets only the owner update (another vendor gets 403), and answers 404 for unknown ids', async () => {
    const service = await t.f.service(vendor);
    const forbidden = await t.app.inject({ method: 'PUT', url: `/api/services/${service.id}`, headers: bearer(otherToken), payload: body });
    expect(forbidden.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${service.id}`,
      headers: bearer(vendorToken),
      payload: { ...body, name: 'Renamed', addressLine2: 'Floor 2' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Renamed', addressLine2: 'Floor 2', phone: body.phone });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/services/${id}` })).statusCode).toBe(404);
    }
  });

  it('soft-deletes a service with its cars; refuses (409) while a car is held by a future booking', async () => {
    const service = await t.f.service(vendor);
    const car = await t.f.car(service);
    await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2099-01-01T10:00:00', endDate: '2099-01-03T10:00:00' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/services/${service.id}`, headers: bearer(otherToken) })).statusCode).toBe(403);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/services/${service.id}`, headers: bearer(vendorToken) });
    expect(refused.statusCode).toBe(409);

    const free = await t.f.service(vendor);
    const freeCar = await t.f.car(free);
    // Past held, and future pending bookings do not block deletion.
    await t.f.booking(freeCar, customer, { status: 'CONFIRMED', startDate: '2020-01-01T10:00:00', endDate: '2020-01-03T10:00:00' });
    await t.f.booking(freeCar, customer, { status: 'PENDING', startDate: '2099-01-01T10:00:00', endDate: '2099-01-03T10:00:00' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/services/${free.id}`, headers: bearer(vendorToken) });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${free.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${freeCar.id}` })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/services' })).json() as { id: string }[];
    expect(list.map((s) => s.id)).not.toContain(free.id);
  });
});
