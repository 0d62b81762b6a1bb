// Public pages drawn by the server (decision 0026): a phone paints home, search, car and service
// pages from the HTML, before the app's JavaScript has arrived; the app then takes the page over.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { PHONE, expectNoA11yViolations, launchBrowser, newPage } from './support/browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let car: { id: string; name: string; pricePerDay: number; serviceId: string; imageUrls: string[] };

beforeAll(async () => {
  browser = await launchBrowser();
  // A demo car with photos (journeys running alongside add cars without any).
  const cars = (await (await fetch(`${baseUrl}/api/cars?limit=50`)).json()) as (typeof car)[];
  car = cars.find((c) => c.imageUrls.length > 0)!;
});
afterAll(async () => {
  await browser?.close();
});

describe('pages drawn by the server', () => {
  it('show the car, the search results and the home listings with JavaScript off', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`/cars/${car.id}`);
    await expect.poll(() => page.locator('h1').textContent()).toBeTruthy();
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain(`PKR ${car.pricePerDay.toLocaleString('en-PK')}`);
    expect(body).toContain('Specifications');
    expect(await page.locator(`main img[src="${car.imageUrls[0]}"]`).count()).toBeGreaterThan(0);

    await page.goto('/cars');
    expect(await page.locator('h1').textContent()).toBe('Search Cars');
    expect(await page.locator(`main a[href="/cars/${car.id}"]`).count()).toBeGreaterThan(0);

    await page.goto('/');
    expect(await page.locator('h1').textContent()).toBe('Find Your Perfect Ride');
    expect(await page.locator('main a[href^="/cars/"]').count()).toBeGreaterThan(0);

    await page.goto(`/services/${car.serviceId}`);
    expect(await page.locator('h1').textContent()).toBeTruthy();
    await context.close();
  });

  it('are not drawn for a signed-in reader or an Urdu reader, who get the app drawing theirs', async () => {
    const page = async (headers: Record<string, string>) => (await fetch(`${baseUrl}/cars/${car.id}`, { headers })).text();
    expect(await page({})).toContain('id="page-state"');
    const readers: Record<string, string>[] = [{ cookie: 'signed_in=1' }, { cookie: 'locale=ur' }, { 'accept-language': 'ur-PK,ur' }];
    for (const headers of readers) {
      const html = await page(headers);
      expect(html, JSON.stringify(headers)).toContain('<div id="root"></div>');
      expect(html).not.toContain('id="page-state"');
    }
  });

  it('are adopted by the app without an error on every drawn page; the search works and axe finds nothing', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The app adopts each drawing as it is: a drawing that differed from the app's first render
    // would be drawn afresh with an error in the console.
    for (const path of [`/cars/${car.id}`, `/services/${car.serviceId}`, '/cars', '/']) {
      await page.goto(path);
      expect(await page.evaluate(() => !!document.getElementById('page-state')), path).toBe(true);
      expect(errors, path).toEqual([]);
    }
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/cars/);
    await page.getByRole('heading', { name: 'Search Cars' }).waitFor();
    // The app remembers, for the server, that this reader is signed out and reads English.
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ locale: 'en', signed_in: '0' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
