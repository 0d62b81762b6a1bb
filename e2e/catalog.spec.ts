// The catalog in a real browser: a vendor creates a service, adds a car with three images
// (reorders, deletes one), edits it, and finds it on My Cars and on the service page; a visitor
// filters /cars to find it and opens it; visitors see "Login to view contact info"; a logged-in
// customer reveals the phone. axe checks each screen; screenshots at 390 px and 1280 px.
import sharp from 'sharp';
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, loginViaApi, newPage, screenshot, open } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
const unique = Math.random().toString(36).slice(2, 7);
const SERVICE = `Journey Rentals ${unique}`;
const MAKE = `Zephyr${unique}`;
let serviceUrl = '';
let carUrl = '';

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 800, height: 533, channels: 3, background: { r, g, b } } }).png().toBuffer();

async function imageUrls(page: Page) {
  return page.getByTestId('car-photo').evaluateAll((els) => els.map((e) => e.getAttribute('data-url') ?? ''));
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

test.describe('catalog journey', () => {
  test('a vendor creates a service and adds a car with three images, reordering and deleting one', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
    await open(page, '/services');
    await page.getByRole('heading', { name: 'My Services' }).waitFor();
    await page.getByTestId('service-card').first().waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'catalog-services-1280');

    await page.getByRole('link', { name: 'Add New Service' }).click();
    await page.getByRole('heading', { name: 'Add New Service' }).waitFor();
    await page.getByRole('button', { name: 'Add Service' }).click();
    expect(await page.getByText('Service name is required').count()).toBe(1);
    await page.getByLabel('Service name').fill(SERVICE);
    await page.getByLabel('Description').fill('Friendly rentals for the journey test.');
    await page.getByLabel('Phone').fill('+92 42 3333444');
    await page.getByLabel('Address line 1').fill('7 Canal Road');
    await page.getByLabel('City').fill('Lahore');
    await page.getByLabel('State / Province').fill('Punjab');
    await page.getByLabel('Postal code').fill('54000');
    await expectNoA11yViolations(page);
    await screenshot(page, 'catalog-service-form-1280');
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByRole('heading', { level: 1, name: SERVICE }).waitFor();
    serviceUrl = new URL(page.url()).pathname;
    expect(serviceUrl).toMatch(/^\/services\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Add Car' }).click();
    await page.waitForURL(/\/cars\/add\?serviceId=/);
    await page.getByRole('heading', { name: 'New Car' }).waitFor();
    await page.getByRole('button', { name: 'Add Car' }).click();
    expect(await page.getByText('Please specify the make', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Model is required', { exact: true }).count()).toBe(1);
    await page.getByLabel('Custom make').fill(MAKE);
    await page.getByLabel('Model').fill('Voyager');
    await page.getByLabel('Year').fill('1999');
    await page.getByLabel('Price per day').fill('4321');
    await page.getByRole('combobox', { name: /^Transmission/ }).click();
    await page.getByRole('option', { name: 'manual' }).click();
    await page.getByRole('combobox', { name: /^Fuel type/ }).click();
    await page.getByRole('option', { name: 'petrol' }).click();
    await page.getByRole('button', { name: 'Add Car' }).click();
    expect(await page.getByText('Year must be 2000 or later', { exact: true }).count()).toBe(1);
    await page.getByLabel('Year').fill('2024');
    await page.getByLabel('Color').fill('Teal');
    await page.getByLabel('Features').fill(' AC ,  GPS,Bluetooth ');
    await page.getByRole('heading', { name: `${MAKE} Voyager 2024` }).waitFor();

    await page.getByTestId('car-image-input').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: await photo(200, 40, 40) },
      { name: 'second.png', mimeType: 'image/png', buffer: await photo(40, 200, 40) },
      { name: 'third.png', mimeType: 'image/png', buffer: await photo(40, 40, 200) },
    ]);
    await expect.poll(async () => (await imageUrls(page)).length, { timeout: 30_000 }).toBe(3);
    const uploaded = await imageUrls(page);
    expect(uploaded.map((u) => u.replace(/^.*\/\d+-/, ''))).toEqual(['first.webp', 'second.webp', 'third.webp']);
    await page.getByRole('button', { name: 'Actions for photo 3' }).click();
    expect(await page.getByRole('menuitem', { name: 'Move later' }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('menuitem', { name: 'Move earlier' }).click();
    expect(await imageUrls(page)).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
    await page.getByRole('button', { name: 'Actions for photo 1' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect.poll(() => imageUrls(page)).toEqual([uploaded[2], uploaded[1]]);
    expect((await fetch(`${baseUrl}${uploaded[0]}`)).status).toBe(404);
    await expectNoA11yViolations(page);
    await screenshot(page, 'catalog-car-form-1280');
    await page.getByRole('button', { name: 'Add Car' }).click();
    // Saving lands on the new car (decision 0035).
    await page.waitForURL(/\/cars\/[0-9a-f-]{36}$/);
    await context.close();
  });

  test('the vendor edits the car and sees it on My Cars and on the service page', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
    await open(page, '/vendor/cars');
    const card = page.getByTestId('vendor-car').filter({ hasText: MAKE });
    await card.waitFor();
    expect(await card.textContent()).toContain('PKR 4,321/day');
    await expectNoA11yViolations(page);
    await screenshot(page, 'catalog-vendor-cars-1280');
    await card.getByRole('link', { name: `Edit ${MAKE} Voyager` }).click();
    await page.getByRole('heading', { name: `${MAKE} Voyager 2024` }).waitFor();
    expect(await imageUrls(page)).toHaveLength(2);
    await page.getByLabel('Price per day').fill('4500');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`**${serviceUrl}`);
    const tile = page.getByTestId('service-car').filter({ hasText: MAKE });
    await tile.waitFor();
    expect(await tile.textContent()).toContain('PKR 4,500/day');
    expect(await page.getByTestId('total-cars').textContent()).toBe('1');
    expect(await page.getByRole('link', { name: 'Edit Service' }).count()).toBe(1);
    await expectNoA11yViolations(page);
    await screenshot(page, 'catalog-service-owner-1280');
    await context.close();
  });

  test('a visitor filters /cars to find the car, opens it, and is asked to log in for contact info', async () => {
    for (const [viewport, suffix] of [[DESKTOP, '1280'], [PHONE, '390']] as const) {
      const { page, context } = await newPage(browser, baseUrl, viewport);
      await open(page, '/cars');
      await page.getByTestId('car-card').first().waitFor();
      if (viewport === PHONE) {
        // On a phone the filters are a bottom sheet (search.spec.ts follows it further).
        expect(await page.getByRole('heading', { name: 'Filters' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      } else {
        await page.getByRole('heading', { name: 'Filters' }).waitFor();
        expect(await page.getByRole('checkbox', { name: 'TOYOTA' }).isVisible()).toBe(false);
      }
      await expectNoA11yViolations(page);
      await screenshot(page, `catalog-cars-${suffix}`);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Close filters' }).click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'detached' });
      }

      await page.getByLabel('Search').fill(MAKE.toLowerCase());
      await page.waitForURL(new RegExp(`q=${MAKE.toLowerCase()}`));
      await page.getByLabel('Location').fill('lahore');
      await page.waitForURL(/city=lahore/);
      await page.getByText('1 car found').waitFor();
      expect(await page.getByTestId('car-card').count()).toBe(1);
      const card = page.getByTestId('car-card');
      expect(await card.textContent()).toMatch(/2024.*automatic|2024.*manual/);
      expect(await card.textContent()).toContain('PKR 4,500/day');
      // The URL alone reproduces the search.
      const link = page.url();
      expect(new URL(link).searchParams.get('q')).toBe(MAKE.toLowerCase());
      expect(new URL(link).searchParams.get('city')).toBe('lahore');
      await open(page, link);
      await page.getByText('1 car found').waitFor();
      expect(await page.getByTestId('car-card').count()).toBe(1);
      await page.getByRole('link', { name: new RegExp(`Explore ${MAKE}`) }).click();
      await page.getByRole('heading', { level: 1, name: `${MAKE} Voyager 2024` }).waitFor();
      carUrl = new URL(page.url()).pathname;
      expect(await page.getByRole('link', { name: 'Login to view contact info' }).count()).toBe(1);
      expect(await page.getByText('+92 42 3333444').count()).toBe(0);
      for (const label of ['Year', 'Make', 'Model', 'Engine', 'Color', 'Transmission', 'Fuel Type']) {
        expect(await page.locator('dt', { hasText: new RegExp(`^${label}$`) }).count(), label).toBe(1);
      }
      expect(await page.getByRole('button', { name: /Show photo/ }).count()).toBe(2);
      expect(await page.getByText('Provided By').count()).toBe(1);
      await expectNoA11yViolations(page);
      await screenshot(page, `catalog-car-details-${suffix}`);
      await open(page, serviceUrl);
      await page.getByRole('heading', { level: 1, name: SERVICE }).waitFor();
      expect(await page.getByRole('link', { name: 'Login to view contact info' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Edit Service' }).count()).toBe(0);
      await screenshot(page, `catalog-service-visitor-${suffix}`);
      await context.close();
    }
  });

  test('a logged-in customer reveals the phone on the service page and sees it on the car', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await loginViaApi(page, baseUrl, DEMO.customer, DEMO_PASSWORD, 'customer');
    await open(page, serviceUrl);
    await page.getByRole('button', { name: 'Show Phone Number' }).click();
    await page.getByText('Available for inquiries').waitFor();
    expect(await page.getByText('+92 42 3333444').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Call Now' }).getAttribute('href')).toBe('tel:+92423333444');
    await expectNoA11yViolations(page);
    await screenshot(page, 'catalog-service-phone-390');
    await page.getByRole('button', { name: 'Hide Phone Number' }).click();
    expect(await page.getByText('Available for inquiries').count()).toBe(0);
    await open(page, carUrl);
    await page.getByRole('link', { name: '+92 42 3333444' }).waitFor();
    await context.close();
  });
});
