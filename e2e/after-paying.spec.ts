// Issue 36, after paying, in Urdu, on a phone: the confirmation that stays (trip, pick-up with a map
// link, the provider's phone, what to bring, paid and due at pick-up, receipt, "Add to calendar"),
// My Bookings opening on Upcoming, the language kept at sign-in, cities typed in Urdu, and the
// header buttons named with the count they show. Screenshots at 390 and 1280 px in both languages.
import { expect, sharedAppUrl, test } from './support/test.js';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { ur } from '@carrental/shared/i18n/ur';
import { DESKTOP, PHONE, expectNoA11yViolations, loginViaApi, newPage, open, screenshot } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { bookFreeDay, call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

async function newCustomer() {
  const id = randomBytes(4).toString('hex');
  const email = `after-${id}@example.pk`;
  const password = 'a long and unusual passphrase';
  await call('POST', '/auth/register', { name: `Renter ${id}`, email, password, phone: '+92 300 5550000', role: 'customer' });
  return { id, email, password, customer: await login(email, password, 'customer') };
}

/** A fresh customer with an ACCEPTED booking of a demo vendor's car, on dates of its own. */
async function acceptedBooking() {
  const { email, password, customer } = await newCustomer();
  const vendor = await login(DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
  const [car] = (await call<Array<{ id: string; registrationNumber?: string | null }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token)).filter((c) => c.registrationNumber);
  const { booking, date } = await bookFreeDay(car!.id, customer.token);
  await call('PUT', `/bookings/${booking.id}/accept`, {}, vendor.token);
  return { booking, email, password, token: customer.token, date };
}

async function payWithCard(page: Page, bookingId: string) {
  await open(page, `/bookingDetails/${bookingId}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/checkout\/sandbox\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ayesha Khan');
  await page.getByRole('button', { name: /^Pay PKR/ }).click();
  await page.waitForURL(`**/payment/success?booking_id=${bookingId}`);
}

test.describe('after paying', () => {
  test('the confirmation stays with the trip, pick-up, provider, what to bring and money; receipt, calendar file, Upcoming', async () => {
    const { booking, email, password, date } = await acceptedBooking();
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, email, password);
    await payWithCard(page, booking.id);
    const confirmation = page.getByTestId('booking-confirmation');
    await confirmation.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await confirmation.getByText('Your booking is confirmed').waitFor();
    await confirmation.getByRole('heading', { name: 'Pick-up address' }).waitFor();
    expect(await confirmation.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(await confirmation.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:/);
    await confirmation.getByText('Your original CNIC (national identity card)').waitFor();
    await confirmation.getByText('Paid online').waitFor();
    await confirmation.getByTestId('confirmation-lines').getByText('Total').waitFor();
    // It stays: no move to My Bookings.
    await page.waitForTimeout(3000);
    expect(new URL(page.url()).pathname).toBe('/payment/success');
    await expectNoA11yViolations(page);
    await screenshot(page, 'after-paying-confirmation-en-1280');

    const [download] = await Promise.all([page.waitForEvent('download'), confirmation.getByRole('button', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^booking-.+\.ics$/);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    // 10:00 in Karachi is 05:00 UTC.
    expect(ics).toContain(`DTSTART:${date.replace(/-/g, '')}T050000Z`);

    await confirmation.getByRole('link', { name: 'View receipt' }).click();
    await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    await page.getByRole('table', { name: /payments and refunds/i }).waitFor();
    await expectNoA11yViolations(page);

    await open(page, '/bookings');
    await page.getByRole('tab', { name: /^Upcoming \(1\)/, selected: true }).waitFor();
    await page.getByRole('article', { name: `Booking #${booking.id.slice(-6)}` }).waitFor();
    await context.close();

    // The same confirmation on a phone, and in Urdu at both widths.
    const phone = await newPage(browser, baseUrl, PHONE);
    await loginViaApi(phone.page, baseUrl, email, password);
    await open(phone.page, `/payment/success?booking_id=${booking.id}`);
    await phone.page.getByText('Your booking is confirmed').waitFor();
    await phone.page.getByText('Paid online').waitFor();
    await expectNoA11yViolations(phone.page);
    await screenshot(phone.page, 'after-paying-confirmation-en-390');
    await phone.context.close();
    for (const [viewport, width] of [[PHONE, 390], [DESKTOP, 1280]] as const) {
      const urdu = await newPage(browser, baseUrl, viewport, 'ur-PK');
      await loginViaApi(urdu.page, baseUrl, email, password);
      await open(urdu.page, `/payment/success?booking_id=${booking.id}`);
      await urdu.page.getByText(ur['payments.confirmed.title']).waitFor();
      await urdu.page.getByText(ur['payments.confirmed.paidOnline']).waitFor();
      await urdu.page.getByText(ur['payments.confirmed.bringCnic']).waitFor();
      expect(await urdu.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expectNoA11yViolations(urdu.page);
      await screenshot(urdu.page, `after-paying-confirmation-ur-${width}`);
      await urdu.context.close();
    }
  });

  test('signing in keeps the language just chosen on the device for an account that never chose one', async () => {
    const { email, password } = await newCustomer();
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await open(page, '/login');
    await page.getByRole('button', { name: 'اردو' }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ur');
    await page.getByLabel(ur['auth.field.email']).fill(email);
    await page.getByLabel(ur['auth.field.password']).fill(password);
    await page.getByRole('button', { name: ur['auth.login.title'], exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
    // …and the account now says so.
    const me = await login(email, password, 'customer');
    expect((me as { locale?: string }).locale).toBe('ur');
    await context.close();
  });

  test('a city typed in Urdu finds its cars, and the suggestions show it in Urdu', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE, 'ur-PK');
    await open(page, `/cars?city=${encodeURIComponent('لاہور')}`);
    await page.getByTestId('car-card').first().waitFor();
    expect(await page.getByTestId('car-card').count()).toBeGreaterThan(0);
    await open(page, '/');
    await expect.poll(() => page.locator('#hero-cities option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toContain('لاہور');
    await context.close();
  });

  test("the header's inbox and notification buttons are named with what they show", async () => {
    const { email, password } = await newCustomer();
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, email, password);
    await open(page, '/bookings');
    for (const button of [page.getByRole('link', { name: /^Inbox/ }), page.getByRole('button', { name: /^Notifications/ })]) {
      await button.waitFor();
      const name = (await button.getAttribute('aria-label')) ?? '';
      const text = (await button.innerText()).trim();
      expect(name).toContain(text);
    }
    await context.close();
  });
});
