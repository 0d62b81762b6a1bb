// Deleting an account with open bookings goes through the booking lifecycle: the other party is
// told live (the notification stream) and by email, and a paid booking is refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { bearer } from '../../test/harness.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp.js';
import { bookingEvents } from '../db/schema.js';
import { paymentsSettled } from '../payments/index.js';
import { acceptedBooking, bookingStatus, paymentRows, paymentsTestApp } from '../payments/test-support.js';
import { openEventStream } from '../notifications/test-support.js';
import { eventually } from '../../test/eventually.js';

type T = Awaited<ReturnType<typeof paymentsTestApp>>;
let t: T;
let smtp: SmtpCapture;
let streamUrl: string;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpCapture(0);
  t = await paymentsTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  streamUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/notifications/stream`;
  adminAuth = bearer(await t.f.token(await t.f.admin(), 'CUSTOMER'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** The customer pays through the sandbox checkout: the booking is CONFIRMED and the payment PAID. */
async function pay(auth: Record<string, string>, bookingId: string) {
  const created = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/create-payment`, headers: auth });
  expect(created.statusCode).toBe(200);
  await t.app.inject({ method: 'POST', url: new URL(created.json().url).pathname, ...form({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' }) });
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/payments/confirm', headers: auth, payload: { bookingId } });
  expect(confirmed.json().status).toBe('CONFIRMED');
}

describe('deleting an account with open bookings', () => {
  it('deleting a vendor cancels a paid booking: the customer is told live and by email, and refunded', async () => {
    const { vendor, customer, booking, auth } = await acceptedBooking(t);
    await pay(auth, booking.id);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
    const stream = await openEventStream(streamUrl, auth);
    await stream.next((e) => e.comment === 'connected');
    const mailsBefore = smtp.received.length;

    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${vendor.id}`, headers: adminAuth });
    expect(res.statusCode).toBe(204);
    expect(await bookingStatus(t, booking.id)).toBe('CANCELLED');
    const history = await t.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.filter((h) => h.action === 'cancel')).toMatchObject([{ fromStatus: 'CONFIRMED', toStatus: 'CANCELLED', details: { reason: 'account-deleted' } }]);

    const live = JSON.parse((await stream.next()).data!);
    expect(live).toMatchObject({ bookingId: booking.id, audience: 'CUSTOMER', read: false });
    expect(live.message).toBe('Your booking for TOYOTA Corolla 2022, 10 Jan 2030, 10:00 am to 12 Jan 2030, 10:00 am, was cancelled');

    const mail = await eventually(() => smtp.received.slice(mailsBefore).find((m) => m.to.includes(customer.email) && /cancelled/.test(m.raw)));
    expect(mail.raw).toMatch(/^Subject: Your booking for TOYOTA Corolla 2022 was cancelled$/m);
    expect(mail.raw).toContain(`http://localhost:3000/bookingDetails/${booking.id}`);

    await paymentsSettled(t.ctx);
    expect((await paymentRows(t, booking.id)).map((p) => p.status)).toEqual(['REFUNDED']);
    const refunded = JSON.parse((await stream.next()).data!);
    expect(refunded.message).toBe('Your payment for TOYOTA Corolla 2022, 10 Jan 2030, 10:00 am to 12 Jan 2030, 10:00 am, was refunded');
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth });
    expect(list.json().map((n: { bookingId: string }) => n.bookingId)).toEqual([booking.id, booking.id]);
    // Nothing is written for, or sent to, the deleted account.
    expect(smtp.received.some((m) => m.to.includes(vendor.email) && /cancel/i.test(m.raw))).toBe(false);
    stream.close();
  });

  it('deleting a customer cancels their pending request: the vendor is told live and by email', async () => {
    const { vendor, customer, booking } = await acceptedBooking(t, 'PENDING');
    const vendorAuth = bearer(await t.f.token(vendor));
    const stream = await openEventStream(streamUrl, vendorAuth);
    await stream.next((e) => e.comment === 'connected');
    const mailsBefore = smtp.received.length;

    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${customer.id}`, headers: adminAuth });
    expect(res.statusCode).toBe(204);
    expect(await bookingStatus(t, booking.id)).toBe('CANCELLED');

    const live = JSON.parse((await stream.next()).data!);
    expect(live).toMatchObject({ bookingId: booking.id, audience: 'VENDOR' });
    expect(live.message).toBe('The booking for TOYOTA Corolla 2022, 10 Jan 2030, 10:00 am to 12 Jan 2030, 10:00 am, was cancelled');
    const mail = await eventually(() => smtp.received.slice(mailsBefore).find((m) => m.to.includes(vendor.email)));
    expect(mail.raw).toMatch(/^Subject: Booking for TOYOTA Corolla 2022 cancelled$/m);
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications/services', headers: vendorAuth });
    expect(list.json()).toMatchObject([{ bookingId: booking.id }]);
    stream.close();
  });

  it('leaves a paid booking that has already started as it is', async () => {
    const { vendor, booking } = await acceptedBooking(t, 'CONFIRMED');
    t.clock.advanceMinutes(60 * 24 * 45); // 2030-01-15: the rental began on 10 Jan
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${vendor.id}`, headers: adminAuth });
    expect(res.statusCode).toBe(204);
    expect(await bookingStatus(t, booking.id)).toBe('CONFIRMED');
  });
});
