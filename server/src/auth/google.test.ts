// Google sign-in against a local issuer: real RS256 tokens, and a key set served over HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { users } from '../db/schema.js';

const CLIENT_ID = 'rentwheels-test.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

describe('Google sign-in', () => {
  let t: TestApp;
  let jwksServer: Server;
  let key: SigningKey;
  let strangerKey: SigningKey;

  const idToken = (claims: JWTPayload & Record<string, unknown> = {}, opts: { key?: SigningKey; exp?: number } = {}) =>
    new SignJWT({ email: 'sana@example.pk', email_verified: true, name: 'Sana Malik', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer((claims.iss as string) ?? ISSUER)
      .setAudience((claims.aud as string) ?? CLIENT_ID)
      .setSubject((claims.sub as string) ?? 'google-sub-1')
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(opts.key ?? key);

  const signIn = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { idToken: token } });

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const port = (jwksServer.address() as AddressInfo).port;
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  it('creates a verified customer from a valid token, then signs the same account in again', async () => {
    const res = await signIn(await idToken());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Sana Malik',
      email: 'sana@example.pk',
      roles: ['CUSTOMER'],
      loggedInAs: 'CUSTOMER',
      emailVerified: true,
      phone: '',
    });
    const again = await signIn(await idToken());
    expect(again.json().userId).toBe(res.json().userId);
  });

  it('links to an existing account with the same email', async () => {
    const existing = await t.f.vendor({ email: 'imran@example.pk', emailVerified: false });
    const res = await signIn(await idToken({ email: 'Imran@Example.pk', sub: 'google-sub-2' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: existing.id, roles: ['CUSTOMER', 'VENDOR'], emailVerified: true });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.googleSub).toBe('google-sub-2');
  });

  it.each([
    ['a wrong audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => idToken({ iss: 'https://evil.example.com' })],
    ['an expired token', () => idToken({}, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a bad signature', () => idToken({}, { key: strangerKey })],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s with 401', async (_name, make) => {
    const res = await signIn(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Google sign-in failed. Please try again.');
  });

  it('refuses an unverified email with 403', async () => {
    const res = await signIn(await idToken({ email: 'new@example.pk', sub: 'google-sub-3', email_verified: false }));
    expect(res.statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'new@example.pk'));
    expect(row).toBeUndefined();
  });

  it('publishes the client id for the login screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ googleClientId: CLIENT_ID });
  });
});

describe('Google sign-in without a client id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 and tells the screen to hide the button', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { idToken: 'x.y.z' } });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ googleClientId: null });
  });
});
