// Drivers through HTTP on a real database (issue 34, decision 0039): an agent assigns a driver of
// the branch to a with-driver booking before pickup; the database keeps a driver off two
// overlapping trips and off trips on their days off (409, nothing changes); the driver's phone
// shows the trip, the renter's name and phone from 24 hours before; a cancelled booking frees the
// driver. The race (two assignments at once) runs on PostgreSQL with a pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, usesPostgresServer, type TestApp } from '../../test/harness.js';
import type { CarRow, ServiceRow, UserRow } from '../../test/factories.js';
import { bookings } from '../db/schema.js';
import { rowsOf } from '../db/sql.js';
import { TestClock } from '../messages/test-support.js';
import { addStaff } from './test-support.js';

// "Now" is Friday 1 February 2030, 09:00 in Asia/Karachi.
const clock = new TestClock();
const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

let t: TestApp;
let owner: UserRow;
let agent: UserRow;
let driver: UserRow;
let otherBranchDriver: UserRow;
let customer: UserRow;
let branch: ServiceRow;
let otherBranch: ServiceRow;
let cars: CarRow[];
let driverId: string;
let otherDriverId: string;

async function call(user: UserRow, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api${url}`, headers: bearer(await t.f.token(user)), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function withDriver(car: CarRow, startDate: string, endDate: string, status: 'ACCEPTED' | 'CONFIRMED' | 'PENDING' = 'ACCEPTED', mode = 'with_driver') {
  const booking = await t.f.booking(car, customer, { status, startDate, endDate });
  await t.ctx.db.update(bookings).set({ tripMode: mode as 'with_driver' }).where(eq(bookings.id, booking.id));
  return booking;
}
const holds = async () => rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM driver_holds`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock }, poolSize: 10 });
  atLocal('2030-02-01T09:00:00');
  owner = await t.f.vendor();
  customer = await t.f.customer({ name: 'Ayesha Khan', phone: '+923001112233' });
  branch = await t.f.service(owner, { addressLine1: '12 Jail Road' });
  otherBranch = await t.f.service(owner);
  cars = await Promise.all([t.f.car(branch), t.f.car(branch), t.f.car(branch), t.f.car(branch)]);
  agent = await t.f.customer();
  driver = await t.f.customer({ name: 'Imran the driver' });
  otherBranchDriver = await t.f.customer();
  await addStaff(t, owner, agent, 'agent', [branch.id]);
  driverId = await addStaff(t, owner, driver, 'driver', [branch.id]);
  otherDriverId = await addStaff(t, owner, otherBranchDriver, 'driver', [otherBranch.id]);
});
afterAll(() => t.close());

describe('assigning a driver', () => {
  it('an agent assigns a driver of the branch; the driver sees the trip, the renter from 24 hours before', async () => {
    const booking = await withDriver(cars[0]!, '2030-02-10T10:00:00', '2030-02-12T10:00:00');
    const assigned = await call(agent, 'PUT', `/bookings/${booking.id}/driver`, { driverId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({ staffId: driverId, name: 'Imran the driver' });
    expect((await call(owner, 'GET', `/bookings/${booking.id}/driver`)).json()).toEqual({ driver: { staffId: driverId, name: 'Imran the driver' } });
    const early = (await call(driver, 'GET', '/driver/trips')).json();
    expect(early).toEqual([expect.objectContaining({ bookingId: booking.id, startDate: '2030-02-10T10:00:00', pickup: expect.objectContaining({ addressLine1: '12 Jail Road' }), renter: null })]);
    atLocal('2030-02-09T10:00:00');
    const dayBefore = (await call(driver, 'GET', '/driver/trips')).json();
    // Accepted but not paid: the name, not the phone (one rule for contact details, decision 0046).
    expect(dayBefore[0].renter).toEqual({ name: 'Ayesha Khan', phone: null });
    await t.ctx.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, booking.id));
    const paid = (await call(driver, 'GET', '/driver/trips')).json();
    expect(paid[0].renter).toEqual({ name: 'Ayesha Khan', phone: '+923001112233' });
    // The agent's list of drivers names the branch's; a customer's is empty.
    expect((await call(agent, 'GET', '/vendor/drivers')).json()).toEqual([{ staffId: driverId, name: 'Imran the driver', serviceIds: [branch.id] }]);
    expect((await call(owner, 'GET', '/vendor/drivers')).json()).toHaveLength(2);
    expect((await call(customer, 'GET', '/vendor/drivers')).json()).toEqual([]);
    // Nobody else's driver app shows it.
    expect((await call(otherBranchDriver, 'GET', '/driver/trips')).json()).toEqual([]);
    expect((await call(customer, 'GET', '/driver/trips')).json()).toEqual([]);
    atLocal('2030-02-01T09:00:00');
    // The audit log names who assigned whom.
    const log = (await call(owner, 'GET', '/vendor/audit-log?subject=driver')).json();
    expect(log).toContainEqual(expect.objectContaining({ action: 'driver.assigned', subjectId: booking.id, actor: expect.objectContaining({ id: agent.id, role: 'agent' }) }));
  });

  it('refuses with a clear 4xx and changes nothing: self-drive, not open, after pickup, another branch\'s driver, a driver, strangers, bad input', async () => {
    const booking = await withDriver(cars[1]!, '2030-03-10T10:00:00', '2030-03-12T10:00:00');
    const selfDrive = await withDriver(cars[1]!, '2030-03-20T10:00:00', '2030-03-22T10:00:00', 'ACCEPTED', 'self_drive');
    const pending = await withDriver(cars[1]!, '2030-04-20T10:00:00', '2030-04-22T10:00:00', 'PENDING');
    const stranger = await t.f.vendor();
    const before = await holds();
    const tries: [UserRow, string, unknown, number, string?][] = [
      [agent, selfDrive.id, { driverId }, 409, 'SELF_DRIVE'],
      [agent, pending.id, { driverId }, 409, 'BOOKING_NOT_OPEN'],
      [agent, booking.id, { driverId: otherDriverId }, 400],
      [agent, booking.id, { driverId: agent.id }, 400],
      [agent, booking.id, { driverId: 'not-a-uuid' }, 400],
      [agent, booking.id, { driverId: 12 }, 400],
      [agent, booking.id, {}, 400],
      [agent, 'not-a-uuid', { driverId }, 404],
      [driver, booking.id, { driverId }, 404],
      [stranger, booking.id, { driverId }, 404],
      [customer, booking.id, { driverId }, 404],
    ];
    for (const [who, id, body, status, code] of tries) {
      const answer = await call(who, 'PUT', `/bookings/${id}/driver`, body);
      expect(answer.statusCode, `${JSON.stringify(body)} ${answer.body}`).toBe(status);
      if (code) expect(answer.json().code).toBe(code);
    }
    atLocal('2030-03-10T10:30:00');
    expect((await call(agent, 'PUT', `/bookings/${booking.id}/driver`, { driverId })).json().code).toBe('TRIP_STARTED');
    atLocal('2030-02-01T09:00:00');
    expect(await holds()).toBe(before);
  });

  it('never puts a driver on two overlapping trips or on a day off; a cancelled booking frees the driver', async () => {
    const first = await withDriver(cars[2]!, '2030-05-10T10:00:00', '2030-05-12T10:00:00');
    const overlapping = await withDriver(cars[3]!, '2030-05-11T10:00:00', '2030-05-13T10:00:00');
    expect((await call(agent, 'PUT', `/bookings/${first.id}/driver`, { driverId })).statusCode).toBe(200);
    const busy = await call(agent, 'PUT', `/bookings/${overlapping.id}/driver`, { driverId });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'DRIVER_BUSY', message: 'This driver is on another trip or off at that time' });
    // Days off: not over a trip; a trip not over a day off.
    expect((await call(agent, 'POST', `/vendor/staff/${driverId}/days-off`, { from: '2030-05-12', to: '2030-05-12' })).statusCode).toBe(409);
    expect((await call(agent, 'POST', `/vendor/staff/${driverId}/days-off`, { from: '2030-06-01', to: '2030-06-02' })).statusCode).toBe(204);
    expect((await call(agent, 'POST', `/vendor/staff/${driverId}/days-off`, { from: '2030-06-03', to: '2030-06-01' })).statusCode).toBe(400);
    expect((await call(driver, 'POST', `/vendor/staff/${driverId}/days-off`, { from: '2030-07-01', to: '2030-07-01' })).statusCode).toBe(404);
    const onDayOff = await withDriver(cars[3]!, '2030-06-02T10:00:00', '2030-06-04T10:00:00');
    expect((await call(agent, 'PUT', `/bookings/${onDayOff.id}/driver`, { driverId })).json().code).toBe('DRIVER_BUSY');
    // The first booking is cancelled: its driver is free for the overlapping one.
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, first.id));
    expect((await call(agent, 'PUT', `/bookings/${overlapping.id}/driver`, { driverId })).statusCode).toBe(200);
  });
});

describe.skipIf(!usesPostgresServer())('two assignments at once (PostgreSQL server)', () => {
  it('one wins, the other is a clear 409', async () => {
    const a = await withDriver(cars[0]!, '2030-09-10T10:00:00', '2030-09-12T10:00:00');
    const b = await withDriver(cars[1]!, '2030-09-11T10:00:00', '2030-09-13T10:00:00');
    const answers = await Promise.all([a, b].map((booking) => call(agent, 'PUT', `/bookings/${booking.id}/driver`, { driverId })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('DRIVER_BUSY');
    const held = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`SELECT count(*)::int AS n FROM driver_holds WHERE booking_id IN (${a.id}, ${b.id})`))[0]!.n;
    expect(held).toBe(1);
  });
});
