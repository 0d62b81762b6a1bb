// Upload abuse limits (issue: uploads for cars that never exist, memory after a burst): a rate and
// a quota per account, unclaimed uploads swept after a day, a lower pixel cap, and decodes queued.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { uploads } from '../db/schema.js';
import { UNCLAIMED_UPLOADS_PER_DAY, UPLOADS_PER_MINUTE } from './image-service.js';
import { MAX_INPUT_PIXELS, limiter } from './images.js';
import { sweepUnclaimedUploads } from './upload-sweep.js';

function multipart(fileName: string, bytes: Buffer) {
  const boundary = `----rw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function vendorWithService() {
  const vendor = await t.f.vendor();
  const service = await t.f.service(vendor);
  const token = await t.f.token(vendor);
  const upload = async (carId: string, bytes: Buffer, name = 'photo.png') => {
    const body = multipart(name, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/cars/images?serviceId=${service.id}&carId=${carId}`,
      headers: { ...bearer(token), 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  return { vendor, service, token, upload };
}

describe('upload limits per account', () => {
  it(`allows ${UPLOADS_PER_MINUTE} uploads a minute, then answers 429 and stores nothing more`, async () => {
    const { vendor, upload } = await vendorWithService();
    const image = await png();
    const answers = await Promise.all(Array.from({ length: UPLOADS_PER_MINUTE + 4 }, () => upload(crypto.randomUUID(), image)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(UPLOADS_PER_MINUTE);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('a minute') });
    const rows = await t.ctx.db.select().from(uploads).where(eq(uploads.userId, vendor.id));
    expect(rows).toHaveLength(UPLOADS_PER_MINUTE);
  });

  it(`refuses more than ${UNCLAIMED_UPLOADS_PER_DAY} unclaimed uploads in a day`, async () => {
    const { vendor, service, upload } = await vendorWithService();
    const hourAgo = new Date(Date.now() - 3_600_000);
    await t.ctx.db.insert(uploads).values(
      Array.from({ length: UNCLAIMED_UPLOADS_PER_DAY }, (_, i) => ({
        storageKey: `car-rental/${service.id}/${crypto.randomUUID()}/${i}-x.webp`,
        userId: vendor.id,
        bytes: 1000,
        createdAt: hourAgo,
      })),
    );
    const res = await upload(crypto.randomUUID(), await png());
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('not yet saved on a car');
    // Uploads older than a day no longer count.
    await t.ctx.db.execute(sql`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE user_id = ${vendor.id}`);
    expect((await upload(crypto.randomUUID(), await png())).statusCode).toBe(201);
    await t.ctx.db.delete(uploads).where(eq(uploads.userId, vendor.id));
  });

  it('a refused image leaves no upload row behind', async () => {
    const { vendor, upload } = await vendorWithService();
    expect((await upload(crypto.randomUUID(), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'.padEnd(64)))).statusCode).toBe(415);
    expect(await t.ctx.db.select().from(uploads).where(eq(uploads.userId, vendor.id))).toEqual([]);
  });
});

describe('the sweep of unclaimed uploads (run by the nightly clean-up)', () => {
  it('deletes uploads no car claimed within a day, with their variants, and keeps claimed and recent ones', async () => {
    const { token, service, upload } = await vendorWithService();
    const stored = (url: string) => join(t.dataDir, 'uploads', url.replace(/^\/files\//, ''));
    const abandoned = (await upload(crypto.randomUUID(), await png())).json().url as string;
    const recent = (await upload(crypto.randomUUID(), await png())).json().url as string;
    const carId = crypto.randomUUID();
    const kept = (await upload(carId, await png())).json().url as string;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cars/addCar',
      headers: bearer(token),
      payload: { serviceId: service.id, id: carId, make: 'KIA', model: 'Picanto', year: 2022, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 6000, imageUrls: [kept] },
    });
    expect(created.statusCode).toBe(201);
    const keyOf = (url: string) => url.replace(/^\/files\//, '');
    await t.ctx.db.execute(sql`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE storage_key IN (${keyOf(abandoned)}, ${keyOf(kept)})`);

    expect(await sweepUnclaimedUploads(t.ctx)).toBe(1);
    expect(existsSync(stored(abandoned))).toBe(false);
    expect(existsSync(stored(abandoned.replace(/\.webp$/, '-480w.webp')))).toBe(false);
    expect(existsSync(stored(recent))).toBe(true);
    expect(existsSync(stored(kept))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/cars/${carId}` })).json().imageUrls).toEqual([kept]);
    // Idempotent.
    expect(await sweepUnclaimedUploads(t.ctx)).toBe(0);
  });
});

describe('decoding', () => {
  it(`refuses an image of more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels (a 6000 × 4500 PNG header) with 413`, async () => {
    const { upload } = await vendorWithService();
    const big = await png(16, 16);
    big.writeUInt32BE(6000, 16);
    big.writeUInt32BE(4500, 20);
    big.writeUInt32BE(crc32(big.subarray(12, 29)), 29);
    const res = await upload(crypto.randomUUID(), big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('25 megapixels');
  });

  it('runs at most the given number of decodes at once; the rest wait in order', async () => {
    const slots = limiter(2);
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const jobs = [0, 1, 2, 3].map((i) =>
      slots.run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect([slots.running, slots.waiting]).toEqual([2, 2]);
    releases[0]!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    releases[1]!();
    await new Promise((resolve) => setImmediate(resolve));
    releases[2]!();
    await new Promise((resolve) => setImmediate(resolve));
    releases[3]!();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });
});
