// Shared set-up for the payments tests: an app with a clock the test can move, and an ACCEPTED
// booking with its customer's token.
import { eq } from 'drizzle-orm';
import type { BookingStatus } from '@carrental/shared';
import { createTestApp, bearer, type TestApp, type TestAppOptions } from '../../test/harness.js';
import { bookingEvents, bookings, payments } from '../db/schema.js';

export interface MovableClock {
  now(): Date;
  advanceMinutes(minutes: number): void;
}

export function movableClock(start = new Date('2029-12-01T08:00:00Z')): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advanceMinutes: (minutes) => {
      current += minutes * 60_000;
    },
  };
}

export async function paymentsTestApp(options: TestAppOptions = {}) {
  const clock = movableClock();
  const t = await createTestApp({ ...options, overrides: { clock, ...options.overrides } });
  return { ...t, clock };
}

export async function acceptedBooking(t: TestApp, status: BookingStatus = 'ACCEPTED') {
  const vendor = await t.f.vendor();
  const customer = await t.f.customer();
  const service = await t.f.service(vendor);
  const car = await t.f.car(service, { make: 'TOYOTA', model: 'Corolla', pricePerDay: 5000 });
  const booking = await t.f.booking(car, customer, { status, startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' });
  const token = await t.f.token(customer);
  return { vendor, customer, service, car, booking, token, auth: bearer(token) };
}

export async function bookingStatus(t: TestApp, id: string) {
  const [row] = await t.ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
  return row?.status;
}

export async function paymentRows(t: TestApp, bookingId: string) {
  return t.ctx.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

export async function paymentTransitions(t: TestApp, bookingId: string) {
  const rows = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
  return rows.filter((r) => r.action === 'payment-completed');
}
