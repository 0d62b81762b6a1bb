// The event stream over real HTTP: authenticated by header, live delivery, heartbeats, replay
// with Last-Event-ID, and fan-out across two app instances sharing one PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { TokenService } from '../auth/index.js';
import { notifications } from '../db/schema.js';
import { createContext } from '../context.js';
import { openDatabase } from '../db/client.js';
import { bearer, createTestApp, testConfig, usesPostgresServer, type TestApp } from '../../test/harness.js';
import type { CarRow, UserRow } from '../../test/factories.js';
import { notificationHubOf } from './routes.js';
import { MAX_STREAMS_PER_USER } from './stream.js';
import { emitCreated, openEventStream, transition } from './test-support.js';

const PORT = 4531;
let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let car: CarRow;
let vendorToken: string;
let customerToken: string;
const base = `http://127.0.0.1:${PORT}/api/notifications/stream`;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  vendor = await t.f.vendor({ name: 'Vera Vendor' });
  customer = await t.f.customer({ name: 'Kamran Customer' });
  car = await t.f.car(await t.f.service(vendor));
  vendorToken = await t.f.token(vendor);
  customerToken = await t.f.token(customer);
});
afterAll(() => t.close());

describe('notification stream', () => {
  it('refuses a caller without the Authorization header, even with a token in the URL', async () => {
    const res = await fetch(`${base}?token=${encodeURIComponent(vendorToken)}`);
    expect(res.status).toBe(401);
  });

  it('pushes a new notification to its user only, as an event with an opaque cursor as id', async () => {
    const vendorStream = await openEventStream(base, bearer(vendorToken));
    const customerStream = await openEventStream(base, bearer(customerToken));
    expect(vendorStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await vendorStream.next((e) => e.comment === 'connected');
    await customerStream.next((e) => e.comment === 'connected');

    const booking = await t.f.booking(car, customer);
    await emitCreated(t.ctx, booking);
    const event = await vendorStream.next();
    const data = JSON.parse(event.data!);
    expect(data).toMatchObject({ bookingId: booking.id, read: false, audience: 'VENDOR' });
    expect(data.message).toContain('New booking request from Kamran Customer');
    // The id is an encrypted seq: it names this notification without telling how many the
    // platform has written.
    expect(event.id).toBe(data.cursor);
    expect(event.id).toMatch(/^[0-9a-f]{32}$/);
    expect(data).not.toHaveProperty('seq');
    const [row] = await t.ctx.db.select({ seq: notifications.seq }).from(notifications).where(eq(notifications.bookingId, booking.id));
    expect(notificationHubOf(t.ctx)!.cursors.decode(event.id!)).toBe(row!.seq);
    expect(event.id).not.toContain(String(row!.seq).padStart(4, '0'));

    // The customer's own action is not news to them.
    await expect(customerStream.next(undefined, 300)).rejects.toThrow('no matching event');
    vendorStream.close();
    customerStream.close();
  });

  it('sends heartbeats on an idle stream', async () => {
    notificationHubOf(t.ctx)!.heartbeatMs = 50;
    const stream = await openEventStream(base, bearer(customerToken));
    const beat = await stream.next((e) => e.comment === 'heartbeat');
    expect(beat.comment).toBe('heartbeat');
    stream.close();
    notificationHubOf(t.ctx)!.heartbeatMs = 25_000;
  });

  it('a reconnecting client with Last-Event-ID gets what it missed, in order, then live ones', async () => {
    const first = await openEventStream(base, bearer(customerToken));
    await first.next((e) => e.comment === 'connected');
    const b1 = await t.f.booking(car, customer, { startDate: '2031-05-01T10:00:00', endDate: '2031-05-02T10:00:00' });
    await transition(t.ctx, { booking: b1, action: 'accept', party: 'VENDOR', actorId: vendor.id });
    const seen = await first.next();
    first.close();

    // Missed while disconnected:
    const b2 = await t.f.booking(car, customer, { startDate: '2031-06-01T10:00:00', endDate: '2031-06-02T10:00:00' });
    const b3 = await t.f.booking(car, customer, { startDate: '2031-07-01T10:00:00', endDate: '2031-07-02T10:00:00' });
    await transition(t.ctx, { booking: b2, action: 'reject', party: 'VENDOR', actorId: vendor.id });
    await transition(t.ctx, { booking: b3, action: 'suggest-changes', party: 'VENDOR', actorId: vendor.id });

    const again = await openEventStream(base, { ...bearer(customerToken), 'last-event-id': seen.id! });
    const r1 = JSON.parse((await again.next()).data!);
    const r2 = JSON.parse((await again.next()).data!);
    expect([r1.bookingId, r2.bookingId]).toEqual([b2.id, b3.id]);
    expect(r1.message).toMatch(/was rejected$/);

    const b4 = await t.f.booking(car, customer, { startDate: '2031-08-01T10:00:00', endDate: '2031-08-02T10:00:00' });
    await transition(t.ctx, { booking: b4, action: 'accept', party: 'VENDOR', actorId: vendor.id });
    expect(JSON.parse((await again.next()).data!).bookingId).toBe(b4.id);
    expect(again.pending().filter((e) => e.event === 'notification')).toEqual([]);
    again.close();
  });

  it('rejects a malformed, numeric or forged Last-Event-ID with 400', async () => {
    for (const id of ['yesterday', '12', 'ab'.repeat(16)]) {
      const res = await fetch(base, { headers: { ...bearer(customerToken), 'last-event-id': id } });
      expect(res.status, id).toBe(400);
      expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    }
  });

  it('ends a stream when the token it was opened with expires', async () => {
    const user = await t.f.customer();
    const shortLived = new TokenService(testConfig(t.dataDir).JWT_SECRET!, '2s');
    const token = await shortLived.sign({ userId: user.id, loggedInAs: 'CUSTOMER', version: 0 });
    const stream = await openEventStream(base, bearer(token));
    await stream.next((e) => e.comment === 'connected');
    expect(notificationHubOf(t.ctx)!.streamsOf(user.id)).toBe(1);
    await stream.ended;
    expect(notificationHubOf(t.ctx)!.streamsOf(user.id)).toBe(0);
  });

  it('ends the streams of an account whose sessions are revoked or which is deleted', async () => {
    const hub = notificationHubOf(t.ctx)!;
    const leaver = await t.f.customer();
    const leaverStream = await openEventStream(base, bearer(await t.f.token(leaver)));
    await leaverStream.next((e) => e.comment === 'connected');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(await t.f.token(leaver)) });
    expect(res.statusCode).toBeLessThan(300);
    await leaverStream.ended;
    expect(hub.streamsOf(leaver.id)).toBe(0);

    const deleted = await t.f.customer();
    const deletedStream = await openEventStream(base, bearer(await t.f.token(deleted)));
    await deletedStream.next((e) => e.comment === 'connected');
    const admin = await t.f.admin();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${deleted.id}`, headers: bearer(await t.f.token(admin)) });
    expect(del.statusCode).toBeLessThan(300);
    await deletedStream.ended;
    expect(hub.streamsOf(deleted.id)).toBe(0);
  });

  it(`keeps at most ${MAX_STREAMS_PER_USER} streams per user (the oldest closes), and suspending the account closes them all`, async () => {
    const user = await t.f.customer();
    const token = await t.f.token(user);
    const hub = notificationHubOf(t.ctx)!;
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER + 2; i += 1) {
      const stream = await openEventStream(base, bearer(token));
      await stream.next((e) => e.comment === 'connected');
      streams.push(stream);
    }
    expect(hub.streamsOf(user.id)).toBe(MAX_STREAMS_PER_USER);
    const admin = await t.f.admin();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/suspension`,
      headers: bearer(await t.f.token(admin, 'CUSTOMER')),
      payload: { suspended: true },
    });
    expect(res.statusCode).toBe(200);
    expect(hub.streamsOf(user.id)).toBe(0);
    for (const stream of streams) stream.close();
  });
});

describe.skipIf(!usesPostgresServer())('two app instances on one PostgreSQL server', () => {
  it('a booking action on instance A reaches an SSE client connected to instance B within a second', async () => {
    const database = await openDatabase({ url: t.databaseUrl!, poolSize: 2 });
    const ctxB = await createContext(testConfig(t.dataDir), { database });
    const appB = await buildApp(ctxB);
    await appB.listen({ port: PORT + 1, host: '127.0.0.1' });
    try {
      const stream = await openEventStream(`http://127.0.0.1:${PORT + 1}/api/notifications/stream`, bearer(customerToken));
      await stream.next((e) => e.comment === 'connected');
      const booking = await t.f.booking(car, customer, { startDate: '2032-01-01T10:00:00', endDate: '2032-01-03T10:00:00' });
      // The action is handled by instance A (t.ctx), whose process knows nothing of B's client.
      await transition(t.ctx, { booking, action: 'accept', party: 'VENDOR', actorId: vendor.id });
      const event = await stream.next(undefined, 1000);
      expect(JSON.parse(event.data!)).toMatchObject({ bookingId: booking.id, audience: 'CUSTOMER' });
      stream.close();

      // Suspending the account on A ends its stream on B.
      const suspendMe = await t.f.customer();
      const onB = await openEventStream(`http://127.0.0.1:${PORT + 1}/api/notifications/stream`, bearer(await t.f.token(suspendMe)));
      await onB.next((e) => e.comment === 'connected');
      const admin = await t.f.admin();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${suspendMe.id}/suspension`,
        headers: bearer(await t.f.token(admin, 'CUSTOMER')),
        payload: { suspended: true },
      });
      expect(res.statusCode).toBe(200);
      await onB.ended;
      expect(notificationHubOf(ctxB)!.streamsOf(suspendMe.id)).toBe(0);
    } finally {
      await appB.close();
      await database.close();
    }
  });

});
