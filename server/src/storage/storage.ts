// File storage behind one interface: local disk by default, any S3-compatible store when
// configured (see s3.ts). Car images are public objects; ID documents are private and only ever
// reached through short-lived signed URLs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Permanent URL of a public object (car images). */
  publicUrl(key: string): string;
  /** The key of a public URL made by `publicUrl`, or null if the URL is not ours. */
  keyFromPublicUrl(url: string): string | null;
  /** A URL that reads a private object for `seconds` seconds. */
  signedUrl(key: string, seconds: number): Promise<string>;
}

/** Object keys are relative paths of safe characters; anything else is refused. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(key) ||
    key.split('/').some((part) => part === '' || part === '.' || part === '..') ||
    key.length > 512
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

/** A file name reduced to safe characters, keeping its extension: "../My Car (1).JPG" → "my-car-1.jpg". */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 8) : '';
  return `${stem || 'file'}${ext ? `.${ext}` : ''}`;
}

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(
    root: string,
    private readonly baseUrl: string,
    private readonly signingKey: string,
  ) {
    this.root = resolve(root);
  }

  private pathOf(key: string) {
    assertSafeKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer, contentType: string) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
    await writeFile(`${path}.meta.json`, JSON.stringify({ contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      const [body, meta] = await Promise.all([readFile(path), readFile(`${path}.meta.json`, 'utf8')]);
      return { body, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    const path = this.pathOf(key);
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  /** Root-relative, so that stored URLs keep working whatever host or port serves the app. */
  publicUrl(key: string) {
    assertSafeKey(key);
    return `/files/${key}`;
  }

  keyFromPublicUrl(url: string) {
    const prefix = `${this.baseUrl}/files/`;
    let key: string | null = null;
    if (url.startsWith(prefix)) key = url.slice(prefix.length);
    else if (url.startsWith('/files/')) key = url.slice('/files/'.length);
    if (!key) return null;
    try {
      assertSafeKey(key);
      return key;
    } catch {
      return null;
    }
  }

  async signedUrl(key: string, seconds: number) {
    assertSafeKey(key);
    const expires = Math.floor(Date.now() / 1000) + seconds;
    return `${this.baseUrl}/api/files/signed?key=${encodeURIComponent(key)}&expires=${expires}&signature=${this.sign(key, expires)}`;
  }

  /** Checks a signed URL's parameters made by `signedUrl`. */
  verifySignature(key: string, expires: number, signature: string): boolean {
    if (!Number.isFinite(expires) || expires < Date.now() / 1000) return false;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires: number) {
    return createHmac('sha256', this.signingKey).update(`${key}\n${expires}`).digest('base64url');
  }
}
