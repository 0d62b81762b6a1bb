// Issue 31: check-in and check-out records through the API, on PGlite and on PostgreSQL
// (TEST_DB_MODE=pg): drafting, 11 idempotent photos, the renter's code (five tries) or "I agree",
// sealing with the booking's move, corrections, strangers, wrong statuses, and two acknowledgements
// at once sealing once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { HANDOVER_ANGLES, type HandoverAngle } from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { BookingRow, CarRow, UserRow } from '../../test/factories.js';
import { bookingEvents, bookings, handoverCodes, handoverPhotos, handovers, idDocuments, notifications } from '../db/schema.js';
import { readSealedHandover } from './index.js';
import type { HandoverSealed } from './events.js';
import { TestClock } from '../messages/test-support.js';
import { addStaff } from '../staff/test-support.js';
import { seedApprovedIdentity } from '../identity/index.js';

const clock = new TestClock(Date.parse('2030-01-10T04:30:00Z')); // 09:30 in Karachi, the trip starts at 10:00
let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let admin: UserRow;
let car: CarRow;
const tok: Record<'vendor' | 'customer' | 'stranger' | 'admin', string> = { vendor: '', customer: '', stranger: '', admin: '' };
const sealedEvents: HandoverSealed[] = [];

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  t.ctx.events.afterCommit('handover.sealed', (event) => {
    sealedEvents.push(event);
  });
  vendor = await t.f.vendor({ name: 'Lahore Wheels' });
  customer = await t.f.customer({ name: 'Kamran Customer' });
  stranger = await t.f.vendor();
  admin = await t.f.admin();
  car = await t.f.car(await t.f.service(vendor, { name: 'Lahore Wheels' }), { pricePerDay: 8_000 });
  for (const [who, user] of [['vendor', vendor], ['customer', customer], ['stranger', stranger], ['admin', admin]] as const) tok[who] = await t.f.token(user);
});
afterAll(() => t.close());

type Who = keyof typeof tok;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(tok[who]), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });

const photo = (shade: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 120 } } }).jpeg().toBuffer();
function multipart(bytes: Buffer) {
  const boundary = `----rw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="angle.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (who: Who, bookingId: string, handoverId: string, angle: string, bytes: Buffer, headers: Record<string, string> = {}) => {
  const body = multipart(bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/handovers/${handoverId}/photos?angle=${angle}`,
    headers: { ...bearer(tok[who]), 'content-type': body.contentType, ...headers },
    payload: body.payload,
  });
};

/** A paid trip of a car of its own (each test's trip holds its car for the same days). */
async function paidTrip(): Promise<BookingRow> {
  const own = await t.f.car({ id: car.serviceId }, { pricePerDay: 8_000 });
  return t.f.booking(own, customer, { status: 'CONFIRMED', startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00' });
}
const statusOf = async (id: string) => (await t.ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status;

async function draft(bookingId: string, body: object = {}) {
  const res = await call('vendor', 'POST', `/bookings/${bookingId}/handovers`, { kind: 'check_in', odometerKm: 42_000, fuelEighths: 6, damages: [{ x: 0.3, y: 0.2, note: 'Scratch on the bonnet' }], notes: 'Spare wheel present', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string; missingAngles: HandoverAngle[] };
}
async function allPhotos(bookingId: string, handoverId: string) {
  for (const [i, angle] of HANDOVER_ANGLES.entries()) {
    const res = await upload('vendor', bookingId, handoverId, angle, await photo(10 + i));
    expect(res.statusCode, res.body).toBe(201);
  }
}
/** Asks for a code and reads it from the renter's notification. */
async function codeFor(bookingId: string, handoverId: string, who: Who = 'vendor'): Promise<string> {
  const res = await call(who, 'POST', `/bookings/${bookingId}/handovers/${handoverId}/code`);
  expect(res.statusCode, res.body).toBe(201);
  const [note] = await t.ctx.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, customer.id), eq(notifications.kind, 'handover.code'), eq(notifications.bookingId, bookingId)))
    .orderBy(desc(notifications.seq))
    .limit(1);
  return /\b(\d{6})\b/.exec(note!.message)![1]!;
}

describe('check-in', () => {
  it('drafts, takes 11 idempotent photos, seals with the renter code; the booking is IN_PROGRESS and the record never changes', async () => {
    const booking = await paidTrip();
    const record = await draft(booking.id);
    expect(record).toMatchObject({ status: 'DRAFT', missingAngles: [...HANDOVER_ANGLES] });

    // Not all photos: no code, no seal.
    expect((await call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/code`)).json().code).toBe('HANDOVER_PHOTOS_MISSING');
    await allPhotos(booking.id, record.id);
    // The same file again, and the same Idempotency-Key again, add nothing.
    const same = await photo(10);
    expect((await upload('vendor', booking.id, record.id, 'front', same)).statusCode).toBe(201);
    const key = { 'idempotency-key': 'front-photo-key-1' };
    const first = await upload('vendor', booking.id, record.id, 'rear', await photo(200), key);
    const again = await upload('vendor', booking.id, record.id, 'rear', await photo(200), key);
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(await t.ctx.db.select().from(handoverPhotos).where(eq(handoverPhotos.handoverId, record.id))).toHaveLength(11);

    const code = await codeFor(booking.id, record.id);
    const sealed = await call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, { code });
    expect(sealed.statusCode, sealed.body).toBe(200);
    expect(sealed.json()).toMatchObject({ status: 'SEALED', vendorAck: { via: 'code' }, renterAck: { via: 'code' }, contentSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await statusOf(booking.id)).toBe('IN_PROGRESS');
    const history = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus])).toEqual([['check-in', 'CONFIRMED', 'IN_PROGRESS']]);
    expect(sealedEvents.filter((e) => e.handoverId === record.id)).toEqual([{ bookingId: booking.id, handoverId: record.id, kind: 'check_in', sealedAt: expect.any(String) }]);

    // Sealed: no new photo, no new readings, no second seal; the database refuses a change too.
    expect((await upload('vendor', booking.id, record.id, 'front', await photo(99))).json().code).toBe('HANDOVER_SEALED');
    expect((await call('customer', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`)).json().code).toBe('HANDOVER_SEALED');
    await expect(t.ctx.db.update(handovers).set({ odometerKm: 1 }).where(eq(handovers.id, record.id))).rejects.toThrow();
    await expect(t.ctx.db.delete(handoverPhotos).where(eq(handoverPhotos.handoverId, record.id))).rejects.toThrow();

    // What the agreement reads.
    const facts = await readSealedHandover(t.ctx.db, record.id);
    expect(facts).toMatchObject({ kind: 'check_in', odometerKm: 42_000, fuelEighths: 6, notes: 'Spare wheel present', contentSha256: sealed.json().contentSha256 });
    expect(Object.keys(facts!.photos).sort()).toEqual([...HANDOVER_ANGLES].sort());
    expect(facts!.renterAck).toMatchObject({ via: 'code', by: customer.id });

    // Both parties and an admin see it; the agent sees the renter's identity.
    const list = await call('vendor', 'GET', `/bookings/${booking.id}/handovers`);
    expect(list.json()).toMatchObject({ bookingStatus: 'IN_PROGRESS', canStart: ['check_out'], renter: { name: 'Kamran Customer' } });
    expect(list.json().handovers[0].photos).toHaveLength(11);
    expect((await call('customer', 'GET', `/bookings/${booking.id}/handovers`)).json()).toMatchObject({ renter: null, canStart: [] });
    expect((await call('admin', 'GET', `/bookings/${booking.id}/handovers`)).statusCode).toBe(200);
  });

  it("shows the vendor's side the renter's phone once the booking is paid, not before (decision 0046)", async () => {
    const own = await t.f.car({ id: car.serviceId }, { pricePerDay: 8_000 });
    const accepted = await t.f.booking(own, customer, { status: 'ACCEPTED', startDate: '2030-01-10T10:00:00', endDate: '2030-01-13T10:00:00' });
    expect((await call('vendor', 'GET', `/bookings/${accepted.id}/handovers`)).json().renter).toMatchObject({ name: 'Kamran Customer', phone: '' });
    await t.ctx.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, accepted.id));
    expect((await call('vendor', 'GET', `/bookings/${accepted.id}/handovers`)).json().renter).toMatchObject({ name: 'Kamran Customer', phone: customer.phone });
  });

  it('the renter may agree in the app without a code; the vendor side needs the code', async () => {
    const booking = await paidTrip();
    const record = await draft(booking.id);
    await allPhotos(booking.id, record.id);
    const noCode = await call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, {});
    expect([noCode.statusCode, noCode.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    const agreed = await call('customer', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, undefined, { 'content-type': 'application/json' });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({ status: 'SEALED', renterAck: { via: 'app', byName: 'Kamran Customer' }, vendorAck: { via: 'recorded' } });
    expect(await statusOf(booking.id)).toBe('IN_PROGRESS');
  });

  it('five wrong tries lock the code (even the right one is refused then); a new code works', async () => {
    const booking = await paidTrip();
    const record = await draft(booking.id);
    await allPhotos(booking.id, record.id);
    const code = await codeFor(booking.id, record.id);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, { code: wrong });
      expect([res.statusCode, res.json().code]).toEqual([400, 'CODE_INVALID']);
    }
    const locked = await call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, { code });
    expect([locked.statusCode, locked.json().code]).toEqual([400, 'CODE_INVALID']);
    expect(await statusOf(booking.id)).toBe('CONFIRMED');
    expect((await t.ctx.db.select().from(handovers).where(eq(handovers.id, record.id)))[0]!.status).toBe('DRAFT');
    // The renter asks for a new one.
    const fresh = await codeFor(booking.id, record.id, 'customer');
    expect((await call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, { code: fresh })).statusCode).toBe(200);
    // Only hashes are kept.
    const rows = await t.ctx.db.select().from(handoverCodes).where(eq(handoverCodes.handoverId, record.id));
    expect(rows.every((r) => !r.codeHash.includes(fresh) && r.codeHash.length === 64)).toBe(true);
  });

  it('new readings void the code sent for the old ones', async () => {
    const booking = await paidTrip();
    const record = await draft(booking.id);
    await allPhotos(booking.id, record.id);
    const code = await codeFor(booking.id, record.id);
    const again = await draft(booking.id, { odometerKm: 42_010 });
    expect(again.id).toBe(record.id);
    expect((await call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, { code })).json().code).toBe('CODE_INVALID');
  });

  it('refuses strangers (404), the renter drafting (403), wrong statuses and bad input (4xx), changing nothing', async () => {
    const booking = await paidTrip();
    const body = { kind: 'check_in', odometerKm: 1000, fuelEighths: 4 };
    expect((await call('stranger', 'POST', `/bookings/${booking.id}/handovers`, body)).statusCode).toBe(404);
    expect((await call('stranger', 'GET', `/bookings/${booking.id}/handovers`)).statusCode).toBe(404);
    expect((await call('customer', 'POST', `/bookings/${booking.id}/handovers`, body)).statusCode).toBe(403);
    expect((await call('admin', 'POST', `/bookings/${booking.id}/handovers`, body)).statusCode).toBe(403);
    expect((await call('vendor', 'POST', `/bookings/${booking.id}/handovers`, { ...body, kind: 'check_out' })).json().code).toBe('HANDOVER_NOT_OPEN');
    for (const bad of [{ odometerKm: -5 }, { odometerKm: 1e15 }, { fuelEighths: 9 }, { fuelEighths: '4' }, { notes: 'a\u0000b' }, { damages: [{ x: 5, y: 0 }] }, { kind: 'audit' }]) {
      expect((await call('vendor', 'POST', `/bookings/${booking.id}/handovers`, { ...body, ...bad })).statusCode).toBe(400);
    }
    const pending = await t.f.booking(car, customer, { status: 'ACCEPTED', startDate: '2030-02-10T10:00:00', endDate: '2030-02-12T10:00:00' });
    expect((await call('vendor', 'POST', `/bookings/${pending.id}/handovers`, body)).json().code).toBe('HANDOVER_NOT_OPEN');
    expect(await t.ctx.db.select().from(handovers).where(eq(handovers.bookingId, booking.id))).toEqual([]);

    const record = await draft(booking.id);
    expect((await upload('stranger', booking.id, record.id, 'front', await photo(1))).statusCode).toBe(404);
    expect((await upload('customer', booking.id, record.id, 'front', await photo(1))).statusCode).toBe(403);
    expect((await upload('vendor', booking.id, record.id, 'roof', await photo(1))).statusCode).toBe(400);
    expect((await upload('vendor', booking.id, record.id, 'front', Buffer.from('not an image at all, honestly'))).statusCode).toBe(415);
    expect((await upload('vendor', booking.id, '00000000-0000-4000-8000-000000000000', 'front', await photo(1))).statusCode).toBe(404);
    expect((await upload('vendor', booking.id, 'not-a-uuid', 'front', await photo(1))).statusCode).toBe(404);
    expect((await call('stranger', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`)).statusCode).toBe(404);
    expect((await call('stranger', 'POST', `/bookings/${booking.id}/handovers/${record.id}/code`)).statusCode).toBe(404);
    expect((await call('customer', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, { code: 12 })).statusCode).toBe(400);
    expect(await t.ctx.db.select().from(handoverPhotos).where(eq(handoverPhotos.handoverId, record.id))).toEqual([]);
    expect(await statusOf(booking.id)).toBe('CONFIRMED');
  });

  it("the renter's approved identity (CNIC and licence) is what the agent sees, and its licence expiry blocks a self-drive check-in", async () => {
    const renter = await t.f.customer({ name: 'Sana Identity' });
    await seedApprovedIdentity(t.ctx, renter, admin, { cnic: '35202-1234567-1', licenceNumber: 'LHR-777', licenceAuthority: 'Punjab', licenceExpiry: '2030-04-02' });
    const booking = await t.f.booking(car, renter, { status: 'CONFIRMED', startDate: '2030-04-01T10:00:00', endDate: '2030-04-03T10:00:00' });
    const res = await call('vendor', 'POST', `/bookings/${booking.id}/handovers`, { kind: 'check_in', odometerKm: 5, fuelEighths: 8 });
    expect(res.json()).toMatchObject({ code: 'LICENCE_EXPIRES', message: expect.stringContaining('2030-04-02') });
    const list = (await call('vendor', 'GET', `/bookings/${booking.id}/handovers`)).json();
    expect(list.renter).toMatchObject({ name: 'Sana Identity', cnicNumber: '35202-1234567-1', licenceNumber: 'LHR-777', licenceExpiresOn: '2030-04-02' });
  });

  it('a licence on record that expires before a self-drive trip ends blocks the check-in, with the reason', async () => {
    const renter = await t.f.customer();
    const booking = await t.f.booking(car, renter, { status: 'CONFIRMED', startDate: '2030-03-10T10:00:00', endDate: '2030-03-13T10:00:00' });
    await t.ctx.db.insert(idDocuments).values({
      userId: renter.id, storageKey: `users/verificationIds/${renter.id}/licence.png`, fileName: 'licence.png', contentType: 'image/png', sizeBytes: 100,
      verificationStatus: 'APPROVED', documentKind: 'licence', documentNumber: 'LHR-12345', expiresOn: '2030-03-11',
    });
    const res = await call('vendor', 'POST', `/bookings/${booking.id}/handovers`, { kind: 'check_in', odometerKm: 5, fuelEighths: 8 });
    expect(res.json()).toMatchObject({ code: 'LICENCE_EXPIRES', message: expect.stringContaining('2030-03-11') });
    const list = (await call('vendor', 'GET', `/bookings/${booking.id}/handovers`)).json();
    expect(list).toMatchObject({ canStart: [], renter: { licenceNumber: 'LHR-12345', licenceExpiresOn: '2030-03-11' }, checkInBlocked: expect.stringContaining('2030-03-11') });
  });
});

describe('drivers', () => {
  it('the driver assigned to the trip drafts its check-in for the company; another driver of the company cannot see it', async () => {
    const trip = await paidTrip();
    await t.ctx.db.update(bookings).set({ tripMode: 'with_driver' }).where(eq(bookings.id, trip.id));
    const assigned = await t.f.customer({ name: 'Imran Driver' });
    const other = await t.f.customer();
    const assignedId = await addStaff(t, vendor, assigned, 'driver', [car.serviceId]);
    await addStaff(t, vendor, other, 'driver', [car.serviceId]);
    const put = await call('vendor', 'PUT', `/bookings/${trip.id}/driver`, { driverId: assignedId });
    expect(put.statusCode, put.body).toBe(200);
    const as = async (user: UserRow, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(await t.f.token(user)), ...(payload ? { payload } : {}) });
    expect((await as(other, 'GET', `/bookings/${trip.id}/handovers`)).statusCode).toBe(404);
    const made = await as(assigned, 'POST', `/bookings/${trip.id}/handovers`, { kind: 'check_in', odometerKm: 1_000, fuelEighths: 8, damages: [], notes: '' });
    expect(made.statusCode, made.body).toBe(201);
    expect((await as(assigned, 'GET', `/bookings/${trip.id}/handovers`)).statusCode).toBe(200);
  });
});

describe('check-out', () => {
  async function checkedIn() {
    const booking = await paidTrip();
    const record = await draft(booking.id);
    await allPhotos(booking.id, record.id);
    expect((await call('customer', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`)).statusCode).toBe(200);
    return { booking, checkIn: record };
  }

  it('refuses an odometer below the check-in, then seals; COMPLETED with the differences priced', async () => {
    const { booking } = await checkedIn();
    const below = await call('vendor', 'POST', `/bookings/${booking.id}/handovers`, { kind: 'check_out', odometerKm: 41_999, fuelEighths: 6 });
    expect([below.statusCode, below.json().fields?.odometerKm]).toEqual([400, expect.stringContaining('42000')]);
    // Back two and a half hours late with less fuel.
    clock.set('2030-01-13T07:30:00Z');
    const record = await draft(booking.id, { kind: 'check_out', odometerKm: 43_000, fuelEighths: 3, damages: [], notes: '' });
    await allPhotos(booking.id, record.id);
    const list = (await call('customer', 'GET', `/bookings/${booking.id}/handovers`)).json();
    expect(list.differences).toMatchObject({ km: { driven: 1_000 }, fuel: { difference: -3 }, lateness: { minutesLate: 150 } });
    const code = await codeFor(booking.id, record.id);
    expect((await call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, { code })).statusCode).toBe(200);
    expect(await statusOf(booking.id)).toBe('COMPLETED');
    // No third record of the kind; a correction of the check-in still can be made.
    expect((await call('vendor', 'POST', `/bookings/${booking.id}/handovers`, { kind: 'check_out', odometerKm: 43_000, fuelEighths: 3 })).json().code).toBe('HANDOVER_NOT_OPEN');
    clock.set('2030-01-10T04:30:00Z');
  });

  it('a correction is a new record pointing to the sealed one; it moves no status', async () => {
    const { booking, checkIn } = await checkedIn();
    const correction = await draft(booking.id, { correctsId: checkIn.id, odometerKm: 42_100 });
    expect(correction.id).not.toBe(checkIn.id);
    await allPhotos(booking.id, correction.id);
    const sealed = await call('customer', 'POST', `/bookings/${booking.id}/handovers/${correction.id}/acknowledge`);
    expect(sealed.json()).toMatchObject({ status: 'SEALED', correctsId: checkIn.id });
    expect(await statusOf(booking.id)).toBe('IN_PROGRESS');
    // The check-out now compares with the correction.
    const below = await call('vendor', 'POST', `/bookings/${booking.id}/handovers`, { kind: 'check_out', odometerKm: 42_050, fuelEighths: 6 });
    expect(below.statusCode).toBe(400);
    const bogus = await call('vendor', 'POST', `/bookings/${booking.id}/handovers`, { kind: 'check_out', odometerKm: 42_500, fuelEighths: 6, correctsId: checkIn.id });
    expect(bogus.statusCode).toBe(400);
  });
});

describe('two acknowledgements at once', () => {
  it('seal the record once and move the booking once', async () => {
    const booking = await paidTrip();
    const record = await draft(booking.id);
    await allPhotos(booking.id, record.id);
    const code = await codeFor(booking.id, record.id);
    const answers = await Promise.all([
      call('vendor', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`, { code }),
      call('customer', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`),
      call('customer', 'POST', `/bookings/${booking.id}/handovers/${record.id}/acknowledge`),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 400)).toBe(true);
    expect(await statusOf(booking.id)).toBe('IN_PROGRESS');
    const history = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.filter((h) => h.action === 'check-in')).toHaveLength(1);
    expect(sealedEvents.filter((e) => e.handoverId === record.id)).toHaveLength(1);
  });
});
