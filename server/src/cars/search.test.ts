import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { CarRow } from '../../test/factories.js';

describe('GET /api/cars: filters, sort and paging', () => {
  let t: TestApp;
  let corolla: CarRow; // Lahore, TOYOTA, 2022, AUTOMATIC, PETROL, 5000
  let civic: CarRow; // Lahore, HONDA, 2019, MANUAL, PETROL, 7000
  let hilux: CarRow; // Karachi, TOYOTA, 2016, MANUAL, DIESEL, 12000
  let changan: CarRow; // Karachi, OTHER (Changan), 2024, AUTOMATIC, PETROL, 3000

  const ids = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cars${query}` });
    expect(res.statusCode, query).toBe(200);
    return (res.json() as { id: string }[]).map((c) => c.id);
  };
  const sorted = (list: string[]) => [...list].sort();

  beforeAll(async () => {
    t = await createTestApp();
    const vendor = await t.f.vendor();
    const lahore = await t.f.service(vendor, { city: 'Lahore' });
    const karachi = await t.f.service(vendor, { city: 'Karachi' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    corolla = await t.f.car(lahore, { make: 'TOYOTA', model: 'Corolla', year: 2022, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 5000, createdAt: at(1) });
    civic = await t.f.car(lahore, { make: 'HONDA', model: 'Civic', year: 2019, transmission: 'MANUAL', fuelType: 'PETROL', pricePerDay: 7000, createdAt: at(2) });
    hilux = await t.f.car(karachi, { make: 'TOYOTA', model: 'Hilux', year: 2016, transmission: 'MANUAL', fuelType: 'DIESEL', pricePerDay: 12000, createdAt: at(3) });
    changan = await t.f.car(karachi, { make: 'OTHER', customMake: 'Changan', model: 'Alsvin', year: 2024, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 3000, createdAt: at(4) });
    await t.f.car(lahore, { model: 'Deleted', deletedAt: new Date() });
    const customer = await t.f.customer();
    await t.f.booking(corolla, customer, { status: 'CONFIRMED', startDate: '2030-03-01T10:00:00', endDate: '2030-03-05T10:00:00' });
    await t.f.booking(civic, customer, { status: 'PENDING', startDate: '2030-03-01T10:00:00', endDate: '2030-03-05T10:00:00' });
    await t.f.booking(hilux, customer, { status: 'ACCEPTED', startDate: '2030-03-05T10:00:00', endDate: '2030-03-06T10:00:00' });
  });
  afterAll(() => t.close());

  it('answers the newest first with the total in X-Total-Count, without deleted cars', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cars' });
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json().map((c: { id: string }) => c.id)).toEqual([changan.id, hilux.id, civic.id, corolla.id]);
    expect(res.json()[0]).toMatchObject({ customMake: 'Changan', images: [], imageUrls: [] });
  });

  it('filters by each parameter', async () => {
    expect(sorted(await ids('?q=TOYOTA'))).toEqual(sorted([corolla.id, hilux.id]));
    expect(await ids('?q=ta%20coro')).toEqual([corolla.id]);
    expect(await ids('?q=changan%20al')).toEqual([changan.id]);
    expect(await ids('?q=%25')).toEqual([]);
    expect(sorted(await ids('?minPrice=5000&maxPrice=7000'))).toEqual(sorted([corolla.id, civic.id]));
    expect(sorted(await ids('?minYear=2020'))).toEqual(sorted([corolla.id, changan.id]));
    expect(await ids('?maxYear=2016')).toEqual([hilux.id]);
    expect(sorted(await ids('?makes=HONDA,OTHER'))).toEqual(sorted([civic.id, changan.id]));
    expect(sorted(await ids('?transmission=MANUAL'))).toEqual(sorted([civic.id, hilux.id]));
    expect(await ids('?fuelType=DIESEL')).toEqual([hilux.id]);
    expect(sorted(await ids('?city=karachi'))).toEqual(sorted([hilux.id, changan.id]));
  });

  it('shows only cars free for from/to: held (ACCEPTED/CONFIRMED) overlaps exclude, PENDING and touching ranges do not', async () => {
    const free = await ids('?from=2030-03-02T10:00:00&to=2030-03-03T10:00:00');
    expect(sorted(free)).toEqual(sorted([civic.id, hilux.id, changan.id]));
    // [03-04 10:00, 03-05 10:00) ends exactly where hilux's hold starts: hilux is free, corolla is not.
    const touching = await ids('?from=2030-03-04T10:00:00&to=2030-03-05T10:00:00');
    expect(sorted(touching)).toEqual(sorted([civic.id, hilux.id, changan.id]));
    const after = await ids('?from=2030-03-05T10:00:00&to=2030-03-05T12:00');
    expect(sorted(after)).toEqual(sorted([corolla.id, civic.id, changan.id]));
  });

  it('combines filters with AND', async () => {
    expect(await ids('?makes=TOYOTA&transmission=MANUAL&city=Karachi&maxPrice=15000')).toEqual([hilux.id]);
    expect(await ids('?makes=TOYOTA&fuelType=PETROL&from=2030-03-02T10:00:00&to=2030-03-03T10:00:00')).toEqual([]);
    expect(await ids('?q=toyota&minYear=2020&city=lahore')).toEqual([corolla.id]);
  });

  it('sorts by price both ways', async () => {
    expect(await ids('?sort=price_asc')).toEqual([changan.id, corolla.id, civic.id, hilux.id]);
    expect(await ids('?sort=price_desc')).toEqual([hilux.id, civic.id, corolla.id, changan.id]);
  });

  it('pages with limit and page, keeping the total', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/cars?sort=price_asc&limit=3&page=1' });
    const second = await t.app.inject({ method: 'GET', url: '/api/cars?sort=price_asc&limit=3&page=2' });
    expect(first.json().map((c: { id: string }) => c.id)).toEqual([changan.id, corolla.id, civic.id]);
    expect(second.json().map((c: { id: string }) => c.id)).toEqual([hilux.id]);
    expect(first.headers['x-total-count']).toBe('4');
    expect(second.headers['x-total-count']).toBe('4');
    const filtered = await t.app.inject({ method: 'GET', url: '/api/cars?makes=TOYOTA&limit=1' });
    expect(filtered.headers['x-total-count']).toBe('2');
    expect(filtered.json()).toHaveLength(1);
  });

  it('refuses bad parameters with 400, never 500', async () => {
    for (const query of ['limit=101', 'limit=0', 'page=0', 'makes=TESLA', 'sort=cheapest', 'transmission=CVT', 'minPrice=-1', 'minYear=abc', 'from=2030-03-02', 'from=2030-03-02T10:00:00', 'from=2030-03-03T10:00:00&to=2030-03-02T10:00:00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/cars?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
