// Reads of cars: one SQL shape for every list (the car row plus its ordered images aggregated in
// the same query, so a page never costs one query per car) and the presenter.
import { sql, type SQL } from 'drizzle-orm';
import type { Car, CarMake, FuelType, Transmission } from '@carrental/shared';
import type { Database, DbOrTx } from '../db/client.js';
import type { ImageVariant } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { rowsOf } from '../db/sql.js';

interface CarSqlRow {
  id: string;
  service_id: string;
  name: string;
  description: string;
  make: CarMake;
  custom_make: string;
  model: string;
  year: number;
  engine_size: string;
  color: string;
  transmission: Transmission;
  fuel_type: FuelType;
  is_insured: boolean;
  features: string[] | string;
  price_per_day: number;
  created_at_iso: string;
  images: { url: string; variants: ImageVariant[] }[] | string | null;
  rating: { average: number | string | null; count: number | string } | string | null;
  instant_booking: boolean;
  service_name: string;
  service_city: string;
}

const CAR_COLUMNS_SQL = `c.id, c.service_id, c.name, c.description, c.make, c.custom_make, c.model, c.year,
  c.engine_size, c.color, c.transmission, c.fuel_type, c.is_insured, c.features, c.price_per_day,
  to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at_iso,
  (select coalesce(json_agg(json_build_object('url', i.url, 'variants', i.variants) order by i.position), '[]'::json)
     from car_images i where i.car_id = c.id) as images,
  (select json_build_object('average', round(avg(r.rating)::numeric, 2), 'count', count(*)) from reviews r
     where r.car_id = c.id and r.author_side = 'CUSTOMER' and r.published and r.hidden_at is null) as rating,
  instant_booking(c.availability_rules, s.availability_rules) as instant_booking,
  s.name as service_name, s.city as service_city`;
const CAR_COLUMNS = sql.raw(CAR_COLUMNS_SQL);

/** Live cars of live services matching `where`, in `orderBy` order. */
export async function selectCars(
  db: DbOrTx,
  options: { where?: SQL[]; orderBy?: SQL; limit?: number; offset?: number } = {},
): Promise<Car[]> {
  const conditions = [sql`c.deleted_at is null`, sql`s.deleted_at is null`, ...(options.where ?? [])];
  const query = sql`select ${CAR_COLUMNS} from cars c join services s on s.id = c.service_id
    where ${sql.join(conditions, sql` and `)}
    order by ${options.orderBy ?? sql`c.created_at desc, c.id desc`}
    ${options.limit !== undefined ? sql`limit ${options.limit}` : sql``}
    ${options.offset ? sql`offset ${options.offset}` : sql``}`;
  return rowsOf<CarSqlRow>(await db.execute(query)).map(presentCar);
}

const CARS_BY_IDS = `select ${CAR_COLUMNS_SQL} from cars c join services s on s.id = c.service_id
  where c.deleted_at is null and s.deleted_at is null and c.id = any($1::uuid[])`;

/**
 * The live cars among `ids` (in no order), as a prepared statement: the search asks for its page's
 * cars on every answer that is not cached, and planning this query cost as much as running it.
 */
export async function carsByIds(database: Database, ids: string[]): Promise<Car[]> {
  return (await database.query<CarSqlRow>(CARS_BY_IDS, [ids], 'cars-by-ids')).map(presentCar);
}

/**
 * Counts live cars matching `where`. Deleting a service soft-deletes its cars in the same
 * transaction, so the join with services is only needed when a condition reads it (the city):
 * without it the count is an index-only scan of the cars.
 */
export async function countCars(db: DbOrTx, where: SQL[] = [], options: { joinServices?: boolean; limit?: number } = {}): Promise<number> {
  const conditions = [sql`c.deleted_at is null`, ...where];
  const from = options.joinServices ? sql`cars c join services s on s.id = c.service_id` : sql`cars c`;
  const matching = sql`select 1 from ${from} where ${sql.join(conditions, sql` and `)}`;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      options.limit === undefined
        ? sql`select count(*)::int as n from (${matching}) m`
        : sql`select count(*)::int as n from (${matching} limit ${options.limit}) m`,
    ),
  );
  return Number(row?.n ?? 0);
}

/** One live car, or 404. */
export async function loadCarView(db: DbOrTx, id: string): Promise<Car> {
  if (!isUuid(id)) throw notFound('Car');
  const [car] = await selectCars(db, { where: [sql`c.id = ${id}`] });
  if (!car) throw notFound('Car');
  return car;
}

/** A car's plate (kept out of the public car answer). */
export async function carRegistration(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = rowsOf<{ registration_number: string | null }>(await db.execute(sql`select registration_number from cars where id = ${id}`));
  return row?.registration_number ?? null;
}

/** The plates of a vendor's cars, by car id (for the vendor's own answers only). */
export async function vendorCarRegistrations(db: DbOrTx, vendorId: string): Promise<Map<string, string | null>> {
  const rows = rowsOf<{ id: string; registration_number: string | null }>(
    await db.execute(sql`select c.id, c.registration_number from cars c join services s on s.id = c.service_id where s.vendor_id = ${vendorId}`),
  );
  return new Map(rows.map((r) => [r.id, r.registration_number]));
}

const parseJson = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function presentCar(row: CarSqlRow): Car {
  const images = parseJson(row.images) ?? [];
  const features = Array.isArray(row.features) ? row.features : parsePgArray(row.features);
  return {
    id: row.id,
    serviceId: row.service_id,
    name: row.name,
    description: row.description,
    make: row.make,
    customMake: row.custom_make,
    model: row.model,
    year: Number(row.year),
    engineSize: row.engine_size,
    color: row.color,
    transmission: row.transmission,
    fuelType: row.fuel_type,
    isInsured: row.is_insured,
    features,
    imageUrls: images.map((i) => i.url),
    images: images.map((i) => ({ url: i.url, variants: i.variants ?? [] })),
    pricePerDay: Number(row.price_per_day),
    createdAt: row.created_at_iso,
    rating: ratingOf(parseJson(row.rating)),
    instantBooking: row.instant_booking === true || (row.instant_booking as unknown) === 't',
    serviceName: row.service_name,
    city: row.service_city,
  };
}

const ratingOf = (r: { average: number | string | null; count: number | string } | null) => ({
  average: r?.average === null || r?.average === undefined ? null : Number(r.average),
  count: Number(r?.count ?? 0),
});

/** A text[] that a driver left in its literal form ("{a,b}"). */
function parsePgArray(literal: string): string[] {
  if (!literal || literal === '{}') return [];
  return literal
    .slice(1, -1)
    .match(/("(?:[^"\\]|\\.)*"|[^,]+)/g)!
    .map((item) => (item.startsWith('"') ? item.slice(1, -1).replace(/\\(.)/g, '$1') : item));
}
