// A customer cannot flood a vendor: one open request per car and overlapping range, and a bounded
// number of requests per hour; new or unverified accounts together send one vendor a bounded number
// of requests an hour (issue 37, item 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { bookings } from '../db/schema.js';
import { BOOKING_REQUESTS_PER_HOUR } from './request-limits.js';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('limits on booking requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  const NEW_ACCOUNT_REQUESTS_PER_VENDOR = 10;
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
    // An established account: new ones meet the per-vendor limit below first.
    const customer = await t.f.customer({ createdAt: daysAgo(30) });
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

  it(`at most ${NEW_ACCOUNT_REQUESTS_PER_VENDOR} requests an hour reach one vendor from new or unverified accounts together, also sent at once`, async () => {
    expect(t.ctx.config.NEW_ACCOUNT_REQUESTS_PER_VENDOR).toBe(NEW_ACCOUNT_REQUESTS_PER_VENDOR);
    const vendor = await t.f.vendor();
    const cars = [await t.f.car(await t.f.service(vendor)), await t.f.car(await t.f.service(vendor))];
    // Five fresh unverified accounts, four requests each, all at once, to the vendor's two services.
    const fresh = await Promise.all(Array.from({ length: 5 }, async () => t.f.token(await t.f.customer({ emailVerified: false }))));
    const answers = await Promise.all(
      fresh.flatMap((token, n) => [1, 2, 3, 4].map((i) => request(token, cars[i % 2]!.id, `2032-0${i}-1${n}T10:00`, `2032-0${i}-1${n}T18:00`))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(NEW_ACCOUNT_REQUESTS_PER_VENDOR);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - NEW_ACCOUNT_REQUESTS_PER_VENDOR);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'This vendor has had many booking requests from new accounts in the last hour. Please try again in an hour.',
      requestId: expect.any(String),
    });
    const ur = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/createBooking',
      headers: { ...bearer(fresh[0]!), 'accept-language': 'ur' },
      payload: { carId: cars[0]!.id, startDate: '2032-06-01T10:00', endDate: '2032-06-01T18:00' },
    });
    expect(ur.statusCode).toBe(429);
    expect(ur.json().message).toBe('اس وینڈر کو پچھلے ایک گھنٹے میں نئے اکاؤنٹس سے بہت سی بکنگ درخواستیں مل چکی ہیں۔ براہِ کرم ایک گھنٹے بعد دوبارہ کوشش کریں۔');

    // A verified account of today is new, an unverified one of last month is unverified: both wait.
    const newVerified = await t.f.customer();
    const oldUnverified = await t.f.customer({ emailVerified: false, createdAt: daysAgo(30) });
    for (const who of [newVerified, oldUnverified]) {
      expect((await request(await t.f.token(who), cars[0]!.id, '2032-07-01T10:00', '2032-07-01T18:00')).statusCode).toBe(429);
    }
    // A verified account older than a week is not held back, and neither is another vendor.
    const established = await t.f.token(await t.f.customer({ createdAt: daysAgo(8) }));
    expect((await request(established, cars[0]!.id, '2032-07-01T10:00', '2032-07-01T18:00')).statusCode).toBe(201);
    const elsewhere = await t.f.car(await t.f.service(await t.f.vendor()));
    expect((await request(fresh[0]!, elsewhere.id, '2032-07-01T10:00', '2032-07-01T18:00')).statusCode).toBe(201);
  });
});
