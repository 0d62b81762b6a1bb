// Public pages drawn by the server (decision 0026): a phone paints home, search, car and service
// pages from the HTML, before the app's JavaScript has arrived; the app then takes the page over.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { PHONE, expectNoA11yViolations, newPage, open, track as closesWithTest } from './support/browser.js';
import { bookFreeDay, call, login } from './support/api.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { ur } from '@carrental/shared/i18n/ur';

const baseUrl = sharedAppUrl();
let browser: Browser;
let car: { id: string; name: string; pricePerDay: number; serviceId: string; imageUrls: string[] };

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  // A demo car with photos (journeys running alongside add cars without any).
  const cars = (await (await fetch(`${baseUrl}/api/cars?limit=50`)).json()) as (typeof car)[];
  car = cars.find((c) => c.imageUrls.length > 0)!;
});
test.afterAll(async () => {
});

/** The page's console errors and uncaught errors: a drawing the app could not adopt as it is reports one. */
function track(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pages drawn by the server', () => {
  test('show the car, the search results and the home listings with JavaScript off', async () => {
    const context = closesWithTest(await browser.newContext({ baseURL: baseUrl, viewport: PHONE, javaScriptEnabled: false }));
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

  test('are drawn in Urdu for an Urdu reader, and not for a signed-in reader whose session cookie the server has not got', async () => {
    const page = async (headers: Record<string, string>) => (await fetch(`${baseUrl}/cars/${car.id}`, { headers })).text();
    expect(await page({})).toContain('id="page-state"');
    for (const headers of [{ cookie: 'locale=ur' }, { 'accept-language': 'ur-PK,ur' }] as Record<string, string>[]) {
      const html = await page(headers);
      expect(html, JSON.stringify(headers)).toContain('<html lang="ur" dir="rtl">');
      expect(html).toContain('id="page-state"');
      // Urdu's font comes after the first paint (the starter's data-fonts), or from <noscript> without JavaScript.
      expect(html).toMatch(/data-fonts="\/assets\/noto-nastaliq-urdu-[^"]+\.css"/);
      expect(html).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/noto-nastaliq-urdu-[^"]+\.css"><\/noscript>/);
    }
    const html = await page({ cookie: 'signed_in=1' });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="page-state"');
  });

  test('are adopted in Urdu without an error: right to left, Nastaliq, the Urdu texts drawn', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE, 'ur-PK');
    const errors = track(page);
    for (const path of ['/', '/cars', `/cars/${car.id}`, `/services/${car.serviceId}`]) {
      await open(page, path);
      expect(await page.evaluate(() => !!document.getElementById('page-state')), path).toBe(true);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), path).toEqual(['ur', 'rtl']);
      expect(errors, path).toEqual([]);
    }
    await open(page, '/cars');
    expect(await page.locator('h1').textContent()).toBe(ur['cars.search.title']);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Noto Nastaliq Urdu');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('are adopted by the app without an error on every drawn page; the search works and axe finds nothing', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    const errors = track(page);
    // The app adopts each drawing as it is: a drawing that differed from the app's first render
    // would be drawn afresh with an error in the console.
    for (const path of [`/cars/${car.id}`, `/services/${car.serviceId}`, '/cars', '/']) {
      await open(page, path);
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

  test("draw a vendor's texts as written, even when they hold a replacement pattern ($` $' $&)", async () => {
    // A replacement string reads these as "the text before / after / the match": a car described
    // with them once made its page hundreds of megabytes (issue 37). Every text a drawn page shows
    // carries them here.
    const id = randomBytes(4).toString('hex');
    const evil = (n: number) => "$`$'$&".repeat(n);
    const email = `vendor-${id}@example.pk`;
    const password = 'a long and unusual passphrase';
    await call('POST', '/auth/register', { name: `Vendor ${evil(3)}`, email, password, phone: '+92 300 5550000', role: 'vendor' });
    const { token } = await call<{ token: string }>('POST', '/auth/login', { email, password, loginAs: 'vendor' });
    const service = await call<{ id: string }>(
      'POST',
      '/services',
      {
        name: `Rentals ${evil(15)}`,
        description: evil(800),
        phone: '+92 42 1234567',
        addressLine1: `1 Mall Road ${evil(30)}`,
        addressLine2: evil(30),
        city: `Lahore ${evil(10)}`,
        state: `Punjab ${evil(10)}`,
        postalCode: '54000',
        country: `Pakistan ${evil(10)}`,
      },
      token,
    );
    const car = await call<{ id: string }>(
      'POST',
      '/cars/addCar',
      {
        serviceId: service.id,
        name: `Corolla ${evil(30)}`,
        description: evil(800),
        make: 'OTHER',
        customMake: `Make ${evil(8)}`,
        model: `Model ${evil(8)}`,
        year: 2023,
        engineSize: evil(4),
        color: evil(6),
        transmission: 'AUTOMATIC',
        fuelType: 'PETROL',
        features: [evil(9), evil(9)],
        pricePerDay: 6000,
      },
      token,
    );
    const draw = async (path: string) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html);
      expect(state, path).not.toBeNull();
      return { html, state: JSON.stringify(JSON.parse(state![1]!)) };
    };
    const plain = await draw(`/cars/${car.id}`.replace(car.id, 'not-a-car'));
    for (const path of [`/cars/${car.id}`, `/services/${service.id}`, '/cars?sort=newest', '/']) {
      const { html, state } = await draw(path);
      // The texts add about 60 KB (twice: drawn and in the page's data); a pattern that inserted
      // the page into itself would add megabytes.
      expect(html.length, path).toBeLessThan(plain.html.length + 400_000);
      if (path.startsWith('/cars/') || path.startsWith('/services/')) expect(state, path).toContain(JSON.stringify(evil(800)).slice(1, -1));
    }
  });
  test("draw a signed-in reader's My Bookings and booking page once the server has their session, privately, and the app adopts them", async () => {
    const id = randomBytes(4).toString('hex');
    const email = `drawn-${id}@example.pk`;
    const password = 'a long and unusual passphrase';
    await call('POST', '/auth/register', { name: `Drawn Reader ${id}`, email, password, phone: '+92 300 5550000', role: 'customer' });
    const customer = await login(email, password, 'customer');
    // A demo vendor's car with its plate: a car another journey added may have no plate yet (and
    // cannot be booked), and a booking here must never land on a car another journey counts the
    // requests of (the staff journey's funnel).
    const vendor = await login(DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
    const demoCars = (await call<Array<{ id: string; registrationNumber?: string | null }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token)).filter((c) => c.registrationNumber);
    const { booking } = await bookFreeDay<{ id: string }>(demoCars[0]!.id, customer.token);

    // Signed in as the web app keeps a session, once (not on every load, so that signing out sticks).
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    const errors = track(page);
    await open(page, '/about');
    await page.evaluate((a) => {
      localStorage.setItem('token', a.token);
      localStorage.setItem('user', JSON.stringify({ id: a.userId, name: a.name, roles: a.roles, email: a.email, phone: a.phone, emailVerified: a.emailVerified }));
      localStorage.setItem('loggedInAs', a.loggedInAs);
    }, customer);
    // The first page signed in: the server had no session cookie yet, so the app drew it and handed the server the session.
    await open(page, '/');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'page_session' && c.httpOnly)).toBe(true);
    for (const path of ['/bookings', `/bookingDetails/${booking.id}`, '/']) {
      const response = await open(page, path);
      expect(response!.headers()['cache-control'], path).toBe('private, no-store');
      const html = await response!.text();
      expect(html, path).toContain('id="page-state"');
      expect(html, path).toContain(`Account menu for Drawn Reader ${id}`);
      if (path !== '/') expect(html, path).toContain(`"id":"${booking.id}"`);
      expect(errors, path).toEqual([]);
    }
    // Signed out: the server forgets the session, and the next page is a visitor's.
    await page.getByRole('button', { name: `Account menu for Drawn Reader ${id}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'page_session')).toBe(false);
    const after = await open(page, '/bookings');
    expect(await after!.text()).not.toContain(`Drawn Reader ${id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
