// A customer cannot flood a vendor: one open request per car and overlapping range, and a bounded
// number of requests per hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { bookings } from '../db/schema.js';
import { BOOKING_REQUESTS_PER_HOUR } from './request-limits.js';

describe('limits on booking requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = (token: string, carId: string, startDate: string, endDate: string) =>
    t.app.inject({ method: 'POST', url: '/api/bookings/createBooking', headers: bearer(token), payload: { carId, startDate, endDate } });

  it('one open request per customer, car and overlapping range: 409 for another, also when sent at once', async () => {
    const car = await t.f.car(await t.f.service(await t.f.vendor()));
    const customer = await t.f.customer();
    const token = await t.f.token(customer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(token, car.id, '2030-09-01T10:00', '2030-09-03T10:00')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'DUPLICATE_REQUEST', message: expect.stringMatching(/already have an open request/) });
    // Overlapping by a day is the same request; a range that does not overlap is another one.
    expect((await request(token, car.id, '2030-09-02T10:00', '2030-09-05T10:00')).statusCode).toBe(409);
    expect((await request(token, car.id, '2030-09-03T10:00', '2030-09-05T10:00')).statusCode).toBe(201);
    // Another customer may ask for the same dates.
    expect((await request(await t.f.token(await t.f.customer()), car.id, '2030-09-01T10:00', '2030-09-03T10:00')).statusCode).toBe(201);
    // Once the first is closed, asking again is fine.
    const [first] = await t.ctx.db.select().from(bookings).where(eq(bookings.customerId, customer.id)).orderBy(bookings.startDate);
    await t.ctx.db.update(bookings).set({ status: 'REJECTED' }).where(eq(bookings.id, first!.id));
    expect((await request(token, car.id, '2030-09-01T10:00', '2030-09-03T10:00')).statusCode).toBe(201);
  });

  it(`at most ${BOOKING_REQUESTS_PER_HOUR} requests per customer per hour (429 after)`, async () => {
    const car = await t.f.car(await t.f.service(await t.f.vendor()));
    const customer = await t.f.customer();
    const token = await t.f.token(customer);
    for (let i = 0; i < BOOKING_REQUESTS_PER_HOUR; i += 1) {
      const day = String(1 + i).padStart(2, '0');
      const res = await request(token, car.id, `2031-01-${day}T10:00`, `2031-01-${day}T18:00`);
      expect(res.statusCode, `request ${i + 1}`).toBe(201);
    }
    const over = await request(token, car.id, '2031-02-01T10:00', '2031-02-01T18:00');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/too many booking requests/i);
    // Another customer is not affected.
    expect((await request(await t.f.token(await t.f.customer()), car.id, '2031-02-01T10:00', '2031-02-01T18:00')).statusCode).toBe(201);
  });
});
