// GET /api/cars: every filter of decisions.md "Catalog" turned into SQL conditions that the
// indexes of 0001 fit. The app answers searches from the in-memory index (search-index.ts);
// this SQL is its reference.
import { sql, type SQL } from 'drizzle-orm';
import { MAX_RENTAL_DAYS, rentalDays, type Car, type CarCity, type CarSearchQuery } from '@carrental/shared';
import type { Database, DbOrTx } from '../db/client.js';
import { vendorIsListed } from '../services/queries.js';
import { rowsOf } from '../db/sql.js';
import { countCars, selectCars } from './queries.js';
import { countLimit, INSURED_TODAY, searchIndexOf } from './search-index.js';

/** A car's average stars to two decimals (null without public reviews), as its answer shows it. */
const CAR_RATING = sql.raw(`(select round(avg(r.rating)::numeric, 2) from reviews r
  where r.car_id = c.id and r.author_side = 'CUSTOMER' and r.published and r.hidden_at is null)`);

/** The car's rule `key` in force (its own, else its service's), as jsonb. */
const rule = (key: 'minDays' | 'maxDays' | 'openingHours') => sql.raw(`effective_rule(c.availability_rules, s.availability_rules, '${key}')`);

/** "50%_off" → "50\%\_off": user text is matched literally by LIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function carSearchConditions(q: CarSearchQuery): SQL[] {
  // Cars of a vendor without the VENDOR role, or suspended, are not offered.
  const where: SQL[] = [vendorIsListed(sql`s.vendor_id`)];
  // Nor a car whose insurance has expired, nor one for a trip ending after its expiry day (decision 0039).
  const uninsured = q.from && q.to ? sql` or (p.insurance_expires + 1)::timestamp < ${q.to.replace('T', ' ')}::timestamp` : sql``;
  where.push(sql`not exists (select 1 from car_papers p where p.car_id = c.id and (p.insurance_expires < ${sql.raw(INSURED_TODAY)}${uninsured}))`);
  if (q.q) where.push(sql`c.search_text like ${`%${escapeLike(q.q.toLowerCase())}%`}`);
  if (q.minPrice !== undefined) where.push(sql`c.price_per_day >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) where.push(sql`c.price_per_day <= ${q.maxPrice}`);
  if (q.minYear !== undefined) where.push(sql`c.year >= ${q.minYear}`);
  if (q.maxYear !== undefined) where.push(sql`c.year <= ${q.maxYear}`);
  if (q.makes?.length) where.push(sql`c.make in (${sql.join(q.makes.map((m) => sql`${m}`), sql`, `)})`);
  if (q.transmission) where.push(sql`c.transmission = ${q.transmission}`);
  if (q.fuelType) where.push(sql`c.fuel_type = ${q.fuelType}`);
  if (q.city) where.push(sql`lower(s.city) like ${`%${escapeLike(q.city.toLowerCase())}%`}`);
  if (q.minRating !== undefined) where.push(sql`${CAR_RATING} >= ${q.minRating}`);
  if (q.instant) where.push(sql`instant_booking(c.availability_rules, s.availability_rules)`);
  // The trip (decision 0031): the mode offered (a driver needs a driver's rate), and a destination
  // out of the city allowed anywhere or listed (a with-driver-only place for a with-driver trip).
  const modes = sql.raw(`coalesce(effective_rule(c.trip_terms, s.trip_terms, 'modes') #>> '{}', 'both')`);
  if (q.mode === 'self_drive') where.push(sql`${modes} <> 'with_driver'`);
  if (q.mode === 'with_driver') {
    where.push(sql`${modes} <> 'self_drive'`);
    where.push(sql`coalesce(effective_rule(c.availability_rules, s.availability_rules, 'driverPricePerDay'), 'null'::jsonb) <> 'null'::jsonb`);
  }
  if (q.destination) {
    const outOfCity = sql.raw(`coalesce(effective_rule(c.trip_terms, s.trip_terms, 'outOfCity') #>> '{}', 'anywhere')`);
    const driverOnlyOk = q.mode === 'self_drive' ? sql`not coalesce((d.value ->> 'withDriverOnly')::boolean, false)` : sql`true`;
    where.push(sql`(${outOfCity} = 'anywhere' or (${outOfCity} = 'listed' and exists (
      select 1 from jsonb_array_elements(coalesce(effective_rule(c.trip_terms, s.trip_terms, 'destinations'), '[]'::jsonb)) as d(value)
      where lower(trim(d.value ->> 'name')) = ${q.destination.trim().toLowerCase()} and ${driverOnlyOk})))`);
  }
  if (q.from && q.to) {
    // Free for [from, to): no held booking and no block overlaps (car_holds holds both, 0010).
    const from = q.from.replace('T', ' ');
    const to = q.to.replace('T', ' ');
    // Written as the car_holds exclusion constraint's own overlap, so its GiST index
    // (car_id, period) answers it, both per car and for the whole count.
    where.push(sql`not exists (select 1 from car_holds h where h.car_id = c.id
      and h.period && tsrange(${from}::timestamp, ${to}::timestamp, '[)'))`);
    // And the car's rules allow it (decision 0016): its minimum and maximum days, and its opening
    // hours for the pick-up and the return.
    const days = rentalDays(q.from, q.to);
    where.push(sql`coalesce((${rule('minDays')} #>> '{}')::int, 1) <= ${days}`);
    where.push(sql`coalesce((${rule('maxDays')} #>> '{}')::int, ${MAX_RENTAL_DAYS}) >= ${days}`);
    where.push(sql`opening_hours_allow(${rule('openingHours')}, ${from}::timestamp) and opening_hours_allow(${rule('openingHours')}, ${to}::timestamp)`);
  }
  return where;
}

const ORDER: Record<CarSearchQuery['sort'], SQL> = {
  newest: sql`c.created_at desc, c.id desc`,
  price_asc: sql`c.price_per_day asc, c.id asc`,
  price_desc: sql`c.price_per_day desc, c.id desc`,
  rating: sql`coalesce(${CAR_RATING}, -1) desc, c.created_at desc, c.id desc`,
};

/** A search's page of cars and its total (exact unless `capped`: then more than `total` match). */
export interface SearchAnswer {
  cars: Car[];
  total: number;
  capped: boolean;
}

/** A search's answer as the app sends it: the page's cars as a JSON array, and the total. */
export interface SearchBody {
  json: string;
  total: number;
  capped: boolean;
}

/**
 * A search as the app answers it: ids and total from the in-memory index, the page's cars from
 * its cache of presented cars (or the database), already written as JSON.
 */
export async function searchCarsJson(database: Database, q: CarSearchQuery): Promise<SearchBody> {
  const index = searchIndexOf(database);
  const { ids, total, capped } = await index.search(q);
  return { json: `[${(await index.carsJson(ids)).join(',')}]`, total, capped };
}

/** The same answer with the cars as objects. */
export async function searchCars(database: Database, q: CarSearchQuery): Promise<SearchAnswer> {
  const { json, total, capped } = await searchCarsJson(database, q);
  return { cars: JSON.parse(json) as Car[], total, capped };
}

/**
 * The same search in SQL alone: the reference the index is tested against (search-index.test.ts),
 * and what `--explain` in the benchmark shows plans of.
 */
export async function searchCarsInSql(db: DbOrTx, q: CarSearchQuery): Promise<SearchAnswer> {
  const where = carSearchConditions(q);
  const cars = await selectCars(db, { where, orderBy: ORDER[q.sort], limit: q.limit, offset: (q.page - 1) * q.limit });
  const limit = countLimit(q);
  const counted = await countCars(db, where, { joinServices: true, limit: limit + 1 });
  return { cars, total: Math.min(counted, limit), capped: counted > limit };
}

/** Most cities listed at once; the catalog has far fewer. */
export const CITY_LIMIT = 200;

/**
 * The cities with cars a search would show (live cars of listed vendors), most cars first. Cities
 * that differ only in case or spaces are one; the name shown is one of their spellings.
 */
export async function carCities(db: DbOrTx): Promise<CarCity[]> {
  const rows = rowsOf<{ city: string; cars: number }>(
    await db.execute(sql`select min(btrim(s.city)) as city, count(*)::int as cars
      from cars c join services s on s.id = c.service_id
      where c.deleted_at is null and s.deleted_at is null and btrim(s.city) <> '' and ${vendorIsListed(sql`s.vendor_id`)}
      group by lower(btrim(s.city))
      order by count(*) desc, lower(btrim(s.city))
      limit ${CITY_LIMIT}`),
  );
  return rows.map((r) => ({ city: r.city, cars: Number(r.cars) }));
}
