// A date input left to itself lets a browser send a six-digit year ("202030-01-10T10:00"): every
// route that takes a date answers 400 with a field message, never 500 and never a booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { bookingWorld, caller, type World } from './test-helpers.js';

let t: TestApp;
let w: World;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  w = await bookingWorld(t);
});
afterAll(() => t.close());

const SIX_DIGIT_YEARS = ['202030-01-10T10:00:00', '+202030-01-10T10:00', '202030-01-10T10:00'];

describe('a six-digit year', () => {
  it('is refused by booking creation with 400 naming the field and the expected form', async () => {
    for (const startDate of SIX_DIGIT_YEARS) {
      const res = await call(w.customer, 'POST', '/bookings/createBooking', { carId: w.car.id, startDate, endDate: '2030-01-12T10:00:00' });
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { startDate: 'Must be a date and time like 2026-03-01T10:00:00' } });
    }
    const end = await call(w.customer, 'POST', '/bookings/createBooking', { carId: w.car.id, startDate: '2030-01-10T10:00:00', endDate: '202030-01-12T10:00:00' });
    expect(end.statusCode).toBe(400);
    expect(end.json().fields).toHaveProperty('endDate');
  });

  it('is refused in Urdu too, with the same code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/createBooking',
      headers: { ...bearer(await t.f.token(w.customer)), 'accept-language': 'ur' },
      payload: { carId: w.car.id, startDate: '202030-01-10T10:00:00', endDate: '2030-01-12T10:00:00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fields.startDate).toMatch(/[\u0600-\u06FF]/);
  });

  it('is refused by the car search and by a vendor block with 400, never 500', async () => {
    const search = await call(null, 'GET', '/cars?from=202030-01-10T10:00:00&to=2030-01-12T10:00:00');
    expect(search.statusCode).toBe(400);
    const block = await call(w.vendor, 'POST', `/cars/${w.car.id}/blocks`, { startDate: '202030-01-10', endDate: '2030-01-11' });
    expect(block.statusCode).toBe(400);
  });
});

