// Issue 31: a car's registration number — Pakistani plate shapes, stored upper case, unique among a
// vendor's live cars, needed before the car can be booked, never on public pages, shown to the
// renter once the booking is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { normalRegistration, registrationNumberSchema } from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { ServiceRow, UserRow } from '../../test/factories.js';
import { bookings, cars } from '../db/schema.js';

const car = (serviceId: string, registrationNumber?: unknown) => ({
  serviceId,
  make: 'SUZUKI',
  model: 'Alto',
  year: 2022,
  transmission: 'MANUAL',
  fuelType: 'PETROL',
  pricePerDay: 5000,
  ...(registrationNumber === undefined ? {} : { registrationNumber }),
});

describe('plate shapes', () => {
  it('reads the usual ways of writing a plate and refuses other shapes', () => {
    expect(['lea 1234', 'LEA-1234', 'lea1234', ' BKR 567 ', 'ict ab 123', 'ICT-AB123', 'LEA-12-1234', 'LE ۱۲۳۴'].map(normalRegistration)).toEqual([
      'LEA-1234', 'LEA-1234', 'LEA-1234', 'BKR-567', 'ICT-AB-123', 'ICT-AB-123', 'LEA-12-1234', 'LE-1234',
    ]);
    for (const bad of ['1234', 'LEA', 'LEA-12345', 'ABCDE-12', 'LEA-1234-X', '<b>LEA</b>', 'LEA\u00001234', 'x'.repeat(40)]) {
      expect(registrationNumberSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('cars API: registration numbers', () => {
  let t: TestApp;
  let vendor: UserRow;
  let service: ServiceRow;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    vendor = await t.f.vendor();
    service = await t.f.service(vendor);
    token = await t.f.token(vendor);
  });
  afterAll(() => t.close());

  const add = (body: object, who = token) => t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(who), payload: body });

  it('stores the plate upper case, unique per vendor (another vendor may have the same), and keeps it when an update leaves it out', async () => {
    const first = await add(car(service.id, 'lea 1234'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().registrationNumber).toBe('LEA-1234');
    const again = await add(car(service.id, 'LEA-1234'));
    expect([again.statusCode, again.json().code, Object.keys(again.json().fields ?? {})]).toEqual([409, 'REGISTRATION_TAKEN', ['registrationNumber']]);
    const other = await t.f.vendor();
    const theirs = await add(car((await t.f.service(other)).id, 'LEA-1234'), await t.f.token(other));
    expect(theirs.statusCode).toBe(201);
    expect((await add(car(service.id, 'LEA 12 34 5'))).statusCode).toBe(400);
    const updated = await t.app.inject({ method: 'PUT', url: `/api/cars/${first.json().id}`, headers: bearer(token), payload: car(service.id) });
    expect(updated.json().registrationNumber).toBe('LEA-1234');
    // A deleted car's plate is free again.
    await t.app.inject({ method: 'DELETE', url: `/api/cars/deleteCar/${first.json().id}`, headers: bearer(token) });
    expect((await add(car(service.id, 'LEA-1234'))).statusCode).toBe(201);
  });

  it('never shows the plate on public answers; its vendor sees it', async () => {
    const id = (await add(car(service.id, 'BKR-567'))).json().id as string;
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/cars/${id}` });
    expect(anonymous.json()).not.toHaveProperty('registrationNumber');
    expect(anonymous.body).not.toContain('BKR-567');
    const customer = await t.f.customer();
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${id}`, headers: bearer(await t.f.token(customer)) })).body).not.toContain('BKR-567');
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/service/${service.id}` })).body).not.toContain('BKR-567');
    expect((await t.app.inject({ method: 'GET', url: `/api/cars?q=alto` })).body).not.toContain('BKR-567');
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${id}`, headers: bearer(token) })).json().registrationNumber).toBe('BKR-567');
    // The vendor's list of its cars carries the plates for the vendor only.
    const vendorId = service.vendorId;
    const listed = (await t.app.inject({ method: 'GET', url: `/api/cars/vendor/${vendorId}`, headers: bearer(token) })).json() as Array<{ id: string; registrationNumber?: string }>;
    expect(listed.find((c) => c.id === id)?.registrationNumber).toBe('BKR-567');
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/vendor/${vendorId}` })).body).not.toContain('BKR-567');
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/vendor/${vendorId}`, headers: bearer(await t.f.token(customer)) })).body).not.toContain('BKR-567');
  });

  it('a car without a plate cannot be booked (409); the renter sees the plate once the booking is paid', async () => {
    const bare = (await add(car(service.id))).json().id as string;
    const customer = await t.f.customer();
    const customerToken = await t.f.token(customer);
    const ask = (carId: string) =>
      t.app.inject({ method: 'POST', url: '/api/bookings/createBooking', headers: bearer(customerToken), payload: { carId, startDate: '2031-05-10T10:00:00', endDate: '2031-05-12T10:00:00' } });
    const refused = await ask(bare);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'CAR_NOT_REGISTERED']);
    expect(await t.ctx.db.select().from(bookings).where(eq(bookings.carId, bare))).toEqual([]);

    await t.ctx.db.update(cars).set({ registrationNumber: 'ICT-AB-123' }).where(eq(cars.id, bare));
    const booked = await ask(bare);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().car).not.toHaveProperty('registrationNumber');
    const asVendor = await t.app.inject({ method: 'GET', url: `/api/bookings/${booked.json().id}`, headers: bearer(token) });
    expect(asVendor.json().car.registrationNumber).toBe('ICT-AB-123');
    await t.ctx.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, booked.json().id));
    const paid = await t.app.inject({ method: 'GET', url: `/api/bookings/${booked.json().id}`, headers: bearer(customerToken) });
    expect(paid.json().car.registrationNumber).toBe('ICT-AB-123');
  });
});
