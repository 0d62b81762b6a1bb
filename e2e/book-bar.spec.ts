// The car page's booking on a phone: a bar fixed to the bottom says the price and opens the form
// far below; it gets out of the way while the form is in view. On a wide screen there is no bar:
// the booking card stays in view while the page scrolls.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, newPage, screenshot, open } from './support/browser.js';
import { call } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let carId: string;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const cars = await call<Array<{ id: string }>>('GET', '/cars');
  carId = cars[0]!.id;
});
test.afterAll(async () => {
});

test.describe('booking from the car page', () => {
  test('on a phone, the bottom bar opens the booking form and hides while it is in view', async () => {
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await open(page, `/cars/${carId}`);
    const bar = page.getByRole('complementary', { name: 'Book this car' });
    await bar.waitFor();
    expect(await bar.textContent()).toMatch(/PKR [\d,]+\/day/);
    await expectNoA11yViolations(page);
    await screenshot(page, 'car-book-bar-390');

    const form = page.getByRole('form', { name: 'Book this Car' });
    expect(await form.isVisible()).toBe(true);
    const inView = () => form.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight);
    expect(await inView()).toBe(false);
    await bar.getByRole('button', { name: 'Book' }).click();
    await expect.poll(inView).toBe(true);
    await bar.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => !!document.activeElement?.closest('#book'))).toBe(true);
    await context.close();
  });

  test('on a wide screen, there is no bar and the booking card stays in view while the details scroll', async () => {
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await open(page, `/cars/${carId}`);
    const form = page.getByRole('form', { name: 'Book this Car' });
    await form.waitFor();
    expect(await page.getByTestId('book-bar').isVisible()).toBe(false);
    // The card keeps to the top of the screen while the details beside it (far longer) scroll.
    const layout = () =>
      page.locator('#book').evaluate((el) => {
        const card = el.getBoundingClientRect();
        const column = el.parentElement!.getBoundingClientRect();
        return { position: getComputedStyle(el).position, top: card.top + window.scrollY, room: column.bottom - card.bottom };
      });
    await expect.poll(async () => (await layout()).room).toBeGreaterThan(300);
    const before = await layout();
    expect(before.position).toBe('sticky');
    await page.evaluate((y) => window.scrollTo(0, y), before.top - 88 + before.room / 2);
    await expect.poll(() => page.locator('#book').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(88);
    await context.close();
  });
});
