// A car's papers through HTTP on a real database (issue 34, decision 0039): owners and managers
// set them, agents and strangers may not; reminders 30, 7 and 1 days before each expiry, once
// each, on a controllable clock; a car whose insurance has expired leaves the search, and a trip
// ending after the expiry day is neither offered nor booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, ServiceRow, UserRow } from '../../test/factories.js';
import { bookings, mailOutbox } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { addStaff } from './test-support.js';
import { runPaperReminders } from './papers.js';
import { searchCarsInSql } from '../cars/test-support.js';

const clock = new TestClock(Date.now());
const atLocal = (wallClock: string) => clock.set(`${wallClock}+05:00`);

let t: TestApp;
let owner: UserRow;
let manager: UserRow;
let agent: UserRow;
let customer: UserRow;
let service: ServiceRow;
let car: CarRow;

async function call(user: UserRow, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url: `/api${url}`, headers: bearer(await t.f.token(user)), ...(payload === undefined ? {} : { payload: payload as object }) });
}
const PAPERS = { insurancePolicy: 'EFU-778812', insuranceExpires: '2099-12-31', tokenTaxExpires: null, routePermitExpires: null, trackerFitted: true, serviceIntervalKm: 5000 };
const mailsTo = async (email: string) => (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map((m) => m.subject);
/** A date `days` from today in Pakistan, as the search's SQL reads "today". */
const inDays = (days: number) => new Date(Date.now() + 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  owner = await t.f.vendor({ name: 'Owner Sahib' });
  customer = await t.f.customer();
  service = await t.f.service(owner, { city: 'Multan' });
  car = await t.f.car(service, { model: 'Papers' });
  manager = await t.f.customer();
  agent = await t.f.customer();
  await addStaff(t, owner, manager, 'manager', [service.id]);
  await addStaff(t, owner, agent, 'agent', [service.id]);
});
afterAll(() => t.close());

describe('setting the papers', () => {
  it('owners and managers set them; agents, strangers and bad input are refused and change nothing', async () => {
    expect((await call(owner, 'GET', `/cars/${car.id}/papers`)).json()).toMatchObject({ insurancePolicy: null, trackerFitted: false });
    const set = await call(manager, 'PUT', `/cars/${car.id}/papers`, PAPERS);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual(PAPERS);
    expect((await call(agent, 'PUT', `/cars/${car.id}/papers`, { ...PAPERS, insuranceExpires: '2000-01-01' })).statusCode).toBe(403);
    expect((await call(await t.f.vendor(), 'PUT', `/cars/${car.id}/papers`, PAPERS)).statusCode).toBe(403);
    for (const bad of [{ ...PAPERS, insuranceExpires: '2030-02-30' }, { ...PAPERS, serviceIntervalKm: 1e12 }, { ...PAPERS, trackerFitted: 'yes' }, { ...PAPERS, insurancePolicy: 'x'.repeat(81) }, {}]) {
      expect((await call(owner, 'PUT', `/cars/${car.id}/papers`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(owner, 'PUT', '/cars/not-a-car/papers', PAPERS)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/cars/${car.id}/papers`)).json()).toEqual(PAPERS);
    const log = (await call(owner, 'GET', '/vendor/audit-log?subject=car')).json();
    expect(log).toContainEqual(expect.objectContaining({ action: 'car.papers_updated', subjectId: car.id, actor: expect.objectContaining({ id: manager.id, role: 'manager' }) }));
  });
});

describe('reminders', () => {
  it('30, 7 and 1 days before each expiry, once each, whenever the job runs', async () => {
    const reminded = await t.f.car(service, { model: 'Reminded' });
    atLocal('2030-03-01T08:00:00');
    expect(
      (await call(owner, 'PUT', `/cars/${reminded.id}/papers`, { ...PAPERS, insuranceExpires: '2030-03-31', tokenTaxExpires: '2030-03-08', routePermitExpires: '2030-03-02' })).statusCode,
    ).toBe(200);
    const before = (await mailsTo(owner.email)).length;
    expect(await runPaperReminders(t.ctx)).toBe(3);
    expect(await runPaperReminders(t.ctx)).toBe(0);
    const subjects = (await mailsTo(owner.email)).slice(before);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'TOYOTA Reminded: insurance expires on 31 Mar 2030',
        'TOYOTA Reminded: token tax expires on 8 Mar 2030',
        'TOYOTA Reminded: route permit expires on 2 Mar 2030',
      ]),
    );
    atLocal('2030-03-20T08:00:00');
    expect(await runPaperReminders(t.ctx)).toBe(0);
    atLocal('2030-03-24T08:00:00');
    expect(await runPaperReminders(t.ctx)).toBe(1);
    // A day the job did not run is made up the next time, at the nearest lead time only.
    atLocal('2030-03-31T08:00:00');
    expect(await runPaperReminders(t.ctx)).toBe(1);
    expect(await runPaperReminders(t.ctx)).toBe(0);
    atLocal('2030-04-01T08:00:00');
    expect(await runPaperReminders(t.ctx)).toBe(0);
    clock.set(new Date().toISOString());
  });
});

describe('an expired insurance', () => {
  it('takes the car out of the search; a trip past the expiry day is neither offered nor booked', async () => {
    const expired = await t.f.car(service, { model: 'Lapsed' });
    const ending = await t.f.car(service, { model: 'Ending' });
    const found = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/cars?city=Multan${query}` })).json().map((c: { id: string }) => c.id);
    expect(await found('')).toEqual(expect.arrayContaining([expired.id, ending.id]));
    expect((await call(owner, 'PUT', `/cars/${expired.id}/papers`, { ...PAPERS, insuranceExpires: inDays(-1) })).statusCode).toBe(200);
    expect((await call(owner, 'PUT', `/cars/${ending.id}/papers`, { ...PAPERS, insuranceExpires: inDays(10) })).statusCode).toBe(200);
    expect(await found('')).not.toContain(expired.id);
    expect(await found('')).toContain(ending.id);
    expect(await found(`&from=${inDays(3)}T10:00&to=${inDays(5)}T10:00`)).toContain(ending.id);
    expect(await found(`&from=${inDays(9)}T10:00&to=${inDays(11)}T10:00`)).not.toContain(ending.id);
    // Booking: up to the end of the expiry day, yes; after it, a clear 409 that writes nothing.
    const book = (startDate: string, endDate: string) => call(customer, 'POST', '/bookings/createBooking', { carId: ending.id, startDate, endDate });
    const late = await book(`${inDays(9)}T10:00`, `${inDays(11)}T10:00`);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CAR_UNINSURED', message: "This car's insurance ends before the trip does" });
    expect(await t.ctx.db.select().from(bookings).where(eq(bookings.carId, ending.id))).toHaveLength(0);
    const inTime = await book(`${inDays(8)}T10:00`, `${inDays(10)}T22:00`);
    expect(inTime.statusCode, inTime.body).toBe(201);
    // The SQL reference says the same as the index.
    const query = { city: 'Multan', sort: 'newest' as const, page: 1, limit: 50, destination: null };
    const ids = async (q: Parameters<typeof searchCarsInSql>[1]) => (await searchCarsInSql(t.ctx.db, q)).cars.map((c) => c.id);
    expect(await ids(query)).not.toContain(expired.id);
    expect(await ids(query)).toContain(ending.id);
    expect(await ids({ ...query, from: `${inDays(9)}T10:00:00`, to: `${inDays(11)}T10:00:00` })).not.toContain(ending.id);
  });
});
