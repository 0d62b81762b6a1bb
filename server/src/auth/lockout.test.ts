// Strangers' wrong guesses never lock the owner out (issue 37, item 5): failures lock the guessing
// client's address for that account, a reset clears them, and anonymous reset requests from other
// addresses cannot use up the owner's reset emails (decision 0010). The scenarios run on the
// default store (the database) and, when a Redis server answers, on Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { emailTokens, mailOutbox } from '../db/schema.js';
import {
  LOGIN_ATTEMPTS_PER_CLIENT_PAST_CEILING,
  LOGIN_FAILURES_PER_ACCOUNT,
  RESET_EMAILS_PER_CLIENT,
  RESET_EMAILS_PER_RECIPIENT,
  loginKeys,
} from './attempt-limits.js';
import { clientOf } from './client-address.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const withRedis = await redisAnswers();

/** A fresh private address each call: Redis outlives a run, and so do its per-address counters. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function scenarios(store: 'database' | 'redis', env: Record<string, string>) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string, loginAs = 'customer') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password, loginAs } });
  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress, payload: { email } });
  const resetLinks = async (userId: string) =>
    (await t.ctx.db.select().from(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'RESET_PASSWORD')))).length;
  /** The reset link's token from the latest mail to `to` (the outbox row; no SMTP needed). */
  async function latestResetToken(to: string) {
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(rows.at(-1)!.textBody)![1]!;
  }

  it(`counts in the ${store}`, () => {
    expect(t.ctx.limits.kind).toBe(store);
  });

  describe('wrong passwords lock the guessing client, not the account', () => {
    it('ten wrong passwords from one address: the right one from another address signs in, from that address it is refused', async () => {
      const user = await t.f.customer();
      const [a, b] = [address(), address()];
      for (let i = 0; i < 10; i++) expect((await login(user.email, `wrong guess ${i}`, a)).statusCode).toBe(401);
      // The owner elsewhere signs in.
      expect((await login(user.email, TEST_PASSWORD, b)).statusCode).toBe(200);
      // The guesser's address stays locked for this account, even with the right password.
      const locked = await login(user.email, TEST_PASSWORD, a);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many failed attempts for this account from your network\. Please wait 15 minutes or reset your password\.$/),
      });
      expect((await login(user.email, 'another guess', a)).statusCode).toBe(429);
      // It says so in Urdu too.
      const ur = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: a, headers: { 'accept-language': 'ur' }, payload: { email: user.email, password: TEST_PASSWORD, loginAs: 'customer' } });
      expect(ur.json().message).toMatch(/^آپ کے نیٹ ورک سے اس اکاؤنٹ پر/);
    });

    it('the admin too', async () => {
      const admin = await t.f.admin();
      const guesser = address();
      for (let i = 0; i < 12; i++) await login(admin.email, `wrong guess ${i}`, guesser);
      expect((await login(admin.email, TEST_PASSWORD, address(), 'admin')).statusCode).toBe(200);
    });

    it('counts the addresses of one IPv6 /64 as one client', async () => {
      const user = await t.f.customer();
      const net = `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}`;
      for (let i = 0; i < 10; i++) expect((await login(user.email, `wrong guess ${i}`, `${net}::${(i + 1).toString(16)}`)).statusCode).toBe(401);
      expect((await login(user.email, TEST_PASSWORD, `${net}:ffff::1`)).statusCode).toBe(429);
      expect((await login(user.email, TEST_PASSWORD, `2001:db9::${randomInt(0xffff).toString(16)}`)).statusCode).toBe(200);
    });

    it(`past ${LOGIN_FAILURES_PER_ACCOUNT} wrong passwords from all addresses, a client that has not failed still signs in and each gets ${LOGIN_ATTEMPTS_PER_CLIENT_PAST_CEILING} attempts`, async () => {
      const user = await t.f.customer();
      // As if a hundred addresses had guessed (counted straight into the store: a hundred password hashes are slow).
      const key = loginKeys(user.email, 0, address()).account;
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) await t.ctx.limits.hit(key, 15 * 60_000, t.ctx.clock.now().getTime());
      expect((await login(user.email, TEST_PASSWORD, address())).statusCode).toBe(200);
      const guesser = address();
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_CLIENT_PAST_CEILING; i++) expect((await login(user.email, `wrong guess ${i}`, guesser)).statusCode).toBe(401);
      expect((await login(user.email, TEST_PASSWORD, guesser)).statusCode).toBe(429);
      expect((await login(user.email, TEST_PASSWORD, address())).statusCode).toBe(200);
    });

    it('a successful password reset clears the account’s failures: the locked address signs in again', async () => {
      const user = await t.f.customer();
      const a = address();
      for (let i = 0; i < 10; i++) await login(user.email, `wrong guess ${i}`, a);
      expect((await login(user.email, TEST_PASSWORD, a)).statusCode).toBe(429);
      expect((await forgot(user.email, address())).statusCode).toBe(200);
      const token = await latestResetToken(user.email);
      const done = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'a fresh reset passphrase' } });
      expect(done.statusCode).toBe(200);
      expect((await login(user.email, 'a fresh reset passphrase', a)).statusCode).toBe(200);
    });
  });

  describe('reset emails cannot be used up by strangers', () => {
    it('anonymous requests from one address do not stop the owner’s request from another', async () => {
      const user = await t.f.customer();
      const stranger = address();
      for (let i = 0; i < 5; i++) expect((await forgot(user.email, stranger)).statusCode).toBe(200);
      expect(await resetLinks(user.id)).toBe(3);
      expect((await forgot(user.email, address())).statusCode).toBe(200);
      expect(await resetLinks(user.id)).toBe(4);
    });

    it(`one address has at most ${RESET_EMAILS_PER_CLIENT} reset emails an hour sent, to all recipients together`, async () => {
      const sender = address();
      const people = await Promise.all(Array.from({ length: RESET_EMAILS_PER_CLIENT + 2 }, () => t.f.customer()));
      for (const person of people) await forgot(person.email, sender);
      const sent = await Promise.all(people.map((p) => resetLinks(p.id)));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(RESET_EMAILS_PER_CLIENT);
    });

    it(`at most ${RESET_EMAILS_PER_RECIPIENT} an hour reach one inbox from all addresses, and each still holds a working link while that limit refuses`, async () => {
      const user = await t.f.customer();
      for (let i = 0; i < RESET_EMAILS_PER_RECIPIENT + 3; i++) expect((await forgot(user.email, address())).statusCode).toBe(200);
      expect(await resetLinks(user.id)).toBe(RESET_EMAILS_PER_RECIPIENT);
      const open = await t.ctx.db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'RESET_PASSWORD'), gt(emailTokens.expiresAt, t.ctx.clock.now())));
      expect(open).toHaveLength(RESET_EMAILS_PER_RECIPIENT);
    });
  });
}

describe('on the database store', () => scenarios('database', {}));
describe.skipIf(!withRedis)('on Redis', () => scenarios('redis', { REDIS_URL: redisUrl }));

describe('the client of a limit', () => {
  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, client) => {
    expect(clientOf(ip)).toBe(client);
  });
});
