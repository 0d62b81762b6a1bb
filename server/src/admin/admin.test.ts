import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DocumentStatus } from '@carrental/shared';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { bookingEvents, bookings, cars, idDocuments, notifications, services, users } from '../db/schema.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('admin users', () => {
  let t: TestApp;
  let adminToken: string;
  let admin: Awaited<ReturnType<TestApp['f']['admin']>>;

  async function documentFor(userId: string, status: DocumentStatus = 'PENDING') {
    const key = `users/verificationIds/${userId}/${Date.now()}-id.pdf`;
    await t.ctx.storage.put(key, PDF, 'application/pdf');
    const [row] = await t.ctx.db
      .insert(idDocuments)
      .values({ userId, storageKey: key, fileName: 'id.pdf', contentType: 'application/pdf', sizeBytes: PDF.length, verificationStatus: status })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.f.admin();
    adminToken = await t.f.token(admin, 'CUSTOMER');
  });
  afterAll(() => t.close());

  it('lists users with email and ID chips, for admins only', async () => {
    const verified = await t.f.customer();
    await documentFor(verified.id, 'APPROVED');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const row = res.json().find((u: { id: string }) => u.id === verified.id);
    expect(row).toMatchObject({ emailVerified: true, idVerified: true, documentStatus: 'APPROVED', roles: ['CUSTOMER'] });
    expect(res.body).not.toMatch(/password|storage/i);
    const customer = await t.f.vendor();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(await t.f.token(customer)) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it('checks the session and the ADMIN role before anything else, on every admin route', async () => {
    const vendor = await t.f.vendor();
    const vendorAuth = bearer(await t.f.token(vendor));
    const calls = [
      { method: 'GET' as const, url: '/api/admin/users/not-a-uuid' },
      { method: 'PUT' as const, url: `/api/admin/users/${vendor.id}/roles`, payload: { roles: ['ROOT'] } },
      { method: 'PUT' as const, url: `/api/admin/users/${vendor.id}/documents`, payload: 'not an array' },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: vendorAuth })).statusCode, call.url).toBe(403);
    }
  });

  it('shows one user with signed document links; 404 for an unknown user', async () => {
    const user = await t.f.customer({ phone: '' });
    await documentFor(user.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().idDocuments).toHaveLength(1);
    expect(res.json().idDocuments[0]).toMatchObject({ verificationStatus: 'PENDING', documentUrl: expect.stringMatching(/signature=/) });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/users/00000000-0000-4000-8000-000000000000', headers: bearer(adminToken) });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/users/not-a-uuid', headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
    const other = await t.f.customer();
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: bearer(await t.f.token(other)) })).statusCode).toBe(403);
  });

  it('changes roles (bare array or object), which takes effect on the next request', async () => {
    const user = await t.f.customer();
    const userToken = await t.f.token(user);
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}/roles`, headers: bearer(adminToken), payload: ['vendor', 'CUSTOMER'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['CUSTOMER', 'VENDOR']);
    const obj = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}/roles`, headers: bearer(adminToken), payload: { roles: ['ADMIN', 'CUSTOMER'] } });
    expect(obj.json().roles).toEqual(['ADMIN', 'CUSTOMER']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(userToken) })).statusCode).toBe(200);
    for (const payload of [[], ['PILOT'], { roles: 'ADMIN' }]) {
      const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}/roles`, headers: bearer(adminToken), payload: payload as never });
      expect(bad.statusCode).toBe(400);
    }
    const forbidden = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${admin.id}/roles`, headers: bearer(await t.f.token(await t.f.vendor())), payload: ['CUSTOMER'] });
    expect(forbidden.statusCode).toBe(403);
  });

  it('never removes the ADMIN role of the last admin', async () => {
    const t2 = await createTestApp();
    try {
      const only = await t2.f.admin();
      const token = await t2.f.token(only, 'CUSTOMER');
      const res = await t2.app.inject({ method: 'PUT', url: `/api/admin/users/${only.id}/roles`, headers: bearer(token), payload: ['CUSTOMER'] });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('LAST_ADMIN');
    } finally {
      await t2.close();
    }
  });

  it('updates document statuses; unknown documents and other users are 404', async () => {
    const user = await t.f.customer();
    const doc = await documentFor(user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/documents`,
      headers: bearer(adminToken),
      payload: [{ id: doc.id, documentUrl: 'ignored', uploadedOn: 'ignored', verificationStatus: 'APPROVED' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ idVerified: true, documentStatus: 'APPROVED' });
    const other = await t.f.customer();
    const wrongUser = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${other.id}/documents`, headers: bearer(adminToken), payload: [{ id: doc.id, verificationStatus: 'REJECTED' }] });
    expect(wrongUser.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}/documents`, headers: bearer(adminToken), payload: [{ id: doc.id, verificationStatus: 'MAYBE' }] });
    expect(bad.statusCode).toBe(400);
    const forbidden = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${user.id}/documents`, headers: bearer(await t.f.token(user)), payload: [{ id: doc.id, verificationStatus: 'APPROVED' }] });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses to delete oneself (409) and lets only admins delete (403)', async () => {
    const self = await t.app.inject({ method: 'DELETE', url: `/api/users/${admin.id}`, headers: bearer(adminToken) });
    expect(self.statusCode).toBe(409);
    const user = await t.f.customer();
    const other = await t.f.vendor();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: bearer(await t.f.token(other)) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/00000000-0000-4000-8000-000000000000', headers: bearer(adminToken) })).statusCode).toBe(404);
  });

  it('deletes a vendor: open bookings cancelled with notices, catalogue soft-deleted, documents gone, account a tombstone', async () => {
    const vendor = await t.f.vendor();
    const customer = await t.f.customer();
    const service = await t.f.service(vendor);
    const car = await t.f.car(service);
    const pending = await t.f.booking(car, customer, { status: 'PENDING', startDate: '2030-02-01T10:00:00', endDate: '2030-02-03T10:00:00' });
    const confirmed = await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-03-01T10:00:00', endDate: '2030-03-03T10:00:00' });
    const doc = await documentFor(vendor.id);
    const vendorToken = await t.f.token(vendor);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${vendor.id}`, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(204);

    const [p] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, pending.id));
    const [c] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, confirmed.id));
    expect(p!.status).toBe('CANCELLED');
    // A paid booking that has not started is cancelled too (and refunded: users/delete-user.api.test.ts).
    expect(c!.status).toBe('CANCELLED');
    const events = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, pending.id));
    expect(events).toMatchObject([{ actorId: admin.id, action: 'cancel', fromStatus: 'PENDING', toStatus: 'CANCELLED' }]);
    const confirmedEvents = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, confirmed.id));
    expect(confirmedEvents).toMatchObject([{ actorId: admin.id, action: 'cancel', fromStatus: 'CONFIRMED', toStatus: 'CANCELLED' }]);
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, customer.id)).orderBy(notifications.seq);
    expect(notes).toMatchObject([
      { bookingId: pending.id, audience: 'CUSTOMER', kind: 'booking.cancelled' },
      { bookingId: confirmed.id, audience: 'CUSTOMER', kind: 'booking.cancelled' },
    ]);
    expect(notes[0]!.message).toContain('TOYOTA Corolla 2022');

    const [s] = await t.ctx.db.select().from(services).where(eq(services.id, service.id));
    const [k] = await t.ctx.db.select().from(cars).where(eq(cars.id, car.id));
    expect(s!.deletedAt).not.toBeNull();
    expect(k!.deletedAt).not.toBeNull();
    expect(await t.ctx.db.select().from(idDocuments).where(eq(idDocuments.userId, vendor.id))).toEqual([]);
    expect(existsSync(join(t.dataDir, 'uploads', doc.storageKey))).toBe(false);

    const [tomb] = await t.ctx.db.select().from(users).where(eq(users.id, vendor.id));
    expect(tomb).toMatchObject({ name: 'Deleted user', phone: '', passwordHash: null, googleSub: null });
    expect(tomb!.email).not.toBe(vendor.email);
    expect(tomb!.deletedAt).not.toBeNull();

    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(vendorToken) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: vendor.email, password: TEST_PASSWORD, loginAs: 'vendor' } });
    expect(login.statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(adminToken) });
    expect(list.json().some((u: { id: string }) => u.id === vendor.id)).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${vendor.id}`, headers: bearer(adminToken) })).statusCode).toBe(404);
    // The email is free for a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New', email: vendor.email, password: 'a fresh long passphrase', phone: '0300 1112223', role: 'customer' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('deletes a customer: their open bookings are cancelled and the vendor is told', async () => {
    const vendor = await t.f.vendor();
    const customer = await t.f.customer();
    const car = await t.f.car(await t.f.service(vendor));
    const accepted = await t.f.booking(car, customer, { status: 'ACCEPTED' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${customer.id}`, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(204);
    const [b] = await t.ctx.db.select().from(bookings).where(eq(bookings.id, accepted.id));
    expect(b!.status).toBe('CANCELLED');
    const notes = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, vendor.id));
    expect(notes).toMatchObject([{ bookingId: accepted.id, audience: 'VENDOR', kind: 'booking.cancelled' }]);
  });
});
