// Forgotten passwords over real SMTP, and the per-account and per-recipient limits.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { en } from '@carrental/shared';

const FORGOT_PASSWORD_ANSWER = en['answers.forgotPassword'];

/** SMTP delivery under a loaded machine can take more than waitFor's default second. */
const MAIL_WAIT = { timeout: 15_000, interval: 100 };

let t: TestApp;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password, loginAs: 'customer' } });
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
const resetToken = (raw: string) =>
  /reset-password\?token=([A-Za-z0-9_-]+)/.exec(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1]!;

describe('forgot password', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const user = await t.f.customer();
    const session = (await login(user.email, TEST_PASSWORD)).json().token as string;
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await vi.waitFor(async () => {
      await t.ctx.mailer.flush();
      expect(mailsTo(user.email)).toHaveLength(1);
    }, MAIL_WAIT);
    const [mail] = mailsTo(user.email);
    expect(mail!.raw).toMatch(/Subject: Reset your RentWheels password/);
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain('http://localhost:3000/reset-password?token=');
    const token = resetToken(mail!.raw);
    // Only the hash is stored.
    expect(JSON.stringify(await t.ctx.database.query('SELECT * FROM email_tokens'))).not.toContain(token);

    expect((await reset(token, 'short')).statusCode).toBe(400);
    const done = await reset(token, 'a fresh reset passphrase');
    expect(done.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(session) })).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'a fresh reset passphrase')).statusCode).toBe(200);
    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
    expect((await reset('not-a-token', 'yet another passphrase')).statusCode).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await forgot('nobody-here@example.pk');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    await t.ctx.mailer.flush();
    expect(mailsTo('nobody-here@example.pk')).toHaveLength(0);
  });

  it('refuses a link older than one hour', async () => {
    const user = await t.f.customer();
    await forgot(user.email);
    await vi.waitFor(async () => {
      await t.ctx.mailer.flush();
      expect(mailsTo(user.email)).toHaveLength(1);
    }, MAIL_WAIT);
    const token = resetToken(mailsTo(user.email)[0]!.raw);
    await t.ctx.database.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'RESET_PASSWORD'`);
    const res = await reset(token, 'a fresh reset passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });
});

describe('per-account and per-recipient limits (strangers and lockouts: lockout.test.ts)', () => {
  it('stops guessing the current password on PUT /users/password', async () => {
    const user = await t.f.customer();
    const headers = bearer(await t.f.token(user));
    const change = (currentPassword: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/password', headers, payload: { currentPassword, newPassword: 'a brand new passphrase' } });
    for (let i = 0; i < 5; i++) expect((await change(`wrong ${i}`)).statusCode).toBe(400);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
  });

  // Reset emails per client and recipient: lockout.test.ts.
  it('sends at most three verification emails an hour to an account, and three reset emails to a recipient from one address', async () => {
    const user = await t.f.customer({ emailVerified: false });
    const headers = bearer(await t.f.token(user));
    const resend = () => t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(429);

    const other = await t.f.customer();
    for (let i = 0; i < 5; i++) expect((await forgot(other.email)).json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const links = await t.ctx.database.query(`SELECT 1 FROM email_tokens WHERE user_id = $1 AND purpose = 'RESET_PASSWORD'`, [other.id]);
    expect(links).toHaveLength(3);
    await vi.waitFor(async () => {
      await t.ctx.mailer.flush();
      expect(mailsTo(other.email)).toHaveLength(3);
    }, MAIL_WAIT);
  });
});
