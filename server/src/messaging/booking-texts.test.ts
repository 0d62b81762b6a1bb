// A booking's updates by WhatsApp: the new request to the vendor, the acceptance to the renter in
// the renter's language (Urdu here), and nothing to a phone that is not verified.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { messageOutbox } from '../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_REQUIRES_VERIFIED_PHONE: 'false' } });
});
afterAll(() => t.close());

const textsTo = (userId: string) => t.ctx.db.select().from(messageOutbox).where(eq(messageOutbox.userId, userId)).orderBy(desc(messageOutbox.id));

describe('booking updates by WhatsApp', () => {
  it('tells the vendor of a new request and the renter, in Urdu, of the acceptance', async () => {
    const vendor = await t.f.vendor();
    const car = await t.f.car(await t.f.service(vendor, { name: 'Lahore Wheels' }), { make: 'TOYOTA', model: 'Corolla', year: 2022 });
    const customer = await t.f.customer({ locale: 'ur' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/createBooking',
      headers: bearer(await t.f.token(customer)),
      payload: { carId: car.id, startDate: '2030-04-01T10:00', endDate: '2030-04-03T10:00' },
    });
    expect(created.statusCode).toBe(201);
    const [toVendor] = await textsTo(vendor.id);
    expect(toVendor).toMatchObject({ channel: 'whatsapp', kind: 'booking.created', locale: 'en', toPhone: vendor.phone });
    expect(toVendor!.body).toContain('new request for your TOYOTA Corolla 2022');

    const id = created.json().id as string;
    expect((await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}/accept`, headers: bearer(await t.f.token(vendor)) })).statusCode).toBe(200);
    const [toCustomer] = await textsTo(customer.id);
    expect(toCustomer).toMatchObject({ channel: 'whatsapp', kind: 'booking.accepted', locale: 'ur', toPhone: customer.phone });
    expect(toCustomer!.body).toContain('قبول کر لی');
    expect(toCustomer!.body).toContain(`/bookings/${id}`);
  });

  it('sends nothing to a phone that is not verified', async () => {
    const vendor = await t.f.vendor({ phoneVerifiedAt: null });
    const car = await t.f.car(await t.f.service(vendor));
    const customer = await t.f.customer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/createBooking',
      headers: bearer(await t.f.token(customer)),
      payload: { carId: car.id, startDate: '2030-05-01T10:00', endDate: '2030-05-03T10:00' },
    });
    expect(res.statusCode).toBe(201);
    expect(await textsTo(vendor.id)).toEqual([]);
  });
});
