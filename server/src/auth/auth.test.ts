import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { emailTokens, mailOutbox, users } from '../db/schema.js';

const registration = (over: Record<string, unknown> = {}) => ({
  name: 'Ayesha Khan',
  email: `ayesha-${Math.random().toString(36).slice(2, 8)}@example.pk`,
  password: 'a long and unusual passphrase',
  phone: '+92 300 1112223',
  role: 'customer',
  ...over,
});

/** The verification link's token from the latest mail to `to`. */
async function tokenFromMail(t: TestApp, to: string) {
  const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(rows.at(-1)!.textBody);
  return match![1]!;
}

describe('register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a customer, answers without secrets and queues a verification mail', async () => {
    const body = registration({ email: 'Mixed.Case@Example.PK' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      userId: expect.any(String),
      name: 'Ayesha Khan',
      email: 'mixed.case@example.pk',
      roles: ['CUSTOMER'],
      emailVerified: false,
    });
    expect(res.body).not.toMatch(/argon2|passwordHash/);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'mixed.case@example.pk'));
    expect(mail!.subject).toMatch(/RentWheels/);
    expect(mail!.textBody).toContain('http://localhost:3000/verify-email?token=');
    expect(mail!.htmlBody).toContain('/verify-email?token=');
    const [token] = await t.ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, res.json().userId));
    // Only the hash is stored.
    expect(mail!.textBody).not.toContain(token!.tokenHash);
  });

  it('gives a vendor both roles, in any case of the role', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration({ role: 'VeNdOr' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().roles).toEqual(['CUSTOMER', 'VENDOR']);
  });

  it('ignores roles, emailVerified and id sent by the client', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ roles: ['ADMIN'], emailVerified: true, id }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().roles).toEqual(['CUSTOMER']);
    expect(res.json().emailVerified).toBe(false);
    expect(res.json().userId).not.toBe(id);
  });

  it('refuses an email that is taken with 409', async () => {
    const body = registration();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...body, email: body.email.toUpperCase() } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists');
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: undefined }],
    ['email', { email: 'not-an-email' }],
    ['email', { email: undefined }],
    ['password', { password: 'short' }],
    ['password', { password: undefined }],
    ['password', { password: 'password123' }],
    ['phone', { phone: '' }],
    ['phone', { phone: 'call me maybe' }],
    ['role', { role: 'admin' }],
  ])('refuses a bad %s with 400 naming the field', async (field, over) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('accepts a long passphrase whole (never truncated)', async () => {
    const long = 'correct horse battery staple '.repeat(5); // 145 characters
    const body = registration({ password: long });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(201);
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: long, loginAs: 'customer' } });
    expect(ok.statusCode).toBe(200);
    const cut = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: long.slice(0, 72), loginAs: 'customer' } });
    expect(cut.statusCode).toBe(401);
  });
});

describe('login and modes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs a customer in with the session answer', async () => {
    const user = await t.f.customer();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD, loginAs: 'customer' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token: expect.any(String),
      userId: user.id,
      name: user.name,
      roles: ['CUSTOMER'],
      loggedInAs: 'CUSTOMER',
      email: user.email,
      phone: user.phone,
      emailVerified: true,
      phoneVerified: true,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(res.json().token) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const user = await t.f.customer();
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'not the password', loginAs: 'customer' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.pk', password: 'whatever123', loginAs: 'customer' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses loginAs vendor for an account without VENDOR with 403 and the way forward', async () => {
    const user = await t.f.customer();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD, loginAs: 'VENDOR' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/log in as a customer and switch to Vendor mode/i);
  });

  it('validates the login body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x', password: '', loginAs: 'pilot' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'loginAs', 'password']);
  });

  it('switches a customer to vendor mode, granting VENDOR once', async () => {
    const user = await t.f.customer();
    const token = await t.f.token(user);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/switch-mode', headers: bearer(token), payload: { role: 'vendor' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, roles: ['CUSTOMER', 'VENDOR'], loggedInAs: 'VENDOR' });
    const claims = await t.ctx.tokens.verify(res.json().token);
    expect(claims).toMatchObject({ userId: user.id, loggedInAs: 'VENDOR', version: 0 });
    const back = await t.app.inject({ method: 'POST', url: '/api/auth/switch-mode', headers: bearer(res.json().token), payload: { role: 'CUSTOMER' } });
    expect(back.json()).toMatchObject({ roles: ['CUSTOMER', 'VENDOR'], loggedInAs: 'CUSTOMER' });
  });

  it('never switches to ADMIN and needs a session', async () => {
    const user = await t.f.customer();
    const admin = await t.app.inject({ method: 'POST', url: '/api/auth/switch-mode', headers: bearer(await t.f.token(user)), payload: { role: 'ADMIN' } });
    expect(admin.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'POST', url: '/api/auth/switch-mode', payload: { role: 'VENDOR' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('session tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });

  it('refuses alg none, another key, a tampered payload and an expired token', async () => {
    const user = await t.f.customer();
    const other = await t.f.customer();
    const good = await t.f.token(user);
    expect((await profile(good)).statusCode).toBe(200);

    const [h, p, s] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: other.id })).toString('base64url')}.${s}`;
    const otherKey = await new SignJWT({ lia: 'CUSTOMER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('rentwheels')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ lia: 'CUSTOMER' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('rentwheels')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-to-be-valid-0123456789'));
    for (const token of [none, tampered, otherKey, expired]) {
      const res = await profile(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('never reads a token from the URL', async () => {
    const user = await t.f.customer();
    const token = await t.f.token(user);
    const res = await t.app.inject({ method: 'GET', url: `/api/users/profile?token=${token}&access_token=${token}` });
    expect(res.statusCode).toBe(401);
  });

  it('takes a role change and a deletion into account on the next request', async () => {
    const user = await t.f.vendor();
    const token = await t.f.token(user, 'VENDOR');
    await t.ctx.db.update(users).set({ roles: ['CUSTOMER'] }).where(eq(users.id, user.id));
    const me = await profile(token);
    expect(me.json().roles).toEqual(['CUSTOMER']);
    await t.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await profile(token)).statusCode).toBe(401);
  });
});

describe('email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });

  it('verifies once; the same link is refused afterwards', async () => {
    const body = registration();
    const reg = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const token = await tokenFromMail(t, body.email);
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your email has been successfully verified!');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, reg.json().userId));
    expect(row!.emailVerified).toBe(true);
    const reused = await verify(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/already been used/);
  });

  it('refuses an expired, an unknown and a missing token', async () => {
    const body = registration();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const token = await tokenFromMail(t, body.email);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, body.email));
    await t.ctx.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailTokens.userId, user!.id));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
    expect((await verify('made-up-token')).statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email' });
    expect(missing.statusCode).toBe(400);
  });

  it('resends a fresh link to an unverified user, and needs a session', async () => {
    const user = await t.f.customer({ emailVerified: false });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(await t.f.token(user)) });
    expect(res.statusCode).toBe(200);
    const token = await tokenFromMail(t, user.email);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(await t.f.token(user)) });
    expect(again.json().message).toMatch(/already verified/);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 after the limit, and a rotating X-Forwarded-For does not reset it', async () => {
    const payload = { email: 'nobody@example.pk', password: 'wrong password', loginAs: 'customer' };
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'x-forwarded-for': `10.0.0.${i}` } });
      expect(res.statusCode).toBe(401);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many attempts/) });
  });

  it('limits registration and resend too', async () => {
    let last = 0;
    for (let i = 0; i < 4; i++) {
      last = (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: '' } })).statusCode;
    }
    expect(last).toBe(429);
    const user = await t.f.customer({ emailVerified: false });
    const token = await t.f.token(user);
    for (let i = 0; i < 4; i++) {
      last = (await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: bearer(token) })).statusCode;
    }
    expect(last).toBe(429);
  });
});
