// Suggest changes and the customer's answer to it, through HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { serverPath } from '../paths.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { bookingEvents, bookings } from '../db/schema.js';
import { bookingWorld, caller, type World } from './test-helpers.js';

let t: TestApp;
let w: World;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  w = await bookingWorld(t);
});

const suggestion = (carId: string, body: Record<string, unknown> = {}) => ({
  carId,
  startDate: '2030-01-11T09:00',
  endDate: '2030-01-14T12:00',
  description: 'The Civic is free those days',
  ...body,
});

describe('suggest changes', () => {
  it('moves a pending booking to SUGGESTION_MADE with the new car, dates and a recomputed total, beside what was asked', async () => {
    const booking = await t.f.booking(w.car, w.customer, { description: 'Airport pick-up please' });
    const res = await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(w.otherCar.id, { totalAmount: 1, serviceId: 'x' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'SUGGESTION_MADE',
      carId: w.otherCar.id,
      car: { id: w.otherCar.id, make: 'HONDA', model: 'Civic' },
      startDate: '2030-01-11T09:00:00',
      endDate: '2030-01-14T12:00:00',
      // The customer's note is theirs; the spec client's text is the vendor's message.
      description: 'Airport pick-up please',
      totalAmount: 4 * 7000,
      availableActions: ['cancel'],
      suggestion: {
        message: 'The Civic is free those days',
        previous: { car: { id: w.car.id }, startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00', totalAmount: 10000, withDriver: false },
      },
    });
    const [history] = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history).toMatchObject({ action: 'suggest-changes', details: { previous: { carId: w.car.id, totalAmount: 10000 } } });
    const asCustomer = await call(w.customer, 'GET', `/bookings/${booking.id}`);
    expect(asCustomer.json().availableActions).toEqual(['accept-changes', 'reject-changes']);
  });

  it("keeps the vendor's message apart from the customer's note, for both sides and in the lists", async () => {
    const booking = await t.f.booking(w.car, w.customer, { description: 'Child seat please' });
    expect((await call(w.customer, 'GET', `/bookings/${booking.id}`)).json().suggestion).toBeNull();
    const res = await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(w.otherCar.id, { message: 'Only the Civic has a child seat', description: '' }));
    expect(res.statusCode).toBe(200);
    const expected = {
      description: 'Child seat please',
      suggestion: { message: 'Only the Civic has a child seat', previous: { car: { id: w.car.id, model: w.car.model }, totalAmount: 10000 } },
    };
    expect(res.json()).toMatchObject(expected);
    expect((await call(w.customer, 'GET', `/bookings/${booking.id}`)).json()).toMatchObject(expected);
    const mine = (await call(w.customer, 'GET', '/bookings/customer')).json() as Array<{ id: string }>;
    expect(mine.find((b) => b.id === booking.id)).toMatchObject(expected);
    const received = (await call(w.vendor, 'GET', '/bookings/vendor')).json() as Array<{ id: string }>;
    expect(received.find((b) => b.id === booking.id)).toMatchObject(expected);
    // What the customer had asked for is still shown after they take the suggestion.
    const accepted = await call(w.customer, 'PUT', `/bookings/${booking.id}/accept-changes`);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', ...expected });
  });

  it('refuses a message longer than the notes may be', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const res = await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(w.otherCar.id, { message: 'x'.repeat(2001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('message');
  });

  it('refuses a car of another service, a deleted car, and bad dates', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const foreign = await t.f.car(await t.f.service(w.vendor));
    const res = await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(foreign.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The suggested car must belong to the same service', fields: { carId: expect.any(String) } });
    const deleted = await t.f.car(w.service, { deletedAt: new Date() });
    expect((await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(deleted.id))).statusCode).toBe(400);
    const past = await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(w.car.id, { startDate: '2020-01-01T10:00' }));
    expect(past.json().message).toBe('Start date and time cannot be in the past');
    const missing = await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, { description: 'no car' });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses suggestions from the customer, on a non-pending booking, and from strangers', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    expect((await call(w.customer, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(w.otherCar.id))).statusCode).toBe(409);
    const accepted = await t.f.booking(w.otherCar, w.customer, { status: 'ACCEPTED' });
    const res = await call(w.vendor, 'PUT', `/bookings/${accepted.id}/suggest-changes`, suggestion(w.car.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot suggest changes to a booking that is ACCEPTED');
    expect((await call(await t.f.vendor(), 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(w.car.id))).statusCode).toBe(404);
  });

  it('refuses dates on which the suggested car is already held', async () => {
    await t.f.booking(w.otherCar, await t.f.customer(), { status: 'CONFIRMED', startDate: '2030-01-12T10:00:00', endDate: '2030-01-13T10:00:00' });
    const booking = await t.f.booking(w.car, w.customer);
    const res = await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(w.otherCar.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This car is already booked for the selected dates');
  });
});

describe("the customer's answer to a suggestion", () => {
  async function suggested() {
    const booking = await t.f.booking(w.car, w.customer);
    await call(w.vendor, 'PUT', `/bookings/${booking.id}/suggest-changes`, suggestion(w.otherCar.id));
    return booking;
  }

  it('accept-changes makes it ACCEPTED, ready to pay', async () => {
    const booking = await suggested();
    const res = await call(w.customer, 'PUT', `/bookings/${booking.id}/accept-changes`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', carId: w.otherCar.id, availableActions: ['cancel', 'pay'] });
  });

  it('reject-changes makes it REJECTED; the vendor cannot answer for the customer', async () => {
    const booking = await suggested();
    expect((await call(w.vendor, 'PUT', `/bookings/${booking.id}/reject-changes`)).statusCode).toBe(409);
    const res = await call(w.customer, 'PUT', `/bookings/${booking.id}/reject-changes`);
    expect(res.json().status).toBe('REJECTED');
  });

  it("the customer's /reject on a suggestion means reject changes, and /accept means accept changes", async () => {
    const one = await suggested();
    expect((await call(w.customer, 'PUT', `/bookings/${one.id}/reject`)).json().status).toBe('REJECTED');
    w = await bookingWorld(t);
    const two = await suggested();
    expect((await call(w.customer, 'PUT', `/bookings/${two.id}/accept`)).json().status).toBe('ACCEPTED');
  });

  it('the customer cannot reject a pending request (that is the vendor’s call)', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const res = await call(w.customer, 'PUT', `/bookings/${booking.id}/reject`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot reject changes to a booking that is PENDING');
  });

  it('accepting changes onto dates that became held is a 409', async () => {
    const booking = await suggested();
    await t.f.booking(w.otherCar, await t.f.customer(), { status: 'ACCEPTED', startDate: '2030-01-13T10:00:00', endDate: '2030-01-20T10:00:00' });
    const res = await call(w.customer, 'PUT', `/bookings/${booking.id}/accept-changes`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BOOKING_CONFLICT');
  });
});

describe('migration 0016 on suggestions made before it', () => {
  it("gives the customer's note back, keeps the vendor's words as their message, and the request beside the suggestion", async () => {
    // As a suggestion used to be stored: the notes column overwritten, the request only in the history.
    const booking = await t.f.booking(w.otherCar, w.customer, { status: 'SUGGESTION_MADE', description: 'The Civic is free those days' });
    await t.ctx.db.insert(bookingEvents).values({
      bookingId: booking.id,
      actorId: w.vendor.id,
      action: 'suggest-changes',
      fromStatus: 'PENDING',
      toStatus: 'SUGGESTION_MADE',
      details: { previous: { carId: w.car.id, startDate: '2030-01-09T10:00:00', endDate: '2030-01-12T10:00:00', description: 'Airport pick-up', totalAmount: 15000 } },
    });
    const file = readFileSync(serverPath('src/db/migrations/0016_suggestion_message.sql'), 'utf8');
    await t.ctx.db.execute(sql.raw(file.slice(file.indexOf('UPDATE bookings'))));
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      description: 'Airport pick-up',
      vendorMessage: 'The Civic is free those days',
      suggestedOver: { carId: w.car.id, startDate: '2030-01-09T10:00:00', endDate: '2030-01-12T10:00:00', totalAmount: 15000, withDriver: false },
    });
    const seen = (await call(w.customer, 'GET', `/bookings/${booking.id}`)).json();
    expect(seen.suggestion).toMatchObject({ message: 'The Civic is free those days', previous: { car: { id: w.car.id }, totalAmount: 15000 } });
  });
});
