// Issue 32: charges after the trip through the API, on PGlite and on PostgreSQL (TEST_DB_MODE=pg):
// proposed at the sealed check-out, lowered or added by the vendor within the window and under the
// caps, accepted or disputed by the renter within 48 hours (silence accepts), decided by an admin
// once (two decisions at once: one), the deposit settled, strangers and wrong moments refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { BookingRow, CarRow, UserRow } from '../../test/factories.js';
import { bookingMoney, bookings, chargeAnswers, chargeDecisions, charges, handovers, notifications } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import type { BookingCharges } from '@carrental/shared';

// The trip ends 2030-01-13 10:00 in Karachi (05:00 UTC).
const clock = new TestClock(Date.parse('2030-01-13T06:30:00Z'));
let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let admin: UserRow;
let car: CarRow;
const tok: Record<'vendor' | 'customer' | 'stranger' | 'admin', string> = { vendor: '', customer: '', stranger: '', admin: '' };
const HOUR = 3_600_000;
const terms = { kmPerDay: 200, extraKmRate: 25, fuelPolicy: 'same_to_same' as const, fuelEighthPrice: 1_500, lateGraceMinutes: 60, lateHourlyRate: 1_000, lateFullDayAfterHours: 4, deposit: 20_000 };

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  vendor = await t.f.vendor({ name: 'Lahore Wheels' });
  customer = await t.f.customer({ name: 'Kamran Customer' });
  stranger = await t.f.customer();
  admin = await t.f.admin();
  car = await t.f.car(await t.f.service(vendor, { name: 'Lahore Wheels' }), { pricePerDay: 8_000 });
  for (const [who, user] of [['vendor', vendor], ['customer', customer], ['stranger', stranger], ['admin', admin]] as const) tok[who] = await t.f.token(user);
});
afterAll(() => t.close());

type Who = keyof typeof tok;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tok[who]), ...(payload === undefined ? {} : { payload: payload as object }) });

/** A trip of a car of its own with the terms above, checked in and (unless `checkOut` false) checked out at the clock's time. */
async function trip(opts: { checkOut?: boolean; km?: number; fuel?: number; deposit?: number } = {}): Promise<BookingRow> {
  clock.set('2030-01-13T06:30:00Z');
  const own = await t.f.car({ id: car.serviceId }, { pricePerDay: 8_000, tripTerms: terms });
  const booking = await t.f.booking(own, customer, { status: opts.checkOut === false ? 'IN_PROGRESS' : 'COMPLETED', startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00' });
  const sealed = (at: string) => ({
    status: 'SEALED' as const,
    createdBy: vendor.id,
    vendorAckBy: vendor.id,
    vendorAckVia: 'code' as const,
    vendorAckAt: new Date(at),
    renterAckBy: customer.id,
    renterAckVia: 'code' as const,
    renterAckAt: new Date(at),
    sealedAt: new Date(at),
    contentSha256: 'a'.repeat(64),
    createdAt: new Date(at),
  });
  await t.ctx.db.insert(handovers).values({ bookingId: booking.id, kind: 'check_in', odometerKm: 10_000, fuelEighths: 8, ...sealed('2030-01-10T05:00:00Z') });
  await t.ctx.db.insert(bookingMoney).values({ bookingId: booking.id, kind: 'deposit_received', via: 'vendor', method: 'cash', amount: opts.deposit ?? 20_000, createdBy: vendor.id });
  if (opts.checkOut !== false) {
    const [out] = await t.ctx.db
      .insert(handovers)
      .values({ bookingId: booking.id, kind: 'check_out', odometerKm: opts.km ?? 10_720, fuelEighths: opts.fuel ?? 6, ...sealed('2030-01-13T06:30:00Z') })
      .returning();
    await t.ctx.transaction((tx) => t.ctx.events.emit('handover.sealed', { bookingId: booking.id, handoverId: out!.id, kind: 'check_out', sealedAt: '2030-01-13T06:30:00.000Z' }, tx));
  }
  return booking;
}

const list = async (who: Who, bookingId: string) => {
  const res = await call(who, 'GET', `/bookings/${bookingId}/charges`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingCharges;
};
const countRows = async (bookingId: string) => (await t.ctx.db.select().from(charges).where(eq(charges.bookingId, bookingId))).length;

describe('proposed at the check-out', () => {
  it('proposes 120 extra km, two eighths short and an hour late, tells the renter, and holds them from the deposit', async () => {
    const b = await trip();
    const got = await list('customer', b.id);
    expect(got.charges.map((c) => [c.kind, c.amount, c.state, c.origin])).toEqual([
      ['extra_km', 3_000, 'open', 'proposed'],
      ['fuel', 3_000, 'open', 'proposed'],
      ['late_return', 1_000, 'open', 'proposed'],
    ]);
    expect(got.charges[0]!.answerBy).toBe('2030-01-15T06:30:00.000Z');
    expect(got.settlement).toMatchObject({ deposit: 20_000, held: 7_000, taken: 0, returned: 13_000, anythingOpen: true });
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.bookingId, b.id));
    expect(notes.filter((n) => n.userId === customer.id && n.kind === 'charges.added')).toHaveLength(1);
  });

  it('proposes nothing at exactly the included kilometres and a full tank', async () => {
    clock.set('2030-01-13T05:00:00Z');
    const b = await trip({ km: 10_600, fuel: 8 });
    // (the trip helper sets the check-out at 06:30 UTC: 90 minutes late still costs an hour)
    expect((await list('vendor', b.id)).charges.map((c) => c.kind)).toEqual(['late_return']);
  });
});

describe('the vendor adds and lowers', () => {
  it('adds a toll, lowers the fuel (a new row pointing to the old), drops the late return', async () => {
    const b = await trip();
    const before = await list('vendor', b.id);
    const fuel = before.charges.find((c) => c.kind === 'fuel')!;
    const late = before.charges.find((c) => c.kind === 'late_return')!;
    expect((await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: 450, note: 'Motorway M-2' })).statusCode).toBe(201);
    const lowered = await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'fuel', amount: 1_500, note: 'One eighth was our gauge', replacesId: fuel.id });
    expect(lowered.statusCode, lowered.body).toBe(201);
    expect((await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'late_return', amount: 0, replacesId: late.id })).statusCode).toBe(201);
    const after = await list('customer', b.id);
    expect(after.charges.map((c) => [c.kind, c.amount, c.state])).toEqual([
      // Made at the same moment of the test clock: in the order of their kinds.
      ['extra_km', 3_000, 'open'],
      ['fuel', 1_500, 'open'],
      ['late_return', 0, 'dropped'],
      ['toll', 450, 'open'],
    ]);
    expect(after.replaced.map((c) => c.id).sort()).toEqual([fuel.id, late.id].sort());
    expect(after.charges.find((c) => c.kind === 'fuel')!.replacesId).toBe(fuel.id);
  });

  it('refuses, changing nothing: before the check-out, after the window, above the cap, raising, a second change, strangers, the renter', async () => {
    const open = await trip({ checkOut: false });
    const r1 = await call('vendor', 'POST', `/bookings/${open.id}/charges`, { kind: 'toll', amount: 100 });
    expect([r1.statusCode, r1.json().code]).toEqual([409, 'CHARGES_NOT_CHECKED_OUT']);
    expect(await countRows(open.id)).toBe(0);

    const b = await trip();
    const n = await countRows(b.id);
    const km = (await list('vendor', b.id)).charges.find((c) => c.kind === 'extra_km')!;
    const bad = [
      await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: 20_001 }),
      await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'extra_km', amount: 1 }),
      await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'extra_km', amount: 3_001, replacesId: km.id }),
      await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: 0 }),
      await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'rocket', amount: 10 }),
      await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: 1e15 }),
      await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: '100' }),
      await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: 100, note: 'a\u0000b' }),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 409, 400, 400, 400, 400, 400]);
    expect((await call('stranger', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: 100 })).statusCode).toBe(404);
    expect((await call('customer', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: 100 })).statusCode).toBe(403);
    expect((await call('stranger', 'GET', `/bookings/${b.id}/charges`)).statusCode).toBe(404);
    expect(await countRows(b.id)).toBe(n);

    // Two lowerings of the same charge: one stands.
    const [x, y] = await Promise.all([
      call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'extra_km', amount: 2_000, replacesId: km.id }),
      call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'extra_km', amount: 1_000, replacesId: km.id }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    expect(await countRows(b.id)).toBe(n + 1);

    clock.advance(48 * HOUR + 60_000);
    const late = await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'parking', amount: 200 });
    expect([late.statusCode, late.json().code]).toEqual([409, 'CHARGES_WINDOW_CLOSED']);
    expect(await countRows(b.id)).toBe(n + 1);
  });
});

function multipart(bytes: Buffer) {
  const boundary = `----rw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('evidence', () => {
  it('the vendor adds a receipt photo to a toll; strangers and a body that is not multipart are refused', async () => {
    const b = await trip();
    const toll = ((await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'toll', amount: 450 })).json() as BookingCharges).charges.find((c) => c.kind === 'toll')!;
    const body = multipart(await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 120 } } }).jpeg().toBuffer());
    const send = (who: Who) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/${b.id}/charges/${toll.id}/evidence`, headers: { ...bearer(tok[who]), 'content-type': body.contentType }, payload: body.payload });
    const res = await send('vendor');
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as BookingCharges).charges.find((c) => c.id === toll.id)!.evidence).toHaveLength(1);
    expect((await send('stranger')).statusCode).toBe(404);
    const notMultipart = await call('vendor', 'POST', `/bookings/${b.id}/charges/${toll.id}/evidence`, { file: 'x' });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect((await list('customer', b.id)).charges.find((c) => c.id === toll.id)!.evidence).toHaveLength(1);
  });
});

describe('the renter answers, an admin decides, the deposit settles', () => {
  it('accept and dispute once within 48 hours; silence accepts; an admin decides half of the dispute, once', async () => {
    const b = await trip();
    const [km, fuel, late] = (await list('customer', b.id)).charges;
    expect((await call('customer', 'PUT', `/bookings/${b.id}/charges/${km!.id}/accept`)).statusCode).toBe(200);
    const again = await call('customer', 'PUT', `/bookings/${b.id}/charges/${km!.id}/accept`);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CHARGE_ANSWERED']);
    expect((await call('vendor', 'PUT', `/bookings/${b.id}/charges/${fuel!.id}/accept`)).statusCode).toBe(403);
    expect((await call('stranger', 'PUT', `/bookings/${b.id}/charges/${fuel!.id}/accept`)).statusCode).toBe(404);
    expect((await call('customer', 'PUT', `/bookings/${b.id}/charges/${fuel!.id}/dispute`, { comment: '' })).statusCode).toBe(400);
    expect((await call('customer', 'PUT', `/bookings/${b.id}/charges/${fuel!.id}/dispute`, { comment: 'Tank was full', counterAmount: 3_001 })).statusCode).toBe(400);
    const disputed = await call('customer', 'PUT', `/bookings/${b.id}/charges/${fuel!.id}/dispute`, { comment: 'The tank was nearly full', counterAmount: 1_000 });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect((disputed.json() as BookingCharges).charges.find((c) => c.id === fuel!.id)!.answer).toMatchObject({ answer: 'disputed', counterAmount: 1_000 });

    // Not yet disputed or old enough: no decision on the late return.
    expect((await call('admin', 'PUT', `/admin/disputes/${late!.id}/decide`, { amount: 0, reason: 'x' })).statusCode).toBe(409);
    expect((await call('vendor', 'PUT', `/admin/disputes/${fuel!.id}/decide`, { amount: 0, reason: 'x' })).statusCode).toBe(403);

    const queue = await call('admin', 'GET', '/admin/disputes');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().charges.map((c: { id: string }) => c.id)).toContain(fuel!.id);
    expect((await call('vendor', 'GET', '/admin/disputes')).statusCode).toBe(403);

    // After 48 hours silence accepts the late return; the renter can no longer answer.
    clock.advance(48 * HOUR + 1_000);
    const closed = await call('customer', 'PUT', `/bookings/${b.id}/charges/${late!.id}/dispute`, { comment: 'Traffic' });
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'CHARGE_ANSWER_CLOSED']);

    expect((await call('admin', 'PUT', `/admin/disputes/${fuel!.id}/decide`, { amount: 3_001, reason: 'More than asked' })).statusCode).toBe(400);
    const [d1, d2] = await Promise.all([
      call('admin', 'PUT', `/admin/disputes/${fuel!.id}/decide`, { amount: 1_500, reason: 'The photos show a quarter tank missing' }),
      call('admin', 'PUT', `/admin/disputes/${fuel!.id}/decide`, { amount: 500, reason: 'Another view' }),
    ]);
    expect([d1.statusCode, d2.statusCode].sort()).toEqual([200, 409]);
    expect(await t.ctx.db.select().from(chargeDecisions).where(eq(chargeDecisions.chargeId, fuel!.id))).toHaveLength(1);
    const third = await call('admin', 'PUT', `/admin/disputes/${fuel!.id}/decide`, { amount: 0, reason: 'Changed my mind' });
    expect([third.statusCode, third.json().code]).toEqual([409, 'CHARGE_DECIDED']);

    const done = await list('customer', b.id);
    const decided = done.charges.find((c) => c.id === fuel!.id)!;
    expect(decided.state).toBe('decided');
    expect(done.charges.find((c) => c.id === late!.id)).toMatchObject({ state: 'accepted', acceptedBySilence: true });
    // 3,000 accepted + 1,000 by silence + the decision: taken from the 20,000; nothing held.
    expect(done.settlement).toMatchObject({ settled: 3_000 + 1_000 + decided.decision!.amount, held: 0, owed: 0, anythingOpen: false });
    expect(done.settlement.returned).toBe(20_000 - done.settlement.taken);
    expect((await call('admin', 'GET', '/admin/disputes')).json().charges.map((c: { id: string }) => c.id)).not.toContain(fuel!.id);
  });

  it('what the deposit does not cover is owed by the renter', async () => {
    const b = await trip({ deposit: 5_000 });
    expect((await call('vendor', 'POST', `/bookings/${b.id}/charges`, { kind: 'damage', amount: 9_000, note: 'Scratch on the rear door' })).statusCode).toBe(201);
    clock.advance(49 * HOUR);
    expect((await list('customer', b.id)).settlement).toMatchObject({ deposit: 5_000, settled: 16_000, taken: 5_000, owed: 11_000, held: 0, returned: 0 });
    expect(await t.ctx.db.select().from(chargeAnswers)).toBeDefined();
    expect((await t.ctx.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, b.id)))[0]!.s).toBe('COMPLETED');
  });
});
