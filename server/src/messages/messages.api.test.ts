// The conversation of a booking: who may read and write it (404 for strangers, read-only admins),
// masking of contact details before confirmation, paging, unread counts, the inbox, live delivery
// over the notification stream, and one email per burst of messages left unread for 10 minutes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq, like } from 'drizzle-orm';
import { MAX_MESSAGE_LENGTH, MESSAGE_PAGE_SIZE } from '@carrental/shared';
import { bearer, createTestApp, testConfig, usesPostgresServer, type TestApp } from '../../test/harness.js';
import type { BookingRow, CarRow, UserRow } from '../../test/factories.js';
import { buildApp } from '../app.js';
import { createContext } from '../context.js';
import { openDatabase } from '../db/client.js';
import { bookingEvents, bookings, mailOutbox, messages } from '../db/schema.js';
import { openEventStream } from '../notifications/test-support.js';
import { UNREAD_MAIL_QUEUE, sweepUnsentMessagePhotos } from './index.js';
import { TestClock, runDelayedJobs } from './test-support.js';

/** Where the app listens (a free port chosen by the system, so parallel runs never collide). */
let baseUrl = '';
const clock = new TestClock();
let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let admin: UserRow;
let car: CarRow;
let booking: BookingRow;
const tokens: Record<'vendor' | 'customer' | 'stranger' | 'admin', string> = { vendor: '', customer: '', stranger: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendor = await t.f.vendor({ name: 'Vera Vendor' });
  customer = await t.f.customer({ name: 'Kamran Customer' });
  stranger = await t.f.customer();
  admin = await t.f.admin();
  car = await t.f.car(await t.f.service(vendor));
  tokens.vendor = await t.f.token(vendor);
  tokens.customer = await t.f.token(customer);
  tokens.stranger = await t.f.token(stranger);
  tokens.admin = await t.f.token(admin, 'ADMIN');
});
afterAll(() => t.close());

beforeEach(async () => {
  booking = await t.f.booking(car, customer);
});

const as = (who: keyof typeof tokens) => bearer(tokens[who]);
const post = (who: keyof typeof tokens, body: unknown, id = booking.id) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/messages`, headers: as(who), payload: body as object });
const list = (who: keyof typeof tokens, query = '', id = booking.id) =>
  t.app.inject({ method: 'GET', url: `/api/bookings/${id}/messages${query}`, headers: as(who) });

describe('who may read and write a conversation', () => {
  it('the two parties write and read; the message arrives for the other side', async () => {
    const sent = await post('customer', { body: 'Is the car available with a child seat?' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ mine: true, senderId: customer.id, body: 'Is the car available with a child seat?' });
    const reply = await post('vendor', { body: 'Yes, at no extra cost.' });
    expect(reply.statusCode).toBe(201);
    const page = (await list('vendor')).json();
    expect(page.canWrite).toBe(true);
    expect(page.messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Is the car available with a child seat?', false],
      ['Yes, at no extra cost.', true],
    ]);
  });

  it('a stranger gets 404 on every route, as for an unknown or malformed booking id', async () => {
    await post('customer', { body: 'hello' });
    expect((await list('stranger')).statusCode).toBe(404);
    expect((await post('stranger', { body: 'hi' })).statusCode).toBe(404);
    const read = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/messages/read`, headers: as('stranger') });
    expect(read.statusCode).toBe(404);
    expect((await list('customer', '', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list('customer', '', 'not-a-uuid')).statusCode).toBe(404);
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as('stranger') })).json();
    expect(inbox.conversations).toEqual([]);
  });

  it('an admin reads but cannot write', async () => {
    await post('customer', { body: 'call me on 0300 1234567' });
    const page = await list('admin');
    expect(page.statusCode).toBe(200);
    expect(page.json().canWrite).toBe(false);
    expect(page.json().messages[0].body).toBe('call me on 0300 1234567');
    expect((await post('admin', { body: 'admin here' })).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${booking.id}/messages` });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty or too long message with 400', async () => {
    expect((await post('customer', { body: '   ' })).statusCode).toBe(400);
    expect((await post('customer', { body: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) })).statusCode).toBe(400);
    expect((await post('customer', { body: 'bad \u0000 byte' })).statusCode).toBe(400);
    expect((await post('customer', {})).statusCode).toBe(400);
    expect((await post('customer', { body: 'x'.repeat(MAX_MESSAGE_LENGTH) })).statusCode).toBe(201);
  });
});

describe('contact details before confirmation', () => {
  const text = 'Call me on +92 300 1234567 or 0300-765-4321, or write to kamran@example.pk';

  it('are masked for the other side, shown to the writer, and pass once the booking is CONFIRMED', async () => {
    await post('customer', { body: text });
    const vendorView = (await list('vendor')).json().messages[0].body as string;
    expect(vendorView).not.toMatch(/1234567|765|4321|kamran@example\.pk/);
    expect(vendorView).toContain('Call me on');
    expect((await list('customer')).json().messages[0].body).toBe(text);

    await t.ctx.db.update(bookings).set({ status: 'CONFIRMED' }).where(eq(bookings.id, booking.id));
    expect((await list('vendor')).json().messages[0].body).toBe(text);
  });

  it('stay visible after a confirmed booking is cancelled', async () => {
    await post('vendor', { body: 'My number is 0321 5556677' });
    await t.ctx.db.insert(bookingEvents).values({ bookingId: booking.id, actorId: null, action: 'payment-completed', fromStatus: 'ACCEPTED', toStatus: 'CONFIRMED' });
    await t.ctx.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, booking.id));
    expect((await list('customer')).json().messages[0].body).toBe('My number is 0321 5556677');
  });
});

describe('paging, unread counts and the inbox', () => {
  it('pages older messages with ?before=', async () => {
    const rows = Array.from({ length: MESSAGE_PAGE_SIZE + 3 }, (_, i) => ({ bookingId: booking.id, senderId: customer.id, body: `m${i}` }));
    await t.ctx.db.insert(messages).values(rows);
    const first = (await list('vendor')).json();
    expect(first.messages).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.messages.at(-1).body).toBe(`m${MESSAGE_PAGE_SIZE + 2}`);
    const older = (await list('vendor', `?before=${first.messages[0].id}`)).json();
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['m0', 'm1', 'm2']);
    expect(older.hasMore).toBe(false);
    expect((await list('vendor', '?before=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list('vendor', '?before=nope')).statusCode).toBe(400);
  });

  it('lists conversations with car, other party, last message, status and unread count; reading clears it', async () => {
    await post('customer', { body: 'first' });
    await post('customer', { body: 'second, mail me at a@b.pk' });
    const inbox = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as('vendor') })).json();
    const mine = inbox.conversations.find((c: { bookingId: string }) => c.bookingId === booking.id);
    expect(mine).toMatchObject({
      bookingStatus: 'PENDING',
      car: { id: car.id },
      otherParty: { id: customer.id, name: 'Kamran Customer' },
      unreadCount: 2,
    });
    expect(mine.lastMessage.body).not.toContain('a@b.pk');
    expect(inbox.unreadTotal).toBeGreaterThanOrEqual(2);
    const customerInbox = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as('customer') })).json();
    const theirs = customerInbox.conversations.find((c: { bookingId: string }) => c.bookingId === booking.id);
    expect(theirs).toMatchObject({ otherParty: { id: vendor.id, name: 'Vera Vendor' }, unreadCount: 0 });

    const read = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/messages/read`, headers: as('vendor') });
    expect(read.json()).toEqual({ unreadCount: 0 });
    const after = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: as('vendor') })).json();
    expect(after.conversations.find((c: { bookingId: string }) => c.bookingId === booking.id).unreadCount).toBe(0);
    // An admin is not a party: nothing to mark.
    const adminRead = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/messages/read`, headers: as('admin') });
    expect(adminRead.statusCode).toBe(403);
  });
});

/** A multipart body with one file field, as a browser would send it. */
function multipart(fileName: string, bytes: Buffer, contentType = 'image/png') {
  const boundary = `----rw${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();

describe('photos', () => {
  const upload = async (who: keyof typeof tokens, bytes: Buffer, id = booking.id) => {
    const body = multipart('dent.png', bytes);
    return t.app.inject({ method: 'POST', url: `/api/bookings/${id}/messages/photos`, headers: { ...as(who), 'content-type': body.contentType }, payload: body.payload });
  };

  it('up to 4 private photos per message, checked like car images, seen by both parties through signed links', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await upload('customer', await png());
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    expect((await post('customer', { body: '', photoIds: ids })).statusCode).toBe(400);
    const sent = await post('customer', { body: '', photoIds: ids.slice(0, 2) });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().photos).toHaveLength(2);
    const seen = (await list('vendor')).json().messages.at(-1);
    expect(seen.photos).toHaveLength(2);
    const link = new URL(seen.photos[0].url);
    expect(link.pathname).toBe('/api/files/signed');
    const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    // Not a public file.
    expect((await t.app.inject({ method: 'GET', url: `/files/${link.searchParams.get('key')}` })).statusCode).toBe(404);
    // Sent photos cannot be sent again; another's photos cannot be sent at all.
    expect((await post('customer', { photoIds: [ids[0]] })).statusCode).toBe(400);
    expect((await post('vendor', { photoIds: [ids[2]] })).statusCode).toBe(400);

    // Unsent photos are swept a day later with their files; sent ones stay.
    expect(await sweepUnsentMessagePhotos(t.ctx)).toBe(0);
    clock.advance(86_400_001);
    expect(await sweepUnsentMessagePhotos(t.ctx)).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    expect((await list('vendor')).json().messages.at(-1).photos).toHaveLength(2);
  });

  it('refuses what is not an image (415), strangers (404), admins (403)', async () => {
    expect((await upload('customer', Buffer.from('not an image at all'))).statusCode).toBe(415);
    expect((await upload('stranger', await png())).statusCode).toBe(404);
    expect((await upload('admin', await png())).statusCode).toBe(403);
    const noFile = await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/messages/photos`, headers: as('customer'), payload: {} });
    expect(noFile.statusCode).toBe(400);
  });
});

describe('live delivery', () => {
  it('a new message reaches the recipient\'s stream, masked, and not a stranger\'s', async () => {
    const url = `${baseUrl}/api/notifications/stream`;
    const vendorStream = await openEventStream(url, as('vendor'));
    const strangerStream = await openEventStream(url, as('stranger'));
    await vendorStream.next((e) => e.comment === 'connected');
    await strangerStream.next((e) => e.comment === 'connected');
    try {
      await post('customer', { body: 'ring 0300 1234567' });
      const event = await vendorStream.next((e) => e.event === 'message', 1000);
      const data = JSON.parse(event.data!);
      expect(data.message).toMatchObject({ bookingId: booking.id, senderId: customer.id, mine: false });
      expect(data.message.body).not.toContain('1234567');
      expect(event.id).toBeUndefined();
      await post('vendor', { body: 'marker' });
      await vendorStream.next((e) => e.event === 'message' && JSON.parse(e.data!).message.body === 'marker', 1000);
      expect(strangerStream.pending().filter((e) => e.event === 'message')).toEqual([]);
    } finally {
      vendorStream.close();
      strangerStream.close();
    }
  });
});

describe('email for messages unread after 10 minutes', () => {
  /** Emails to `user` about the current test's booking. */
  const mailsTo = (user: UserRow) =>
    t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), like(mailOutbox.subject, '%message%'), like(mailOutbox.textBody, `%/bookingDetails/${booking.id}%`)));
  const minutes = (n: number) => n * 60_000;

  it('sends one email for a burst, only once 10 minutes have passed', async () => {
    const before = (await mailsTo(vendor)).length;
    await post('customer', { body: 'Hello? My email is k@x.pk' });
    clock.advance(minutes(2));
    await post('customer', { body: 'Are you there?' });
    clock.advance(minutes(7));
    await runDelayedJobs(t.ctx, UNREAD_MAIL_QUEUE.name);
    expect((await mailsTo(vendor)).length).toBe(before);
    clock.advance(minutes(4));
    await runDelayedJobs(t.ctx, UNREAD_MAIL_QUEUE.name);
    await runDelayedJobs(t.ctx, UNREAD_MAIL_QUEUE.name);
    const mails = await mailsTo(vendor);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('2 new messages from Kamran Customer');
    expect(mail.textBody).toContain('Are you there?');
    expect(mail.textBody).not.toContain('k@x.pk');
    expect(mail.textBody).toContain(`/bookingDetails/${booking.id}`);
    // A later message starts a new burst.
    await post('customer', { body: 'Still waiting' });
    clock.advance(minutes(11));
    await runDelayedJobs(t.ctx, UNREAD_MAIL_QUEUE.name);
    expect((await mailsTo(vendor)).length).toBe(before + 2);
  });

  it('sends nothing when the recipient read the conversation in time', async () => {
    const before = (await mailsTo(customer)).length;
    await post('vendor', { body: 'Your car is ready' });
    clock.advance(minutes(3));
    await t.app.inject({ method: 'POST', url: `/api/bookings/${booking.id}/messages/read`, headers: as('customer') });
    clock.advance(minutes(10));
    await runDelayedJobs(t.ctx, UNREAD_MAIL_QUEUE.name);
    expect((await mailsTo(customer)).length).toBe(before);
  });
});

describe.skipIf(!usesPostgresServer())('two app instances on one PostgreSQL server', () => {
  it('a message posted on instance A reaches a stream on instance B within a second', async () => {
    const database = await openDatabase({ url: t.databaseUrl!, poolSize: 2 });
    const ctxB = await createContext(testConfig(t.dataDir), { database });
    const appB = await buildApp(ctxB);
    const baseB = await appB.listen({ port: 0, host: '127.0.0.1' });
    try {
      const stream = await openEventStream(`${baseB}/api/notifications/stream`, as('vendor'));
      await stream.next((e) => e.comment === 'connected');
      const started = Date.now();
      await post('customer', { body: 'across instances' });
      const event = await stream.next((e) => e.event === 'message', 1000);
      expect(JSON.parse(event.data!).message.body).toBe('across instances');
      expect(Date.now() - started).toBeLessThan(1000);
      stream.close();
    } finally {
      await appB.close();
      await database.close();
    }
  });
});
