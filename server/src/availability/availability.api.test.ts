// Availability through HTTP on a real database (decision 0016): rules per service and car, blocks
// under the no-overlap guarantee, the calendar, the quote and the booking total, instant booking,
// and expiry by the scheduled job with a controllable clock.
import { createTranslator, en, renderText, type LocalText, type MessageKey } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, ServiceRow, UserRow } from '../../test/factories.js';
import { bookingEvents, bookings, notifications } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { EXPIRY_QUEUE, expireWaitingBookings } from '../bookings/index.js';

// Wall-clock times are Asia/Karachi (UTC+5). "Now" is Tuesday 1 January 2030, 09:00 there.
const clock = new TestClock();
const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

let t: TestApp;
let vendor: UserRow;
let otherVendor: UserRow;
let customer: UserRow;
let service: ServiceRow;
let car: CarRow;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(user: UserRow | null, method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const headers = user ? bearer(await t.f.token(user)) : {};
  return t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const book = (body: Record<string, unknown>, as: UserRow = customer) => call(as, 'POST', '/bookings/createBooking', { carId: car.id, ...body });

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(() => t.close());
beforeEach(async () => {
  atLocal('2030-01-01T09:00:00');
  vendor = await t.f.vendor({ name: 'Vera Vendor' });
  otherVendor = await t.f.vendor();
  customer = await t.f.customer({ name: 'Cyrus Customer' });
  service = await t.f.service(vendor, { name: 'Lahore Wheels' });
  car = await t.f.car(service, { pricePerDay: 5000 });
});

describe('rules per service, overridable per car', () => {
  it('answers the defaults, and lets only the vendor change them', async () => {
    const read = await call(null, 'GET', `/cars/${car.id}/availability-rules`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ effective: { minDays: 1, maxDays: 365, instantBooking: false, openingHours: null }, car: {}, service: {}, canManage: false });
    expect((await call(null, 'PUT', `/cars/${car.id}/availability-rules`, { minDays: 2 })).statusCode).toBe(401);
    expect((await call(otherVendor, 'PUT', `/cars/${car.id}/availability-rules`, { minDays: 2 })).statusCode).toBe(403);
    expect((await call(customer, 'PUT', `/services/${service.id}/availability-rules`, { minDays: 2 })).statusCode).toBe(403);
    expect((await call(vendor, 'PUT', `/cars/00000000-0000-4000-8000-000000000000/availability-rules`, { minDays: 2 })).statusCode).toBe(404);
    expect((await call(vendor, 'GET', `/cars/not-a-car/availability-rules`)).statusCode).toBe(404);
  });

  it('takes the car over the service over the defaults', async () => {
    const put = await call(vendor, 'PUT', `/services/${service.id}/availability-rules`, { minDays: 2, weekendPricePerDay: 6000, instantBooking: true });
    expect(put.statusCode).toBe(200);
    const carPut = await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, { minDays: 3, weekendPricePerDay: null });
    expect(carPut.statusCode).toBe(200);
    expect(carPut.json()).toMatchObject({
      effective: { minDays: 3, weekendPricePerDay: null, instantBooking: true },
      service: { minDays: 2, weekendPricePerDay: 6000, instantBooking: true },
      car: { minDays: 3, weekendPricePerDay: null },
      canManage: true,
    });
    // A rule travels as a key with its values; each reader's side says it in its own language.
    expect(carPut.json().words).toContainEqual({ key: 'availability.words.minDays', values: { days: 3 } });
    const said = (carPut.json().words as LocalText[]).map((w) => renderText(createTranslator<MessageKey>('ur', ur, en), w));
    expect(said).toContain('کم از کم کرایہ: 3 دن');
  });

  it('refuses bad values with the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ weeklyDiscountPercent: 95 }, 'weeklyDiscountPercent'],
      [{ monthlyDiscountPercent: -1 }, 'monthlyDiscountPercent'],
      [{ minDays: 0 }, 'minDays'],
      [{ minDays: 5, maxDays: 3 }, 'maxDays'],
      [{ minNoticeHours: 1.5 }, 'minNoticeHours'],
      [{ driverPricePerDay: 0 }, 'driverPricePerDay'],
      [{ openingHours: { mon: { open: '18:00', close: '09:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null } }, 'openingHours.mon.close'],
      [{ openingHours: { mon: { open: '9am', close: '18:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null } }, 'openingHours.mon.open'],
      [{ surprise: true }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(res.json().fields), JSON.stringify(body)).toContain(field);
    }
    // A service setting that would break a car's own override is refused too.
    await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, { minDays: 5 });
    const res = await call(vendor, 'PUT', `/services/${service.id}/availability-rules`, { maxDays: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.maxDays).toMatch(/at least the minimum days \(5\)/);
  });
});

describe('booking requests under the rules', () => {
  const hours = (open: string, close: string) => ({ open, close });
  const weekdays = { mon: hours('09:00', '18:00'), tue: hours('09:00', '18:00'), wed: hours('09:00', '18:00'), thu: hours('09:00', '18:00'), fri: hours('09:00', '18:00'), sat: hours('10:00', '14:00'), sun: null };

  it('refuses a pick-up outside the opening hours, naming them, and a closed day', async () => {
    await call(vendor, 'PUT', `/services/${service.id}/availability-rules`, { openingHours: weekdays });
    const early = await book({ startDate: '2030-01-07T08:00', endDate: '2030-01-08T10:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'Pick-up on Mondays is possible between 09:00 and 18:00', fields: { startDate: 'Pick-up on Mondays is possible between 09:00 and 18:00' } });
    const sunday = await book({ startDate: '2030-01-11T10:00', endDate: '2030-01-13T10:00' });
    expect(sunday.json().fields.endDate).toBe('No return on Sundays: closed');
    expect((await book({ startDate: '2030-01-07T09:00', endDate: '2030-01-08T18:00' })).statusCode).toBe(201);
  });

  it('refuses too little notice, too few and too many days, and a driver not offered', async () => {
    await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, { minNoticeHours: 48, minDays: 2, maxDays: 10 });
    const soon = await book({ startDate: '2030-01-02T10:00', endDate: '2030-01-05T10:00' });
    expect(soon.json().fields.startDate).toBe("Bookings need 48 hours' notice: the earliest pick-up is 3 Jan 2030, 9:00 am");
    expect((await book({ startDate: '2030-01-10T10:00', endDate: '2030-01-11T10:00' })).json().fields.endDate).toBe('This car is rented for at least 2 days');
    expect((await book({ startDate: '2030-01-10T10:00', endDate: '2030-01-21T10:00' })).json().fields.endDate).toBe('This car is rented for at most 10 days');
    expect((await book({ startDate: '2030-01-10T10:00', endDate: '2030-01-12T10:00', withDriver: true })).json().fields.mode).toBe('This car is not offered with a driver');
  });

  it('charges the quote: weekend rate, discount and driver, stored with the booking', async () => {
    await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, { weekendPricePerDay: 6000, weeklyDiscountPercent: 10, driverPricePerDay: 2000 });
    // Monday 7 → Monday 14 January: 5 weekdays and 2 weekend days.
    const range = { startDate: '2030-01-07T10:00:00', endDate: '2030-01-14T10:00:00' };
    const quote = await call(null, 'GET', `/cars/${car.id}/quote?startDate=${range.startDate}&endDate=${range.endDate}&withDriver=true`);
    expect(quote.statusCode).toBe(200);
    const { lines, ...rest } = quote.json();
    expect(lines.map(({ kind, label, amount }: { kind: string; label: string; amount: number }) => ({ kind, label, amount }))).toEqual([
        { kind: 'days', label: '5 days × PKR 5,000', amount: 25000 },
        { kind: 'weekend-days', label: '2 weekend days × PKR 6,000', amount: 12000 },
        { kind: 'discount', label: 'Weekly discount (10%)', amount: -3700 },
        { kind: 'driver', label: 'Driver: 7 days × PKR 2,000', amount: 14000 },
        { kind: 'total', label: 'Total', amount: 47300 },
    ]);
    expect(rest).toMatchObject({
      days: 7,
      total: 47300,
      available: true,
      reasons: [],
      instant: false,
    });
    const created = await book({ ...range, withDriver: true, totalAmount: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ totalAmount: 47300, withDriver: true, status: 'PENDING', expiresAt: '2030-01-02T09:00:00' });
    expect(created.json().lines.map((l: { label: string }) => l.label)).toEqual([
      '5 days × PKR 5,000',
      '2 weekend days × PKR 6,000',
      'Weekly discount (10%)',
      'Driver: 7 days × PKR 2,000',
      'Total',
    ]);
    // The vendor sees the same lines, and the fee on the same total.
    const asVendor = await call(vendor, 'GET', `/bookings/${created.json().id}`);
    expect(asVendor.json().lines.find((l: { kind: string }) => l.kind === 'total').amount).toBe(47300);
  });

  it('a car without settings is still days × rate', async () => {
    const res = await book({ startDate: '2030-01-10T10:00', endDate: '2030-01-12T11:00' });
    expect(res.json()).toMatchObject({ totalAmount: 15000, withDriver: false });
  });

  it('the quote says why a range cannot be booked', async () => {
    await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, { minDays: 3 });
    await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-01-10', endDate: '2030-01-11' });
    const res = await call(null, 'GET', `/cars/${car.id}/quote?startDate=2030-01-09T10:00&endDate=2030-01-10T12:00`);
    expect(res.json()).toMatchObject({ available: false, total: 10000, reasons: ['This car is rented for at least 3 days', 'The car is not available for these dates'] });
    const past = await call(null, 'GET', `/cars/${car.id}/quote?startDate=2029-01-09T10:00&endDate=2029-01-10T12:00`);
    expect(past.json()).toMatchObject({ available: false, reasons: ['Start date and time cannot be in the past'] });
    expect((await call(null, 'GET', `/cars/${car.id}/quote?startDate=soon&endDate=2030-01-10T12:00`)).statusCode).toBe(400);
    expect((await call(null, 'GET', `/cars/${car.id}/quote?startDate=2030-01-09T10:00&endDate=2030-01-10T12:00&withDriver=maybe`)).statusCode).toBe(400);
    expect((await call(null, 'GET', `/cars/00000000-0000-4000-8000-000000000000/quote?startDate=2030-01-09T10:00&endDate=2030-01-10T12:00`)).statusCode).toBe(404);
  });
});

describe('blocks', () => {
  it('only the car’s vendor blocks and unblocks (401, 403, 404)', async () => {
    const body = { startDate: '2030-02-01', endDate: '2030-02-03', note: 'Service' };
    expect((await call(null, 'POST', `/cars/${car.id}/blocks`, body)).statusCode).toBe(401);
    expect((await call(otherVendor, 'POST', `/cars/${car.id}/blocks`, body)).statusCode).toBe(403);
    expect((await call(customer, 'POST', `/cars/${car.id}/blocks`, body)).statusCode).toBe(403);
    expect((await call(vendor, 'POST', `/cars/00000000-0000-4000-8000-000000000000/blocks`, body)).statusCode).toBe(404);
    const created = await call(vendor, 'POST', `/cars/${car.id}/blocks`, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ carId: car.id, startDate: '2030-02-01T00:00:00', endDate: '2030-02-03T00:00:00', note: 'Service', source: 'VENDOR', declinedBookingIds: [] });
    const id = created.json().id;
    expect((await call(otherVendor, 'DELETE', `/cars/${car.id}/blocks/${id}`)).statusCode).toBe(403);
    expect((await call(vendor, 'DELETE', `/cars/${car.id}/blocks/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await call(vendor, 'DELETE', `/cars/${car.id}/blocks/${id}`)).statusCode).toBe(204);
    expect((await call(vendor, 'DELETE', `/cars/${car.id}/blocks/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad ranges with the field', async () => {
    for (const [body, field] of [
      [{ startDate: '2030-02-03', endDate: '2030-02-01' }, 'endDate'],
      [{ startDate: '2030-02-30', endDate: '2030-03-01' }, 'startDate'],
      [{ startDate: '2030-01-01', endDate: '2031-06-01' }, 'endDate'],
      [{ startDate: '2030-02-01', endDate: '2030-02-02', note: 'x'.repeat(201) }, 'note'],
    ] as const) {
      const res = await call(vendor, 'POST', `/cars/${car.id}/blocks`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
  });

  it('never overlaps a held booking or another block; touching is fine', async () => {
    await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-02-05T10:00:00', endDate: '2030-02-07T10:00:00' });
    const over = await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-02-06', endDate: '2030-02-08' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('These days overlap a held booking or another block of this car');
    expect((await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-02-07T10:00', endDate: '2030-02-09' })).statusCode).toBe(201);
    expect((await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-02-08', endDate: '2030-02-10' })).statusCode).toBe(409);
    expect((await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-02-09', endDate: '2030-02-10' })).statusCode).toBe(201);
  });

  it('the database itself refuses a block over a held booking, and a held booking over a block', async () => {
    const held = await t.f.booking(car, customer, { status: 'ACCEPTED', startDate: '2030-03-05T10:00:00', endDate: '2030-03-07T10:00:00' });
    await expect(t.ctx.db.execute(sql`insert into car_blocks (car_id, start_date, end_date) values (${car.id}, '2030-03-06', '2030-03-08')`)).rejects.toThrow();
    await t.ctx.db.execute(sql`insert into car_blocks (car_id, start_date, end_date) values (${car.id}, '2030-03-10', '2030-03-12')`);
    const pending = await t.f.booking(car, customer, { startDate: '2030-03-11T10:00:00', endDate: '2030-03-13T10:00:00' });
    await expect(t.ctx.db.update(bookings).set({ status: 'ACCEPTED' }).where(eq(bookings.id, pending.id))).rejects.toThrow();
    // Moving a held booking onto a block is refused too; leaving the hold frees the days.
    await expect(t.ctx.db.update(bookings).set({ startDate: '2030-03-09T10:00:00', endDate: '2030-03-11T10:00:00' }).where(eq(bookings.id, held.id))).rejects.toThrow();
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, held.id));
    expect((await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-03-05', endDate: '2030-03-08' })).statusCode).toBe(201);
  });

  it('declines the open requests over the new block, with a notice to each customer', async () => {
    const other = await t.f.customer({ name: 'Other Customer' });
    const over = await t.f.booking(car, customer, { startDate: '2030-04-01T10:00:00', endDate: '2030-04-03T10:00:00' });
    const offer = await t.f.booking(car, other, { status: 'SUGGESTION_MADE', startDate: '2030-04-02T10:00:00', endDate: '2030-04-04T10:00:00' });
    const apart = await t.f.booking(car, other, { startDate: '2030-04-10T10:00:00', endDate: '2030-04-12T10:00:00' });
    const res = await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-04-02', endDate: '2030-04-03' });
    expect(res.statusCode).toBe(201);
    expect(res.json().declinedBookingIds.sort()).toEqual([over.id, offer.id].sort());
    const status = async (id: string) => (await t.ctx.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;
    expect(await status(over.id)).toBe('REJECTED');
    expect(await status(offer.id)).toBe('CANCELLED');
    expect(await status(apart.id)).toBe('PENDING');
    const [history] = await t.ctx.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, over.id), eq(bookingEvents.action, 'reject')));
    expect(history).toMatchObject({ actorId: vendor.id, fromStatus: 'PENDING', toStatus: 'REJECTED', details: { reason: 'dates-blocked' } });
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.bookingId, over.id));
    expect(told).toMatchObject([{ userId: customer.id, message: expect.stringMatching(/was declined: the car is no longer available on those days$/) }]);
  });

  it('makes the days unavailable to new requests and to search', async () => {
    await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-05-01', endDate: '2030-05-04' });
    const refused = await book({ startDate: '2030-05-03T10:00', endDate: '2030-05-05T10:00' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The car is not available for these dates');
    const search = (from: string, to: string) => call(null, 'GET', `/cars?from=${from}&to=${to}&limit=100`);
    const ids = async (from: string, to: string) => (await search(from, to)).json().map((c: { id: string }) => c.id);
    expect(await ids('2030-05-03T10:00', '2030-05-05T10:00')).not.toContain(car.id);
    expect(await ids('2030-05-04T00:00', '2030-05-05T10:00')).toContain(car.id);
  });
});

describe('calendar', () => {
  it('shows everyone the unavailable ranges, joined where they touch; the vendor also the details', async () => {
    await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-06-01T10:00:00', endDate: '2030-06-03T10:00:00' });
    await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-06-03T10:00', endDate: '2030-06-05', note: 'Tyres' });
    await t.f.booking(car, customer, { startDate: '2030-06-10T10:00:00', endDate: '2030-06-12T10:00:00' });
    await t.f.booking(car, customer, { status: 'CANCELLED', startDate: '2030-06-15T10:00:00', endDate: '2030-06-16T10:00:00' });
    const pub = await call(customer, 'GET', `/cars/${car.id}/calendar?from=2030-06-01&to=2030-07-01`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({ from: '2030-06-01T00:00:00', to: '2030-07-01T00:00:00', unavailable: [{ startDate: '2030-06-01T10:00:00', endDate: '2030-06-05T00:00:00' }] });
    const own = await call(vendor, 'GET', `/cars/${car.id}/calendar?from=2030-06-01&to=2030-07-01`);
    expect(own.json().bookings).toMatchObject([
      { status: 'CONFIRMED', startDate: '2030-06-01T10:00:00', customerName: 'Cyrus Customer' },
      { status: 'PENDING', startDate: '2030-06-10T10:00:00' },
    ]);
    expect(own.json().blocks).toMatchObject([{ note: 'Tyres', startDate: '2030-06-03T10:00:00', endDate: '2030-06-05T00:00:00' }]);
    expect((await call(null, 'GET', `/cars/${car.id}/calendar?from=2030-06-01&to=2031-12-01`)).statusCode).toBe(400);
    expect((await call(null, 'GET', `/cars/${car.id}/calendar?from=2030-06-05&to=2030-06-01`)).statusCode).toBe(400);
    expect((await call(null, 'GET', `/cars/00000000-0000-4000-8000-000000000000/calendar?from=2030-06-01&to=2030-07-01`)).statusCode).toBe(404);
  });
});

describe('instant booking', () => {
  it('accepts a request that fits every rule at once, and the customer may pay', async () => {
    await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, { instantBooking: true, minDays: 2 });
    const res = await book({ startDate: '2030-07-01T10:00', endDate: '2030-07-03T10:00' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', availableActions: expect.arrayContaining(['pay']), expiresAt: '2030-01-02T09:00:00' });
    const history = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, res.json().id));
    expect(history.map((h) => [h.action, h.toStatus, h.actorId])).toEqual([
      ['create', 'PENDING', customer.id],
      ['accept', 'ACCEPTED', null],
    ]);
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.bookingId, res.json().id));
    expect(told.map((n) => n.userId)).toEqual(expect.arrayContaining([vendor.id]));
    expect(told.find((n) => n.kind === 'booking.accepted')?.message).toMatch(/booked .* instantly/);
    // The days are now held: another instant request over them is refused.
    const second = await book({ startDate: '2030-07-02T10:00', endDate: '2030-07-04T10:00' }, await t.f.customer());
    expect(second.statusCode).toBe(409);
  });

  it('leaves a request that breaks a rule refused, and one without instant booking PENDING', async () => {
    expect((await book({ startDate: '2030-07-01T10:00', endDate: '2030-07-03T10:00' })).json().status).toBe('PENDING');
    await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, { instantBooking: true, minDays: 3 });
    expect((await book({ startDate: '2030-08-01T10:00', endDate: '2030-08-03T10:00' })).statusCode).toBe(400);
  });
});

describe('expiry (scheduled job, controllable clock)', () => {
  beforeEach(async () => {
    // The job expires every due booking of the database: earlier tests' requests are closed first.
    await t.ctx.db.execute(sql`update bookings set status = 'CANCELLED' where status in ('PENDING', 'SUGGESTION_MADE', 'ACCEPTED')`);
  });
  const statusOf = async (id: string) => (await t.ctx.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;

  it('expires a request nobody answered 24 hours after it was made, and tells both parties', async () => {
    const made = (await book({ startDate: '2030-02-01T10:00', endDate: '2030-02-03T10:00' })).json();
    expect(made.expiresAt).toBe('2030-01-02T09:00:00');
    atLocal('2030-01-02T08:59:00');
    expect(await expireWaitingBookings(t.ctx)).toBe(0);
    expect(await statusOf(made.id)).toBe('PENDING');
    atLocal('2030-01-02T09:00:00');
    // Through the queue, as the schedule runs it.
    await t.ctx.jobs.send(EXPIRY_QUEUE.name, {});
    await t.ctx.jobs.drain(EXPIRY_QUEUE.name);
    expect(await statusOf(made.id)).toBe('EXPIRED');
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.bookingId, made.id));
    expect(told.filter((n) => n.kind === 'booking.expired').map((n) => n.userId).sort()).toEqual([customer.id, vendor.id].sort());
    const [history] = await t.ctx.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, made.id), eq(bookingEvents.action, 'expire')));
    expect(history).toMatchObject({ fromStatus: 'PENDING', toStatus: 'EXPIRED', actorId: null });
    // Idempotent: a second run finds nothing.
    expect(await expireWaitingBookings(t.ctx)).toBe(0);
  });

  it('expires at the start when that comes first', async () => {
    const soon = (await book({ startDate: '2030-01-01T20:00', endDate: '2030-01-03T10:00' })).json();
    expect(soon.expiresAt).toBe('2030-01-01T20:00:00');
    atLocal('2030-01-01T20:00:00');
    expect(await expireWaitingBookings(t.ctx)).toBe(1);
    expect(await statusOf(soon.id)).toBe('EXPIRED');
  });

  it('gives an offer and an acceptance their own 24 hours, and releases an unpaid acceptance', async () => {
    const made = (await book({ startDate: '2030-03-01T10:00', endDate: '2030-03-03T10:00' })).json();
    atLocal('2030-01-01T20:00:00');
    const accepted = await call(vendor, 'PUT', `/bookings/${made.id}/accept`);
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', expiresAt: '2030-01-02T20:00:00' });
    atLocal('2030-01-02T10:00:00');
    expect(await expireWaitingBookings(t.ctx)).toBe(0);
    atLocal('2030-01-02T20:00:00');
    expect(await expireWaitingBookings(t.ctx)).toBe(1);
    expect(await statusOf(made.id)).toBe('EXPIRED');
    // The car is free again.
    expect((await book({ startDate: '2030-03-01T10:00', endDate: '2030-03-03T10:00' }, await t.f.customer())).statusCode).toBe(201);
  });

  it('expires an offer nobody answered 24 hours after it was made', async () => {
    const made = (await book({ startDate: '2030-03-10T10:00', endDate: '2030-03-12T10:00' })).json();
    atLocal('2030-01-01T15:00:00');
    const offer = await call(vendor, 'PUT', `/bookings/${made.id}/suggest-changes`, { carId: car.id, startDate: '2030-03-11T10:00', endDate: '2030-03-13T10:00' });
    expect(offer.json()).toMatchObject({ status: 'SUGGESTION_MADE', expiresAt: '2030-01-02T15:00:00' });
    atLocal('2030-01-02T14:59:00');
    expect(await expireWaitingBookings(t.ctx)).toBe(0);
    atLocal('2030-01-02T15:00:00');
    expect(await expireWaitingBookings(t.ctx)).toBe(1);
    expect(await statusOf(made.id)).toBe('EXPIRED');
  });

  it('leaves paid, answered and closed bookings alone', async () => {
    const confirmed = await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-01-01T10:00:00', endDate: '2030-01-05T10:00:00' });
    const rejected = await t.f.booking(car, customer, { status: 'REJECTED', startDate: '2030-01-01T10:00:00', endDate: '2030-01-05T10:00:00' });
    atLocal('2030-01-20T10:00:00');
    await expireWaitingBookings(t.ctx);
    expect(await statusOf(confirmed.id)).toBe('CONFIRMED');
    expect(await statusOf(rejected.id)).toBe('REJECTED');
  });
});
