// The text outbox: queued with its job, delivered through the messenger, retried, and a text that
// runs out of attempts (or that the messenger cannot carry) falls back to email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { mailOutbox, messageOutbox } from '../db/schema.js';
import { deliverText, queueText } from './outbox.js';
import type { Messenger } from './messenger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const failing: Messenger = {
  name: 'outbox',
  carries: () => true,
  send: () => Promise.reject(new Error('provider down')),
};

async function queued(userId: string | null, fallbackToMail = true) {
  return t.ctx.db.transaction((tx) =>
    queueText(t.ctx, tx, { userId, to: '+923001112233', channel: 'whatsapp', kind: 'booking.accepted', locale: 'ur', body: 'آپ کی بکنگ قبول ہو گئی', fallbackToMail }),
  );
}
const row = async (id: number) => (await t.ctx.db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0]!;
const mailsTo = (email: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));

describe('the text outbox', () => {
  it('keeps the text as SENT with the default messenger (nothing leaves the machine)', async () => {
    const user = await t.f.customer();
    const id = await queued(user.id);
    await t.ctx.jobs.drain('messaging.send');
    expect(await row(id)).toMatchObject({ status: 'SENT', provider: 'outbox', attempts: 1 });
  });

  it('counts a failed attempt and leaves the text to its retry', async () => {
    const user = await t.f.customer();
    const id = await queued(user.id);
    await expect(deliverText(t.ctx, { outboxId: id }, { id: 'j', retryCount: 0, retryLimit: 5 }, failing)).rejects.toThrow('provider down');
    expect(await row(id)).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'provider down' });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('falls back to email when the last attempt fails', async () => {
    const user = await t.f.customer();
    const id = await queued(user.id);
    await expect(deliverText(t.ctx, { outboxId: id }, { id: 'j', retryCount: 5, retryLimit: 5 }, failing)).rejects.toThrow();
    expect((await row(id)).status).toBe('FAILED');
    const [mail] = await mailsTo(user.email);
    expect(mail!.textBody).toContain('آپ کی بکنگ قبول ہو گئی');
    // A second run of the same job changes nothing.
    await deliverText(t.ctx, { outboxId: id }, { id: 'j', retryCount: 5, retryLimit: 5 }, failing);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('falls back to email at once for a channel the messenger does not carry; never for a code', async () => {
    const user = await t.f.customer();
    const smsOnly: Messenger = { name: 'outbox', carries: (channel) => channel === 'sms', send: async () => ({ providerId: null }) };
    const id = await queued(user.id);
    await deliverText(t.ctx, { outboxId: id }, { id: 'j', retryCount: 0, retryLimit: 5 }, smsOnly);
    expect((await row(id)).status).toBe('FAILED');
    expect(await mailsTo(user.email)).toHaveLength(1);

    const other = await t.f.customer();
    const code = await queued(other.id, false);
    await expect(deliverText(t.ctx, { outboxId: code }, { id: 'j', retryCount: 5, retryLimit: 5 }, failing)).rejects.toThrow();
    expect(await mailsTo(other.email)).toEqual([]);
  });

  it('shows admins the texts to a number while texts stay in the outbox; nobody else', async () => {
    await queued(null);
    const admin = await t.f.admin();
    const list = await t.app.inject({ method: 'GET', url: '/api/messaging/outbox?to=0300%201112233', headers: bearer(await t.f.token(admin)) });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ channel: 'whatsapp', locale: 'ur', body: 'آپ کی بکنگ قبول ہو گئی' });
    const customer = await t.f.customer();
    expect((await t.app.inject({ method: 'GET', url: '/api/messaging/outbox?to=03001112233', headers: bearer(await t.f.token(customer)) })).statusCode).toBe(403);
  });
});
