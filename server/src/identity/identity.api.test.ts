// CNIC and driving licence through HTTP on a real database (issue 33, decision 0040): the shape of
// the numbers, private photos, the admins' review with reasons (append-only), who sees what, and
// the booking rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { UserRow } from '../../test/factories.js';
import { identityFacts } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_REQUIRES_IDENTITY: 'true' } });
});
afterAll(() => t.close());

const as = async (user: UserRow) => bearer(await t.f.token(user));

function multipart(bytes: Buffer, fileName = 'photo.png', contentType = 'image/png') {
  const boundary = `----rw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();

const putIdentity = async (user: UserRow, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/users/me/identity', headers: await as(user), payload: payload as object });
async function uploadPhoto(user: UserRow, kind: string, bytes?: Buffer) {
  const body = multipart(bytes ?? (await png()));
  return t.app.inject({ method: 'POST', url: `/api/users/me/identity/photos/${kind}`, headers: { ...(await as(user)), 'content-type': body.contentType }, payload: body.payload });
}
const review = async (admin: UserRow, userId: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/identity/users/${userId}/reviews`, headers: await as(admin), payload: payload as object });

const valid = { cnic: '35202-1234567-1', licenceNumber: 'LHR-12345', licenceAuthority: 'Punjab Traffic Police', licenceExpiry: '2031-06-30' };

async function completeIdentity(user: UserRow, input = valid) {
  expect((await putIdentity(user, input)).statusCode).toBe(200);
  for (const kind of ['cnic_front', 'cnic_back', 'licence', 'selfie']) expect((await uploadPhoto(user, kind)).statusCode).toBe(200);
}

describe('the numbers', () => {
  it('takes a CNIC with dashes, without, or in Urdu digits, and keeps it with dashes', async () => {
    const user = await t.f.customer();
    for (const cnic of ['35202-1234567-1', '3520212345671', '۳۵۲۰۲-۱۲۳۴۵۶۷-۱', '35202 1234567 1']) {
      const res = await putIdentity(user, { ...valid, cnic });
      expect(res.statusCode).toBe(200);
      expect(res.json().cnic).toBe('35202-1234567-1');
    }
    expect((await putIdentity(user, { ...valid, licenceExpiry: '۲۰۳۱-۰۶-۳۰' })).json().licenceExpiry).toBe('2031-06-30');
  });

  it('refuses bad shapes with a 400 that names the field, and changes nothing', async () => {
    const user = await t.f.customer();
    expect((await putIdentity(user, valid)).statusCode).toBe(200);
    const bad = [
      { ...valid, cnic: '3520-1234567-1' },
      { ...valid, cnic: '35202-1234567-12' },
      { ...valid, cnic: 35202123456712 },
      { ...valid, cnic: '35202-1234567-1\u0000' },
      { ...valid, licenceExpiry: '2031-02-30' },
      { ...valid, licenceExpiry: '99999-01-01' },
      { ...valid, licenceNumber: '' },
      { ...valid, licenceNumber: 'x'.repeat(41) },
      { ...valid, licenceAuthority: 'a'.repeat(81) },
      { cnic: valid.cnic },
    ];
    for (const payload of bad) {
      const res = await putIdentity(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await putIdentity(user, { ...valid, cnic: '1234' });
    expect(res.json().fields.cnic).toMatch(/13 digits/);
    const now = await t.app.inject({ method: 'GET', url: '/api/users/me/identity', headers: await as(user) });
    expect(now.json()).toMatchObject({ cnic: valid.cnic, licenceNumber: valid.licenceNumber });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/identity' })).statusCode).toBe(401);
  });
});

describe('photos', () => {
  it('keeps photos private (signed links only), refuses what is not an image, an unknown kind or a missing file', async () => {
    const user = await t.f.customer();
    const res = await uploadPhoto(user, 'cnic_front');
    expect(res.statusCode).toBe(200);
    const url: string = res.json().photos[0].url;
    expect(url).toContain('/api/files/signed');
    const path = new URL(url).pathname + new URL(url).search;
    const got = await t.app.inject({ method: 'GET', url: path });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    const key = new URL(url).searchParams.get('key')!;
    expect((await t.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);

    expect((await uploadPhoto(user, 'cnic_front', Buffer.from('%PDF-1.4 not an image at all'))).statusCode).toBe(415);
    expect((await uploadPhoto(user, 'passport')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/identity/photos/selfie', headers: await as(user), payload: { file: 'x' } })).statusCode).toBe(400);
  });
});

describe('review', () => {
  it('a piece is MISSING until complete, PENDING after; admins approve or reject with a template reason; history is append-only', async () => {
    const user = await t.f.customer();
    const admin = await t.f.admin();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: await as(user) })).json().verified).toBe(false);
    expect((await putIdentity(user, valid)).json().pieces.cnic.status).toBe('MISSING');
    expect((await review(admin, user.id, { piece: 'cnic', decision: 'APPROVED' })).statusCode).toBe(409);
    await completeIdentity(user);

    const mine = await t.app.inject({ method: 'GET', url: '/api/users/me/identity', headers: await as(user) });
    expect(mine.json().pieces).toMatchObject({ cnic: { status: 'PENDING' }, licence: { status: 'PENDING' }, selfie: { status: 'PENDING' } });
    expect(mine.json().photos.map((p: { kind: string }) => p.kind)).toEqual(['cnic_front', 'cnic_back', 'licence', 'selfie']);

    // A customer cannot review; a rejection needs a reason from the list.
    expect((await review(user, user.id, { piece: 'cnic', decision: 'APPROVED' })).statusCode).toBe(403);
    expect((await review(admin, user.id, { piece: 'cnic', decision: 'REJECTED' })).statusCode).toBe(400);
    expect((await review(admin, user.id, { piece: 'cnic', decision: 'REJECTED', reason: 'because' })).statusCode).toBe(400);
    expect((await review(admin, user.id, { piece: 'face', decision: 'APPROVED' })).statusCode).toBe(400);
    expect((await review(admin, '00000000-0000-4000-8000-000000000000', { piece: 'cnic', decision: 'APPROVED' })).statusCode).toBe(404);

    const rejected = await review(admin, user.id, { piece: 'licence', decision: 'REJECTED', reason: 'unreadable' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().pieces.licence).toMatchObject({ status: 'REJECTED', reason: 'unreadable' });
    // The owner sees the reason.
    const seen = await t.app.inject({ method: 'GET', url: '/api/users/me/identity', headers: await as(user) });
    expect(seen.json().pieces.licence).toMatchObject({ status: 'REJECTED', reason: 'unreadable' });
    expect(seen.json().reviews).toBeUndefined();

    // A new licence photo makes it wait again; the admin approves it and the CNIC and selfie.
    expect((await uploadPhoto(user, 'licence')).json().pieces.licence.status).toBe('PENDING');
    for (const piece of ['licence', 'cnic', 'selfie']) expect((await review(admin, user.id, { piece, decision: 'APPROVED' })).statusCode).toBe(200);
    const full = await t.app.inject({ method: 'GET', url: `/api/identity/users/${user.id}`, headers: await as(admin) });
    expect(full.json().verified).toBe(true);
    // The profile's badge: phone, CNIC and licence approved.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: await as(user) })).json().verified).toBe(true);
    expect(full.json().reviews).toHaveLength(4);
    expect(full.json().reviews.at(-1)).toMatchObject({ piece: 'licence', decision: 'REJECTED', reason: 'unreadable', reviewerName: admin.name });

    // A change of mind is a new row naming the one it corrects; rows never change.
    const corrected = await review(admin, user.id, { piece: 'selfie', decision: 'REJECTED', reason: 'face_not_visible' });
    expect(corrected.json().pieces.selfie.status).toBe('REJECTED');
    const rows = await t.ctx.database.query<{ corrects: string | null }>(`select corrects from identity_reviews where user_id = '${user.id}' and piece = 'selfie' order by seq`);
    expect(rows.map((r) => r.corrects === null)).toEqual([true, false]);
    await expect(t.ctx.db.execute(sql`update identity_reviews set decision = 'APPROVED' where user_id = ${user.id}`)).rejects.toThrow();

    // Changing the CNIC number makes the CNIC wait again; the facts other features read say so.
    expect((await putIdentity(user, { ...valid, cnic: '35202-7654321-1' })).json().pieces.cnic.status).toBe('PENDING');
    expect(await identityFacts(t.ctx.db, user.id)).toEqual({
      cnic: '35202-7654321-1',
      cnicStatus: 'PENDING',
      licenceNumber: valid.licenceNumber,
      licenceAuthority: valid.licenceAuthority,
      licenceExpiry: valid.licenceExpiry,
      licenceStatus: 'APPROVED',
    });
  });
});

describe('who sees what', () => {
  it('owner and admins everything; the vendor of a confirmed booking the numbers, never the photos; others nothing', async () => {
    const user = await t.f.customer();
    const admin = await t.f.admin();
    await completeIdentity(user);
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const other = await t.f.vendor();
    const otherCar = await t.f.car(await t.f.service(other));
    await t.f.booking(otherCar, user, { status: 'PENDING' });
    const read = async (who: UserRow) => t.app.inject({ method: 'GET', url: `/api/identity/users/${user.id}`, headers: await as(who) });

    expect((await read(user)).json().photos).toHaveLength(4);
    expect((await read(admin)).json().photos).toHaveLength(4);
    // A vendor without a confirmed booking of this customer: nothing, as if there were no one.
    expect((await read(vendor)).statusCode).toBe(404);
    expect((await read(other)).statusCode).toBe(404);
    expect((await read(await t.f.customer())).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/identity/users/${user.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/identity/users/not-a-uuid`, headers: await as(admin) })).statusCode).toBe(400);

    await t.f.booking(car, user, { status: 'CONFIRMED' });
    const seen = await read(vendor);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      userId: user.id,
      name: user.name,
      cnic: valid.cnic,
      cnicStatus: 'PENDING',
      licenceNumber: valid.licenceNumber,
      licenceExpiry: valid.licenceExpiry,
      licenceStatus: 'PENDING',
    });
    expect(JSON.stringify(seen.json())).not.toContain('signed');
    expect((await read(other)).statusCode).toBe(404);
  });
});

describe('the booking rule (BOOKING_REQUIRES_IDENTITY)', () => {
  it('self-drive needs an approved licence valid until the trip ends; with a driver an approved CNIC', async () => {
    const user = await t.f.customer();
    const admin = await t.f.admin();
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const ask = async (mode: string, startDate = '2031-06-20T10:00', endDate = '2031-06-25T10:00') =>
      t.app.inject({ method: 'POST', url: '/api/bookings/createBooking', headers: await as(user), payload: { carId: car.id, startDate, endDate, mode } });

    const refused = await ask('self_drive');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('IDENTITY_REQUIRED');
    expect(refused.json().message).toMatch(/licence/);
    const refusedWithDriver = await ask('with_driver');
    expect(refusedWithDriver.statusCode).toBe(403);
    expect(refusedWithDriver.json().message).toMatch(/CNIC/);

    await completeIdentity(user);
    expect((await ask('self_drive')).json().code).toBe('IDENTITY_REQUIRED');
    await review(admin, user.id, { piece: 'licence', decision: 'APPROVED' });
    // The licence runs out on 2031-06-30: a trip ending in July is refused.
    expect((await ask('self_drive', '2031-06-28T10:00', '2031-07-02T10:00')).json().code).toBe('IDENTITY_REQUIRED');
    // With a driver still needs the CNIC.
    expect((await ask('with_driver')).json().code).toBe('IDENTITY_REQUIRED');
    const ok = await ask('self_drive');
    expect(ok.statusCode).toBe(201);
    await review(admin, user.id, { piece: 'cnic', decision: 'APPROVED' });
    expect((await ask('with_driver', '2031-06-26T10:00', '2031-06-27T10:00')).json().code).not.toBe('IDENTITY_REQUIRED');
  });
});
