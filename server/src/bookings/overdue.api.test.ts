// Issue 31: a paid trip nobody checked out. Past its end and the grace period its vendor is asked
// once (in the app and by email) to check it out; then, not before, an admin may close it
// (COMPLETED); the parties may not, and strangers are told it does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { bookingEvents, bookings, notifications } from '../db/schema.js';
import { TestClock } from '../messages/test-support.js';
import { askToCheckOut } from './overdue.js';

// Karachi is UTC+5: the trip ends 2030-01-12 10:00 there, 05:00 UTC; the grace is 12 hours.
const clock = new TestClock(Date.parse('2030-01-12T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock } });
});
afterAll(() => t.close());

describe('trips nobody checked out', () => {
  it('asks the vendor once after the grace, then an admin (only) closes the trip', async () => {
    const vendor = await t.f.vendor();
    const customer = await t.f.customer();
    const stranger = await t.f.customer();
    const admin = await t.f.admin();
    const car = await t.f.car(await t.f.service(vendor));
    const booking = await t.f.booking(car, customer, { status: 'IN_PROGRESS', startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' });
    const close = async (who: { id: string; roles: string[] }) =>
      t.app.inject({ method: 'PUT', url: `/api/bookings/${booking.id}/close`, headers: bearer(await t.f.token(who as never)) });
    const asked = () => t.ctx.db.select().from(notifications).where(and(eq(notifications.bookingId, booking.id), eq(notifications.kind, 'booking.overdue')));

    // Ten hours after the end: within the grace.
    await askToCheckOut(t.ctx);
    expect(await asked()).toEqual([]);
    expect((await close(admin)).json().code).toBe('TRIP_NOT_OVERDUE');

    clock.set('2030-01-12T17:30:00Z');
    await askToCheckOut(t.ctx);
    await askToCheckOut(t.ctx);
    const notes = await asked();
    expect(notes.map((n) => [n.userId, n.audience])).toEqual([[vendor.id, 'VENDOR']]);
    expect(notes[0]!.message).toMatch(/was not checked out/);

    expect((await close(stranger)).statusCode).toBe(404);
    expect((await close(vendor)).json()).toMatchObject({ code: 'INVALID_TRANSITION', message: expect.stringContaining('only an admin can') });
    expect((await close(customer)).statusCode).toBe(409);
    const closed = await close(admin);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().status).toBe('COMPLETED');
    const history = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.actorId])).toEqual([['close', 'IN_PROGRESS', 'COMPLETED', admin.id]]);
    expect((await t.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('COMPLETED');
    expect((await close(admin)).statusCode).toBe(409);
  });
});
