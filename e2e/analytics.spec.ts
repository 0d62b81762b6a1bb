// Insights in a real browser (issue 34): a vendor's dashboard at 1280 px in English and at 390 px
// in Urdu (mirrored), with the figures of its own requests, a chart's table view and the CSV
// download; the admins' dashboard. Accessibility checked; screenshots at both widths.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, open, screenshot, type LoginAnswer, signedInPage } from './support/browser.js';
import { call, login } from './support/api.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let vendor: LoginAnswer;

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);
const base = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

const pageAs = (who: LoginAnswer, viewport: { width: number; height: number }, language: 'en' | 'ur') => signedInPage(browser, baseUrl, who, { viewport, language });

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const password = 'a-long-enough-password';
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await api(null, 'POST', '/auth/register', { name: 'Nadia Anwar', email: `insights-customer-${stamp}@example.pk`, password, phone: '+92 300 3334445', role: 'customer' });
  const customer = await login(`insights-customer-${stamp}@example.pk`, password, 'customer');
  await api(null, 'POST', '/auth/register', { name: 'Insight Motors', email: `insights-vendor-${stamp}@example.pk`, password, phone: '+92 300 3334446', role: 'vendor' });
  vendor = await login(`insights-vendor-${stamp}@example.pk`, password, 'vendor');
  const service = await api<{ id: string }>(vendor, 'POST', '/services', {
    name: 'Insight Motors Gulberg', description: 'Figures for the insights journey.', phone: '+92 42 7654323', addressLine1: '4 Main Boulevard', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  const car = await api<{ id: string }>(vendor, 'POST', '/cars/addCar', { serviceId: service.id, make: 'HONDA', model: 'Civic', year: 2023, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 15000, registrationNumber: 'LEC-7788' });
  // Two requests: one accepted, one rejected.
  const first = await api<{ id: string }>(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: `${day(1)}T10:00:00`, endDate: `${day(3)}T10:00:00` });
  await api(vendor, 'PUT', `/bookings/${first.id}/accept`, {});
  const second = await api<{ id: string }>(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: `${day(10)}T10:00:00`, endDate: `${day(11)}T10:00:00` });
  await api(vendor, 'PUT', `/bookings/${second.id}/reject`, {});
});

test('a vendor reads its figures at 1280 px, opens a table and downloads it', async () => {
  const { page, context } = await pageAs(vendor, DESKTOP, 'en');
  await open(page, '/insights');
  await page.getByRole('heading', { level: 1, name: 'Insights' }).waitFor();
  await expect(page.getByRole('region', { name: 'Requests' })).toContainText('2');
  const funnel = page.getByRole('region', { name: 'From request to completed trip' });
  await funnel.locator('svg').first().waitFor();
  await expectNoA11yViolations(page);
  await screenshot(page, 'insights-vendor-1280');
  await funnel.getByRole('button', { name: 'Table' }).click();
  await expect(funnel.getByRole('table')).toContainText(/Requested\s*2/);
  await expect(funnel.getByRole('table')).toContainText(/Accepted\s*1/);
  const [download] = await Promise.all([page.waitForEvent('download'), funnel.getByRole('button', { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe('request-funnel.csv');
  await context.close();
});

test('the same dashboard in Urdu on a 390 px phone, mirrored and without sideways scroll', async () => {
  const { page, context } = await pageAs(vendor, PHONE, 'ur');
  await open(page, '/insights');
  await page.getByRole('heading', { level: 1, name: 'جائزہ' }).waitFor();
  await page.getByRole('region', { name: 'درخواست سے مکمل سفر تک' }).locator('svg').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await screenshot(page, 'insights-vendor-ur-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
  await context.close();
});

test("the admins' dashboard", async () => {
  const admin = await login(DEMO.admin, DEMO_PASSWORD, 'customer');
  const { page, context } = await pageAs(admin, DESKTOP, 'en');
  await open(page, '/admin/analytics');
  await page.getByRole('heading', { level: 1, name: 'Marketplace insights' }).waitFor();
  await page.getByRole('region', { name: 'Listings and bookings per city' }).locator('svg').first().waitFor();
  await expect(page.getByRole('region', { name: 'Searches that became a booking' })).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshot(page, 'insights-admin-1280');
  await context.close();
});
