// Service reminders every N km (issue 34, decision 0046) on a real database: sealed handovers'
// odometer readings, one after another, against the interval on the car's papers. The owner and
// the managers of the car's branch are emailed once when a reading passes the next mark; an agent,
// a manager of another branch and a reading that passes nothing are not; a car without an
// interval is never reminded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { carServiceReminders, handovers, mailOutbox } from '../db/schema.js';
import type { Tx } from '../db/client.js';
import { addStaff } from './test-support.js';

let t: TestApp;
let owner: UserRow;
let manager: UserRow;
let otherManager: UserRow;
let agent: UserRow;
let customer: UserRow;
let car: CarRow;
let month = 0;

const mailsTo = async (user: UserRow) => (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)).orderBy(asc(mailOutbox.id))).map((m) => m.subject);

/** A trip of the car sealed at `km` (a check-in record as the handover feature seals it), and its event. */
async function sealedReading(of: CarRow, km: number) {
  month += 1;
  const booking = await t.f.booking(of, customer, { status: 'CONFIRMED', startDate: `2032-${String(month).padStart(2, '0')}-01T10:00:00`, endDate: `2032-${String(month).padStart(2, '0')}-03T10:00:00` });
  const now = new Date();
  const [record] = await t.ctx.db
    .insert(handovers)
    .values({
      bookingId: booking.id, kind: 'check_in', createdBy: owner.id, odometerKm: km, fuelEighths: 8, status: 'SEALED', sealedAt: now,
      contentSha256: 'a'.repeat(64), vendorAckBy: owner.id, vendorAckVia: 'recorded', vendorAckAt: now, renterAckBy: customer.id, renterAckVia: 'app', renterAckAt: now,
    })
    .returning();
  await t.ctx.transaction(async (tx) => {
    await t.ctx.events.emit('handover.sealed', { bookingId: booking.id, handoverId: record!.id, kind: 'check_in', sealedAt: now.toISOString() }, tx as Tx);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.f.vendor({ name: 'Owner Sahib' });
  customer = await t.f.customer();
  const branch = await t.f.service(owner);
  const otherBranch = await t.f.service(owner);
  car = await t.f.car(branch, { model: 'Serviced' });
  [manager, otherManager, agent] = [await t.f.customer(), await t.f.customer(), await t.f.customer()];
  await addStaff(t, owner, manager, 'manager', [branch.id]);
  await addStaff(t, owner, otherManager, 'manager', [otherBranch.id]);
  await addStaff(t, owner, agent, 'agent', [branch.id]);
  const papers = await t.app.inject({
    method: 'PUT',
    url: `/api/cars/${car.id}/papers`,
    headers: bearer(await t.f.token(owner)),
    payload: { insurancePolicy: null, insuranceExpires: null, tokenTaxExpires: null, routePermitExpires: null, trackerFitted: false, serviceIntervalKm: 5000 },
  });
  expect(papers.statusCode, papers.body).toBe(200);
});
afterAll(() => t.close());

describe('service reminders every N km', () => {
  it('reminds the owner and the branch managers once when a sealed reading passes the next mark', async () => {
    const due = (subjects: string[]) => subjects.filter((s) => s.includes('due for its service'));
    await sealedReading(car, 9_200); // the first reading: nothing to pass from
    await sealedReading(car, 9_800); // below 10,000
    expect(due(await mailsTo(owner))).toEqual([]);
    await sealedReading(car, 10_050); // passes 10,000
    expect(due(await mailsTo(owner))).toEqual([expect.stringContaining('10,000 km')]);
    expect(due(await mailsTo(manager))).toHaveLength(1);
    for (const nobody of [otherManager, agent, customer]) expect(due(await mailsTo(nobody))).toEqual([]);
    // Further readings below the next mark (and a lower one) remind nobody again.
    await sealedReading(car, 12_000);
    await sealedReading(car, 11_000);
    expect(due(await mailsTo(owner))).toHaveLength(1);
    // The next mark, passed by a long trip, once.
    await sealedReading(car, 15_400);
    expect(due(await mailsTo(owner))).toEqual([expect.stringContaining('10,000 km'), expect.stringContaining('15,000 km')]);
    expect((await t.ctx.db.select().from(carServiceReminders).where(eq(carServiceReminders.carId, car.id)).orderBy(asc(carServiceReminders.markKm))).map((r) => r.markKm)).toEqual([10_000, 15_000]);
  });

  it('never reminds about a car without an interval', async () => {
    const plain = await t.f.car(await t.f.service(owner), { model: 'Unserviced' });
    // (Other mail may reach the owner meanwhile: the rental agreement of each sealed check-in.)
    const due = async () => (await mailsTo(owner)).filter((s) => s.includes('Unserviced')).length;
    await sealedReading(plain, 4_900);
    await sealedReading(plain, 5_100);
    expect(await due()).toBe(0);
    expect(await t.ctx.db.select().from(carServiceReminders).where(eq(carServiceReminders.carId, plain.id))).toEqual([]);
  });
});
