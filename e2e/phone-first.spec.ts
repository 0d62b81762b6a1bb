// Phone first (issue 33, decision 0036), on an app of its own with its default setting (a booking
// needs a verified phone): a new customer registers with a phone typed as 0300…, chooses Urdu, is
// refused a booking, verifies the phone with the code an admin reads from the text outbox, books a
// Karachi car that the vendor accepts and the customer pays, and the WhatsApp confirmation waits in
// the outbox in Urdu. The profile shows the verified badge.
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test.js';
import { startApp, type RunningApp } from './support/app.js';
import { DESKTOP, loginViaApi, newPage, open } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { apiAt } from './support/api.js';

let app: RunningApp;
let browser: Browser;
const { call, login } = apiAt(() => app.url);

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  app = await startApp({ seed: true, timeoutMs: 180_000, env: { BOOKING_REQUIRES_VERIFIED_PHONE: 'true' } });
});
test.afterAll(async () => {
  await app?.stop();
});

interface Text {
  channel: string;
  kind: string;
  locale: string;
  body: string;
}

test('register with a 0300 phone, verify it by SMS code, book, and get the WhatsApp confirmation in Urdu', async () => {
  const id = randomBytes(4).toString('hex');
  const digits = String(parseInt(id, 16) % 10_000_000).padStart(7, '0');
  const typed = `0301 ${digits}`;
  const e164 = `+92301${digits}`;
  const email = `phone-${id}@example.pk`;
  const password = 'a long and unusual passphrase';
  await call('POST', '/auth/register', { name: `Phone ${id}`, email, password, phone: typed, role: 'customer' });
  const customer = await login(email, password, 'customer');
  await call('PUT', '/users/profile', { locale: 'ur' }, customer.token);
  const profile = await call<{ phone: string; phoneVerified: boolean }>('GET', '/users/profile', undefined, customer.token);
  expect(profile).toMatchObject({ phone: e164, phoneVerified: false });

  const vendor = await login(DEMO.vendorKarachi, DEMO_PASSWORD, 'vendor');
  const [car] = (await call<Array<{ id: string; registrationNumber?: string | null }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token)).filter((c) => c.registrationNumber);
  const date = `2041-0${1 + (parseInt(id.slice(0, 2), 16) % 9)}-${String(1 + (parseInt(id.slice(2, 4), 16) % 27)).padStart(2, '0')}`;
  const ask = () => call<{ id: string }>('POST', '/bookings/createBooking', { carId: car!.id, startDate: `${date}T10:00:00`, endDate: `${date}T18:00:00` }, customer.token);
  await expect(ask()).rejects.toThrow(/403.*PHONE_NOT_VERIFIED/);

  // The code, as the SMS carried it: the outbox is where texts wait while nothing is sent.
  await call('POST', '/auth/phone/send-code', { phone: typed, purpose: 'verify' }, customer.token);
  const admin = await login(DEMO.admin, DEMO_PASSWORD, 'admin');
  const outbox = () => call<Text[]>('GET', `/messaging/outbox?to=${encodeURIComponent(e164)}`, undefined, admin.token);
  const sms = (await outbox()).find((text) => text.kind === 'phone.code')!;
  expect(sms).toMatchObject({ channel: 'sms', locale: 'ur' });
  const code = /\d{6}/.exec(sms.body)![0];
  await call('POST', '/auth/phone/verify', { phone: e164, code }, customer.token);

  const booking = await ask();
  await call('PUT', `/bookings/${booking.id}/accept`, {}, vendor.token);
  const { url } = await call<{ url: string }>('POST', `/bookings/${booking.id}/create-payment`, {}, customer.token);
  const pay = await fetch(`${app.url}${new URL(url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Phone Customer' }).toString(),
    redirect: 'manual',
  });
  expect(pay.status).toBeLessThan(400);
  await call('POST', '/payments/confirm', { bookingId: booking.id }, customer.token);

  await expect
    .poll(async () => (await outbox()).find((text) => text.kind === 'booking.paid'), { timeout: 15_000 })
    .toMatchObject({ channel: 'whatsapp', locale: 'ur', body: expect.stringContaining('آپ کی بکنگ کی تصدیق ہو گئی') });

  // The badge on the profile page.
  const { page, context } = await newPage(browser, app.url, DESKTOP);
  await loginViaApi(page, app.url, email, password, 'customer');
  await open(page, '/profile');
  // In the account's language when the web adopted it, else in English.
  await expect(page.getByText(/^(Verified|تصدیق شدہ)$/)).toBeVisible();
  await context.close();
});
