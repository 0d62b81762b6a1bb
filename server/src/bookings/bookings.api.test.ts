// The bookings API through HTTP on a real database: creation, reads, lists and every transition.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { bookingEvents, bookings } from '../db/schema.js';
import { BOOKING_EVENT_TYPES, type BookingEvent } from './events.js';
import { bookingWorld, caller, RANGE, type World } from './test-helpers.js';

let t: TestApp;
let w: World;
let call: ReturnType<typeof caller>;
const events: BookingEvent[] = [];
const committed: BookingEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  for (const name of BOOKING_EVENT_TYPES) {
    t.ctx.events.on(name, async (event) => {
      events.push(event);
    });
    t.ctx.events.afterCommit(name, (event) => void committed.push(event));
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  w = await bookingWorld(t);
  events.length = 0;
  committed.length = 0;
});

const create = (body: Record<string, unknown> = {}) =>
  call(w.customer, 'POST', '/bookings/createBooking', { carId: w.car.id, ...RANGE, description: 'Airport pick-up', ...body });

describe('POST /bookings/createBooking', () => {
  it('creates a PENDING booking with the server-computed total and the embedded summaries', async () => {
    const res = await create({ startDate: '2030-01-10T10:00', endDate: '2030-01-12T11:00' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      carId: w.car.id,
      customerId: w.customer.id,
      serviceId: w.service.id,
      status: 'PENDING',
      startDate: '2030-01-10T10:00:00',
      endDate: '2030-01-12T11:00:00',
      description: 'Airport pick-up',
      totalAmount: 15000,
      car: { id: w.car.id, make: 'TOYOTA', model: 'Corolla', year: 2022, pricePerDay: 5000, coverImageUrl: null },
      service: { id: w.service.id, name: 'Lahore Wheels', city: 'Lahore', vendorId: w.vendor.id },
      customer: { id: w.customer.id, name: 'Cyrus Customer' },
      viewerSide: 'CUSTOMER',
      availableActions: ['cancel'],
    });
    expect(body.customer.email).toBeUndefined();
    const history = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, body.id));
    expect(history).toMatchObject([{ action: 'create', fromStatus: null, toStatus: 'PENDING', actorId: w.customer.id }]);
    expect(events.map((e) => e.type)).toEqual(['booking.created']);
    expect(committed.map((e) => e.type)).toEqual(['booking.created']);
  });

  it('ignores a client-chosen status, total and customer', async () => {
    const other = await t.f.customer();
    const res = await create({ status: 'CONFIRMED', totalAmount: 1, customerId: other.id, serviceId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'PENDING', totalAmount: 10000, customerId: w.customer.id, serviceId: w.service.id });
  });

  it('refuses a start in the past and an end not after the start, with the spec texts', async () => {
    const past = await create({ startDate: '2020-01-01T10:00:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: 'Start date and time cannot be in the past', fields: { startDate: expect.any(String) } });
    const inverted = await create({ startDate: '2030-01-12T10:00:00', endDate: '2030-01-12T10:00:00' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe('End date and time must be after start date and time');
  });

  it('refuses malformed input with 400 and field messages, never 500', async () => {
    for (const body of [
      { carId: 'nope' },
      { startDate: '2030-02-30T10:00:00' },
      { endDate: 'tomorrow' },
      { description: 'x'.repeat(2001) },
      { startDate: 42 },
    ]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: expect.any(Object) });
    }
    const far = await create({ endDate: '2031-06-01T10:00:00' });
    expect(far.statusCode).toBe(400);
  });

  it('parses JSON like every other route: a __proto__ key is refused as on the profile route', async () => {
    const headers = { ...bearer(await t.f.token(w.customer)), 'content-type': 'application/json' };
    const poisoned = (fields: string) => `{${fields}, "__proto__": { "totalAmount": 1 }}`;
    const elsewhere = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers, payload: poisoned('"name": "A", "phone": "+92 300 1234567"') });
    expect(elsewhere.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/createBooking',
      headers,
      payload: poisoned(`"carId": "${w.car.id}", "startDate": "${RANGE.startDate}", "endDate": "${RANGE.endDate}"`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: elsewhere.json().code });
    expect(await t.ctx.db.select().from(bookings).where(eq(bookings.carId, w.car.id))).toHaveLength(0);
    // A body-less action with a JSON content type still works.
    const empty = await t.app.inject({ method: 'PUT', url: '/api/bookings/00000000-0000-0000-0000-000000000000/cancel', headers });
    expect(empty.statusCode).toBe(404);
  });

  it('refuses a missing or deleted car with 404', async () => {
    expect((await create({ carId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const gone = await t.f.car(w.service, { deletedAt: new Date() });
    const res = await create({ carId: gone.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Car not found');
  });

  it('refuses a vendor booking their own car', async () => {
    const res = await call(w.vendor, 'POST', '/bookings/createBooking', { carId: w.car.id, ...RANGE }, 'CUSTOMER');
    expect(res.statusCode).toBe(403);
  });

  it('refuses a range already held by an accepted or confirmed booking', async () => {
    await t.f.booking(w.car, await t.f.customer(), { status: 'CONFIRMED', startDate: '2030-01-11T10:00:00', endDate: '2030-01-15T10:00:00' });
    const res = await create();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This car is already booked for the selected dates', code: 'BOOKING_CONFLICT' });
    // Touching ranges do not overlap ([start, end)).
    expect((await create({ startDate: '2030-01-15T10:00:00', endDate: '2030-01-16T10:00:00' })).statusCode).toBe(201);
  });

  it('needs a logged-in user', async () => {
    expect((await call(null, 'POST', '/bookings/createBooking', { carId: w.car.id, ...RANGE })).statusCode).toBe(401);
  });
});

describe('reading bookings', () => {
  it('marks a request whose dates another booking of the car holds, and does not offer Accept', async () => {
    const car = await t.f.car(w.service, { model: 'Conflict Corolla', pricePerDay: 5000 });
    await t.f.booking(car, w.customer, { status: 'CONFIRMED', startDate: '2033-03-10T10:00:00', endDate: '2033-03-12T10:00:00' });
    const other = await t.f.customer();
    const overlapping = await t.f.booking(car, other, { startDate: '2033-03-11T10:00:00', endDate: '2033-03-13T10:00:00' });
    const clear = await t.f.booking(car, other, { startDate: '2033-03-12T10:00:00', endDate: '2033-03-14T10:00:00' });
    const seen = (await call(w.vendor, 'GET', '/bookings/vendor')).json() as Array<{ id: string; heldConflict: boolean; availableActions: string[] }>;
    expect(seen.find((b) => b.id === overlapping.id)).toMatchObject({ heldConflict: true, availableActions: ['reject', 'suggest-changes'] });
    expect(seen.find((b) => b.id === clear.id)).toMatchObject({ heldConflict: false, availableActions: ['accept', 'reject', 'suggest-changes'] });
  });

  it('gives one booking to its customer, its vendor and admins; 404 to anyone else', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const asVendor = await call(w.vendor, 'GET', `/bookings/${booking.id}`);
    expect(asVendor.statusCode).toBe(200);
    expect(asVendor.json()).toMatchObject({
      viewerSide: 'VENDOR',
      availableActions: ['accept', 'reject', 'suggest-changes'],
      startDate: '2030-01-10T10:00:00',
    });
    expect((await call(w.customer, 'GET', `/bookings/${booking.id}`)).json().viewerSide).toBe('CUSTOMER');
    const admin = await call(await t.f.admin(), 'GET', `/bookings/${booking.id}`);
    expect(admin.statusCode).toBe(200);
    // An admin who is not a party may only cancel (a dispute, decision 0015).
    expect(admin.json()).toMatchObject({ viewerSide: null, availableActions: ['cancel'] });
    expect(admin.json().customer.email).toBeUndefined();

    const strangerVendor = await t.f.vendor();
    await t.f.service(strangerVendor);
    for (const stranger of [await t.f.customer(), strangerVendor]) {
      const res = await call(stranger, 'GET', `/bookings/${booking.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Booking not found');
    }
    expect((await call(w.customer, 'GET', '/bookings/not-an-id')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/bookings/${booking.id}`)).statusCode).toBe(401);
  });

  it('shows neither party the other one\'s phone or e-mail until the booking is paid, then both (decision 0046)', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const contacts = async () => {
      const vendorView = (await call(w.vendor, 'GET', `/bookings/${booking.id}`)).json();
      const customerView = (await call(w.customer, 'GET', `/bookings/${booking.id}`)).json();
      return { customerEmail: vendorView.customer.email, customerPhone: vendorView.customer.phone, providerPhone: customerView.service.phone };
    };
    for (const status of ['PENDING', 'ACCEPTED'] as const) {
      await t.ctx.db.update(bookings).set({ status }).where(eq(bookings.id, booking.id));
      expect(await contacts(), status).toEqual({ customerEmail: undefined, customerPhone: undefined, providerPhone: undefined });
    }
    // The vendor's own side keeps its own phone on the booking.
    expect((await call(w.vendor, 'GET', `/bookings/${booking.id}`)).json().service.phone).toBe(w.service.phone);
    const shown = { customerEmail: w.customer.email, customerPhone: w.customer.phone, providerPhone: w.service.phone };
    await t.ctx.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, booking.id));
    expect(await contacts()).toEqual(shown);
    // Paid once, they stay: cancelled after paying (a refund to talk about) still shows them.
    await t.ctx.db.insert(bookingEvents).values({ bookingId: booking.id, action: 'pay', fromStatus: 'ACCEPTED', toStatus: 'CONFIRMED', actorId: w.customer.id });
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    expect(await contacts()).toEqual(shown);
  });

  it('lists a customer their own bookings and a vendor the bookings of their services', async () => {
    const mine = await t.f.booking(w.car, w.customer);
    const someoneElse = await t.f.booking(w.otherCar, await t.f.customer());
    const elsewhere = await t.f.booking(await t.f.car(await t.f.service(await t.f.vendor())), w.customer);

    const customerList = (await call(w.customer, 'GET', '/bookings/customer')).json();
    expect(customerList.map((b: { id: string }) => b.id).sort()).toEqual([mine.id, elsewhere.id].sort());

    const vendorList = (await call(w.vendor, 'GET', '/bookings/vendor')).json();
    expect(vendorList.map((b: { id: string }) => b.id).sort()).toEqual([mine.id, someoneElse.id].sort());
    expect(vendorList.every((b: { viewerSide: string }) => b.viewerSide === 'VENDOR')).toBe(true);

    expect((await call(w.customer, 'GET', '/bookings/vendor')).statusCode).toBe(403);
  });

  it('lists every booking to admins only', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const all = await call(await t.f.admin(), 'GET', '/bookings');
    expect(all.statusCode).toBe(200);
    expect(all.json().some((b: { id: string }) => b.id === booking.id)).toBe(true);
    expect((await call(w.customer, 'GET', '/bookings')).statusCode).toBe(403);
    expect((await call(w.vendor, 'GET', '/bookings')).statusCode).toBe(403);
  });
});

describe('transitions through HTTP', () => {
  const put = (user: World['vendor'] | null, id: string, action: string, body?: unknown) => call(user, 'PUT', `/bookings/${id}/${action}`, body);

  it('vendor accepts, then completes; each step is recorded and announced', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const accepted = await put(w.vendor, booking.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', availableActions: ['cancel', 'mark-paid-outside'] });
    expect((await call(w.customer, 'GET', `/bookings/${booking.id}`)).json().availableActions).toEqual(['cancel', 'pay']);
    const completed = await put(w.vendor, booking.id, 'complete');
    expect(completed.json().status).toBe('CONFIRMED');
    const history = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.actorId])).toEqual([
      ['accept', 'PENDING', 'ACCEPTED', w.vendor.id],
      ['mark-paid-outside', 'ACCEPTED', 'CONFIRMED', w.vendor.id],
    ]);
    expect(committed.map((e) => e.type)).toEqual(['booking.accepted', 'booking.paid_outside']);
  });

  it('vendor rejects a pending booking', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    expect((await put(w.vendor, booking.id, 'reject')).json().status).toBe('REJECTED');
    const again = await put(w.vendor, booking.id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Cannot accept a booking that is REJECTED', code: 'INVALID_TRANSITION' });
  });

  it('customer cancels a pending booking; cancelling twice is 409', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    expect((await put(w.customer, booking.id, 'cancel')).json().status).toBe('CANCELLED');
    expect((await put(w.customer, booking.id, 'cancel')).json().message).toBe('Cannot cancel a booking that is CANCELLED');
  });

  it('vendor cancels a confirmed booking and announces it from CONFIRMED (payments refunds)', async () => {
    const booking = await t.f.booking(w.car, w.customer, { status: 'CONFIRMED' });
    expect((await put(w.vendor, booking.id, 'cancel')).json().status).toBe('CANCELLED');
    expect(committed).toEqual([expect.objectContaining({ type: 'booking.cancelled', fromStatus: 'CONFIRMED', actorSide: 'VENDOR', actorId: w.vendor.id })]);
  });

  it('customer may cancel a confirmed booking (decision 0015), the vendor not a pending one', async () => {
    const confirmed = await t.f.booking(w.car, w.customer, { status: 'CONFIRMED' });
    expect((await put(w.customer, confirmed.id, 'cancel')).json()).toMatchObject({ status: 'CANCELLED', cancellation: { refundAmount: 0 } });
    const pending = await t.f.booking(w.otherCar, w.customer);
    const res = await put(w.vendor, pending.id, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot cancel a booking that is PENDING');
  });

  it('the wrong party is refused with 409 and told whose action it is', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const res = await put(w.customer, booking.id, 'complete');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Cannot mark as paid outside the app a booking that is PENDING: only the car's vendor can");
    const changes = await put(w.vendor, booking.id, 'accept-changes');
    expect(changes.statusCode).toBe(409);
  });

  it('another customer or vendor gets 404 for every action; an admin who is not a party gets 403 except to cancel', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const strangers = [await t.f.customer(), await t.f.vendor()];
    for (const action of ['accept', 'reject', 'cancel', 'complete', 'accept-changes', 'reject-changes']) {
      for (const stranger of strangers) expect((await put(stranger, booking.id, action)).statusCode).toBe(404);
    }
    expect((await put(await t.f.admin(), booking.id, 'accept')).statusCode).toBe(403);
    expect((await put(null, booking.id, 'cancel')).statusCode).toBe(401);
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('PENDING');
  });

  it('accepting a request that overlaps a held booking is 409 from the database constraint', async () => {
    await t.f.booking(w.car, await t.f.customer(), { status: 'ACCEPTED', startDate: '2030-01-11T10:00:00', endDate: '2030-01-13T10:00:00' });
    const booking = await t.f.booking(w.car, w.customer);
    const res = await put(w.vendor, booking.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This car is already booked for the selected dates');
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('PENDING');
    expect(await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))).toEqual([]);
  });

  it('accepts a JSON content type with an empty body on action calls', async () => {
    const booking = await t.f.booking(w.car, w.customer);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/accept`,
      headers: { authorization: `Bearer ${w.tokens.vendor}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every bookings route with request and response schemas', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    for (const action of ['accept', 'reject', 'cancel', 'complete', 'accept-changes', 'reject-changes', 'suggest-changes']) {
      expect(paths[`/api/bookings/{id}/${action}`]?.put?.responses?.['200'], action).toBeDefined();
    }
    expect(paths['/api/bookings/createBooking'].post.requestBody).toBeDefined();
    for (const list of ['/api/bookings', '/api/bookings/customer', '/api/bookings/vendor', '/api/bookings/{id}']) {
      expect(paths[list]?.get?.responses?.['200'], list).toBeDefined();
    }
  });
});
