// Car photos and demo pictures in a real browser: a vendor orders a new car's photos by dragging,
// with the keyboard and with a photo's menu, sees the cover badge and a large preview, and finds
// the order saved; the admin's users are cards on a phone; a demo car shows its drawn pictures.
// Screenshots at 390 px and 1280 px.
import sharp from 'sharp';
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, partShot, expectNoA11yViolations, loginViaApi, newPage, screenshot, open } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let carId = '';

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } }).png().toBuffer();

/** The photos of the form, in their order, by file name (a, b, c, d). */
async function photoNames(page: Page) {
  const urls = await page.getByTestId('car-photo').evaluateAll((els) => els.map((e) => e.getAttribute('data-url') ?? ''));
  return urls.map((u) => u.replace(/^.*\/\d+-/, '').replace('.webp', ''));
}

async function coverName(page: Page) {
  const covers = page.getByTestId('car-photo').filter({ hasText: 'Cover' });
  expect(await covers.count()).toBe(1);
  return (await covers.getAttribute('data-url'))!.replace(/^.*\/\d+-/, '').replace('.webp', '');
}

async function dragPhoto(page: Page, from: number, to: number, midway?: () => Promise<void>) {
  const tiles = page.getByTestId('car-photo');
  // Mouse coordinates are the viewport's: the photos must be on screen.
  await page.getByRole('list', { name: 'Car photos' }).scrollIntoViewIfNeeded();
  const a = (await tiles.nth(from).boundingBox())!;
  const b = (await tiles.nth(to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 3);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 3, { steps: 10 });
  await midway?.();
  await page.mouse.up();
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

test.describe('car photos', () => {
  test('a vendor orders photos by dragging, by keyboard and by menu; the cover and the order are saved', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    const login = await loginViaApi(page, baseUrl, DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
    const services = (await (await fetch(`${baseUrl}/api/services/vendor`, { headers: { Authorization: `Bearer ${login.token}` } })).json()) as Array<{ id: string; name: string }>;
    const service = services[0]!;
    await open(page, `/cars/add?serviceId=${service.id}`);
    await page.getByRole('heading', { name: 'New Car' }).waitFor();
    expect(await page.getByTestId('car-form-trail').textContent()).toContain(service.name);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'My Cars' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Search Cars' }).getAttribute('aria-current')).toBeNull();

    await page.getByLabel('Custom make').fill('Orderly');
    await page.getByLabel('Model').fill('Gallery');
    await page.getByLabel('Year').fill('2024');
    await page.getByLabel('Price per day').fill('5000');
    await page.getByRole('combobox', { name: /^Transmission/ }).click();
    await page.getByRole('option', { name: 'manual' }).click();
    await page.getByRole('combobox', { name: /^Fuel type/ }).click();
    await page.getByRole('option', { name: 'petrol' }).click();
    await page.getByTestId('car-image-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await photo(200, 40, 40) },
      { name: 'b.png', mimeType: 'image/png', buffer: await photo(40, 160, 60) },
      { name: 'c.png', mimeType: 'image/png', buffer: await photo(40, 70, 200) },
      { name: 'd.png', mimeType: 'image/png', buffer: await photo(220, 170, 40) },
    ]);
    await expect.poll(() => photoNames(page), { timeout: 60_000 }).toEqual(['a', 'b', 'c', 'd']);
    expect(await coverName(page)).toBe('a');

    // Pointer: the fourth photo dropped on the first becomes the cover.
    await dragPhoto(page, 3, 0, async () => {
      // Held over the first slot: the others have made room, as the drop will leave them.
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await partShot(page, 'car-photos-dragging-1280');
    });
    expect(await photoNames(page)).toEqual(['d', 'a', 'b', 'c']);
    expect(await coverName(page)).toBe('d');
    await page.getByRole('status').filter({ hasText: 'Photo moved to position 1 of 4' }).waitFor({ state: 'attached' });

    // A click (no drag) opens the photo large.
    await page.getByRole('button', { name: 'Open photo 2 large' }).click();
    const dialog = page.getByRole('dialog', { name: 'Photo 2 of 4' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img').getAttribute('src')).toMatch(/-a\.webp$/);
    await expectNoA11yViolations(page);
    await screenshot(page, 'car-photos-preview-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Keyboard: the handle moves its photo with End and the arrow keys, and keeps the focus.
    await page.getByRole('button', { name: 'Move photo 2 of 4' }).focus();
    await page.keyboard.press('End');
    expect(await photoNames(page)).toEqual(['d', 'b', 'c', 'a']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move photo 4 of 4');
    await page.keyboard.press('ArrowLeft');
    expect(await photoNames(page)).toEqual(['d', 'b', 'a', 'c']);

    // The menu: "Make cover" on the third photo.
    await page.getByRole('button', { name: 'Actions for photo 3' }).click();
    await page.getByRole('menuitem', { name: 'Make cover' }).click();
    expect(await photoNames(page)).toEqual(['a', 'd', 'b', 'c']);
    expect(await coverName(page)).toBe('a');
    await expectNoA11yViolations(page);
    await screenshot(page, 'car-photos-form-1280');

    const firstUrl = (await page.getByTestId('car-photo').first().getAttribute('data-url'))!;
    carId = /car-rental\/[0-9a-f-]{36}\/([0-9a-f-]{36})\//.exec(firstUrl)![1]!;
    await page.getByRole('button', { name: 'Add Car' }).click();
    await page.waitForURL(/\/cars\/[0-9a-f-]{36}$/);
    const saved = (await (await fetch(`${baseUrl}/api/cars/${carId}`)).json()) as { imageUrls: string[] };
    expect(saved.imageUrls.map((u) => u.replace(/^.*\/\d+-/, '').replace('.webp', ''))).toEqual(['a', 'd', 'b', 'c']);

    await open(page, `/cars/editCar/${carId}`);
    await page.getByRole('heading', { name: 'Orderly Gallery 2024' }).waitFor();
    expect(await photoNames(page)).toEqual(['a', 'd', 'b', 'c']);
    expect(await coverName(page)).toBe('a');
    expect(await nav.getByRole('link', { name: 'My Cars' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  test('the photo manager fits a phone', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await loginViaApi(page, baseUrl, DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
    await open(page, `/cars/editCar/${carId}`);
    await page.getByRole('heading', { name: 'Orderly Gallery 2024' }).waitFor();
    await page.getByTestId('car-photo').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('list', { name: 'Car photos' }).scrollIntoViewIfNeeded();
    await expectNoA11yViolations(page);
    await screenshot(page, 'car-photos-form-390');
    await context.close();
  });

  test('an admin sees the users as cards on a phone, with whole emails and no sideways scroll', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await loginViaApi(page, baseUrl, DEMO.admin, DEMO_PASSWORD);
    await open(page, '/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    const card = page.getByTestId('user-card').filter({ hasText: DEMO.vendorKarachi });
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Bilal Siddiqui');
    expect(await card.getByRole('link', { name: 'View Bilal Siddiqui' }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Delete Bilal Siddiqui' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoA11yViolations(page);
    await screenshot(page, 'admin-users-390');
    await context.close();
  });

  test('a demo car shows pictures drawn for its body type, without its name in them', async () => {
    const cars = (await (await fetch(`${baseUrl}/api/cars?q=hilux`)).json()) as Array<{ id: string; imageUrls: string[] }>;
    const hilux = cars[0]!;
    expect(hilux.imageUrls.length).toBeGreaterThan(1);
    for (const [viewport, suffix] of [[DESKTOP, '1280'], [PHONE, '390']] as const) {
      const { page, context } = await newPage(browser, baseUrl, viewport);
      await open(page, `/cars/${hilux.id}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('img[src*="car-rental"]').first().waitFor();
      await screenshot(page, `car-demo-art-${suffix}`);
      await context.close();
    }
  });
});
