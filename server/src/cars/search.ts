// GET /api/cars: every filter of decisions.md "Catalog" turned into SQL conditions that the
// indexes of 0001 and 0002_catalog fit. One query for the page plus one count.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { HOLDING_STATUSES, type Car, type CarSearchQuery } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { literalList } from '../db/sql.js';
import { countCars, selectCars } from './queries.js';

/** "50%_off" → "50\%\_off": user text is matched literally by LIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function carSearchConditions(q: CarSearchQuery): SQL[] {
  const where: SQL[] = [];
  if (q.q) where.push(sql`c.search_text like ${`%${escapeLike(q.q.toLowerCase())}%`}`);
  if (q.minPrice !== undefined) where.push(sql`c.price_per_day >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) where.push(sql`c.price_per_day <= ${q.maxPrice}`);
  if (q.minYear !== undefined) where.push(sql`c.year >= ${q.minYear}`);
  if (q.maxYear !== undefined) where.push(sql`c.year <= ${q.maxYear}`);
  if (q.makes?.length) where.push(sql`c.make in (${sql.join(q.makes.map((m) => sql`${m}`), sql`, `)})`);
  if (q.transmission) where.push(sql`c.transmission = ${q.transmission}`);
  if (q.fuelType) where.push(sql`c.fuel_type = ${q.fuelType}`);
  if (q.city) where.push(sql`lower(s.city) like ${`%${escapeLike(q.city.toLowerCase())}%`}`);
  if (q.from && q.to) {
    // Free for [from, to): no held booking overlaps.
    const from = q.from.replace('T', ' ');
    const to = q.to.replace('T', ' ');
    // Written as the exclusion constraint's own range overlap, so its GiST index (car_id, range)
    // WHERE held answers it, both per car and for the whole count.
    where.push(sql`not exists (select 1 from bookings b where b.car_id = c.id
      and b.status in ${literalList(HOLDING_STATUSES)}
      and tsrange(b.start_date, b.end_date, '[)') && tsrange(${from}::timestamp, ${to}::timestamp, '[)'))`);
  }
  return where;
}

const ORDER: Record<CarSearchQuery['sort'], SQL> = {
  newest: sql`c.created_at desc, c.id desc`,
  price_asc: sql`c.price_per_day asc, c.id asc`,
  price_desc: sql`c.price_per_day desc, c.id desc`,
};

export async function searchCars(db: DbOrTx, q: CarSearchQuery): Promise<{ cars: Car[]; total: number }> {
  const where = carSearchConditions(q);
  const offset = (q.page - 1) * q.limit;
  const cars = await selectCars(db, { where, orderBy: ORDER[q.sort], limit: q.limit, offset });
  // A short page (but not an empty one past the end) already tells the total: no count needed.
  if (cars.length > 0 && cars.length < q.limit) return { cars, total: offset + cars.length };
  if (cars.length === 0 && offset === 0) return { cars, total: 0 };
  const key = JSON.stringify(new PgDialect().sqlToQuery(sql.join(where, sql` and `)));
  const cached = countCache.get(key);
  if (cached && cached.expires > Date.now()) return { cars, total: cached.total };
  const total = await countCars(db, where, { joinServices: !!q.city });
  if (countCache.size >= COUNT_CACHE_SIZE) countCache.delete(countCache.keys().next().value!);
  countCache.set(key, { total, expires: Date.now() + COUNT_CACHE_MS });
  return { cars, total };
}

/**
 * Totals of broad searches cost a scan of every matching car (tens of ms at 100k cars) while the
 * page itself costs about one: the same search's total is reused for a few seconds. Car writes in
 * this process clear it at once; another instance's writes show within COUNT_CACHE_MS.
 */
const COUNT_CACHE_MS = 10_000;
const COUNT_CACHE_SIZE = 500;
const countCache = new Map<string, { total: number; expires: number }>();
export const forgetCarCounts = () => countCache.clear();
