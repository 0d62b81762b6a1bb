// Texts that can wait, on a controllable clock (issue 33): pickup reminders 24 h and 2 h before
// the start and the return reminder, each once per booking and kind however often the job runs;
// "deposit returned" from the rental-money event; new messages as at most one digest an hour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { messageOutbox } from '../db/schema.js';
import { dueReminders, sendDueDigests, sendDueReminders } from './reminders.js';

// Pakistan is UTC+5: a wall-clock reading is the UTC instant plus five hours.
const pk = (wall: string) => new Date(new Date(`${wall}Z`).getTime() - 5 * 3_600_000);
let now = pk('2030-05-01T09:00:00');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
});
afterAll(() => t.close());

const textsTo = (userId: string, kind?: string) =>
  t.ctx.db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.userId, userId), kind ? like(messageOutbox.kind, kind) : undefined))
    .orderBy(asc(messageOutbox.id));

describe('dueReminders', () => {
  const h = 3_600_000;
  it('names the reminder a moment calls for', () => {
    expect(dueReminders(0, 30 * h, 80 * h)).toEqual([]);
    expect(dueReminders(0, 20 * h, 80 * h)).toEqual(['pickup_24h']);
    expect(dueReminders(0, 1 * h, 80 * h)).toEqual(['pickup_2h']);
    expect(dueReminders(0, -10 * h, 1 * h)).toEqual(['return']);
    expect(dueReminders(0, -10 * h, -1 * h)).toEqual([]);
  });
});

describe('reminders', () => {
  it('sends the 24 h, the 2 h and the return reminder once each, in the renter’s language, as the clock moves', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor, { name: 'Karachi Cars' }), { make: 'HONDA', model: 'Civic', year: 2021 });
    const customer = await t.f.customer({ locale: 'ur' });
    const booking = await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-05-02T10:00:00', endDate: '2030-05-04T10:00:00' });
    const pending = await t.f.booking(car, await t.f.customer(), { status: 'PENDING', startDate: '2030-05-02T10:00:00', endDate: '2030-05-04T10:00:00' });

    now = pk('2030-05-01T09:00:00'); // 25 h before: nothing yet
    await sendDueReminders(t.ctx);
    expect(await textsTo(customer.id)).toHaveLength(0);

    now = pk('2030-05-01T10:30:00'); // 23.5 h before
    await sendDueReminders(t.ctx);
    await sendDueReminders(t.ctx);
    let texts = await textsTo(customer.id);
    expect(texts.map((m) => m.kind)).toEqual(['reminder.pickup_24h']);
    expect(texts[0]).toMatchObject({ channel: 'whatsapp', locale: 'ur', toPhone: customer.phone, fallbackMail: true });
    expect(texts[0]!.body).toContain('یاد دہانی');
    expect(texts[0]!.body).toContain(`/bookings/${booking.id}`);

    now = pk('2030-05-02T08:30:00'); // 1.5 h before
    await Promise.all([sendDueReminders(t.ctx), sendDueReminders(t.ctx)]);
    texts = await textsTo(customer.id);
    expect(texts.map((m) => m.kind)).toEqual(['reminder.pickup_24h', 'reminder.pickup_2h']);

    now = pk('2030-05-04T08:15:00'); // 1 h 45 before the end
    await sendDueReminders(t.ctx);
    await sendDueReminders(t.ctx);
    texts = await textsTo(customer.id);
    expect(texts.map((m) => m.kind)).toEqual(['reminder.pickup_24h', 'reminder.pickup_2h', 'reminder.return']);
    // Nothing for a booking that is not confirmed.
    expect(await textsTo(pending.customerId)).toHaveLength(0);
  });

  it('a booking made 90 minutes before its start gets only the 2 h reminder; Roman Urdu when chosen; nothing without a verified phone', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const roman = await t.f.customer({ textRomanUrdu: true });
    const unverified = await t.f.customer({ phoneVerifiedAt: null });
    now = pk('2030-06-01T12:00:00');
    await t.f.booking(car, roman, { status: 'CONFIRMED', startDate: '2030-06-01T13:30:00', endDate: '2030-06-03T13:30:00' });
    await t.f.booking(car, unverified, { status: 'CONFIRMED', startDate: '2030-06-05T11:00:00', endDate: '2030-06-06T13:30:00' });
    now = pk('2030-06-05T10:00:00');
    await sendDueReminders(t.ctx);
    now = pk('2030-06-01T12:00:00');
    await sendDueReminders(t.ctx);
    const texts = await textsTo(roman.id);
    expect(texts.map((m) => m.kind)).toEqual(['reminder.pickup_2h']);
    expect(texts[0]).toMatchObject({ locale: 'roman' });
    expect(texts[0]!.body).toContain('yaad dehani');
    expect(await textsTo(unverified.id)).toHaveLength(0);
  });
});

describe('deposit returned', () => {
  it('texts the renter when the rental-money event records a returned deposit, and nothing for other money', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor, { name: 'Lahore Wheels' }));
    const customer = await t.f.customer();
    const booking = await t.f.booking(car, customer, { status: 'CONFIRMED' });
    const record = (kind: 'deposit_returned' | 'deposit_received') =>
      t.ctx.transaction((tx) =>
        t.ctx.events.emit('money.recorded', { bookingId: booking.id, customerId: customer.id, rowId: '1', kind, method: 'cash', amount: 20000 }, tx),
      );
    await record('deposit_received');
    expect(await textsTo(customer.id)).toHaveLength(0);
    await record('deposit_returned');
    const [text] = await textsTo(customer.id);
    expect(text).toMatchObject({ kind: 'money.deposit_returned', channel: 'whatsapp', locale: 'en' });
    expect(text!.body).toContain('Lahore Wheels returned your deposit of PKR 20,000');
  });
});

describe('new messages by text', () => {
  it('at most one digest an hour per booking, counting the messages since the last one; nothing for those who did not ask', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const customer = await t.f.customer();
    const booking = await t.f.booking(car, customer, { status: 'CONFIRMED' });
    const say = async (body: string) =>
      expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/messages`, headers: bearer(await t.f.token(vendor)), payload: { body } })).statusCode).toBe(201);
    now = pk('2030-07-01T12:00:00');

    // The customer has not asked for messages by text (the default): nothing.
    await say('Hello');
    await sendDueDigests(t.ctx);
    expect(await textsTo(customer.id, 'message.%')).toHaveLength(0);

    const prefs = { sms: { bookingUpdates: false, reminders: false, messages: false }, whatsapp: { bookingUpdates: true, reminders: true, messages: true }, romanUrdu: false };
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: bearer(await t.f.token(customer)), payload: prefs })).statusCode).toBe(200);
    await say('The car is ready');
    await say('Come to gate 2');
    await sendDueDigests(t.ctx);
    await sendDueDigests(t.ctx);
    let digests = await textsTo(customer.id, 'message.%');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.body).toContain('2 new messages');

    // Ten minutes later: another message waits for the hour to pass.
    now = pk('2030-07-01T12:10:00');
    await say('Where are you?');
    await sendDueDigests(t.ctx);
    expect(await textsTo(customer.id, 'message.%')).toHaveLength(1);
    now = pk('2030-07-01T12:59:00');
    await sendDueDigests(t.ctx);
    expect(await textsTo(customer.id, 'message.%')).toHaveLength(1);
    now = pk('2030-07-01T13:00:00');
    await Promise.all([sendDueDigests(t.ctx), sendDueDigests(t.ctx)]);
    digests = await textsTo(customer.id, 'message.%');
    expect(digests).toHaveLength(2);
    expect(digests[1]!.body).toContain('a new message');
  });
});
