import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { idDocuments } from '../db/schema.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart body with one file field. */
export function multipart(fileName: string, body: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----rentwheels-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the own profile without secrets, and 401 without a session', async () => {
    const user = await t.f.vendor();
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(await t.f.token(user)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      name: user.name,
      phone: user.phone,
      email: user.email,
      roles: ['CUSTOMER', 'VENDOR'],
      emailVerified: true,
      phoneVerified: true,
      verified: false,
      document: null,
      locale: null,
    });
    expect(res.body).not.toMatch(/password|argon2/i);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile' })).statusCode).toBe(401);
  });

  it('updates name and phone only (in E.164, no longer verified); roles, emailVerified and id are ignored', async () => {
    const user = await t.f.customer({ emailVerified: false });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(await t.f.token(user)),
      payload: { name: '  Zara Ali ', phone: '0300 7654321', roles: ['ADMIN'], emailVerified: true, id: 'x', email: 'new@example.pk' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, name: 'Zara Ali', phone: '+923007654321', phoneVerified: false, roles: ['CUSTOMER'], emailVerified: false, email: user.email });
  });

  it.each([
    ['name', { name: '', phone: '0300' }],
    ['phone', { name: 'A', phone: '' }],
    ['phone', { name: 'A', phone: 'not a phone!' }],
  ])('refuses a bad %s', async (field, payload) => {
    const user = await t.f.customer();
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(await t.f.token(user)), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('changes the password after checking the current one', async () => {
    const user = await t.f.customer();
    const headers = bearer(await t.f.token(user));
    const wrong = await t.app.inject({ method: 'PUT', url: '/api/users/password', headers, payload: { currentPassword: 'nope nope', newPassword: 'a brand new passphrase' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('currentPassword');
    const short = await t.app.inject({ method: 'PUT', url: '/api/users/password', headers, payload: { currentPassword: TEST_PASSWORD, newPassword: 'short' } });
    expect(short.json().fields).toHaveProperty('newPassword');
    const common = await t.app.inject({ method: 'PUT', url: '/api/users/password', headers, payload: { currentPassword: TEST_PASSWORD, newPassword: 'Password123' } });
    expect(common.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/users/password', headers, payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' } });
    expect(ok.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'a brand new passphrase', loginAs: 'customer' } });
    expect(login.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/password', payload: { currentPassword: 'x', newPassword: 'yyyyyyyyyy' } })).statusCode).toBe(401);
  });
});

describe('ID documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (token: string, fileName: string, body: Buffer, type?: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/profile/document', headers: { ...bearer(token), ...multipart(fileName, body, type).headers }, payload: multipart(fileName, body, type).payload });

  it('stores an image privately; the owner gets a short-lived signed link', async () => {
    const user = await t.f.customer();
    const token = await t.f.token(user);
    const res = await upload(token, '../My ID (front).PNG', PNG, 'text/plain');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ verificationStatus: 'PENDING', contentType: 'image/png', fileName: 'my-id-front.png' });
    // No storage key field: the key travels only inside the signed, expiring link.
    expect(Object.keys(res.json()).sort()).toEqual(['contentType', 'documentUrl', 'fileName', 'id', 'uploadedOn', 'verificationStatus']);
    expect(res.json().documentUrl).toMatch(/signature=/);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    const link = new URL(profile.json().document.documentUrl);
    expect(profile.json().document.verificationStatus).toBe('PENDING');
    const file = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // The object key alone opens nothing: not as a public file, not with a forged signature.
    const [row] = await t.ctx.db.select().from(idDocuments).where(eq(idDocuments.userId, user.id));
    expect((await t.app.inject({ method: 'GET', url: `/files/${row!.storageKey}` })).statusCode).toBe(404);
    const forged = `/api/files/signed?key=${encodeURIComponent(row!.storageKey)}&expires=${Math.floor(Date.now() / 1000) + 600}&signature=abc`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
  });

  it('accepts a PDF and refuses anything else by content, whatever its name says', async () => {
    const user = await t.f.customer();
    const token = await t.f.token(user);
    expect((await upload(token, 'id.pdf', PDF, 'application/pdf')).json().contentType).toBe('application/pdf');
    const fake = await upload(token, 'id.png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over 10 MB with 413, no file with 400 and no session with 401', async () => {
    const user = await t.f.customer();
    const token = await t.f.token(user);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const res = await upload(token, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: '/api/users/profile/document', headers: bearer(token), payload: {} });
    expect(json.statusCode).toBe(400);
    expect((await upload('', 'id.pdf', PDF)).statusCode).toBe(401);
  });
});
