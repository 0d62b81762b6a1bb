// The S3 adapter against a real S3-compatible server (s3rver) started by the test, not a mock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3.js';
import { deleteCarImage, storeCarImage } from '../cars/index.js';

describe('S3Storage against s3rver', () => {
  let server: S3rver;
  let dir: string;
  let storage: S3Storage;
  let endpoint: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rw-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'rentwheels', configs: [] }] });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
    storage = new S3Storage({
      S3_BUCKET: 'rentwheels',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: undefined,
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes an object', async () => {
    await storage.put('car-rental/a/b/1-x.txt', Buffer.from('hello'), 'text/plain');
    const got = await storage.get('car-rental/a/b/1-x.txt');
    expect(got?.body.toString()).toBe('hello');
    expect(got?.contentType).toBe('text/plain');
    await storage.delete('car-rental/a/b/1-x.txt');
    expect(await storage.get('car-rental/a/b/1-x.txt')).toBeNull();
  });

  it('maps public URLs to keys and back, refusing foreign or unsafe ones', () => {
    const url = storage.publicUrl('car-rental/s/c/1-a.webp');
    expect(url).toBe(`${endpoint}/rentwheels/car-rental/s/c/1-a.webp`);
    expect(storage.keyFromPublicUrl(url)).toBe('car-rental/s/c/1-a.webp');
    expect(storage.keyFromPublicUrl('https://elsewhere.example/rentwheels/x.webp')).toBeNull();
    expect(storage.keyFromPublicUrl(`${endpoint}/rentwheels/../etc/passwd`)).toBeNull();
    expect(() => storage.publicUrl('../x')).toThrow();
  });

  it('stores a car image with its variants, served publicly, and deletes them all', async () => {
    const input = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const serviceId = crypto.randomUUID();
    const carId = crypto.randomUUID();
    const image = await storeCarImage(storage, input, { serviceId, carId, fileName: 'front.jpg' });
    expect(image.storageKey).toMatch(new RegExp(`^car-rental/${serviceId}/${carId}/\\d+-front\\.webp$`));
    const res = await fetch(image.url);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
    for (const variant of image.variants) expect((await fetch(variant.url)).status).toBe(200);
    const signed = await storage.signedUrl(image.storageKey, 60);
    expect((await fetch(signed)).status).toBe(200);
    await deleteCarImage(storage, image.storageKey);
    expect(await storage.get(image.storageKey)).toBeNull();
    for (const variant of image.variants) expect(await storage.get(storage.keyFromPublicUrl(variant.url)!)).toBeNull();
  });
});
