// Reads of the payments feature: a booking as its customer sees it for paying, and its payment
// attempts (one row per hosted checkout session, newest first).
import { desc, eq } from 'drizzle-orm';
import { composeCarName, formatDateIn } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { bookings, cars, payments } from '../db/schema.js';
import { notFound } from '../http/errors.js';

export type PaymentRow = typeof payments.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** The booking, if the actor is its customer; anyone else learns nothing (404). */
export async function loadCustomersBooking(ctx: AppContext, actor: Actor, bookingId: string): Promise<BookingRow> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.customerId !== actor.id) throw notFound('Booking');
  return booking;
}

export function paymentsOf(db: DbOrTx, bookingId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(desc(payments.createdAt), desc(payments.id));
}

/** "Toyota Corolla 2022 · 10 Jan 2030, 10:00 am – 12 Jan 2030, 10:00 am": what the payer is paying for. */
export async function describeBooking(ctx: AppContext, booking: BookingRow): Promise<string> {
  const [car] = await ctx.db
    .select({ make: cars.make, customMake: cars.customMake, model: cars.model, year: cars.year })
    .from(cars)
    .where(eq(cars.id, booking.carId));
  const name = car ? composeCarName(car) : 'Car rental';
  return `${name} · ${formatDateIn('en', booking.startDate)} – ${formatDateIn('en', booking.endDate)}`;
}
