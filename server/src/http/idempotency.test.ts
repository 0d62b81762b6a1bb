// Idempotency keys (a double click on "Book Now" made two bookings): the same key from the same
// account gets the first answer again and changes nothing more; on the PostgreSQL server, many
// parallel requests with one key make exactly one booking.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { bookings, idempotencyKeys } from '../db/schema.js';
import { deleteExpiredIdempotencyKeys } from './idempotency.js';

let t: TestApp;
let w: { customer: { id: string }; car: { id: string }; tokens: { customer: string } };
let day = 0;
/** A fresh two-day range each time, so requests never collide by dates. */
const range = () => {
  day += 3;
  const start = new Date(Date.UTC(2031, 0, 1 + day, 10));
  const end = new Date(start.getTime() + 2 * 86_400_000);
  const wall = (d: Date) => d.toISOString().slice(0, 19);
  return { startDate: wall(start), endDate: wall(end) };
};

beforeAll(async () => {
  t = await createTestApp();
  const vendor = await t.f.vendor();
  const customer = await t.f.customer();
  const car = await t.f.car(await t.f.service(vendor));
  w = { customer, car, tokens: { customer: await t.f.token(customer) } };
});
afterAll(() => t.close());

const book = (key: string | undefined, body: object, token = w.tokens.customer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings/createBooking',
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { carId: w.car.id, ...body },
  });

const bookingsOfCustomer = async () =>
  (await t.ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.customerId, w.customer.id)))[0]!.n;

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and creates one booking', async () => {
    const before = await bookingsOfCustomer();
    const body = range();
    const first = await book('double-click-0001', body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await book('double-click-0001', body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await bookingsOfCustomer()).toBe(before + 1);
  });

  it('keeps a 4xx answer too, and refuses the key for a different request with 422', async () => {
    const bad = await book('bad-dates-0001', { startDate: '2031-05-02T10:00:00', endDate: '2031-05-01T10:00:00' });
    expect(bad.statusCode).toBe(400);
    const replay = await book('bad-dates-0001', { startDate: '2031-05-02T10:00:00', endDate: '2031-05-01T10:00:00' });
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([400, 'true']);
    const other = await book('bad-dates-0001', range());
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses a malformed key with 400 and changes nothing', async () => {
    const before = await bookingsOfCustomer();
    for (const key of ['short', 'x'.repeat(129), 'has spaces in it', 'nul\u0000byte-key']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/createBooking',
        headers: { ...bearer(w.tokens.customer), 'idempotency-key': key },
        payload: { carId: w.car.id, ...range() },
      });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
    }
    expect(await bookingsOfCustomer()).toBe(before);
  });

  it('keeps keys per account: another customer with the same key gets their own booking', async () => {
    const other = await t.f.customer();
    const body = range();
    const mine = await book('shared-key-0001', body);
    const theirs = await book('shared-key-0001', range(), await t.f.token(other));
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('forgets answers after a day (the nightly clean-up deletes them), so the key runs again', async () => {
    const body = range();
    const first = await book('day-old-key-0001', body);
    expect(first.statusCode).toBe(201);
    await t.ctx.db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'day-old-key-0001'`);
    expect(await deleteExpiredIdempotencyKeys(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'day-old-key-0001'))).toEqual([]);
    // Runs again: this time the answer is the duplicate-request refusal, not a replay.
    const again = await book('day-old-key-0001', body);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(409);
  });

  it('without a key nothing changes: the request runs each time', async () => {
    const body = range();
    expect((await book(undefined, body)).statusCode).toBe(201);
    expect((await book(undefined, body)).statusCode).toBe(409);
  });

  it('parallel requests with one key make one booking; the others replay it or are told to wait', async () => {
    const before = await bookingsOfCustomer();
    const body = range();
    const answers = await Promise.all(Array.from({ length: 8 }, () => book('parallel-key-0001', body)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.every((c) => c === 201 || c === 409), codes.join()).toBe(true);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(new Set(created.map((a) => a.json().id)).size).toBe(1);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('IDEMPOTENCY_IN_FLIGHT');
    expect(await bookingsOfCustomer()).toBe(before + 1);
  });
});
