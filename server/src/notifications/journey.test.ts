// Through the booking API: a request and the vendor's answer reach the other party's bell; a
// refused action tells nobody.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('booking request → vendor notified; acceptance → customer notified; a refused action → nobody', async () => {
  const vendor = await t.f.vendor({ name: 'Vera Vendor' });
  const customer = await t.f.customer({ name: 'Kamran Customer' });
  const car = await t.f.car(await t.f.service(vendor, { name: 'Karachi Cars' }), { make: 'SUZUKI', model: 'Swift', year: 2023 });
  const [vendorToken, customerToken] = await Promise.all([t.f.token(vendor), t.f.token(customer, 'CUSTOMER')]);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });

  const created = await call('POST', '/api/bookings/createBooking', customerToken, {
    carId: car.id,
    startDate: '2033-04-01T09:00:00',
    endDate: '2033-04-04T09:00:00',
    description: 'Airport pick-up',
  });
  expect(created.statusCode).toBe(201);
  const bookingId = created.json().id as string;

  const vendorList = (await call('GET', '/api/notifications/all', vendorToken)).json();
  expect(vendorList).toHaveLength(1);
  expect(vendorList[0]).toMatchObject({
    bookingId,
    read: false,
    message: 'New booking request from Kamran Customer for SUZUKI Swift 2023, 1 Apr 2033, 9:00 am to 4 Apr 2033, 9:00 am',
  });
  expect((await call('GET', '/api/notifications/all', customerToken)).json()).toEqual([]);

  expect((await call('PUT', `/api/bookings/${bookingId}/accept`, vendorToken)).statusCode).toBe(200);
  const customerList = (await call('GET', '/api/notifications', customerToken)).json();
  expect(customerList.map((n: { message: string }) => n.message)).toEqual([
    'Your booking for SUZUKI Swift 2023, 1 Apr 2033, 9:00 am to 4 Apr 2033, 9:00 am, was accepted',
  ]);

  // Accepting again is refused (409) and adds nothing.
  expect((await call('PUT', `/api/bookings/${bookingId}/accept`, vendorToken)).statusCode).toBe(409);
  expect((await call('GET', '/api/notifications', customerToken)).json()).toHaveLength(1);
  expect((await call('GET', '/api/notifications/unread-count?type=all', vendorToken)).json()).toEqual({ count: 1 });
});
