// Nothing jumps while a page loads: the home page and a car page are opened on a phone-sized and
// a desktop screen with their API answers held back until the loading state is on screen, so the page
// always goes loading state → final layout; the cumulative layout shift the browser reports
// (PerformanceObserver 'layout-shift', shifts after user input excluded) stays below 0.05, the
// performance target (issue 35; Google's "good" is 0.1). Measured: 0 to 0.023.
// The check waits for states (content shown, images decoded, fonts loaded), never for time.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { DESKTOP, PHONE, newPage, open } from './support/browser.js';

const baseUrl = sharedAppUrl();
const CLS_BOUND = 0.05;
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

declare global {
  interface Window {
    __layoutShifts: { value: number; sources: string[] }[];
  }
}

/** Records every layout shift from the first paint on, with the elements that moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
      const id = node.id ? `#${node.id}` : '';
      const testId = node.getAttribute('data-testid') ? `[data-testid=${node.getAttribute('data-testid')}]` : '';
      const cls = typeof node.className === 'string' ? node.className.split(' ').filter((c) => c && !c.startsWith('css-')).slice(0, 2).map((c) => `.${c}`).join('') : '';
      return `${node.tagName.toLowerCase()}${id}${testId}${cls}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds the API answers until `release()`; static files pass straight through. */
async function holdApi(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/api/**', async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Waits until everything that could still move the page has arrived: fonts and visible images. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The images on the first screen that are displayed (a slideshow's hidden photos never load).
    const images = Array.from(document.images).filter((img) => img.getClientRects().length > 0 && img.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  // One more frame, so a shift caused by the last image or font is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function cumulativeShift(page: Page) {
  const shifts = await page.evaluate(() => window.__layoutShifts);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).join('\n');
  return { total, report };
}

/**
 * The page as the app draws it in the browser (what a signed-in or Urdu reader gets): the server
 * sends its empty shell, not the page it draws for signed-out English readers (decision 0026).
 */
async function drawnInTheBrowser(context: BrowserContext) {
  await context.addCookies([{ name: 'signed_in', value: '1', url: baseUrl }]);
}

// On a phone the first screen holds the page's top; on a desktop also the recent listings and the
// car page's side column.
for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`layout shift while loading (${name})`, () => {
    test('the home page goes from its placeholders to the listings without moving', async () => {
      const { page, context } = await newPage(browser, baseUrl, viewport);
      await drawnInTheBrowser(context);
      await recordLayoutShifts(page);
      const api = await holdApi(page);
      await open(page, '/');
      await page.getByRole('heading', { name: 'Recent Listings' }).waitFor();
      await api.release();
      await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor();
      await page.locator('main img[alt]').nth(1).waitFor();
      await settle(page);
      const { total, report } = await cumulativeShift(page);
      expect(total, `layout shifts on /:\n${report}`).toBeLessThan(CLS_BOUND);
      await context.close();
    });

    test('a car page goes from its placeholder to the car without moving', async () => {
      const cars = (await (await fetch(`${baseUrl}/api/cars`)).json()) as { id: string }[];
      expect(cars.length).toBeGreaterThan(0);
      const { page, context } = await newPage(browser, baseUrl, viewport);
      await drawnInTheBrowser(context);
      await recordLayoutShifts(page);
      const api = await holdApi(page);
      await open(page, `/cars/${cars[0]!.id}`);
      await page.getByRole('status').first().waitFor();
      await api.release();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Specifications' }).waitFor();
      await settle(page);
      const { total, report } = await cumulativeShift(page);
      expect(total, `layout shifts on a car page:\n${report}`).toBeLessThan(CLS_BOUND);
      await context.close();
    });

    for (const [label, path, heading] of [
      ['the home page', '/', 'Recent Listings'],
      ['the search page', '/cars', 'Search Cars'],
      ['a car page', 'car', 'Specifications'],
    ] as const) {
      test(`${label} drawn by the server is taken over by the app without moving`, async () => {
        const cars = (await (await fetch(`${baseUrl}/api/cars`)).json()) as { id: string }[];
        const { page, context } = await newPage(browser, baseUrl, viewport);
        await recordLayoutShifts(page);
        const response = await open(page, path === 'car' ? `/cars/${cars[0]!.id}` : path);
        const html = await response!.text();
        expect(html).toContain('<div id="root" inert>');
        expect(html).toContain(`>${heading}</`);
        // The app has replaced the drawing with the live page.
        await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
        await page.getByRole('heading', { name: heading }).waitFor();
        await settle(page);
        const { total, report } = await cumulativeShift(page);
        expect(total, `layout shifts on ${path}:\n${report}`).toBeLessThan(CLS_BOUND);
        await context.close();
      });

      // In Urdu the page paints in the device's font and is redrawn in Nastaliq once the starter
      // has fetched it (decision 0057): that swap must not move the page either.
      test(`${label} drawn in Urdu is taken over and redrawn in Nastaliq without moving`, async () => {
        const cars = (await (await fetch(`${baseUrl}/api/cars`)).json()) as { id: string }[];
        const { page, context } = await newPage(browser, baseUrl, viewport);
        // As the app leaves a browser where Urdu was chosen: the choice stored and the cookie the
        // server draws by.
        await context.addCookies([{ name: 'locale', value: 'ur', url: baseUrl }]);
        await page.addInitScript(() => localStorage.setItem('locale', 'ur'));
        await recordLayoutShifts(page);
        const response = await open(page, path === 'car' ? `/cars/${cars[0]!.id}` : path);
        const html = await response!.text();
        expect(html).toContain('<html lang="ur" dir="rtl">');
        expect(html).toContain('<div id="root" inert>');
        await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
        await page.waitForFunction(() => {
          let loaded = false;
          document.fonts.forEach((face) => (loaded ||= face.family.includes('Noto Nastaliq Urdu') && face.status === 'loaded'));
          return loaded;
        });
        await settle(page);
        const { total, report } = await cumulativeShift(page);
        expect(total, `layout shifts on ${path} in Urdu:\n${report}`).toBeLessThan(CLS_BOUND);
        await context.close();
      });
    }

    test('a page drawn in Urdu for a reader whose choice is only in the cookie stays Urdu when the app takes over', async () => {
      const { page, context } = await newPage(browser, baseUrl, viewport);
      await context.addCookies([{ name: 'locale', value: 'ur', url: baseUrl }]);
      await recordLayoutShifts(page);
      const response = await open(page, '/');
      expect(await response!.text()).toContain('<html lang="ur" dir="rtl">');
      await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('inert'));
      await settle(page);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const { total, report } = await cumulativeShift(page);
      expect(total, `layout shifts on / in Urdu, the choice in the cookie only:\n${report}`).toBeLessThan(CLS_BOUND);
      await context.close();
    });
  });
}
