// Issue 37 item 8: a finished trip cannot be cancelled (a party would cancel it to keep the other
// from reviewing them). The customer cannot cancel a trip that has started either (no policy
// refunds anything then); the vendor still can until its end (a breakdown: the customer gets all
// back); an admin settling a dispute still can. The buttons follow the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { bookingEvents, bookings } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';

const clock = new TestClock();
let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
const tok: Record<'vendor' | 'customer' | 'admin', string> = { vendor: '', customer: '', admin: '' };

// Wall-clock times are Asia/Karachi (UTC+5).
const START = '2030-03-01T10:00:00';
const END = '2030-03-03T10:00:00';
const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  vendor = await t.f.vendor();
  customer = await t.f.customer();
  tok.vendor = await t.f.token(vendor);
  tok.customer = await t.f.token(customer);
  tok.admin = await t.f.token(await t.f.admin(), 'ADMIN');
});
afterAll(() => t.close());

/** A CONFIRMED two-day trip of a car of its own (confirmed bookings of one car may not overlap). */
async function confirmedTrip() {
  const car: CarRow = await t.f.car(await t.f.service(vendor));
  return t.f.booking(car, customer, { status: 'CONFIRMED', startDate: START, endDate: END });
}
const cancel = (who: keyof typeof tok, id: string, locale = 'en') =>
  t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/cancel`, headers: { ...bearer(tok[who]), 'accept-language': locale } });
const quote = (who: keyof typeof tok, id: string) => t.app.inject({ method: 'GET', url: `/api/bookings/${id}/cancellation-quote`, headers: bearer(tok[who]) });
const actions = async (who: keyof typeof tok, id: string) => (await t.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: bearer(tok[who]) })).json().availableActions as string[];
const statusOf = async (id: string) => (await t.ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status;

describe('cancelling a trip by its time', () => {
  it('after its end nobody but an admin may cancel (409 TRIP_FINISHED, in English and Urdu), and nothing changes', async () => {
    const booking = await confirmedTrip();
    atLocal('2030-03-03T10:00:01');
    const byCustomer = await cancel('customer', booking.id);
    expect(byCustomer.statusCode).toBe(409);
    expect(byCustomer.json()).toEqual({ code: 'TRIP_FINISHED', message: 'This trip has ended, so it can no longer be cancelled.', requestId: expect.any(String) });
    const inUrdu = await cancel('customer', booking.id, 'ur');
    expect(inUrdu.json().code).toBe('TRIP_FINISHED');
    expect(inUrdu.json().message).toMatch(/منسوخ/);
    expect((await cancel('vendor', booking.id)).json()).toMatchObject({ code: 'TRIP_FINISHED' });
    expect((await quote('customer', booking.id)).statusCode).toBe(409);
    expect((await quote('vendor', booking.id)).statusCode).toBe(409);
    expect(await actions('customer', booking.id)).not.toContain('cancel');
    expect(await actions('vendor', booking.id)).not.toContain('cancel');
    expect(await statusOf(booking.id)).toBe('CONFIRMED');
    expect(await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))).toEqual([]);
    // Nobody checked it out yet (issue 31): no review until it is checked out or closed.
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/review`, headers: bearer(tok.vendor), payload: { rating: 2, body: 'Late.' } })).json().code).toBe('REVIEW_NOT_ALLOWED');
    // An admin settling a dispute still may.
    expect(await actions('admin', booking.id)).toContain('cancel');
    expect((await cancel('admin', booking.id)).statusCode).toBe(200);
  });

  it('once it has started the customer may not cancel (409 TRIP_STARTED); the vendor may until its end', async () => {
    const booking = await confirmedTrip();
    atLocal('2030-03-02T09:00:00');
    const byCustomer = await cancel('customer', booking.id);
    expect(byCustomer.statusCode).toBe(409);
    expect(byCustomer.json()).toEqual({ code: 'TRIP_STARTED', message: 'This trip has started, so it can no longer be cancelled. Please write to the vendor.', requestId: expect.any(String) });
    expect((await cancel('customer', booking.id, 'ur')).json().message).toMatch(/منسوخ/);
    expect(await actions('customer', booking.id)).not.toContain('cancel');
    expect(await actions('vendor', booking.id)).toContain('cancel');
    expect((await cancel('vendor', booking.id)).statusCode).toBe(200);
    expect(await statusOf(booking.id)).toBe('CANCELLED');
  });

  it('before the start the customer may cancel as before', async () => {
    const booking = await confirmedTrip();
    atLocal('2030-03-01T09:59:00');
    expect(await actions('customer', booking.id)).toContain('cancel');
    expect((await cancel('customer', booking.id)).statusCode).toBe(200);
  });
});
