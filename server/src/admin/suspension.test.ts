// Suspending an account (and lifting it), and what a vendor without the VENDOR role can no longer
// do: act on or read its bookings as the vendor, or have its cars found and booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { users } from '../db/schema.js';

describe('account suspension and the VENDOR role', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['f']['admin']>>;
  let adminToken: string;

  const suspend = (userId: string, suspended: boolean, token = adminToken) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}/suspension`, headers: bearer(token), payload: { suspended } });
  const login = (email: string, loginAs = 'CUSTOMER') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD, loginAs } });
  const search = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cars?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{ id: string }>;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.f.admin();
    adminToken = await t.f.token(admin, 'CUSTOMER');
  });
  afterAll(() => t.close());

  it('never suspends the last admin', async () => {
    const res = await suspend(admin.id, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_ADMIN', message: expect.stringMatching(/last admin/i) });
  });

  it('only admins suspend (403), and an unknown user is 404', async () => {
    const customer = await t.f.customer();
    expect((await suspend(customer.id, true, await t.f.token(customer))).statusCode).toBe(403);
    expect((await suspend('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });

  it('a suspended user cannot sign in, existing tokens stop working, switch-mode cannot undo it; lifting restores access', async () => {
    const user = await t.f.customer();
    const token = await t.f.token(user);
    const res = await suspend(user.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, suspended: true });
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    const switched = await t.app.inject({ method: 'POST', url: '/api/auth/switch-mode', headers: bearer(token), payload: { role: 'VENDOR' } });
    expect(switched.statusCode).toBe(401);
    const refused = await login(user.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: expect.stringMatching(/suspended/i) });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(adminToken) });
    expect(list.json().find((u: { id: string }) => u.id === user.id)).toMatchObject({ suspended: true });

    expect((await suspend(user.id, false)).json()).toMatchObject({ suspended: false });
    expect((await login(user.email)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('a second admin can be suspended while another admin remains', async () => {
    const other = await t.f.admin();
    expect((await suspend(other.id, true)).statusCode).toBe(200);
    // The suspended admin does not count: the remaining one is still the last.
    expect((await suspend(admin.id, true)).statusCode).toBe(409);
    expect((await suspend(other.id, false)).statusCode).toBe(200);
  });

  it('a vendor whose VENDOR role was removed can neither act on nor read its bookings as the vendor', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor));
    const customer = await t.f.customer();
    const pending = await t.f.booking(car, customer);
    const token = await t.f.token(vendor);
    await t.ctx.db.update(users).set({ roles: ['CUSTOMER'] }).where(eq(users.id, vendor.id));
    for (const action of ['accept', 'reject', 'complete', 'cancel']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${pending.id}/${action}`, headers: bearer(token) });
      expect(res.statusCode, action).toBe(404);
    }
    const view = await t.app.inject({ method: 'GET', url: `/api/bookings/${pending.id}`, headers: bearer(token) });
    expect(view.statusCode).toBe(404);
    expect(view.body).not.toContain(customer.email);
    const suggest = await t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${pending.id}/suggest-changes`,
      headers: bearer(token),
      payload: { carId: car.id, startDate: '2030-02-01T10:00', endDate: '2030-02-03T10:00' },
    });
    expect(suggest.statusCode).toBe(404);
  });

  it('cars of a vendor without the VENDOR role, or suspended, are hidden from search and cannot be booked', async () => {
    const [demoted, suspended, active] = [await t.f.vendor(), await t.f.vendor(), await t.f.vendor()];
    const model = `Hidden${Date.now()}`;
    const carOf = async (vendor: typeof admin) => t.f.car(await t.f.service(vendor), { model });
    const [demotedCar, suspendedCar, activeCar] = [await carOf(demoted), await carOf(suspended), await carOf(active)];
    expect((await search(model)).map((c) => c.id).sort()).toEqual([demotedCar.id, suspendedCar.id, activeCar.id].sort());

    await t.ctx.db.update(users).set({ roles: ['CUSTOMER'] }).where(eq(users.id, demoted.id));
    expect((await suspend(suspended.id, true)).statusCode).toBe(200);
    expect((await search(model)).map((c) => c.id)).toEqual([activeCar.id]);
    const servicesList = await t.app.inject({ method: 'GET', url: '/api/services' });
    const listed = (servicesList.json() as Array<{ vendorId: string }>).map((s) => s.vendorId);
    expect(listed).toContain(active.id);
    expect(listed).not.toContain(demoted.id);
    expect(listed).not.toContain(suspended.id);

    const customer = await t.f.customer();
    const token = await t.f.token(customer);
    for (const car of [demotedCar, suspendedCar]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/bookings/createBooking',
        headers: bearer(token),
        payload: { carId: car.id, startDate: '2030-05-01T10:00', endDate: '2030-05-03T10:00' },
      });
      expect(res.statusCode).toBe(404);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/createBooking',
      headers: bearer(token),
      payload: { carId: activeCar.id, startDate: '2030-05-01T10:00', endDate: '2030-05-03T10:00' },
    });
    expect(ok.statusCode).toBe(201);
  });
});
