// Issue 37 item 8: reviews of trips whose money never went through RentWheels (the vendor's
// "paid outside the app", the `complete` action) can be farmed between accounts of one person, so
// every answer that carries a review says so (`paidOutside`); a trip paid through a provider's
// checkout is not marked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { eq } from 'drizzle-orm';
import { bookingEvents, bookings } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';

const clock = new TestClock();
let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let car: CarRow;
const tok: Record<'vendor' | 'customer', string> = { vendor: '', customer: '' };

const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  vendor = await t.f.vendor();
  customer = await t.f.customer();
  car = await t.f.car(await t.f.service(vendor));
  tok.vendor = await t.f.token(vendor);
  tok.customer = await t.f.token(customer);
});
afterAll(() => t.close());

const review = (who: keyof typeof tok, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/review`, headers: bearer(tok[who]), payload });
const customerReview = { rating: 5, cleanliness: 5, accuracy: 5, communication: 5, body: 'Perfect.' };

describe('reviews of trips paid outside the app', () => {
  it('are marked paidOutside on the car, the customer and the booking; trips paid through a checkout are not', async () => {
    atLocal('2030-02-20T09:00:00');
    // Paid outside: the vendor confirms an accepted booking with "complete" (the old name of mark-paid-outside).
    const outside = await t.f.booking(car, customer, { status: 'ACCEPTED', startDate: '2030-03-01T10:00:00', endDate: '2030-03-03T10:00:00' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/bookings/${outside.id}/complete`, headers: bearer(tok.vendor) })).statusCode).toBe(200);
    // Paid through a checkout: confirmed by the payment provider.
    const paid = await t.f.booking(car, customer, { status: 'COMPLETED', startDate: '2030-03-05T10:00:00', endDate: '2030-03-07T10:00:00' });
    await t.ctx.db.insert(bookingEvents).values({ bookingId: paid.id, actorId: null, action: 'payment-completed', fromStatus: 'ACCEPTED', toStatus: 'CONFIRMED' });

    atLocal('2030-03-07T10:00:01');
    // Both trips were checked out (issue 31: a review needs a COMPLETED trip).
    await t.ctx.db.update(bookings).set({ status: 'COMPLETED' }).where(eq(bookings.id, outside.id));
    for (const id of [outside.id, paid.id]) {
      expect((await review('customer', id, customerReview)).statusCode).toBe(201);
      expect((await review('vendor', id, { rating: 5, body: 'Great renter.' })).statusCode).toBe(201);
    }
    const byBooking = (list: Array<{ bookingId: string; paidOutside: boolean }>) => Object.fromEntries(list.map((r) => [r.bookingId, r.paidOutside]));

    const onCar = (await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}/reviews` })).json();
    expect(byBooking(onCar.reviews)).toEqual({ [outside.id]: true, [paid.id]: false });
    const aboutCustomer = (await t.app.inject({ method: 'GET', url: `/api/users/${customer.id}/reviews`, headers: bearer(tok.vendor) })).json();
    expect(byBooking(aboutCustomer.reviews)).toEqual({ [outside.id]: true, [paid.id]: false });
    const state = (await t.app.inject({ method: 'GET', url: `/api/bookings/${outside.id}/review`, headers: bearer(tok.customer) })).json();
    expect([state.mine.paidOutside, state.theirs.paidOutside]).toEqual([true, true]);
  });
});
