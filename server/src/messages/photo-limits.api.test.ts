// Issue 37 item 6: message photos go through the upload quota. Per account and day (count and
// megabytes, over all its conversations, 429) and per writer and booking (count and megabytes,
// 413), refused before the image is decoded; the car images' sweep leaves message photos alone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import {
  MESSAGE_PHOTO_MEGABYTES_PER_BOOKING,
  MESSAGE_PHOTO_MEGABYTES_PER_DAY,
  MESSAGE_PHOTOS_PER_BOOKING,
  MESSAGE_PHOTOS_PER_DAY,
} from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { messagePhotos, messages, uploads } from '../db/schema.js';
import { sweepUnclaimedUploads } from '../cars/index.js';
import { TestClock } from './test-support.js';

const clock = new TestClock();
let t: TestApp;
let vendor: UserRow;
let car: CarRow;
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  vendor = await t.f.vendor();
  car = await t.f.car(await t.f.service(vendor));
});
afterAll(() => t.close());

const MB = 1024 * 1024;

function multipart(bytes: Buffer) {
  const boundary = `----rw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dent.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 60 } } }).png().toBuffer();
const notAnImage = Buffer.from('this is not an image, and nobody should have to decode it');

async function party() {
  const customer = await t.f.customer();
  const token = await t.f.token(customer);
  const upload = (bookingId: string, bytes: Buffer, locale?: string) => {
    const body = multipart(bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/messages/photos`,
      headers: { ...bearer(token), 'content-type': body.contentType, ...(locale ? { 'accept-language': locale } : {}) },
      payload: body.payload,
    });
  };
  const send = (bookingId: string, photoIds: string[]) =>
    t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/messages`, headers: bearer(token), payload: { body: 'photos', photoIds } });
  return { customer, token, upload, send };
}

/** Photos already in a conversation (sent with one message), as if uploaded earlier. */
async function sentPhotos(bookingId: string, uploaderId: string, n: number, bytesEach: number) {
  const [message] = await t.ctx.db.insert(messages).values({ bookingId, senderId: uploaderId, body: 'earlier', createdAt: clock.now() }).returning();
  await t.ctx.db.insert(messagePhotos).values(
    Array.from({ length: n }, (_, i) => ({
      bookingId,
      uploaderId,
      messageId: message!.id,
      storageKey: `messages/${bookingId}/seeded-${crypto.randomUUID()}.webp`,
      position: i,
      bytes: bytesEach,
      createdAt: clock.now(),
    })),
  );
}

describe('message photos per account and day', () => {
  it(`${MESSAGE_PHOTOS_PER_DAY} photos a day over all conversations; the next is 429 in English and Urdu, before any decoding; a day later again`, async () => {
    const { customer, upload, send } = await party();
    const bookings = [await t.f.booking(car, customer), await t.f.booking(car, customer, { startDate: '2030-03-10T10:00:00', endDate: '2030-03-12T10:00:00' })];
    const image = await png();
    let pending: string[] = [];
    for (let i = 0; i < MESSAGE_PHOTOS_PER_DAY; i++) {
      const bookingId = bookings[Math.floor(i / 4) % 2]!.id;
      clock.advance(5_000); // within the per-minute limit
      const res = await upload(bookingId, image);
      expect(res.statusCode, `upload ${i + 1}`).toBe(201);
      pending.push(res.json().id);
      if (pending.length === 4 || i === MESSAGE_PHOTOS_PER_DAY - 1) {
        expect((await send(bookingId, pending)).statusCode).toBe(201);
        pending = [];
      }
    }
    clock.advance(61_000);
    const refused = await upload(bookings[0]!.id, image);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'MESSAGE_PHOTOS_DAILY_LIMIT', message: `You can send at most ${MESSAGE_PHOTOS_PER_DAY} photos a day in messages. Please try again tomorrow.` });
    const urdu = await upload(bookings[1]!.id, image, 'ur');
    expect(urdu.statusCode).toBe(429);
    expect(urdu.json().code).toBe('MESSAGE_PHOTOS_DAILY_LIMIT');
    expect(urdu.json().message).toMatch(/تصاویر/);
    // Refused before the file is looked at: not an image still answers 429, not 415.
    expect((await upload(bookings[0]!.id, notAnImage)).statusCode).toBe(429);
    // Nothing more was stored.
    const stored = await t.ctx.db.select({ id: messagePhotos.id }).from(messagePhotos).where(eq(messagePhotos.uploaderId, customer.id));
    expect(stored).toHaveLength(MESSAGE_PHOTOS_PER_DAY);

    // Another account is not affected; a day later this one may upload again.
    const other = await party();
    expect((await other.upload((await t.f.booking(car, other.customer)).id, image)).statusCode).toBe(201);
    clock.advance(86_400_000);
    expect((await upload(bookings[0]!.id, image)).statusCode).toBe(201);
  });

  it(`${MESSAGE_PHOTO_MEGABYTES_PER_DAY} MB of files a day: the upload that would pass it is 429`, async () => {
    const { customer, upload } = await party();
    const booking = await t.f.booking(car, customer);
    // Earlier today the account sent files just under the day's megabytes (in another conversation).
    await t.ctx.db.insert(uploads).values({ storageKey: `messages/${crypto.randomUUID()}/x.webp`, userId: customer.id, bytes: MESSAGE_PHOTO_MEGABYTES_PER_DAY * MB - 100, kind: 'message', createdAt: new Date(clock.now().getTime() - 3_600_000) });
    const refused = await upload(booking.id, await png());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'MESSAGE_PHOTOS_DAILY_LIMIT', message: expect.stringContaining(`${MESSAGE_PHOTO_MEGABYTES_PER_DAY} MB`) });
    // A file small enough to fit still passes the megabytes (the pipeline then refuses it as no image).
    expect((await upload(booking.id, Buffer.alloc(50, 1))).statusCode).toBe(415);
  });

  it('car image uploads and message photos are counted apart: message photos are no unclaimed car uploads', async () => {
    const { customer, upload, send } = await party();
    const booking = await t.f.booking(car, customer);
    clock.advance(61_000);
    const res = await upload(booking.id, await png());
    expect(res.statusCode).toBe(201);
    expect((await send(booking.id, [res.json().id])).statusCode).toBe(201);
    const [photo] = await t.ctx.db.select().from(messagePhotos).where(eq(messagePhotos.id, res.json().id));
    // Two days later the nightly sweep of unclaimed car uploads leaves the sent photo's file in place.
    clock.advance(2 * 86_400_000);
    await sweepUnclaimedUploads(t.ctx);
    expect(existsSync(join(t.dataDir, 'uploads', photo!.storageKey))).toBe(true);
    expect(await t.ctx.db.select().from(uploads).where(eq(uploads.userId, customer.id))).toEqual([]);
  });
});

describe('message photos per writer and booking', () => {
  it(`${MESSAGE_PHOTOS_PER_BOOKING} photos in one conversation: the next is 413; the other party and other conversations are not affected`, async () => {
    const { customer, upload } = await party();
    const booking = await t.f.booking(car, customer);
    await sentPhotos(booking.id, customer.id, MESSAGE_PHOTOS_PER_BOOKING, 1000);
    clock.advance(61_000);
    const refused = await upload(booking.id, await png());
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'MESSAGE_PHOTOS_BOOKING_LIMIT', message: `You have ${MESSAGE_PHOTOS_PER_BOOKING} photos in this conversation, the most it can hold.` });
    const urdu = await upload(booking.id, await png(), 'ur');
    expect(urdu.json()).toMatchObject({ code: 'MESSAGE_PHOTOS_BOOKING_LIMIT', message: expect.stringMatching(/گفتگو/) });
    expect((await upload(booking.id, notAnImage)).statusCode).toBe(413);
    // The vendor's photos in the same conversation, and the customer's in another, still pass.
    const vendorToken = await t.f.token(vendor);
    const body = multipart(await png());
    const vendorUpload = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/messages/photos`, headers: { ...bearer(vendorToken), 'content-type': body.contentType }, payload: body.payload });
    expect(vendorUpload.statusCode).toBe(201);
    expect((await upload((await t.f.booking(car, customer, { startDate: '2030-04-10T10:00:00', endDate: '2030-04-12T10:00:00' })).id, await png())).statusCode).toBe(201);
  });

  it(`${MESSAGE_PHOTO_MEGABYTES_PER_BOOKING} MB in one conversation: the upload that would pass it is 413`, async () => {
    const { customer, upload } = await party();
    const booking = await t.f.booking(car, customer);
    await sentPhotos(booking.id, customer.id, 3, Math.floor((MESSAGE_PHOTO_MEGABYTES_PER_BOOKING * MB - 100) / 3));
    clock.advance(61_000);
    const refused = await upload(booking.id, await png());
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'MESSAGE_PHOTOS_BOOKING_LIMIT', message: expect.stringContaining(`${MESSAGE_PHOTO_MEGABYTES_PER_BOOKING} MB`) });
  });

  it('a burst of parallel uploads cannot pass the count together', async () => {
    const { customer, upload } = await party();
    const booking = await t.f.booking(car, customer);
    await sentPhotos(booking.id, customer.id, MESSAGE_PHOTOS_PER_BOOKING - 2, 1000);
    clock.advance(61_000);
    const image = await png();
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(booking.id, image)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 413, 413, 413, 413]);
    const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(messagePhotos).where(eq(messagePhotos.bookingId, booking.id));
    expect(row!.n).toBe(MESSAGE_PHOTOS_PER_BOOKING);
  });
});
