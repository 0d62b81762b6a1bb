// The notification bell in a real browser: a vendor's badge rises the moment a customer books (no
// reload: the event stream), clicking the notification opens the highlighted booking in the
// received tab, and Clear All empties the menu. Accessibility and screenshots at 1280 and 390 px.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, loginViaApi, newPage, screenshot, open, reload } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

const apiCall = <T,>(method: string, path: string, token: string, body?: unknown) => call<T>(method, path, body, token);

/** The bell's unread count as its accessible name tells it ("Notifications, 3 unread"). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  const match = /, (\d+)\+? unread$/.exec(label);
  return match ? Number(match[1]) : 0;
}

/**
 * A vendor of this journey's own, with one service and one car: the demo vendors are booked by the
 * journeys running beside this one, and their notifications would land in this bell mid-test.
 */
async function ownVendor(): Promise<{ email: string; password: string; carId: string }> {
  const password = 'a-long-enough-password';
  const email = `bell-vendor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pk`;
  await call('POST', '/auth/register', { name: 'Bell Motors', email, password, phone: '+92 300 4445556', role: 'vendor' });
  const { token } = await login(email, password, 'vendor');
  const service = await apiCall<{ id: string }>('POST', '/services', token, {
    name: 'Bell Motors', description: 'Cars for the notification journey.', phone: '+92 42 7654322', addressLine1: '3 Main Boulevard', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  const car = await apiCall<{ id: string }>('POST', '/cars/addCar', token, { serviceId: service.id, make: 'TOYOTA', model: 'Corolla', year: 2021, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 9000, registrationNumber: 'LEA-1234' });
  return { email, password, carId: car.id };
}

/** A customer books the car through the API, as the booking form would. */
async function customerBooks(customerToken: string, carId: string, day: number) {
  const year = 2040 + (Date.now() % 50);
  const date = `${year}-03-${String(day).padStart(2, '0')}`;
  return apiCall<{ id: string }>('POST', '/bookings/createBooking', customerToken, {
    carId,
    startDate: `${date}T10:00:00`,
    endDate: `${date}T18:00:00`,
    description: 'Booked from the notifications journey',
  });
}

test.describe('notification bell', () => {
  test('rises live when a customer books, opens the highlighted booking, and clears', async () => {
    const own = await ownVendor();
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, own.email, own.password, 'vendor');
    const customerLogin = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.customer, password: DEMO_PASSWORD, loginAs: 'customer' }),
    });
    const customer = (await customerLogin.json()) as { token: string; name: string };

    await open(page, '/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    // Wait for the first poll to settle, then book and watch the badge without reloading.
    const polled = () =>
      page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/notifications/unread-count')).length);
    await expect.poll(polled).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const before = await unreadCount(page);
    const booking = await customerBooks(customer.token, own.carId, 5);
    await expect.poll(() => unreadCount(page)).toBe(before + 1);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    // Computed sizes, not the bounding box, which scales while the panel grows open.
    const size = await panel.evaluate((el) => ({ width: getComputedStyle(el).width, maxHeight: getComputedStyle(el).maxHeight }));
    expect(size).toEqual({ width: '300px', maxHeight: '400px' });
    const first = panel.getByRole('list', { name: 'Notifications list' }).getByRole('button').first();
    expect(await first.textContent()).toContain(`New booking request from ${customer.name}`);
    // A relative time: "now" within the first minute, then "… ago".
    expect(await first.textContent()).toMatch(/(ago|now)$/);
    await expectNoA11yViolations(page);
    await screenshot(page, 'notifications-menu-1280');

    await first.click();
    await page.waitForURL('**/bookings?tab=received');
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ highlightBookingId: booking.id, activeTab: 'received' });
    await expect.poll(() => unreadCount(page)).toBe(before);

    // The menu closed as the booking opened; open it again once it is gone (a click on the bell
    // while it is still closing would land on the closing menu).
    await panel.waitFor({ state: 'hidden' });
    await bell.click();
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Clear All' }).click();
    await panel.getByText('No notifications').waitFor();
    await screenshot(page, 'notifications-cleared-1280');
    await page.keyboard.press('Escape');
    await expect.poll(() => unreadCount(page)).toBe(0);
    // Cleared on the server too: a reload shows an empty menu.
    await reload(page);
    await bell.click();
    await panel.getByText('No notifications').waitFor();
    await context.close();
  });

  test('fits a phone screen', async () => {
    const own = await ownVendor();
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await loginViaApi(page, baseUrl, own.email, own.password, 'vendor');
    const customerLogin = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO.customer, password: DEMO_PASSWORD, loginAs: 'customer' }),
    });
    const customer = (await customerLogin.json()) as { token: string };
    await customerBooks(customer.token, own.carId, 9);
    await open(page, '/');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await page.waitForTimeout(400);
    const box = await panel.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoA11yViolations(page);
    await screenshot(page, 'notifications-menu-390');
    await context.close();
  });
});
