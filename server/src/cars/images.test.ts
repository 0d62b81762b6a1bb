import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { ServiceRow, UserRow } from '../../test/factories.js';
import { sniffImageType } from './images.js';

/** A multipart body with one file field, as a browser would send it. */
function multipart(fileName: string, bytes: Buffer, contentType = 'image/jpeg') {
  const boundary = `----rw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();

describe('car images', () => {
  let t: TestApp;
  let vendor: UserRow;
  let service: ServiceRow;
  let token: string;

  const upload = async (carId: string, fileName: string, bytes: Buffer, headers = bearer(token), serviceId = service.id) => {
    const body = multipart(fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/cars/images?serviceId=${serviceId}&carId=${carId}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const stored = (url: string) => join(t.dataDir, 'uploads', url.replace(/^\/files\//, ''));

  beforeAll(async () => {
    t = await createTestApp();
    vendor = await t.f.vendor();
    service = await t.f.service(vendor);
    token = await t.f.token(vendor);
  });
  afterAll(() => t.close());

  it('recognises images by their bytes', async () => {
    expect(sniffImageType(await png())).toBe('png');
    expect(sniffImageType(await sharp(await png()).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await sharp(await png()).webp().toBuffer())).toBe('webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
  });

  it('re-encodes an upload to WebP with variants under the car prefix, for a car not created yet', async () => {
    const carId = crypto.randomUUID();
    const res = await upload(carId, 'My Car (1).PNG', await png(2400, 1600));
    expect(res.statusCode).toBe(201);
    const { url, variants } = res.json();
    expect(url).toMatch(new RegExp(`^/files/car-rental/${service.id}/${carId}/\\d+-my-car-1\\.webp$`));
    expect(variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1920);
  });

  it('sanitises a path-traversal file name into the car prefix', async () => {
    const carId = crypto.randomUUID();
    const res = await upload(carId, '../../../etc/passwd.jpg', await png());
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(new RegExp(`^/files/car-rental/${service.id}/${carId}/\\d+-passwd\\.webp$`));
    const evil = await upload(carId, '..\\..\\win.ini', await png());
    expect(evil.statusCode).toBe(201);
    expect(evil.json().url).not.toContain('..');
  });

  it('refuses a non-image renamed .jpg, SVG and HTML with 415', async () => {
    const carId = crypto.randomUUID();
    expect((await upload(carId, 'notes.jpg', Buffer.from('just some text, not a picture at all'))).statusCode).toBe(415);
    expect((await upload(carId, 'logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).statusCode).toBe(415);
    expect((await upload(carId, 'page.png', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'))).statusCode).toBe(415);
    // A PNG signature followed by garbage is not an image either.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    expect((await upload(carId, 'fake.png', fake)).statusCode).toBe(415);
  });

  it('refuses an oversized file and a pixel bomb with 413', async () => {
    const carId = crypto.randomUUID();
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(carId, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    // A small PNG whose header claims 20000 × 20000 pixels (400 MP): refused before decoding.
    const bomb = await png(16, 16);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await upload(carId, 'bomb.png', bomb)).statusCode).toBe(413);
  });

  it('lets only the service owner upload', async () => {
    const carId = crypto.randomUUID();
    expect((await upload(carId, 'a.png', await png(), {} as ReturnType<typeof bearer>)).statusCode).toBe(401);
    const other = await t.f.token(await t.f.vendor());
    expect((await upload(carId, 'a.png', await png(), bearer(other))).statusCode).toBe(403);
  });

  it('saves the ordered list on the car, keeps order, refuses foreign URLs and an 11th image', async () => {
    const carId = crypto.randomUUID();
    const urls: string[] = [];
    for (let i = 0; i < 10; i++) urls.push((await upload(carId, `p${i}.png`, await png(100 + i, 100))).json().url);
    const base = { serviceId: service.id, make: 'KIA', model: 'Sportage', year: 2023, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 9000 };
    const reversed = [...urls].reverse();
    const created = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(token), payload: { ...base, id: carId, imageUrls: reversed } });
    expect(created.statusCode).toBe(201);
    expect(created.json().imageUrls).toEqual(reversed);
    expect(created.json().images[0].variants).toHaveLength(2);
    // The car now holds 10: an 11th upload is refused.
    const eleventh = await upload(carId, 'p10.png', await png());
    expect(eleventh.statusCode).toBe(409);

    const otherCar = crypto.randomUUID();
    const foreign = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(token), payload: { ...base, id: otherCar, imageUrls: [urls[0]] } });
    expect(foreign.statusCode).toBe(400);
    const outside = await t.app.inject({ method: 'POST', url: '/api/cars/addCar', headers: bearer(token), payload: { ...base, id: otherCar, imageUrls: ['https://evil.example/x.webp'] } });
    expect(outside.statusCode).toBe(400);

    // Deleting removes the objects and the entry; the rest keep their order.
    const victim = reversed[1]!;
    const other = await t.f.token(await t.f.vendor());
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cars/images', headers: bearer(other), payload: { url: victim } })).statusCode).toBe(403);
    expect(existsSync(stored(victim))).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/cars/images', headers: bearer(token), payload: { url: victim } });
    expect(del.statusCode).toBe(204);
    expect(existsSync(stored(victim))).toBe(false);
    expect(existsSync(stored(victim.replace(/\.webp$/, '-480w.webp')))).toBe(false);
    const car = await t.app.inject({ method: 'GET', url: `/api/cars/${carId}` });
    expect(car.json().imageUrls).toEqual(reversed.filter((u) => u !== victim));
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cars/images', headers: bearer(token), payload: { url: '/files/../secret' } })).statusCode).toBe(400);
  });
});
