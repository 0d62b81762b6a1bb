// Prints the plan and time of the page and count queries of a few searches (EXPLAIN ANALYZE).
import { carSearchQuerySchema } from '@carrental/shared';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../src/context.js';
import { carSearchConditions } from '../src/cars/search.js';

/** Typical searches of the /cars screen, each explained on its own. */
const SCENARIOS: [string, string][] = [
  ['home: newest 12', '/api/cars?sort=newest&limit=12'],
  ['list page 1 (24)', '/api/cars'],
  ['text "toyota cor"', '/api/cars?q=toyota%20cor'],
  ['price+year+transmission', '/api/cars?minPrice=3000&maxPrice=15000&minYear=2018&maxYear=2025&transmission=AUTOMATIC&sort=price_asc'],
  ['makes + fuel, page 5', '/api/cars?makes=HONDA,SUZUKI,KIA&fuelType=PETROL&page=5'],
  ['city Lahore', '/api/cars?city=lahore'],
  ['transmission alone', '/api/cars?transmission=MANUAL'],
  ['free for dates', '/api/cars?from=2030-03-01T10:00:00&to=2030-03-04T10:00:00'],
  ['everything', '/api/cars?q=civic&makes=HONDA&minPrice=2000&maxPrice=30000&minYear=2010&city=karachi&from=2030-03-01T10:00:00&to=2030-03-04T10:00:00&sort=price_desc'],
];

export async function explainSearches(ctx: AppContext) {
  const dialect = new PgDialect();
  for (const [label, path] of SCENARIOS) {
    const query = carSearchQuerySchema.parse(Object.fromEntries(new URL(`http://x${path}`).searchParams));
    const where = [sql`c.deleted_at is null`, sql`s.deleted_at is null`, ...carSearchConditions(query)];
    const order = {
      newest: 'c.created_at desc, c.id desc',
      price_asc: 'c.price_per_day asc, c.id asc',
      price_desc: 'c.price_per_day desc, c.id desc',
      rating: `coalesce((select round(avg(r.rating)::numeric, 2) from reviews r where r.car_id = c.id and r.author_side = 'CUSTOMER'
        and r.published and r.hidden_at is null), -1) desc, c.created_at desc, c.id desc`,
    }[query.sort];
    const page = dialect.sqlToQuery(sql`explain (analyze, costs off, timing off, summary on) select c.id from cars c join services s on s.id = c.service_id
      where ${sql.join(where, sql` and `)} order by ${sql.raw(order)} limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
    // The count as search.ts runs it: services joined only for the city filter.
    const countWhere = [sql`c.deleted_at is null`, ...carSearchConditions(query)];
    const from = query.city ? sql`cars c join services s on s.id = c.service_id` : sql`cars c`;
    const count = dialect.sqlToQuery(sql`explain (analyze, costs off, timing off, summary on) select count(*) from ${from} where ${sql.join(countWhere, sql` and `)}`);
    for (const [kind, q] of [['page', page], ['count', count]] as const) {
      const rows = await ctx.database.query<{ 'QUERY PLAN': string }>(q.sql, q.params);
      const plan = rows.map((r) => r['QUERY PLAN']);
      console.log(`--- ${label} (${kind}): ${plan.at(-1)}`);
      if (process.argv.includes('--plans')) console.log(plan.join('\n'));
    }
  }
  console.log('');
}
