// The notification endpoints: who sees which list, unread count, mark read (own only), clear.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, bearer, type TestApp } from '../../test/harness.js';
import type { UserRow } from '../../test/factories.js';
import { notifications } from '../db/schema.js';

let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let vendorToken: string;
let customerToken: string;
let strangerToken: string;
let bookingId: string;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await t.f.vendor();
  customer = await t.f.customer();
  stranger = await t.f.customer();
  const car = await t.f.car(await t.f.service(vendor));
  bookingId = (await t.f.booking(car, customer)).id;
  [vendorToken, customerToken, strangerToken] = await Promise.all([t.f.token(vendor), t.f.token(customer), t.f.token(stranger)]);
});
afterAll(() => t.close());

/** Rows in a known order: seq grows with each insert. */
async function seed() {
  await t.ctx.db.delete(notifications);
  const row = (userId: string, audience: 'CUSTOMER' | 'VENDOR', message: string, read = false) => ({
    userId,
    audience,
    message,
    read,
    bookingId,
    kind: 'booking.created',
  });
  const inserted = await t.ctx.db
    .insert(notifications)
    .values([
      row(vendor.id, 'CUSTOMER', 'vendor as customer, old'),
      row(vendor.id, 'VENDOR', 'vendor as vendor, read', true),
      row(vendor.id, 'VENDOR', 'vendor as vendor, newest'),
      row(customer.id, 'CUSTOMER', 'customer only'),
    ])
    .returning();
  return inserted;
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('notification lists', () => {
  beforeEach(seed);

  it('GET /notifications is the caller\'s own as a customer, newest first, in the spec\'s shape', async () => {
    const res = await get('/api/notifications', vendorToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((n: { message: string }) => n.message)).toEqual(['vendor as customer, old']);
    expect(Object.keys(body[0]).sort()).toEqual(['bookingId', 'createdAt', 'id', 'message', 'read']);
    expect(body[0]).toMatchObject({ bookingId, read: false });
    expect(new Date(body[0].createdAt).toString()).not.toBe('Invalid Date');
  });

  it('GET /notifications/services is about the caller\'s services; 403 for a non-vendor', async () => {
    const res = await get('/api/notifications/services', vendorToken);
    expect(res.json().map((n: { message: string }) => n.message)).toEqual(['vendor as vendor, newest', 'vendor as vendor, read']);
    const refused = await get('/api/notifications/services', customerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });

  it('GET /notifications/all is both, newest first, and never another user\'s', async () => {
    const res = await get('/api/notifications/all', vendorToken);
    expect(res.json().map((n: { message: string }) => n.message)).toEqual([
      'vendor as vendor, newest',
      'vendor as vendor, read',
      'vendor as customer, old',
    ]);
    expect((await get('/api/notifications/all', strangerToken)).json()).toEqual([]);
  });

  it('counts unread per list type', async () => {
    const count = async (type: string, token = vendorToken) => (await get(`/api/notifications/unread-count?type=${type}`, token)).json().count;
    expect(await count('all')).toBe(2);
    expect(await count('user')).toBe(1);
    expect(await count('services')).toBe(1);
    expect(await count('all', customerToken)).toBe(1);
    expect((await get('/api/notifications/unread-count', vendorToken)).json()).toEqual({ count: 2 });
    expect((await get('/api/notifications/unread-count?type=everything', vendorToken)).statusCode).toBe(400);
  });

  it('every endpoint needs a login', async () => {
    for (const url of ['/api/notifications', '/api/notifications/services', '/api/notifications/all', '/api/notifications/unread-count', '/api/notifications/stream']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/notifications' })).statusCode).toBe(401);
    const [first] = await t.ctx.db.select().from(notifications).limit(1);
    expect((await t.app.inject({ method: 'PUT', url: `/api/notifications/${first!.id}/read` })).statusCode).toBe(401);
  });
});

describe('mark read and clear', () => {
  let rows: Awaited<ReturnType<typeof seed>>;
  beforeEach(async () => {
    rows = await seed();
  });

  const put = (id: string, token: string) => t.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: bearer(token) });

  it('marks the caller\'s own notification read and the unread count drops', async () => {
    const target = rows.find((r) => r.message === 'vendor as vendor, newest')!;
    const res = await put(target.id, vendorToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, read: true, message: 'vendor as vendor, newest' });
    expect((await get('/api/notifications/unread-count?type=all', vendorToken)).json().count).toBe(1);
    // Marking again is harmless.
    expect((await put(target.id, vendorToken)).statusCode).toBe(200);
  });

  it('another user\'s notification is 404 and stays unread; a bad id is 400', async () => {
    const theirs = rows.find((r) => r.userId === customer.id)!;
    const res = await put(theirs.id, strangerToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Notification not found', code: 'NOT_FOUND', requestId: expect.any(String) });
    expect((await get('/api/notifications', customerToken)).json()[0].read).toBe(false);
    expect((await put('00000000-0000-4000-8000-000000000000', customerToken)).statusCode).toBe(404);
    const bad = await put('not-an-id', customerToken);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });

  it('DELETE /notifications clears the caller\'s own and nobody else\'s', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/notifications', headers: bearer(vendorToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cleared: 3 });
    expect((await get('/api/notifications/all', vendorToken)).json()).toEqual([]);
    expect((await get('/api/notifications', customerToken)).json()).toHaveLength(1);
  });

  it('DELETE /notifications?type=user clears only that list', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/notifications?type=user', headers: bearer(vendorToken) });
    expect(res.json()).toEqual({ cleared: 1 });
    expect((await get('/api/notifications/all', vendorToken)).json()).toHaveLength(2);
  });
});
