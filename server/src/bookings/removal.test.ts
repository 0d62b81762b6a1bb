// A car or service that is deleted takes its open requests with it (declined, with a notice to the
// customer), and nothing can move a booking of a deleted car or service into ACCEPTED or CONFIRMED.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { bookings, cars, notifications, services } from '../db/schema.js';

describe('deleted cars and services', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function world() {
    const vendor = await t.f.vendor();
    const service = await t.f.service(vendor);
    const car = await t.f.car(service);
    return { vendor, service, car, token: await t.f.token(vendor) };
  }
  const statusOf = async (id: string) => (await t.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
  const noticesOf = (userId: string, bookingId: string) =>
    t.ctx.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.bookingId, bookingId)));

  it('deleting a car declines its pending and suggested requests and tells each customer', async () => {
    const { car, token } = await world();
    const [c1, c2] = [await t.f.customer(), await t.f.customer()];
    const pending = await t.f.booking(car, c1, { startDate: '2030-06-01T10:00:00', endDate: '2030-06-03T10:00:00' });
    const suggested = await t.f.booking(car, c2, { status: 'SUGGESTION_MADE', startDate: '2030-06-05T10:00:00', endDate: '2030-06-07T10:00:00' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/cars/deleteCar/${car.id}`, headers: bearer(token) });
    expect(res.statusCode).toBeLessThan(300);
    expect(await statusOf(pending.id)).toBe('REJECTED');
    expect(await statusOf(suggested.id)).toBe('CANCELLED');
    expect(await noticesOf(c1.id, pending.id)).toHaveLength(1);
    expect(await noticesOf(c2.id, suggested.id)).toHaveLength(1);
  });

  it('deleting a service declines the open requests of all its cars', async () => {
    const { service, car, token } = await world();
    const otherCar = await t.f.car(service);
    const customer = await t.f.customer();
    const a = await t.f.booking(car, customer, { startDate: '2030-07-01T10:00:00', endDate: '2030-07-03T10:00:00' });
    const b = await t.f.booking(otherCar, customer, { startDate: '2030-07-01T10:00:00', endDate: '2030-07-03T10:00:00' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/services/${service.id}`, headers: bearer(token) });
    expect(res.statusCode).toBeLessThan(300);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['REJECTED', 'REJECTED']);
    expect(await noticesOf(customer.id, a.id)).toHaveLength(1);
  });

  it('no accept, accept-changes or complete for a booking of a deleted car or service', async () => {
    const { service, car, token } = await world();
    const customer = await t.f.customer();
    const customerToken = await t.f.token(customer);
    const pending = await t.f.booking(car, customer, { startDate: '2030-08-01T10:00:00', endDate: '2030-08-03T10:00:00' });
    const suggested = await t.f.booking(car, customer, { status: 'SUGGESTION_MADE', startDate: '2030-08-05T10:00:00', endDate: '2030-08-07T10:00:00' });
    const accepted = await t.f.booking(car, customer, { status: 'ACCEPTED', startDate: '2030-08-10T10:00:00', endDate: '2030-08-12T10:00:00' });
    // Deleted behind the API's back, as a race with the deletion would leave it.
    await t.ctx.db.update(cars).set({ deletedAt: new Date() }).where(eq(cars.id, car.id));
    const put = (id: string, action: string, as = token) => t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/${action}`, headers: bearer(as) });
    for (const [id, action, as] of [
      [pending.id, 'accept', token],
      [suggested.id, 'accept-changes', customerToken],
      [accepted.id, 'complete', token],
    ] as const) {
      const res = await put(id, action, as);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toMatch(/no longer offered/);
    }
    expect(await statusOf(pending.id)).toBe('PENDING');
    expect(await statusOf(accepted.id)).toBe('ACCEPTED');

    await t.ctx.db.update(cars).set({ deletedAt: null }).where(eq(cars.id, car.id));
    await t.ctx.db.update(services).set({ deletedAt: new Date() }).where(eq(services.id, service.id));
    expect((await put(pending.id, 'accept')).statusCode).toBe(409);
    expect((await put(accepted.id, 'complete')).statusCode).toBe(409);
    // Declining stays possible.
    expect((await put(pending.id, 'reject')).statusCode).toBe(200);
  });
});
