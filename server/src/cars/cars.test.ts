import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { ServiceRow, UserRow } from '../../test/factories.js';

const validCar = (serviceId: string) => ({
  serviceId,
  make: 'HONDA',
  model: 'Civic',
  year: 2021,
  engineSize: '1.8L',
  color: 'Grey',
  transmission: 'AUTOMATIC',
  fuelType: 'PETROL',
  isInsured: true,
  features: ['AC', 'Bluetooth'],
  pricePerDay: 8000,
  description: 'Clean and comfortable.',
});

describe('cars API: writes', () => {
  let t: TestApp;
  let vendor: UserRow;
  let service: ServiceRow;
  let vendorToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    vendor = await t.f.vendor();
    service = await t.f.service(vendor);
    vendorToken = await t.f.token(vendor);
    otherToken = await t.f.token(await t.f.vendor());
  });
  afterAll(() => t.close());

  it('adds a car with a form-made id, composes its name and keeps search_text', async () => {
    const id = crypto.randomUUID();
    const res = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(vendorToken), payload: { ...validCar(service.id), id } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id, name: 'HONDA Civic 2021', make: 'HONDA', features: ['AC', 'Bluetooth'], imageUrls: [], pricePerDay: 8000 });
    const found = await t.app.inject({ method: 'GET', url: '/api/cars?q=honda%20civ' });
    expect(found.json().map((c: { id: string }) => c.id)).toContain(id);
    const again = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(vendorToken), payload: { ...validCar(service.id), id } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses invalid bodies field by field with 400', async () => {
    const year = new Date().getUTCFullYear();
    const cases: [string, Record<string, unknown>][] = [
      ['make', { make: 'TESLA' }],
      ['customMake', { make: 'OTHER', customMake: '' }],
      ['model', { model: '' }],
      ['year', { year: 1999 }],
      ['year', { year: year + 2 }],
      ['year', { year: '2020' }],
      ['pricePerDay', { pricePerDay: 0 }],
      ['pricePerDay', { pricePerDay: -5 }],
      ['transmission', { transmission: 'CVT' }],
      ['fuelType', { fuelType: 'ELECTRIC' }],
      ['imageUrls', { imageUrls: Array.from({ length: 11 }, (_, i) => `/files/x${i}.webp`) }],
      ['serviceId', { serviceId: 'nope' }],
    ];
    for (const [field, patch] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(vendorToken), payload: { ...validCar(service.id), ...patch } });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(','), JSON.stringify(patch)).toContain(field);
    }
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/cars/addCar',
      headers: bearer(vendorToken),
      payload: { ...validCar(service.id), make: 'OTHER', customMake: 'Changan' },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ make: 'OTHER', customMake: 'Changan', name: 'Changan Civic 2021' });
  });

  it('lets only the service owner write its cars', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', payload: validCar(service.id) });
    expect(anon.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(otherToken), payload: validCar(service.id) });
    expect(res.statusCode).toBe(403);
    const car = await t.f.car(service);
    const put = await t.app.inject({ method: 'PUT', url: `/api/cars/${car.id}`, headers: bearer(otherToken), payload: validCar(service.id) });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cars/deleteCar/${car.id}`, headers: bearer(otherToken) });
    expect(del.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(200);
  });

  it('updates a car and keeps it in its service', async () => {
    const car = await t.f.car(service);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${car.id}`,
      headers: bearer(vendorToken),
      payload: { ...validCar(service.id), model: 'City', pricePerDay: 6000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: car.id, model: 'City', pricePerDay: 6000 });
    const q = await t.app.inject({ method: 'GET', url: '/api/cars?q=honda%20city' });
    expect(q.json().map((c: { id: string }) => c.id)).toContain(car.id);
    const other = await t.f.service(vendor);
    const moved = await t.app.inject({ method: 'PUT', url: `/api/cars/${car.id}`, headers: bearer(vendorToken), payload: validCar(other.id) });
    expect(moved.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/cars/00000000-0000-4000-8000-000000000000', headers: bearer(vendorToken), payload: validCar(service.id) })).statusCode).toBe(404);
  });

  it('soft-deletes a car, refusing (409) while a future held booking exists', async () => {
    const customer = await t.f.customer();
    const held = await t.f.car(service);
    await t.f.booking(held, customer, { status: 'ACCEPTED', startDate: '2099-05-01T10:00:00', endDate: '2099-05-02T10:00:00' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cars/deleteCar/${held.id}`, headers: bearer(vendorToken) })).statusCode).toBe(409);

    const car = await t.f.car(service);
    await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2021-05-01T10:00:00', endDate: '2021-05-02T10:00:00' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cars/deleteCar/${car.id}`, headers: bearer(vendorToken) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}` })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/cars/service/${service.id}` });
    expect(list.json().map((c: { id: string }) => c.id)).not.toContain(car.id);
  });

  it('keeps X-Total-Count exact across its own writes (the count cache is cleared)', async () => {
    const total = async () => (await t.app.inject({ method: 'GET', url: '/api/cars?makes=MG&limit=1' })).headers['x-total-count'];
    await t.f.car(service, { make: 'MG', model: 'HS' });
    await t.f.car(service, { make: 'MG', model: 'ZS' });
    expect(await total()).toBe('2');
    const res = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(vendorToken), payload: { ...validCar(service.id), make: 'MG', model: 'GT' } });
    expect(res.statusCode).toBe(201);
    expect(await total()).toBe('3');
    await t.app.inject({ method: 'DELETE', url: `/api/cars/deleteCar/${res.json().id}`, headers: bearer(vendorToken) });
    expect(await total()).toBe('2');
  });

  it("lists a vendor's and a service's cars", async () => {
    const v = await t.f.vendor();
    const s1 = await t.f.service(v);
    const s2 = await t.f.service(v);
    const a = await t.f.car(s1);
    const b = await t.f.car(s2);
    await t.f.car(service);
    const byVendor = await t.app.inject({ method: 'GET', url: `/api/cars/vendor/${v.id}` });
    expect(byVendor.json().map((c: { id: string }) => c.id).sort()).toEqual([a.id, b.id].sort());
    const byService = await t.app.inject({ method: 'GET', url: `/api/cars/service/${s1.id}` });
    expect(byService.json().map((c: { id: string }) => c.id)).toEqual([a.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/cars/service/not-an-id' })).statusCode).toBe(404);
  });
});
