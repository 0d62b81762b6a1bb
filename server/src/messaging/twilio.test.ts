// The Twilio adapter (official SDK) against a local stand-in of Twilio's REST API, and its status
// callback signed with X-Twilio-Signature: forged and replayed reports change nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { messageOutbox } from '../db/schema.js';
import { queueText } from './outbox.js';

const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'twilio-auth-token-for-tests';
const CALLBACK = 'http://localhost:3000/api/messaging/twilio/status';
let standIn: Server;
const received: Array<{ path: string; authorization: string | undefined; form: Record<string, string> }> = [];
let t: TestApp;

beforeAll(async () => {
  standIn = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(data));
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
      res.setHeader('content-type', 'application/json');
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: `SM${String(received.length).padStart(32, '0')}`, status: 'queued', to: form.To, from: form.From, body: form.Body }));
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    env: {
      MESSAGING_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_SMS_FROM: '+15005550006',
      TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
      TWILIO_API_URL: `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.close(resolve));
});

const queue = (userId: string, channel: 'sms' | 'whatsapp') =>
  t.ctx.db.transaction((tx) => queueText(t.ctx, tx, { userId, to: '+923001234567', channel, kind: 'phone.code', locale: 'en', body: 'Your RentWheels code is 123456.' }));
const row = async (id: number) => (await t.ctx.db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0]!;
const callback = (fields: Record<string, string>, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messaging/twilio/status',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(signature ? { 'x-twilio-signature': signature } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
const sign = (fields: Record<string, string>, token = TOKEN) => twilio.getExpectedTwilioSignature(token, CALLBACK, fields);

describe('Twilio', () => {
  it('sends an SMS with the account credentials, from the SMS sender, asking for status callbacks', async () => {
    const user = await t.f.customer();
    const id = await queue(user.id, 'sms');
    await t.ctx.jobs.drain('messaging.send');
    const sent = received.at(-1)!;
    expect(sent.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(sent.form).toMatchObject({ To: '+923001234567', From: '+15005550006', Body: 'Your RentWheels code is 123456.', StatusCallback: CALLBACK });
    expect(await row(id)).toMatchObject({ status: 'SENT', provider: 'twilio', providerId: `SM${String(received.length).padStart(32, '0')}` });
  });

  it('sends WhatsApp from the WhatsApp sender', async () => {
    const user = await t.f.customer();
    await queue(user.id, 'whatsapp');
    await t.ctx.jobs.drain('messaging.send');
    expect(received.at(-1)!.form).toMatchObject({ To: 'whatsapp:+923001234567', From: 'whatsapp:+14155238886' });
  });

  it('applies a signed status callback once; a forged or replayed one changes nothing', async () => {
    const user = await t.f.customer();
    const id = await queue(user.id, 'sms');
    await t.ctx.jobs.drain('messaging.send');
    const sid = (await row(id)).providerId!;
    const delivered = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: SID };

    expect((await callback(delivered, sign(delivered, 'someone else'))).statusCode).toBe(401);
    expect((await callback(delivered)).statusCode).toBe(401);
    const tampered = await callback({ ...delivered, MessageStatus: 'failed' }, sign(delivered));
    expect(tampered.statusCode).toBe(401);
    expect((await row(id)).status).toBe('SENT');

    const ok = await callback(delivered, sign(delivered));
    expect([ok.statusCode, ok.json()]).toEqual([200, { received: true, changed: 1 }]);
    expect((await row(id)).status).toBe('DELIVERED');
    expect((await callback(delivered, sign(delivered))).json()).toEqual({ received: true, changed: 0 });
    const failedLate = { MessageSid: sid, MessageStatus: 'undelivered', AccountSid: SID };
    await callback(failedLate, sign(failedLate));
    expect((await row(id)).status).toBe('DELIVERED');
  });
});
