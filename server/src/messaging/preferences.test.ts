// Preferences per user, channel and kind (booking updates cannot all be off), what booking texts
// follow them, and the quiet hours on a controllable clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_TEXT_PREFERENCES } from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { messageOutbox } from '../db/schema.js';
import { queueText } from './outbox.js';

let now = new Date('2030-01-10T18:00:00Z'); // 23:00 in Pakistan
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
});
afterAll(() => t.close());

const url = '/api/users/me/notification-preferences';

describe('text preferences', () => {
  it('answers the defaults, saves a choice, and refuses turning booking updates off everywhere', async () => {
    const user = await t.f.customer();
    const headers = bearer(await t.f.token(user));
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual(DEFAULT_TEXT_PREFERENCES);
    const choice = { sms: { bookingUpdates: true, reminders: false, messages: false }, whatsapp: { bookingUpdates: false, reminders: true, messages: true }, romanUrdu: false };
    const saved = await t.app.inject({ method: 'PUT', url, headers, payload: choice });
    expect([saved.statusCode, saved.json()]).toEqual([200, choice]);
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual(choice);
    const allOff = { ...choice, sms: { ...choice.sms, bookingUpdates: false } };
    const refused = await t.app.inject({ method: 'PUT', url, headers, payload: allOff });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('sends booking updates by the channels chosen, in Roman Urdu when chosen', async () => {
    const vendor = await t.f.vendor();
    const headers = bearer(await t.f.token(vendor));
    await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { sms: { bookingUpdates: true, reminders: false, messages: false }, whatsapp: { bookingUpdates: true, reminders: false, messages: false }, romanUrdu: true },
    });
    const car = await t.f.car(await t.f.service(vendor));
    const customer = await t.f.customer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/createBooking',
      headers: bearer(await t.f.token(customer)),
      payload: { carId: car.id, startDate: '2030-06-01T10:00', endDate: '2030-06-03T10:00' },
    });
    expect(res.statusCode).toBe(201);
    const texts = await t.ctx.db.select().from(messageOutbox).where(eq(messageOutbox.userId, vendor.id));
    expect(texts.map((x) => x.channel).sort()).toEqual(['sms', 'whatsapp']);
    expect(texts[0]).toMatchObject({ locale: 'roman', body: expect.stringContaining('nayi darkhwast') });
  });
});

describe('quiet hours', () => {
  it('holds what can wait until 08:00 Pakistan time; what cannot goes at once', async () => {
    const user = await t.f.customer();
    const queue = (canWait: boolean) =>
      t.ctx.db.transaction((tx) => queueText(t.ctx, tx, { userId: user.id, to: '+923001234567', channel: 'whatsapp', kind: 'reminder', locale: 'en', body: 'Pickup tomorrow', canWait }));
    const waits = await queue(true);
    const goes = await queue(false);
    await t.ctx.jobs.drain('messaging.send');
    const status = async (id: number) => (await t.ctx.db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0]!.status;
    expect(await status(waits)).toBe('PENDING');
    expect(await status(goes)).toBe('SENT');

    now = new Date('2030-01-10T06:00:00Z'); // 11:00 in Pakistan
    const daytime = await queue(true);
    await t.ctx.jobs.drain('messaging.send');
    expect(await status(daytime)).toBe('SENT');
  });
});
