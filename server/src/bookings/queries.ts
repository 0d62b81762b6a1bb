// Reads of the bookings feature: one query joins each booking with the car, service and customer
// the screens show, so a list needs a single request (decisions.md "Bookings").
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { HOLDING_STATUSES, type CarMake } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { toDbWallClock } from '../db/wall-clock.js';
import { literalList } from '../db/sql.js';
import { bookings, carImages, cars, services, users } from '../db/schema.js';

const coverImageUrl = sql<string | null>`(
  SELECT ${carImages.url} FROM ${carImages}
  WHERE ${carImages.carId} = ${bookings.carId}
  ORDER BY ${carImages.position} LIMIT 1
)`;

/**
 * Whether another booking of the same car already holds (ACCEPTED or CONFIRMED) part of this
 * one's dates: then accepting it can only fail, and the screens say so before the click.
 */
const heldByAnother = sql<boolean>`EXISTS (
  SELECT 1 FROM bookings AS other
  WHERE other.car_id = ${bookings.carId}
    AND other.id <> ${bookings.id}
    AND other.status IN ${literalList(HOLDING_STATUSES)}
    AND tsrange(other.start_date, other.end_date, '[)') && tsrange(${bookings.startDate}, ${bookings.endDate}, '[)')
)`;

/** Whether the booking was ever paid (reached CONFIRMED): contact details pass from then on. */
const everConfirmed = sql<boolean>`(${bookings.status} IN ('CONFIRMED', 'IN_PROGRESS', 'COMPLETED') OR EXISTS (
  SELECT 1 FROM booking_events AS e WHERE e.booking_id = ${bookings.id} AND e.to_status = 'CONFIRMED'
))`;

/** The car the customer had asked for, when a suggestion replaced it (possibly deleted since). */
const previousCar = alias(cars, 'previous_car');

const bookingViewColumns = {
  booking: bookings,
  heldByAnother,
  everConfirmed,
  previousCar: {
    id: previousCar.id,
    make: previousCar.make,
    customMake: previousCar.customMake,
    model: previousCar.model,
    year: previousCar.year,
    name: previousCar.name,
  },
  car: {
    id: cars.id,
    make: cars.make,
    customMake: cars.customMake,
    model: cars.model,
    year: cars.year,
    name: cars.name,
    pricePerDay: cars.pricePerDay,
    coverImageUrl,
    registrationNumber: cars.registrationNumber,
  },
  service: {
    id: services.id,
    name: services.name,
    description: services.description,
    addressLine1: services.addressLine1,
    addressLine2: services.addressLine2,
    city: services.city,
    state: services.state,
    postalCode: services.postalCode,
    country: services.country,
    vendorId: services.vendorId,
    phone: services.phone,
  },
  customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
};

export type BookingView = {
  booking: typeof bookings.$inferSelect;
  heldByAnother: boolean;
  /** Paid at some point (reached CONFIRMED): the parties' contact details pass (decision 0046). */
  everConfirmed: boolean;
  previousCar: { id: string; make: CarMake; customMake: string; model: string; year: number; name: string } | null;
  car: { id: string; make: CarMake; customMake: string; model: string; year: number; name: string; pricePerDay: number; coverImageUrl: string | null; registrationNumber: string | null };
  service: {
    id: string; name: string; description: string; addressLine1: string; addressLine2: string; city: string;
    state: string; postalCode: string; country: string; vendorId: string; phone: string;
  };
  customer: { id: string; name: string; email: string; phone: string };
};

async function selectViews(db: DbOrTx, where: SQL | undefined): Promise<BookingView[]> {
  // Inner joins are safe: cars, services and users are soft-deleted or anonymised, never removed
  // while a booking points at them (foreign keys).
  const rows = await db
    .select(bookingViewColumns)
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(users, eq(users.id, bookings.customerId))
    .leftJoin(previousCar, sql`${previousCar.id} = (${bookings.suggestedOver} ->> 'carId')::uuid`)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows as BookingView[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One booking with its car, service and customer; undefined when there is none with this id. */
export async function findBookingView(db: DbOrTx, id: string): Promise<BookingView | undefined> {
  if (!UUID.test(id)) return undefined;
  const [view] = await selectViews(db, eq(bookings.id, id));
  return view;
}

export const listAllBookings = (ctx: AppContext) => selectViews(ctx.db, undefined);

export const listCustomerBookings = (ctx: AppContext, customerId: string) =>
  selectViews(ctx.db, eq(bookings.customerId, customerId));

/**
 * Bookings received by the vendor's services (deleted services included: their history stays),
 * and those of the services the caller works in as staff (`staffServiceIds`, decision 0039).
 */
export const listVendorBookings = (ctx: AppContext, vendorId: string | null, staffServiceIds: string[] = []) =>
  selectViews(
    ctx.db,
    or(vendorId ? eq(services.vendorId, vendorId) : undefined, staffServiceIds.length ? inArray(bookings.serviceId, staffServiceIds) : undefined) ?? sql`false`,
  );

/** Is the car held (ACCEPTED or CONFIRMED) for any part of [start, end)? */
export async function isCarHeld(db: DbOrTx, carId: string, start: string, end: string, exceptBookingId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.carId, carId),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        sql`tsrange(${bookings.startDate}, ${bookings.endDate}, '[)') && tsrange(${toDbWallClock(start)}::timestamp, ${toDbWallClock(end)}::timestamp, '[)')`,
        exceptBookingId ? sql`${bookings.id} <> ${exceptBookingId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

