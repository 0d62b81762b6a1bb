// A booking with what it was made on: its car and its service, joined by the booking's own ids.
// Inner joins are safe: cars and services are soft-deleted, never removed while a booking points
// at them (foreign keys).
import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookings, cars, services } from './schema.js';

/**
 * One booking's row of a select from bookings that names columns of its car and its service:
 * `withCarAndService(db.select({ … }).from(bookings).$dynamic(), id)`; [] when there is none.
 */
export const withCarAndService = <Q extends PgSelect>(query: Q, bookingId: string) =>
  query
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
