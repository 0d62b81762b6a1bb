// The WhatsApp Cloud API adapter against a local stand-in of its HTTP API, its signed delivery
// webhook (forged and replayed reports change nothing), and the half-configured provider refused.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loadConfig } from '../config.js';
import { messageOutbox } from '../db/schema.js';
import { queueText } from './outbox.js';

interface Received {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const APP_SECRET = 'meta-app-secret-for-tests';
let standIn: Server;
const received: Received[] = [];
let refuseNext = false;
let t: TestApp;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  standIn = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
    if (refuseNext) {
      refuseNext = false;
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: 'Recipient phone number not in allowed list' } }));
      return;
    }
    res.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ wa_id: body.to }], messages: [{ id: `wamid.${received.length}` }] }));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const port = (standIn.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      MESSAGING_PROVIDER: 'whatsapp-cloud',
      WHATSAPP_ACCESS_TOKEN: 'test-access-token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});

const queue = (userId: string, template?: { name: string; language: string; parameters: string[] }) =>
  t.ctx.db.transaction((tx) =>
    queueText(t.ctx, tx, { userId, to: '+923001234567', channel: 'whatsapp', kind: 'booking.accepted', locale: 'ur', body: 'آپ کی بکنگ قبول ہو گئی', template, fallbackToMail: true }),
  );
const row = async (id: number) => (await t.ctx.db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0]!;
const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const report = (id: string, status: string, timestamp = '1700000000') =>
  JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: 'waba', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp, recipient_id: '923001234567' }] } }] }] });
const webhook = (body: string, signature?: string) =>
  t.app.inject({ method: 'POST', url: '/api/messaging/whatsapp/webhook', headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) }, payload: body });

describe('WhatsApp Cloud API', () => {
  it('sends a template message with its values, authorised by the access token, and keeps its id', async () => {
    const user = await t.f.customer();
    const id = await queue(user.id, { name: 'booking_accepted', language: 'ur', parameters: ['Toyota Corolla', '10 Jan'] });
    await t.ctx.jobs.drain('messaging.send');
    const sent = received.at(-1)!;
    expect(sent.path).toBe('/v21.0/1234567890/messages');
    expect(sent.authorization).toBe('Bearer test-access-token');
    expect(sent.body).toEqual({
      messaging_product: 'whatsapp',
      to: '923001234567',
      type: 'template',
      template: {
        name: 'booking_accepted',
        language: { code: 'ur' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Toyota Corolla' }, { type: 'text', text: '10 Jan' }] }],
      },
    });
    expect(await row(id)).toMatchObject({ status: 'SENT', provider: 'whatsapp-cloud', providerId: `wamid.${received.length}` });
  });

  it('sends plain text without a template, and keeps a refusal as the error of a retried attempt', async () => {
    const user = await t.f.customer();
    refuseNext = true;
    const id = await queue(user.id);
    await t.ctx.jobs.drain('messaging.send').catch(() => undefined);
    expect((await row(id)).lastError).toContain('not in allowed list');
    expect(received.at(-1)!.body).toMatchObject({ type: 'text', text: { body: 'آپ کی بکنگ قبول ہو گئی' } });
  });

  it('moves a text to DELIVERED and READ on signed reports; a forged or replayed one changes nothing', async () => {
    const user = await t.f.customer();
    const id = await queue(user.id);
    await t.ctx.jobs.drain('messaging.send');
    const providerId = (await row(id)).providerId!;

    const forged = report(providerId, 'delivered');
    expect((await webhook(forged, sign(forged, 'not the app secret'))).statusCode).toBe(401);
    expect((await webhook(forged)).statusCode).toBe(401);
    expect((await row(id)).status).toBe('SENT');

    const delivered = report(providerId, 'delivered');
    const ok = await webhook(delivered, sign(delivered));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true, changed: 1 });
    expect((await row(id)).status).toBe('DELIVERED');

    const read = report(providerId, 'read', '1700000100');
    await webhook(read, sign(read));
    expect((await row(id)).status).toBe('READ');
    // The earlier report again, and a late "sent": nothing moves back.
    expect((await webhook(delivered, sign(delivered))).json()).toEqual({ received: true, changed: 0 });
    const late = report(providerId, 'sent', '1700000200');
    await webhook(late, sign(late));
    expect((await row(id)).status).toBe('READ');
  });

  it("answers Meta's verification with the challenge for the right token only", async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=42abc' });
    expect([ok.statusCode, ok.body]).toEqual([200, '42abc']);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/messaging/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=42abc' });
    expect(wrong.statusCode).toBe(403);
  });

  it('does not carry SMS: a code queued as SMS fails at once (and codes never go by email)', async () => {
    const user = await t.f.customer();
    const id = await t.ctx.db.transaction((tx) =>
      queueText(t.ctx, tx, { userId: user.id, to: '+923001234567', channel: 'sms', kind: 'phone.code', locale: 'en', body: 'Your code is 123456' }),
    );
    await t.ctx.jobs.drain('messaging.send');
    expect((await row(id)).status).toBe('FAILED');
  });
});

describe('messaging settings', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };
  it.each([
    [{ MESSAGING_PROVIDER: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'secret' }, 'TWILIO_SMS_FROM'],
    [{ MESSAGING_PROVIDER: 'whatsapp-cloud', WHATSAPP_ACCESS_TOKEN: 'a', WHATSAPP_PHONE_NUMBER_ID: '1', WHATSAPP_APP_SECRET: 's' }, 'WHATSAPP_VERIFY_TOKEN'],
    [{ WHATSAPP_APP_SECRET: 's' }, 'WHATSAPP_ACCESS_TOKEN'],
  ])('a half-configured provider stops start-up naming the variable (%j)', (env, variable) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(variable);
  });

  it('starts with the outbox when nothing is set', () => {
    expect(loadConfig(base).MESSAGING_PROVIDER).toBe('outbox');
  });
});
