// GET /api/cars/cities (the home search's suggestions) and the service's name and city on every
// car of a search answer, also after a rename the search's cache did not hear about.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('cities with cars, and where a car is', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cities = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cars/cities' });
    expect(res.statusCode).toBe(200);
    return res.json() as { city: string; cars: number }[];
  };

  it('lists the cities that have cars a search shows, most cars first, one entry per city whatever its case', async () => {
    expect(await cities()).toEqual([]);
    const vendor = await t.f.vendor();
    const lahore = await t.f.service(vendor, { city: 'Lahore' });
    const lahoreAgain = await t.f.service(vendor, { city: ' lahore ' });
    const karachi = await t.f.service(vendor, { city: 'Karachi' });
    await t.f.service(vendor, { city: 'Quetta' }); // no cars
    await t.f.car(lahore);
    await t.f.car(lahoreAgain);
    await t.f.car(karachi);
    await t.f.car(karachi, { deletedAt: new Date() });
    const deleted = await t.f.service(vendor, { city: 'Multan', deletedAt: new Date() });
    await t.f.car(deleted);
    const suspended = await t.f.vendor({ suspendedAt: new Date() });
    await t.f.car(await t.f.service(suspended, { city: 'Sialkot' }));

    expect(await cities()).toEqual([
      { city: 'Lahore', cars: 2 },
      { city: 'Karachi', cars: 1 },
    ]);
    // A visitor's request: no sign-in needed, and no other field than city and count.
    const res = await t.app.inject({ method: 'GET', url: '/api/cars/cities?x=1' });
    expect(res.statusCode).toBe(200);
  });

  it('finds a city typed in Urdu (لاہور) and prices typed in Urdu digits', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor, { city: 'Faisalabad' }), { pricePerDay: 6000 });
    const search = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/cars?${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: string }[]).map((c) => c.id);
    };
    expect(await search(`city=${encodeURIComponent('فیصل آباد')}`)).toEqual([car.id]);
    expect(await search(`city=${encodeURIComponent('فیصل آباد')}&minPrice=${encodeURIComponent('۵۰۰۰')}&maxPrice=${encodeURIComponent('۷۰۰۰')}`)).toEqual([car.id]);
    expect(await search(`city=${encodeURIComponent('فیصل آباد')}&minPrice=${encodeURIComponent('۷۰۰۰')}`)).toEqual([]);
  });

  it("answers every searched car with its service's name and city, current after a rename", async () => {
    const vendor = await t.f.vendor();
    const service = await t.f.service(vendor, { city: 'Gilgit', name: 'Karakoram Wheels' });
    const car = await t.f.car(service, { model: 'Prado' });
    const search = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/cars?city=gilgit' });
      return res.json() as { id: string; serviceName: string; city: string }[];
    };
    expect(await search()).toEqual([expect.objectContaining({ id: car.id, serviceName: 'Karakoram Wheels', city: 'Gilgit' })]);
    // Twice, so the second answer comes from the per-instance cache of presented cars.
    expect((await search())[0]!.serviceName).toBe('Karakoram Wheels');
    await t.ctx.db.execute(sql`update services set name = 'Hunza Drives' where id = ${service.id}`);
    expect((await search())[0]).toEqual(expect.objectContaining({ serviceName: 'Hunza Drives', city: 'Gilgit' }));

    const one = await t.app.inject({ method: 'GET', url: `/api/cars/${car.id}` });
    expect(one.json()).toEqual(expect.objectContaining({ serviceName: 'Hunza Drives', city: 'Gilgit' }));
  });
});
