import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';
import { migrate } from '../src/db/migrate.js';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.ctx.database.kind });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API routes with the JSON error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses a malformed or forged bearer token with 401', async () => {
    for (const authorization of ['Bearer not-a-jwt', 'Basic abc', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('applies migrations once', async () => {
    expect(await migrate(t.ctx.database)).toEqual([]);
  });
});

describe('database integrity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('forbids two held bookings of one car with overlapping ranges', async () => {
    const vendor = await t.f.vendor();
    const service = await t.f.service(vendor);
    const car = await t.f.car(service);
    const customer = await t.f.customer();
    await t.f.booking(car, customer, { status: 'ACCEPTED', startDate: '2030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' });
    // A pending request for the same range is allowed: it does not hold the car.
    await t.f.booking(car, customer, { status: 'PENDING', startDate: '2030-01-11T10:00:00', endDate: '2030-01-13T10:00:00' });
    // Back-to-back is fine: ranges are half-open.
    await t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-01-12T10:00:00', endDate: '2030-01-14T10:00:00' });
    await expect(
      t.f.booking(car, customer, { status: 'CONFIRMED', startDate: '2030-01-11T00:00:00', endDate: '2030-01-11T12:00:00' }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
  });

  it('checks enums and ranges in the database', async () => {
    const vendor = await t.f.vendor();
    const service = await t.f.service(vendor);
    await expect(t.f.car(service, { year: 1999 })).rejects.toThrow();
    await expect(t.f.car(service, { make: 'NOT_A_MAKE' as never })).rejects.toThrow();
    await expect(t.f.car(service, { make: 'OTHER', customMake: '' })).rejects.toThrow();
    await expect(t.f.user({ roles: ['ROOT' as never] })).rejects.toThrow();
  });
});
