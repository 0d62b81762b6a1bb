// The shell and public pages in a real browser: home with demo cars, navigation, footer links,
// the mobile drawer, a deep-link reload, the 404 page, accessibility and screenshots.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, loginViaApi, newPage, screenshot, open, reload } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';

const baseUrl = sharedAppUrl();
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

test.describe('home and shell', () => {
  test('shows the hero, the newest demo cars and Why Choose Us', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await open(page, '/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Find Your Perfect Ride' }).count()).toBe(1);
    await page.getByText(/PKR [\d,]+\/day/).first().waitFor();
    expect(await page.getByText(/PKR [\d,]+\/day/).count()).toBe(12);
    for (const title of ['Premium Selection', 'Safe & Secure', 'Best Rates']) {
      expect(await page.getByRole('heading', { name: title }).count()).toBe(1);
    }
    await expectNoA11yViolations(page);
    await screenshot(page, 'home-1280');
    await context.close();
  });

  test('tilts the hero image as the page scrolls', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await open(page, '/');
    const hero = page.getByTestId('hero-image');
    await hero.waitFor();
    expect(await hero.evaluate((el) => (el as HTMLElement).style.transform)).toBe('rotate(0deg)');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => hero.evaluate((el) => (el as HTMLElement).style.transform)).toBe('rotate(9deg)');
    await context.close();
  });

  test('opens a car from Recent Listings', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await open(page, '/');
    await page.getByText(/PKR [\d,]+\/day/).first().click();
    await page.waitForURL(/\/cars\/[0-9a-f-]{36}$/);
    await context.close();
  });

  test('shows visitor navigation and reaches every footer link', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Search Cars', 'Login', 'Register']);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const expected: Array<[string, string]> = [
      ['About Us', '/about'], ['FAQ', '/faq'], ['Contact Us', '/contact'], ['Privacy Policy', '/privacy'], ['Terms of Service', '/terms'],
    ];
    for (const [label, path] of expected) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(label);
      await expectNoA11yViolations(page);
      await screenshot(page, `page-${path.slice(1)}-1280`);
    }
    expect(await page.getByText(`© ${new Date().getFullYear()} RentWheels`).count()).toBe(1);
    await context.close();
  });

  test('the FAQ states the rules with their own figures, in English and Urdu, on a phone and a desktop', async () => {
    for (const [locale, question, figure] of [
      ['en-PK', 'Can I cancel a booking, and what comes back?', 'Flexible: 100% back until 24 hours before the start, then 50% until the start.'],
      ['ur-PK', 'کیا میں بکنگ منسوخ کر سکتا ہوں، اور کیا واپس ملتا ہے؟', '5 دن'],
    ] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context } = await newPage(browser, baseUrl, viewport, locale);
        await open(page, '/faq');
        const cancel = page.getByRole('button', { name: question });
        await cancel.click();
        await expect(page.getByText(figure).first()).toBeVisible();
        await page.getByRole('button', { name: locale === 'en-PK' ? 'When do we see each other\'s phone number and e-mail?' : 'ہمیں ایک دوسرے کا فون نمبر اور ای میل کب نظر آتے ہیں؟' }).click();
        await expectNoA11yViolations(page);
        await screenshot(page, `faq-${locale.slice(0, 2)}-${viewport.width}`);
        await context.close();
      }
    }
  });

  test('collapses navigation into a drawer on a phone', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await open(page, '/');
    await page.getByRole('heading', { name: 'Find Your Perfect Ride' }).waitFor();
    expect(await page.getByRole('link', { name: 'Search Cars' }).isVisible()).toBe(false);
    await screenshot(page, 'home-390');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.waitFor();
    expect(await drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(240);
    // The open drawer is a named dialog (axe: aria-dialog-name).
    await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'drawer-390');
    await drawer.getByRole('link', { name: 'Search Cars' }).click();
    await page.waitForURL('**/cars');
    await expectNoA11yViolations(page);
    await context.close();
  });

  test("opens a signed-in user's account menu without accessibility violations", async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, DEMO.customer, DEMO_PASSWORD);
    await open(page, '/');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await expectNoA11yViolations(page);
    await context.close();
  });

  test('installs as an app: a manifest with icons, a service worker, and an offline page without a connection', async () => {
    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { icons: { src: string; sizes: string }[]; start_url: string };
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl}${icon.src}`)).status, icon.src).toBe(200);
    expect((await fetch(`${baseUrl}/favicon.ico`, { redirect: 'manual' })).headers.get('location')).toBe('/favicon.svg');

    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await open(page, '/');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
    // The offline page is stored at install (browsers do not apply network emulation to a
    // service worker's own fetches, so the offline fallback itself is not driven from here).
    const stored = await page.evaluate(async () => {
      const names = await caches.keys();
      const offline = await caches.match('/offline.html');
      const api = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).filter((r) => r.url.includes('/api/'))));
      return { offline: offline ? await offline.text() : '', apiEntries: api.flat().length };
    });
    expect(stored.offline).toContain('You are offline');
    expect(stored.apiEntries).toBe(0);
    await open(page, '/offline.html');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await expectNoA11yViolations(page);
    // "Try again" reloads (its handler is a file, which the Content-Security-Policy allows).
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try again' }).click();
    await reloaded;
    // An Urdu reader gets it in Urdu, right to left.
    await page.evaluate(() => localStorage.setItem('locale', 'ur'));
    await open(page, '/offline.html');
    await page.getByRole('heading', { name: 'آپ آف لائن ہیں' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
    await expectNoA11yViolations(page);
    await context.close();
  });

  test('serves the app on a reload of a deep link', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    const cars = (await (await fetch(`${baseUrl}/api/cars?limit=1`)).json()) as Array<{ id: string }>;
    const id = cars[0]?.id ?? '00000000-0000-0000-0000-000000000000';
    const res = await open(page, `/cars/${id}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-type']).toContain('text/html');
    await reload(page);
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('link', { name: 'RentWheels home' }).count()).toBe(1);
    await context.close();
  });

  test('shows a 404 page for an unknown route and JSON for an unknown API route', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await open(page, '/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'not-found-1280');
    const api = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: string }).code).toBe('NOT_FOUND');
    await context.close();
  });

  test('sends visitors to /login from a login-required screen', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await open(page, '/dashboard');
    await page.waitForURL('**/login');
    await context.close();
  });

  test('caches hashed assets for a year and compresses them', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
  });
});
