// Trip pricing through HTTP on a real database (issue 29, decision 0031): terms per service and
// car, the itemised quote, a trip the terms refuse, bookings charged exactly the quote (stored lines
// add up to the total; quote, booking and payment agree to the rupee over random trips), and
// extensions priced by the same function, accepted, declined and paid like the first payment.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, ServiceRow, UserRow } from '../../test/factories.js';
import { bookings, ledgerEntries, payments } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { carSearchQuerySchema } from '@carrental/shared';
import { searchCars, searchCarsInSql } from '../cars/test-support.js';

// "Now" is Tuesday 1 January 2030, 09:00 in Asia/Karachi.
const clock = new TestClock();
const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

let t: TestApp;
let vendor: UserRow;
let otherVendor: UserRow;
let customer: UserRow;
let service: ServiceRow;
let car: CarRow;

type Method = 'GET' | 'POST' | 'PUT';
async function call(user: UserRow | null, method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const auth = user ? bearer(await t.f.token(user)) : {};
  return t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const quoteOf = (query: string, headers: Record<string, string> = {}) => call(null, 'GET', `/cars/${car.id}/quote?${query}`, undefined, headers);
const sum = (lines: { kind: string; amount: number }[]) => lines.filter((l) => l.kind !== 'total').reduce((s, l) => s + l.amount, 0);

const MURREE_TERMS = {
  modes: 'both',
  nightAllowance: 1500,
  mealAllowancePerDay: 800,
  outOfCity: 'listed',
  destinations: [
    { name: 'Murree', surchargePerDay: 3000, withDriverOnly: true },
    { name: 'Islamabad', surchargePerDay: 1000, withDriverOnly: false },
  ],
  kmPerDay: 250,
  extraKmRate: 35,
  deposit: 25000,
};

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock }, env: { SALES_TAX_PERCENT_BY_PROVINCE: 'Punjab=16,Sindh=13' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  atLocal('2030-01-01T09:00:00');
  vendor = await t.f.vendor();
  otherVendor = await t.f.vendor();
  customer = await t.f.customer();
  service = await t.f.service(vendor, { city: 'Lahore', state: 'Punjab' });
  car = await t.f.car(service, { pricePerDay: 5000 });
});

describe('trip terms', () => {
  it('per service, overridden per car, written by their vendor only', async () => {
    expect((await call(null, 'PUT', `/services/${service.id}/trip-terms`, MURREE_TERMS)).statusCode).toBe(401);
    expect((await call(otherVendor, 'PUT', `/services/${service.id}/trip-terms`, MURREE_TERMS)).statusCode).toBe(403);
    expect((await call(customer, 'PUT', `/cars/${car.id}/trip-terms`, { deposit: 1 })).statusCode).toBe(403);
    const put = await call(vendor, 'PUT', `/services/${service.id}/trip-terms`, MURREE_TERMS);
    expect(put.statusCode).toBe(200);
    const carPut = await call(vendor, 'PUT', `/cars/${car.id}/trip-terms`, { kmPerDay: null, deposit: 30000 });
    expect(carPut.statusCode).toBe(200);
    const read = await call(null, 'GET', `/cars/${car.id}/trip-terms`);
    expect(read.json()).toMatchObject({ effective: { kmPerDay: null, extraKmRate: 35, deposit: 30000, nightAllowance: 1500 }, car: { kmPerDay: null, deposit: 30000 }, city: 'Lahore', canManage: false });
  });

  it('refuses bad terms with a 400 naming the field, never a 500', async () => {
    const bad = await call(vendor, 'PUT', `/services/${service.id}/trip-terms`, { seasons: [{ name: 'Eid', from: '2030-04-10', to: '2030-04-01', pricePerDay: 9000 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['seasons.0.to']).toBe('The season must end on or after its first day');
    expect((await call(vendor, 'PUT', `/services/${service.id}/trip-terms`, { deposit: -1 })).statusCode).toBe(400);
    expect((await call(vendor, 'PUT', `/services/${service.id}/trip-terms`, { surprise: 1 })).statusCode).toBe(400);
  });
});

describe('the quote', () => {
  beforeEach(async () => {
    await call(vendor, 'PUT', `/services/${service.id}/trip-terms`, MURREE_TERMS);
    await call(vendor, 'PUT', `/services/${service.id}/availability-rules`, { driverPricePerDay: 2500 });
  });

  it('itemises a 3-day with-driver trip Lahore → Murree: nights, the out-of-city line, tax; rules and deposit apart', async () => {
    const res = await quoteOf('startDate=2030-01-07T09:00&endDate=2030-01-10T09:00&mode=with_driver&destination=Murree');
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.lines.map(({ kind, label, amount }: { kind: string; label: string; amount: number }) => ({ kind, label, amount }))).toEqual([
      { kind: 'days', label: '3 days × PKR 5,000', amount: 15000 },
      { kind: 'driver', label: 'Driver: 3 days × PKR 2,500', amount: 7500 },
      { kind: 'meals', label: "Driver's meals: 3 days × PKR 800", amount: 2400 },
      { kind: 'nights', label: "Driver's night allowance: 3 nights × PKR 1,500", amount: 4500 },
      { kind: 'out-of-city', label: 'Out of city (Lahore → Murree): 3 days × PKR 3,000', amount: 9000 },
      { kind: 'tax', label: 'Sales tax (Punjab, 16%)', amount: 6144 },
      { kind: 'total', label: 'Total', amount: 44544 },
    ]);
    expect(q.lines[3]).toMatchObject({ quantity: 3, unitPrice: 1500 });
    expect(q).toMatchObject({ total: 44544, usualTotal: 44544, deposit: 25000, payNow: 44544, payAtPickup: 25000, available: true, nights: 3 });
    expect(q.rules).toMatchObject({ kmPerDay: 250, extraKmRate: 35, fuelPolicy: 'same_to_same', lateGraceMinutes: 60, driverHoursPerDay: 10 });
    expect(q.rules.words).toContain('250 km a day included, then PKR 35 per extra km');
  });

  it('answers in Urdu with the same figures', async () => {
    const en = (await quoteOf('startDate=2030-01-07T09:00&endDate=2030-01-10T09:00&mode=with_driver&destination=Murree')).json();
    const ur = (await quoteOf('startDate=2030-01-07T09:00&endDate=2030-01-10T09:00&mode=with_driver&destination=Murree', { 'accept-language': 'ur' })).json();
    expect(ur.total).toBe(en.total);
    expect(ur.lines.find((l: { kind: string }) => l.kind === 'nights').label).toContain('رات');
    expect(ur.lines.map((l: { amount: number }) => l.amount)).toEqual(en.lines.map((l: { amount: number }) => l.amount));
  });

  it('a trip the terms do not allow: the quote says why, booking it is a 400 naming the rule', async () => {
    const q = (await quoteOf('startDate=2030-01-07T09:00&endDate=2030-01-10T09:00&mode=self_drive&destination=Murree')).json();
    expect(q).toMatchObject({ available: false, reasons: ['Murree is with a driver only (mountain roads)'] });
    const res = await call(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: '2030-01-07T09:00', endDate: '2030-01-10T09:00', mode: 'self_drive', destination: 'Murree' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.destination).toBe('Murree is with a driver only (mountain roads)');
    const naran = await call(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: '2030-01-07T09:00', endDate: '2030-01-10T09:00', mode: 'with_driver', destination: 'Naran' });
    expect(naran.statusCode).toBe(400);
    expect(naran.json().fields.destination).toBe('This car does not go to Naran; it goes to: Murree, Islamabad');
    expect((await quoteOf('startDate=2030-01-07T09:00&endDate=2030-01-10T09:00&mode=boat')).statusCode).toBe(400);
  });
});

describe('search by trip', () => {
  it('lists only the cars that can make the trip, the index as its SQL; the cards get all-in totals', async () => {
    await call(vendor, 'PUT', `/services/${service.id}/trip-terms`, MURREE_TERMS);
    await call(vendor, 'PUT', `/services/${service.id}/availability-rules`, { driverPricePerDay: 2500 });
    const selfOnly = await t.f.car(service, { pricePerDay: 7000 });
    await call(vendor, 'PUT', `/cars/${selfOnly.id}/trip-terms`, { modes: 'self_drive' });
    const cityOnly = await t.f.car(service, { pricePerDay: 6000 });
    await call(vendor, 'PUT', `/cars/${cityOnly.id}/trip-terms`, { outOfCity: 'not_allowed' });
    const ids = async (query: string) => {
      const q = carSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(`city=lahore&${query}`)));
      const [fromIndex, fromSql] = await Promise.all([searchCars(t.ctx.database, q), searchCarsInSql(t.ctx.db, q)]);
      expect(fromIndex.cars.map((c) => c.id), query).toEqual(fromSql.cars.map((c) => c.id));
      return fromIndex.cars.map((c) => c.id).filter((id) => [car.id, selfOnly.id, cityOnly.id].includes(id)).sort();
    };
    expect(await ids('mode=with_driver&destination=Murree')).toEqual([car.id]);
    expect(await ids('mode=self_drive&destination=Murree')).toEqual([]);
    expect(await ids('mode=self_drive&destination=islamabad')).toEqual([car.id, selfOnly.id].sort());
    expect(await ids('mode=with_driver')).toEqual([car.id, cityOnly.id].sort());
    expect(await ids('destination=Naran')).toEqual([]);
    expect(await ids('')).toEqual([car.id, selfOnly.id, cityOnly.id].sort());
    const totals = await call(null, 'GET', `/trips/totals?carIds=${car.id},${selfOnly.id}&startDate=2030-01-07T09:00&endDate=2030-01-10T09:00&mode=with_driver&destination=Murree`);
    expect(totals.json()).toEqual([{ carId: car.id, total: 44544, deposit: 25000 }]);
    expect((await call(null, 'GET', '/trips/totals?carIds=nope&startDate=2030-01-07T09:00&endDate=2030-01-10T09:00')).statusCode).toBe(400);
  });
});

// A small seeded generator, so a failure names its seed and repeats.
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('charged exactly', () => {
  it('over random terms, dates and trips: the stored lines add up to the total; quote, booking and payment agree to the rupee', async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = random(seed);
      const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
      const thisCar = await t.f.car(service, { pricePerDay: int(2000, 20000) });
      await call(vendor, 'PUT', `/cars/${thisCar.id}/availability-rules`, { driverPricePerDay: int(1000, 4000), weekendPricePerDay: r() < 0.5 ? null : int(3000, 25000), weeklyDiscountPercent: int(0, 20), instantBooking: true });
      const from = 10 + int(0, 120);
      const day = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
      await call(vendor, 'PUT', `/cars/${thisCar.id}/trip-terms`, {
        ...MURREE_TERMS,
        nightAllowance: int(0, 3000),
        mealAllowancePerDay: r() < 0.3 ? null : int(0, 1500),
        seasons: [{ name: 'Eid', from: day(from + int(-3, 3)), to: day(from + int(3, 8)), pricePerDay: int(5000, 30000) }],
      });
      const startDate = `${day(from)}T${String(int(8, 18)).padStart(2, '0')}:00:00`;
      const endDate = `${day(from + int(1, 9))}T${String(int(0, 23)).padStart(2, '0')}:30:00`;
      const mode = r() < 0.6 ? 'with_driver' : 'self_drive';
      const destination = mode === 'with_driver' ? (r() < 0.5 ? 'Murree' : '') : r() < 0.5 ? 'Islamabad' : '';
      const quote = (await call(null, 'GET', `/cars/${thisCar.id}/quote?startDate=${startDate}&endDate=${endDate}&mode=${mode}&destination=${destination}`)).json();
      expect(quote.available, `seed ${seed}: ${quote.reasons}`).toBe(true);
      expect(sum(quote.lines), `seed ${seed}`).toBe(quote.total);
      const created = await call(customer, 'POST', '/bookings/createBooking', { carId: thisCar.id, startDate, endDate, mode, destination, totalAmount: 1 });
      expect(created.statusCode, `seed ${seed}`).toBe(201);
      const booking = created.json();
      expect(booking.totalAmount, `seed ${seed}`).toBe(quote.total);
      const [stored] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(sum(stored!.priceLines!), `seed ${seed}`).toBe(stored!.totalAmount);
      expect(stored).toMatchObject({ tripMode: mode, destination: destination || null, deposit: 25000 });
      const pay = await call(customer, 'POST', `/bookings/${booking.id}/create-payment`, {});
      expect(pay.statusCode, `seed ${seed}`).toBe(200);
      const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
      expect(payment!.amount, `seed ${seed}`).toBe(quote.total);
      const trip = (await call(customer, 'GET', `/bookings/${booking.id}/trip`)).json();
      expect(trip.lines.map((l: { amount: number }) => l.amount)).toEqual(quote.lines.map((l: { amount: number }) => l.amount));
    }
  });
});

// The sandbox's card form, posted like a browser.
const form = (fields: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' };

async function payThroughSandbox(bookingId: string, body: Record<string, unknown> = {}) {
  const started = await call(customer, 'POST', `/bookings/${bookingId}/create-payment`, body);
  expect(started.statusCode).toBe(200);
  const paid = await t.app.inject({ method: 'POST', url: new URL(started.json().url).pathname, ...form(CARD) });
  expect(paid.statusCode).toBeLessThan(400);
  return call(customer, 'POST', '/payments/confirm', { bookingId });
}

describe('extensions', () => {
  async function confirmedBooking() {
    const created = await call(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: '2030-01-07T10:00', endDate: '2030-01-09T10:00' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await call(vendor, 'PUT', `/bookings/${id}/accept`)).statusCode).toBe(200);
    expect((await payThroughSandbox(id)).json().status).toBe('CONFIRMED');
    return id;
  }

  it('priced by the same quote, accepted by the vendor, paid like the first payment; the booking and the ledger follow', async () => {
    const id = await confirmedBooking();
    expect((await call(vendor, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-10T10:00' })).statusCode).toBe(403);
    expect((await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-08T10:00' })).statusCode).toBe(400);
    const asked = await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-10T10:00' });
    expect(asked.statusCode).toBe(201);
    const extension = asked.json();
    expect(extension).toMatchObject({ status: 'REQUESTED', previousTotal: 11600, total: 17400, amount: 5800, actions: [] });
    // Punjab's 16% is on the whole trip: 3 days × 5,000 × 1.16.
    expect(sum(extension.lines)).toBe(17400);
    expect((await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-11T10:00' })).statusCode).toBe(409);
    expect((await call(customer, 'PUT', `/bookings/${id}/extensions/${extension.id}/accept`)).statusCode).toBe(403);
    const accepted = await call(vendor, 'PUT', `/bookings/${id}/extensions/${extension.id}/accept`);
    expect(accepted.json()).toMatchObject({ status: 'AWAITING_PAYMENT' });
    expect((await call(vendor, 'PUT', `/bookings/${id}/extensions/${extension.id}/accept`)).statusCode).toBe(409);
    const confirmed = await payThroughSandbox(id, { extensionId: extension.id });
    expect(confirmed.json().status).toBe('CONFIRMED');
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ endDate: '2030-01-10T10:00:00', totalAmount: 17400 });
    expect(sum(row!.priceLines!)).toBe(17400);
    const paid = await t.ctx.db.select().from(payments).where(and(eq(payments.bookingId, id), eq(payments.status, 'PAID')));
    expect(paid.map((p) => p.amount).sort()).toEqual([11600, 5800].sort());
    const earnings = await t.ctx.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.bookingId, id), eq(ledgerEntries.kind, 'EARNING')));
    expect(earnings.map((e) => e.customerAmount).sort()).toEqual([11600, 5800].sort());
    const trip = (await call(customer, 'GET', `/bookings/${id}/trip`)).json();
    expect(trip).toMatchObject({ total: 17400, canExtend: true, extensions: [{ status: 'APPLIED' }] });
  });

  it('declined by the vendor changes nothing; accepted at once with instant booking and the car free', async () => {
    const id = await confirmedBooking();
    const asked = (await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-10T10:00' })).json();
    expect((await call(vendor, 'PUT', `/bookings/${id}/extensions/${asked.id}/decline`)).json()).toMatchObject({ status: 'DECLINED' });
    const [row] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ endDate: '2030-01-09T10:00:00', totalAmount: 11600 });
    await call(vendor, 'PUT', `/cars/${car.id}/availability-rules`, { instantBooking: true });
    const instant = await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-10T10:00' });
    expect(instant.json()).toMatchObject({ status: 'AWAITING_PAYMENT', amount: 5800, actions: ['pay'] });
  });

  it('is refused over days the car is taken', async () => {
    const id = await confirmedBooking();
    expect((await call(vendor, 'POST', `/cars/${car.id}/blocks`, { startDate: '2030-01-09T12:00', endDate: '2030-01-12T10:00' })).statusCode).toBe(201);
    const res = await call(customer, 'POST', `/bookings/${id}/extensions`, { endDate: '2030-01-10T10:00' });
    expect(res.statusCode).toBe(409);
  });
});
