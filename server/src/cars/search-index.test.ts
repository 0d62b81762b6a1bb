// The in-memory search index against its reference, the SQL search: the same ids in the same order
// and the same total for random searches, and fresh after every kind of change, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { carSchema, carSearchQuerySchema } from '@carrental/shared';
import { createTestApp, usesPostgresServer, type TestApp } from '../../test/harness.js';
import { seedCatalog } from '../../bench/seed-catalog.js';
import { searchMix } from '../../bench/search-mix.js';
import { searchCars, searchCarsInSql } from './search.js';
import { SearchIndex, TOTAL_CAP } from './search-index.js';
import { searchTuning } from './search-columns.js';

const parse = (path: string) => carSearchQuerySchema.parse(Object.fromEntries(new URL(`http://x${path}`).searchParams));

describe('car search index', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.ctx.database, 2_000);
  });
  afterAll(() => t.close());

  const same = async (path: string) => {
    const q = parse(path);
    const [fromIndex, fromSql] = await Promise.all([searchCars(t.ctx.database, q), searchCarsInSql(t.ctx.db, q)]);
    expect(fromIndex.cars.map((c) => c.id), path).toEqual(fromSql.cars.map((c) => c.id));
    expect(fromIndex.total, path).toBe(fromSql.total);
    expect(fromIndex.capped, path).toBe(fromSql.capped);
    expect(fromIndex.cars, path).toEqual(fromSql.cars);
    return fromIndex;
  };

  /** 300 searches of the benchmark's mix; it must exercise matches, not only empty answers. */
  const sameForMix = async (seed: number) => {
    const next = searchMix(seed);
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) if ((await same(next())).total > 0) nonEmpty++;
    expect(nonEmpty).toBeGreaterThan(150);
  };

  it('answers 300 random searches exactly as the SQL search does', async () => {
    await sameForMix(7);
    // Sorting by rating and the minimum rating (issue 17) follow the same reference.
    await same('/api/cars?sort=rating&limit=50');
    await same('/api/cars?sort=rating&city=lahore&page=2');
    await same('/api/cars?minRating=1');
  });

  it('answers the same with the bitsets made a word at a time', async () => {
    // At this size the filters' bitsets are made in one chunk; a word at a time, a search crosses
    // hundreds of chunk boundaries (decision 0055).
    const chunkWords = searchTuning.chunkWords;
    searchTuning.chunkWords = 1;
    try {
      await sameForMix(11);
      await same('/api/cars?minRating=1&sort=newest');
      await same('/api/cars?minRating=4&minYear=2015&instant=true');
      await same('/api/cars?city=lahore&q=corolla&transmission=AUTOMATIC&fuelType=PETROL&minPrice=2000&maxPrice=9000');
    } finally {
      searchTuning.chunkWords = chunkWords;
    }
  });

  it('counts exactly up to the cap and then says there are more', async () => {
    const broad = await t.app.inject({ method: 'GET', url: '/api/cars?limit=5' });
    expect(broad.headers['x-total-count']).toBe(String(TOTAL_CAP));
    expect(broad.headers['x-total-count-capped']).toBe('true');
    // The answer is written from the cached JSON of each car, past the schema's serializer: it
    // still is exactly the schema's answer.
    expect(broad.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(z.array(carSchema.strict()).parse(broad.json())).toEqual(broad.json());
    const narrow = await t.app.inject({ method: 'GET', url: '/api/cars?city=lahore&transmission=MANUAL' });
    expect(narrow.headers['x-total-count-capped']).toBe('false');
    expect(Number(narrow.headers['x-total-count'])).toBeLessThan(TOTAL_CAP);
    // A page past the cap is still served, and counted up to itself.
    const deep = await t.app.inject({ method: 'GET', url: '/api/cars?page=50&limit=24' });
    expect(deep.json()).toHaveLength(24);
    expect(deep.headers['x-total-count']).toBe(String(50 * 24));
  });

  it('sees a change right after it, whoever made it', async () => {
    const vendor = await t.f.vendor();
    const service = await t.f.service(vendor, { city: 'Gilgit' });
    expect((await same('/api/cars?city=gilgit')).total).toBe(0);

    const car = await t.f.car(service, { make: 'TOYOTA', model: 'Land Cruiser', pricePerDay: 99_999 });
    expect((await same('/api/cars?city=gilgit')).cars.map((c) => c.id)).toEqual([car.id]);

    // The answer's pictures too (the index keeps popular cars ready to send).
    await t.ctx.db.execute(sql`insert into car_images (car_id, position, url, storage_key, variants)
      values (${car.id}, 0, '/files/cars/x.webp', 'cars/x.webp', '[]'::jsonb)`);
    expect((await same('/api/cars?city=gilgit')).cars[0]!.imageUrls).toEqual(['/files/cars/x.webp']);

    // A direct SQL change (no application code involved) is seen too.
    await t.ctx.db.execute(sql`update cars set price_per_day = 88888 where id = ${car.id}`);
    expect((await same('/api/cars?minPrice=88000&maxPrice=89000')).cars.map((c) => c.id)).toEqual([car.id]);

    const customer = await t.f.customer();
    const booking = await t.f.booking(car, customer, { status: 'PENDING', startDate: '2031-01-01T10:00:00', endDate: '2031-01-03T10:00:00' });
    const during = '/api/cars?city=gilgit&from=2031-01-02T10:00:00&to=2031-01-02T12:00:00';
    expect((await same(during)).total).toBe(1);
    await t.ctx.db.execute(sql`update bookings set status = 'ACCEPTED' where id = ${booking.id}`);
    expect((await same(during)).total).toBe(0);
    await t.ctx.db.execute(sql`update bookings set status = 'CANCELLED' where id = ${booking.id}`);
    expect((await same(during)).total).toBe(1);

    // A block makes the car unavailable like a held booking (decision 0016).
    await t.ctx.db.execute(sql`insert into car_blocks (car_id, start_date, end_date) values (${car.id}, '2031-01-02', '2031-01-03')`);
    expect((await same(during)).total).toBe(0);
    await t.ctx.db.execute(sql`delete from car_blocks where car_id = ${car.id}`);
    expect((await same(during)).total).toBe(1);
    // Instant booking, set on the service and overridden on the car.
    expect((await same('/api/cars?city=gilgit&instant=true')).total).toBe(0);
    await t.ctx.db.execute(sql`update services set availability_rules = '{"instantBooking": true}' where id = ${service.id}`);
    expect((await same('/api/cars?city=gilgit&instant=true')).total).toBe(1);
    expect((await same('/api/cars?city=gilgit')).cars[0]!.instantBooking).toBe(true);
    await t.ctx.db.execute(sql`update cars set availability_rules = '{"instantBooking": false}' where id = ${car.id}`);
    expect((await same('/api/cars?city=gilgit&instant=true')).total).toBe(0);

    // The car's rules: minimum and maximum days, and opening hours for pick-up and return.
    // 2031-01-02 is a Thursday, 2031-01-04 a Saturday.
    const days = (from: string, to: string) => `/api/cars?city=gilgit&from=${from}&to=${to}`;
    expect((await same(days('2031-01-02T10:00:00', '2031-01-04T10:00:00'))).total).toBe(1);
    await t.ctx.db.execute(sql`update services set availability_rules = '{"minDays": 3}' where id = ${service.id}`);
    expect((await same(days('2031-01-02T10:00:00', '2031-01-04T10:00:00'))).total).toBe(0);
    expect((await same(days('2031-01-02T10:00:00', '2031-01-04T10:01:00'))).total).toBe(1);
    await t.ctx.db.execute(sql`update cars set availability_rules = '{"maxDays": 2, "minDays": 1}' where id = ${car.id}`);
    expect((await same(days('2031-01-02T10:00:00', '2031-01-04T10:00:00'))).total).toBe(1);
    expect((await same(days('2031-01-02T10:00:00', '2031-01-04T10:01:00'))).total).toBe(0);
    const hours = '{"mon": {"open": "09:00", "close": "18:00"}, "tue": null, "wed": null, "thu": {"open": "09:00", "close": "18:00"}, "fri": null, "sat": {"open": "10:00", "close": "14:00"}, "sun": null}';
    await t.ctx.db.execute(sql`update cars set availability_rules = jsonb_build_object('openingHours', ${hours}::jsonb) where id = ${car.id}`);
    expect((await same(days('2031-01-02T09:00:00', '2031-01-04T14:00:00'))).total).toBe(1);
    expect((await same(days('2031-01-02T08:59:00', '2031-01-04T14:00:00'))).total).toBe(0);
    expect((await same(days('2031-01-02T09:00:00', '2031-01-04T14:01:00'))).total).toBe(0);
    expect((await same(days('2031-01-02T09:00:00', '2031-01-03T10:00:00'))).total).toBe(0);
    await t.ctx.db.execute(sql`update cars set availability_rules = '{}' where id = ${car.id}`);
    await t.ctx.db.execute(sql`update services set availability_rules = '{}' where id = ${service.id}`);
    expect((await same(days('2031-01-02T08:00:00', '2031-01-03T10:00:00'))).total).toBe(1);

    // The service's name on the car's card follows a rename (a search change since 0018).
    await t.ctx.db.execute(sql`update services set name = 'Gilgit Wheels' where id = ${service.id}`);
    expect((await same('/api/cars?city=gilgit')).cars[0]!.serviceName).toBe('Gilgit Wheels');

    await t.ctx.db.execute(sql`update services set city = 'Skardu' where id = ${service.id}`);
    expect((await same('/api/cars?city=gilgit')).total).toBe(0);
    expect((await same('/api/cars?city=skardu')).total).toBe(1);

    // A vendor deleting a service soft-deletes it and its cars in one transaction.
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`update services set deleted_at = now() where id = ${service.id}`);
      await tx.execute(sql`update cars set deleted_at = now() where service_id = ${service.id}`);
    });
    expect((await same('/api/cars?city=skardu')).total).toBe(0);
  });

  it('lets searches that arrive together share one check of the changes', async () => {
    let checks = 0;
    const database = t.ctx.database;
    const counting = { ...database, query: ((text: string, params?: unknown[]) => {
      if (text.includes('max(id)')) checks++;
      return database.query(text, params);
    }) as typeof database.query };
    const index = new SearchIndex(counting);
    await index.fresh();
    checks = 0;
    await Promise.all(Array.from({ length: 20 }, () => index.fresh()));
    expect(checks).toBe(1);
    // A search that arrives after a check started waits for the next one, which sees a later write.
    const vendor = await t.f.vendor();
    const service = await t.f.service(vendor, { city: 'Hunza' });
    const first = index.fresh();
    await t.f.car(service);
    const total = async () => (await index.search(parse('/api/cars?city=hunza'))).total;
    const [, after] = await Promise.all([first, total()]);
    expect(after).toBe(1);
  });

  it('is shared by nothing: a second index on the same database agrees with the first', async () => {
    const other = new SearchIndex(t.ctx.database);
    const q = parse('/api/cars?sort=price_desc&page=2');
    expect(await other.search(q)).toEqual(await new SearchIndex(t.ctx.database).search(q));
  });

  it.runIf(usesPostgresServer())('applies a change that commits after a later one was already seen', async () => {
    const vendor = await t.f.vendor();
    const service = await t.f.service(vendor, { city: 'Chitral' });
    const index = new SearchIndex(t.ctx.database);
    await index.fresh();
    const count = async () => (await index.search(parse('/api/cars?city=chitral'))).total;

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    // The slow transaction takes its change id first and commits last.
    const slow = t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into cars (service_id, make, model, year, transmission, fuel_type, price_per_day, search_text)
        values (${service.id}, 'HONDA', 'Slow', 2020, 'MANUAL', 'PETROL', 1000, 'honda slow')`);
      inserted();
      await held;
    });
    await insertedSignal;
    await t.f.car(service, { make: 'HONDA', model: 'Quick' });
    expect(await count()).toBe(1);
    release();
    await slow;
    expect(await count()).toBe(2);
  });
});
