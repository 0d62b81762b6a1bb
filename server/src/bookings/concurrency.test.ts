// No double booking under real concurrency: 50 vendors' clicks at once on 50 overlapping requests
// for one car must end with exactly one ACCEPTED. PGlite runs one query at a time and so cannot
// show a race; this runs on the PostgreSQL server with a pool of real connections.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, usesPostgresServer, type TestApp } from '../../test/harness.js';
import { bookings } from '../db/schema.js';

const onServer = usesPostgresServer();
const PARALLEL = 50;

describe.skipIf(!onServer)('concurrent accepts (PostgreSQL server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ poolSize: 20 });
  });
  afterAll(() => t?.close());

  it(`${PARALLEL} parallel accepts of overlapping PENDING bookings of one car end with exactly one ACCEPTED`, async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const customers = await Promise.all(Array.from({ length: PARALLEL }, () => t.f.customer()));
    // Every request overlaps every other one by at least a day.
    const pending = await Promise.all(
      customers.map((customer, i) =>
        t.f.booking(car, customer, {
          startDate: `2030-03-${String(1 + (i % 5)).padStart(2, '0')}T10:00:00`,
          endDate: `2030-03-${String(10 + (i % 7)).padStart(2, '0')}T10:00:00`,
        }),
      ),
    );
    const token = await t.f.token(vendor);
    const answers = await Promise.all(
      pending.map((b) => t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/accept`, headers: bearer(token) })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('This car is already booked for the selected dates');
    }
    const rows = await t.ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.carId, car.id));
    expect(rows.filter((r) => r.status === 'ACCEPTED')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'PENDING')).toHaveLength(PARALLEL - 1);
  });

  it('a chain of 30 requests, each overlapping its neighbours, accepted at once: only 200 or 409, a maximal non-overlapping set', async () => {
    const CHAIN = 30;
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const customers = await Promise.all(Array.from({ length: CHAIN }, () => t.f.customer()));
    // Request i runs from day i to day i + 2 at 10:00: it overlaps i - 1 and i + 1 and nothing else.
    const day = (n: number) => new Date(Date.UTC(2031, 0, 1 + n)).toISOString().slice(0, 10);
    const chain = await Promise.all(
      customers.map((customer, i) => t.f.booking(car, customer, { startDate: `${day(i)}T10:00:00`, endDate: `${day(i + 2)}T10:00:00` })),
    );
    const token = await t.f.token(vendor);
    const answers = await Promise.all(
      chain.map((b) => t.app.inject({ method: 'PUT', url: `/api/bookings/${b.id}/accept`, headers: bearer(token) })),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe('This car is already booked for the selected dates');
    }
    const accepted = answers.map((a, i) => (a.statusCode === 200 ? i : -1)).filter((i) => i >= 0);
    const rows = await t.ctx.db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(eq(bookings.carId, car.id));
    const statusOf = new Map(rows.map((r) => [r.id, r.status]));
    accepted.forEach((i) => expect(statusOf.get(chain[i]!.id)).toBe('ACCEPTED'));
    // Non-overlapping: no two neighbours both accepted.
    for (let i = 1; i < CHAIN; i += 1) expect(accepted.includes(i) && accepted.includes(i - 1)).toBe(false);
    // Maximal: every refused request overlaps an accepted one.
    for (let i = 0; i < CHAIN; i += 1) {
      if (!accepted.includes(i)) expect(accepted.includes(i - 1) || accepted.includes(i + 1)).toBe(true);
    }
  });

  it('two parallel actions on one booking: exactly one wins (compare-and-swap)', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const customer = await t.f.customer();
    const booking = await t.f.booking(car, customer);
    const [vendorToken, customerToken] = [await t.f.token(vendor), await t.f.token(customer)];
    const answers = await Promise.all([
      t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/accept`, headers: bearer(vendorToken) }),
      t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/reject`, headers: bearer(vendorToken) }),
      t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/cancel`, headers: bearer(customerToken) }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe.skipIf(onServer)('concurrent accepts (PGlite)', () => {
  it.skip('needs the PostgreSQL server: PGlite runs one query at a time, so it cannot show a race (run with TEST_DB_MODE=pg)', () => {});
});
