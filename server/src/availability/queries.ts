// Reads of availability (decision 0016): a car with the rules in force, what holds it, its
// calendar (a trip's price and assessment are the trips feature's, decision 0031).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  effectiveRules,
  type AvailabilityRules,
  type RulesOverride,
} from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/sql.js';
import { toDbWallClock } from '../db/wall-clock.js';
import { bookings, carBlocks, cars, services, users } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { vendorIsListed } from '../services/queries.js';

export interface CarForAvailability {
  id: string;
  serviceId: string;
  vendorId: string;
  pricePerDay: number;
  serviceRules: RulesOverride;
  carRules: RulesOverride;
  rules: AvailabilityRules;
}

/**
 * A live car (not deleted, nor its service) with its vendor and rules, or 404. `listed` also
 * requires the vendor to be listed (what customers may see and book).
 */
export async function loadCarForAvailability(db: DbOrTx, carId: string, options: { listed?: boolean } = {}): Promise<CarForAvailability> {
  if (!isUuid(carId)) throw notFound('Car');
  const [row] = await db
    .select({
      id: cars.id,
      serviceId: cars.serviceId,
      vendorId: services.vendorId,
      pricePerDay: cars.pricePerDay,
      serviceRules: services.availabilityRules,
      carRules: cars.availabilityRules,
    })
    .from(cars)
    .innerJoin(services, eq(services.id, cars.serviceId))
    .where(and(eq(cars.id, carId), isNull(cars.deletedAt), isNull(services.deletedAt), options.listed ? vendorIsListed(services.vendorId) : undefined))
    .limit(1);
  if (!row) throw notFound('Car');
  return { ...row, rules: effectiveRules(row.serviceRules, row.carRules) };
}

const overlaps = (start: string, end: string) =>
  sql`period && tsrange(${toDbWallClock(start)}::timestamp, ${toDbWallClock(end)}::timestamp, '[)')`;

/** Whether anything (a held booking or a block) holds the car during part of [start, end). */
export async function isCarUnavailable(db: DbOrTx, carId: string, start: string, end: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from car_holds where car_id = ${carId} and ${overlaps(start, end)} limit 1`));
  return rows.length > 0;
}

/** The ranges that hold the car within [from, to), touching ones joined, in order. */
export async function unavailableRanges(db: DbOrTx, carId: string, from: string, to: string): Promise<{ startDate: string; endDate: string }[]> {
  const rows = rowsOf<{ s: string; e: string }>(
    await db.execute(sql`select to_char(lower(period), 'YYYY-MM-DD"T"HH24:MI:SS') as s, to_char(upper(period), 'YYYY-MM-DD"T"HH24:MI:SS') as e
      from car_holds where car_id = ${carId} and ${overlaps(from, to)} order by lower(period)`),
  );
  const out: { startDate: string; endDate: string }[] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last && row.s <= last.endDate) {
      if (row.e > last.endDate) last.endDate = row.e;
    } else out.push({ startDate: row.s, endDate: row.e });
  }
  return out;
}

/** The car's blocks overlapping [from, to). */
export function blocksBetween(db: DbOrTx, carId: string, from: string, to: string) {
  return db
    .select()
    .from(carBlocks)
    .where(
      and(
        eq(carBlocks.carId, carId),
        sql`tsrange(${carBlocks.startDate}, ${carBlocks.endDate}, '[)') && tsrange(${toDbWallClock(from)}::timestamp, ${toDbWallClock(to)}::timestamp, '[)')`,
      ),
    )
    .orderBy(asc(carBlocks.startDate));
}

/** The car's bookings that hold it or wait for an answer, overlapping [from, to) (for its vendor). */
export function bookingsBetween(db: DbOrTx, carId: string, from: string, to: string) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      withDriver: bookings.withDriver,
      customerName: users.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .where(
      and(
        eq(bookings.carId, carId),
        inArray(bookings.status, ['PENDING', 'SUGGESTION_MADE', 'ACCEPTED', 'CONFIRMED', 'IN_PROGRESS']),
        sql`tsrange(${bookings.startDate}, ${bookings.endDate}, '[)') && tsrange(${toDbWallClock(from)}::timestamp, ${toDbWallClock(to)}::timestamp, '[)')`,
      ),
    )
    .orderBy(asc(bookings.startDate));
}
