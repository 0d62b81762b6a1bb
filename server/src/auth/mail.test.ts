// The verification mail over real SMTP: a server started here receives it, and its link verifies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.js';

describe('verification mail over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    const port = smtp.port;
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a message with text and HTML parts whose link verifies the account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Bilal Ahmed', email: 'bilal@example.pk', password: 'my own long passphrase', phone: '03001234567', role: 'vendor' },
    });
    expect(res.statusCode).toBe(201);
    await t.ctx.mailer.flush();
    const mail = smtp.received.find((m) => m.to.includes('bilal@example.pk'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/Subject: Verify your RentWheels email address/);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
    // Quoted-printable may fold long lines with "=\r\n"; unfold before reading the link.
    const unfolded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(unfolded)![1]!;
    const verify = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${token}` });
    expect(verify.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bilal@example.pk', password: 'my own long passphrase', loginAs: 'vendor' },
    });
    expect(login.json()).toMatchObject({ emailVerified: true, loggedInAs: 'VENDOR' });
  });
});
