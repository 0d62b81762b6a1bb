// Paying a booking with JazzCash in a real browser: an app with JazzCash and the sandbox enabled,
// JazzCash played by the local stand-in (its hosted page, signed return and Payment Inquiry). The
// customer presses Pay Now, chooses JazzCash, pays on the stand-in's page, is posted back to the
// app, and ends on the Confirmed tab of My Bookings.
import { expect, test } from './support/test.js';
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { JazzCashStandIn } from '../server/test/payments/jazzcash-stand-in.js';
import { startApp, type RunningApp } from './support/app.js';
import { expectNoA11yViolations, loginViaApi, newPage, screenshot, DESKTOP, open } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { apiAt } from './support/api.js';

const CREDENTIALS = { merchantId: 'MC00001', password: 'e2e-password', integritySalt: 'e2e-integrity-salt' };
const standIn = new JazzCashStandIn(CREDENTIALS);
let app: RunningApp;
const { call, login } = apiAt(() => app.url);
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  const standInUrl = await standIn.start();
  app = await startApp({
    seed: true,
    timeoutMs: 180_000,
    env: {
      PAYMENT_PROVIDERS: 'jazzcash,sandbox',
      JAZZCASH_MERCHANT_ID: CREDENTIALS.merchantId,
      JAZZCASH_PASSWORD: CREDENTIALS.password,
      JAZZCASH_INTEGRITY_SALT: CREDENTIALS.integritySalt,
      JAZZCASH_BASE_URL: standInUrl,
    },
  });
  browser = workerBrowser;
});
test.afterAll(async () => {
  await app?.stop();
  await standIn.stop();
});

test.describe('paying a booking with JazzCash', () => {
  test('chooses JazzCash, pays on its hosted page, comes back signed and ends on the Confirmed tab', async () => {
    const id = randomBytes(4).toString('hex');
    const email = `jazz-${id}@example.pk`;
    const password = 'a long and unusual passphrase';
    await call('POST', '/auth/register', { name: `Payer ${id}`, email, password, phone: '+92 300 5550000', role: 'customer' });
    const customer = await login(email, password, 'customer');
    const vendor = await login(DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
    const [car] = (await call<Array<{ id: string; registrationNumber?: string | null }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token)).filter((c) => c.registrationNumber);
    const booking = await call<{ id: string }>(
      'POST',
      '/bookings/createBooking',
      { carId: car!.id, startDate: '2041-03-05T10:00:00', endDate: '2041-03-05T18:00:00', description: 'Paid with JazzCash' },
      customer.token,
    );
    await call('PUT', `/bookings/${booking.id}/accept`, {}, vendor.token);

    const { page, context } = await newPage(browser, app.url, DESKTOP);
    await loginViaApi(page, app.url, email, password);
    await open(page, `/bookingDetails/${booking.id}`);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'How would you like to pay?' });
    await dialog.waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-chooser-1280');
    await dialog.getByRole('radio', { name: /JazzCash/ }).click();
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    // The signed form was posted to JazzCash's page (the stand-in refuses a wrong hash).
    await page.getByRole('heading', { name: 'JazzCash' }).waitFor();
    expect(page.url().startsWith(standIn.url)).toBe(true);
    await page.getByRole('button', { name: 'Pay with JazzCash' }).click();

    await page.waitForURL(`**/payment/success?booking_id=${booking.id}&provider=jazzcash`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect((await call<{ status: string }>('GET', `/bookings/${booking.id}`, undefined, customer.token)).status).toBe('CONFIRMED');
    expect(standIn.requests.some((r) => r.path.endsWith('/PaymentInquiry/Inquire'))).toBe(true);

    await page.getByTestId('booking-confirmation').getByRole('link', { name: 'My Bookings' }).click();
    await page.getByRole('tab', { name: /^Confirmed/ }).click();
    await page.getByText(`Booking #${booking.id.slice(-6)}`).waitFor();
    await context.close();
  });
});
