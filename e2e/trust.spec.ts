// Trust between strangers in a real browser: the customer and the vendor of a confirmed booking
// exchange messages live in two browser contexts, the trip ends (the app's clock is moved), both
// review, and the customer's review appears on the car page. Runs its own seeded app with the
// movable clock, so other journeys keep the real time.
import { expect, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { startApp, type RunningApp } from './support/app.js';
import { DESKTOP, loginViaApi, newPage, screenshot, open, reload } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { apiAt } from './support/api.js';

let app: RunningApp;
const { call, login } = apiAt(() => app.url);
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  app = await startApp({ seed: true, env: { CLOCK_CONTROL: 'true' }, timeoutMs: 180_000 });
});
test.afterAll(async () => {
  await app?.stop();
});

const apiCall = <T,>(method: string, path: string, token: string, body?: unknown) => call<T>(method, path, body, token);

const token = async (email: string, loginAs: 'customer' | 'vendor' | 'admin') => (await login(email, DEMO_PASSWORD, loginAs)).token;

async function rate(page: Page, field: string, stars: number) {
  await page.getByRole('radio', { name: `${stars} Star${stars === 1 ? '' : 's'}` }).and(page.locator(`input[name="${field}"]`)).evaluate((el) => (el as HTMLInputElement).click());
}

test.describe('messages and reviews', () => {
  test('two parties talk live, the trip ends, both review, and the review is on the car page', async () => {
    // The demo's confirmed booking (Ayesha's trip) and the vendor it belongs to.
    const customerToken = await token(DEMO.customer, 'customer');
    const booking = (await apiCall<Array<{ id: string; status: string; carId: string; service: { vendorId: string } }>>('GET', '/bookings/customer', customerToken)).find(
      (b) => b.status === 'CONFIRMED',
    )!;
    let vendorEmail = '';
    for (const email of [DEMO.vendorLahore, DEMO.vendorKarachi, DEMO.vendorIslamabad]) {
      const t = await token(email, 'vendor');
      const mine = await apiCall<Array<{ id: string }>>('GET', '/bookings/vendor', t);
      if (mine.some((b) => b.id === booking.id)) vendorEmail = email;
    }
    expect(vendorEmail).not.toBe('');

    const customer = await newPage(browser, app.url, DESKTOP);
    const vendor = await newPage(browser, app.url, DESKTOP);
    await loginViaApi(customer.page, app.url, DEMO.customer, DEMO_PASSWORD, 'customer');
    await loginViaApi(vendor.page, app.url, vendorEmail, DEMO_PASSWORD, 'vendor');
    await Promise.all([open(customer.page, `/bookingDetails/${booking.id}`), open(vendor.page, `/bookingDetails/${booking.id}`)]);

    // Customer writes; the vendor's open page shows it without a reload, and the reverse.
    const box = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
    await box(customer.page).fill('Salaam! Can I pick the car up at 9 instead of 10?');
    await customer.page.getByRole('button', { name: 'Send' }).click();
    await vendor.page.getByTestId('conversation').getByText('Can I pick the car up at 9 instead of 10?').waitFor(); // well inside the 60 s safety poll: it came live
    await box(vendor.page).fill('Of course, see you at 9.');
    await box(vendor.page).press('Enter');
    await customer.page.getByTestId('conversation').getByText('Of course, see you at 9.').waitFor(); // well inside the 60 s safety poll: it came live
    await screenshot(customer.page, 'trust-conversation');

    // The trip ends: move the app's clock past the booking's end.
    const adminToken = await token(DEMO.admin, 'admin');
    await apiCall('POST', '/test/clock', adminToken, { advanceMs: 8 * 86_400_000 });
    // Nobody checked it out (issue 31): past its end and the grace, an admin closes it; then both review.
    expect((await apiCall<{ status: string }>('PUT', `/bookings/${booking.id}/close`, adminToken)).status).toBe('COMPLETED');

    await reload(customer.page);
    await customer.page.getByRole('button', { name: 'Post review' }).waitFor();
    for (const [field, stars] of [['Overall', 5], ['Cleanliness', 5], ['Accuracy', 4], ['Communication', 5]] as const) await rate(customer.page, field, stars);
    await customer.page.getByRole('textbox', { name: /What went well/ }).fill('Spotless car and a very helpful vendor.');
    await customer.page.getByRole('button', { name: 'Post review' }).click();
    await customer.page.getByText(/Their review will appear once both have written one/).waitFor();

    await reload(vendor.page);
    await vendor.page.getByRole('button', { name: 'Post review' }).waitFor();
    await rate(vendor.page, 'Overall', 5);
    await vendor.page.getByRole('textbox', { name: /What went well/ }).fill('Returned on time, full tank.');
    await vendor.page.getByRole('button', { name: 'Post review' }).click();
    // Both written: each sees the other's.
    await vendor.page.getByText('Spotless car and a very helpful vendor.').waitFor();
    await reload(customer.page);
    await customer.page.getByText('Returned on time, full tank.').waitFor();

    await open(customer.page, `/cars/${booking.carId}`);
    const reviews = customer.page.getByTestId('reviews');
    await reviews.getByText('Spotless car and a very helpful vendor.').waitFor();
    expect(await reviews.getByTestId('rating-summary').textContent()).toContain('5.0 out of 5 · 1 review');
    await screenshot(customer.page, 'trust-car-reviews');
    await customer.context.close();
    await vendor.context.close();
  });
});
