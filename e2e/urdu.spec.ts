// Urdu in a real browser: a first visit from an Urdu browser gets the whole app right to left
// (document, header, drawer), the switch goes to English and back and is remembered, and the pages
// are axe-clean in Urdu. Texts are taken from the catalogs, so the test reads what users read.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { dayMonthYearText, en, formatDateTime } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { randomBytes } from 'node:crypto';
import { DESKTOP, PHONE, expectNoA11yViolations, newPage, screenshot, type LoginAnswer, open, reload, signedInPage } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});

test.afterAll(async () => {
});

/** A page of an Urdu browser, signed in as `who` the way the web app stores a session. */
const urduPageAs = (who: LoginAnswer, viewport = DESKTOP) => signedInPage(browser, baseUrl, who, { viewport, browserLocale: 'ur-PK' });

const documentDirection = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

test.describe('Urdu, right to left', () => {
  test('follows an Urdu browser on the first visit and mirrors the header and the drawer on a phone', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE, 'ur-PK');
    await open(page, '/');
    await page.getByRole('link', { name: ur['layout.homeLink'] }).waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'ur', dir: 'rtl' });

    // Mirrored: the menu button sits at the right edge, the logo right of centre.
    const menu = await page.getByRole('button', { name: ur['layout.openMenu'] }).boundingBox();
    expect(menu!.x).toBeGreaterThan(PHONE.width / 2);
    // The Urdu font is in use for Urdu text.
    const font = await page.getByRole('contentinfo').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toContain('Noto Nastaliq Urdu');
    await screenshot(page, 'urdu-home-390');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: ur['layout.openMenu'] }).click();
    const drawer = page.getByRole('dialog', { name: ur['layout.menuLabel'] });
    await drawer.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const box = await drawer.boundingBox();
    // The drawer comes from the right.
    expect(Math.round(box!.x + box!.width)).toBe(PHONE.width);
    expect(box!.x).toBeGreaterThan(0);
    await expect(drawer.getByRole('link', { name: ur['layout.nav.searchCars'] }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'urdu-drawer-390');
    await expectNoA11yViolations(page);
    await context.close();
  });

  test('switches to English and back, remembering the choice on this device', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP, 'ur-PK');
    await open(page, '/cars');
    await page.getByRole('link', { name: ur['layout.nav.searchCars'] }).first().waitFor();
    await screenshot(page, 'urdu-cars-1280');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: ur['layout.language.switchTo'] }).click();
    await page.getByRole('link', { name: en['layout.nav.searchCars'] }).first().waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await reload(page);
    await page.getByRole('link', { name: en['layout.nav.searchCars'] }).first().waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByRole('button', { name: en['layout.language.switchTo'] }).click();
    await page.getByRole('link', { name: ur['layout.nav.searchCars'] }).first().waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'ur', dir: 'rtl' });
    await context.close();
  });

  test('books a car and pays for it in Urdu, end to end', async () => {
    const id = randomBytes(4).toString('hex');
    const email = `urdu-${id}@example.pk`;
    const password = 'a long and unusual passphrase';
    await call('POST', '/auth/register', { name: `Urdu ${id}`, email, password, phone: '+92 300 5551111', role: 'customer' });
    const customer = await login(email, password, 'customer');
    const vendor = await login(DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
    const cars = (await call<Array<{ id: string; instantBooking?: boolean; registrationNumber?: string | null }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token)).filter((c) => c.registrationNumber);
    const car = cars.find((c) => !c.instantBooking) ?? cars[0]!;
    // Days far ahead that no other journey takes.
    const year = 2040 + (parseInt(id.slice(0, 4), 16) % 40);
    const day = 1 + (parseInt(id.slice(4), 16) % 25);
    const from = `${year}-11-${String(day).padStart(2, '0')}`;
    const to = `${year}-11-${String(day + 2).padStart(2, '0')}`;

    const { page, context } = await urduPageAs(customer, PHONE);
    await open(page, `/cars/${car.id}`);
    const form = page.getByRole('form', { name: ur['bookings.form.title'] });
    await form.waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'ur', dir: 'rtl' });
    // Typed day-month-year, as on the English form.
    await form.getByLabel(ur['bookings.form.startDate']).pressSequentially(dayMonthYearText(from));
    await form.getByLabel(ur['bookings.form.endDate']).fill(to);
    await form.getByLabel(ur['bookings.notes']).fill('ایئرپورٹ سے گاڑی لینی ہے');
    await expectNoA11yViolations(page);
    await screenshot(page, 'urdu-book-390');
    await form.getByRole('button', { name: ur['bookings.form.submit'] }).click();
    await page.waitForURL('**/bookings?tab=sent');
    const [booking] = await call<Array<{ id: string; status: string }>>('GET', '/bookings/customer', undefined, customer.token);
    expect(booking!.status).toBe('PENDING');
    await page.getByText(ur['bookings.status.PENDING']).first().waitFor();
    // The card's dates in the one Urdu date-time format.
    await page.getByText(formatDateTime('ur', `${from}T10:00:00`), { exact: true }).first().waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'urdu-bookings-390');

    // The vendor (in English) accepts; the customer pays in Urdu on the sandbox checkout.
    await call('PUT', `/bookings/${booking!.id}/accept`, {}, vendor.token);
    await open(page, `/bookingDetails/${booking!.id}`);
    await page.getByRole('button', { name: ur['bookings.action.pay'] }).click();
    await page.waitForURL(/\/checkout\/sandbox\/cs_sandbox_[a-f0-9]{32}$/);
    await page.getByRole('heading', { name: ur['checkout.payWithCard'] }).waitFor();
    expect(await documentDirection(page)).toEqual({ lang: 'ur', dir: 'rtl' });
    // The checkout reads in the app's Nastaliq font too, whatever fonts the device has.
    const nastaliq = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces: FontFace[] = [];
      document.fonts.forEach((face) => faces.push(face));
      return faces.some((f) => f.family.includes('Noto Nastaliq Urdu') && f.status === 'loaded');
    });
    expect(nastaliq).toBe(true);
    await page.getByLabel(ur['checkout.cardNumber']).fill('4242 4242 4242 4242');
    await page.getByLabel(ur['checkout.expiry']).fill('12 / 34');
    await page.getByLabel(ur['checkout.cvc']).fill('123');
    await page.getByLabel(ur['checkout.nameOnCard']).fill('Urdu Reader');
    await expectNoA11yViolations(page);
    await screenshot(page, 'urdu-checkout-390');
    await page.getByRole('button', { name: new RegExp(ur['checkout.pay'].replace('{amount}', '.*')) }).click();
    await page.waitForURL(`**/payment/success?booking_id=${booking!.id}`);
    await page.getByRole('heading', { name: ur['payments.successful'] }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'urdu-paid-390');
    expect((await call<{ status: string }>('GET', `/bookings/${booking!.id}`, undefined, customer.token)).status).toBe('CONFIRMED');
    await page.getByTestId('booking-confirmation').getByRole('link', { name: ur['payments.myBookings'] }).click();
    await page.getByRole('tab', { name: new RegExp(ur['bookings.tab.confirmed']) }).click();
    await page.getByText(ur['bookings.status.CONFIRMED']).first().waitFor();
    await context.close();
  });
});
