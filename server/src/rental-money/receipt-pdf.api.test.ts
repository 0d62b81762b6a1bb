// The receipt PDF through HTTP on a real database (issues 30 and 31, decision 0038): the booking's
// parties and admins get application/pdf with the amounts of its ledger in both languages; a
// stranger gets the booking's 404, no token 401, an unknown or malformed id 404/400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import type { UserRow } from '../../test/factories.js';
import { TestClock } from '../messages/test-support.js';
import { pdfPages } from '../documents/test-support.js';

const clock = new TestClock();
let t: TestApp;
let vendor: UserRow;
let customer: UserRow;
let stranger: UserRow;
let admin: UserRow;
let bookingId: string;

async function call(user: UserRow | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const auth = user ? bearer(await t.f.token(user)) : {};
  return t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' };

beforeAll(async () => {
  clock.set('2030-01-01T09:00:00+05:00');
  t = await createTestApp({ overrides: { clock } });
  vendor = await t.f.vendor();
  customer = await t.f.customer({ name: 'Ayesha Khan' });
  stranger = await t.f.vendor();
  admin = await t.f.user({ roles: ['ADMIN'] });
  const service = await t.f.service(vendor, { name: 'Lahore Car Rentals', city: 'Lahore', state: 'Punjab' });
  const car = await t.f.car(service, { pricePerDay: 30000 });
  expect((await call(vendor, 'PUT', `/services/${service.id}/payment-terms`, { advancePercent: 25, depositAmount: 20000, depositReturnDays: 7 })).statusCode).toBe(200);
  const created = await call(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: '2030-01-07T10:00', endDate: '2030-01-09T10:00' });
  expect(created.statusCode).toBe(201);
  bookingId = created.json().id;
  expect((await call(vendor, 'PUT', `/bookings/${bookingId}/accept`)).statusCode).toBe(200);
  const started = await call(customer, 'POST', `/bookings/${bookingId}/create-payment`, {});
  const paid = await t.app.inject({ method: 'POST', url: new URL(started.json().url).pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(CARD).toString() });
  expect(paid.statusCode).toBeLessThan(400);
  expect((await call(customer, 'POST', '/payments/confirm', { bookingId })).json().status).toBe('CONFIRMED');
  // The balance in cash at the counter, with a reference.
  expect((await call(vendor, 'POST', `/bookings/${bookingId}/cash-receipts`, { kind: 'balance', amount: 45000, method: 'cash', reference: 'R-77' })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('GET /bookings/{id}/receipt.pdf', () => {
  it('gives the customer a PDF with the ledger amounts, Urdu first for an Urdu reader', async () => {
    const res = await call(customer, 'GET', `/bookings/${bookingId}/receipt.pdf`, undefined, { 'accept-language': 'ur' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="receipt-[0-9a-f]{6}\.pdf"$/);
    const pages = pdfPages(res.rawPayload);
    const english = pages.findIndex((page) => page.includes('Receipt'));
    expect(english).toBeGreaterThan(0);
    const urdu = pages.slice(0, english).join('\n');
    const en = pages.slice(english).join('\n');
    for (const amount of ['60,000', '15,000', '45,000']) {
      expect(urdu).toContain(`Rs ${amount}`);
      expect(en).toContain(`PKR ${amount}`);
    }
    expect(en).toContain('Advance paid, Online');
    expect(en).toContain('Balance paid, Cash');
    expect(en).toContain('R-77');
    expect(en).toContain('Ayesha Khan');
    expect(en).toContain('Lahore Car Rentals');
  });

  it('gives the vendor and an admin the PDF, English first for an English reader', async () => {
    for (const user of [vendor, admin]) {
      const res = await call(user, 'GET', `/bookings/${bookingId}/receipt.pdf`, undefined, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(200);
      expect(pdfPages(res.rawPayload)[0]).toContain('Receipt');
    }
  });

  it('refuses a stranger (the booking is not revealed), no token, an unknown and a malformed id', async () => {
    const stranger404 = await call(stranger, 'GET', `/bookings/${bookingId}/receipt.pdf`);
    expect(stranger404.statusCode).toBe(404);
    expect(stranger404.headers['content-type']).toMatch(/application\/json/);
    expect((await call(null, 'GET', `/bookings/${bookingId}/receipt.pdf`)).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/bookings/00000000-0000-4000-8000-000000000000/receipt.pdf')).statusCode).toBe(404);
    expect((await call(customer, 'GET', '/bookings/not-a-booking/receipt.pdf')).statusCode).toBe(400);
  });
});
