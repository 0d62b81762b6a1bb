// A double click on a create button, with the API slowed to two seconds, makes one record: a
// service, a car and a booking. The button ignores the second submit while the first is in flight,
// and the server answers a repeated create with the same key as the same request (decision 0018).
import { expect, sharedAppUrl, test } from './support/test.js';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, loginViaApi, newPage, open } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
const PASSWORD = 'a long and unusual passphrase';
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

/** Holds every write to the API (POST, PUT) for two seconds before it goes on, as a slow network would. */
async function slowWrites(page: Page) {
  await page.route('**/api/**', async (route) => {
    if (route.request().method() !== 'GET') await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
}

async function account(role: 'customer' | 'vendor') {
  const email = `double-${role}-${randomBytes(4).toString('hex')}@example.pk`;
  await call('POST', '/auth/register', { name: `Double ${role}`, email, password: PASSWORD, phone: '+92 300 5552222', role });
  return { email, ...(await login(email, PASSWORD, role)) };
}

test.describe('a double click creates one record', () => {
  test('a service and a car, each submitted with a double click under a slow API', async () => {
    const vendor = await account('vendor');
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, vendor.email, PASSWORD, 'vendor');
    await slowWrites(page);

    await open(page, '/services/add');
    await page.getByRole('heading', { name: 'Add New Service' }).waitFor();
    await page.getByLabel('Service name').fill('Double Click Rentals');
    await page.getByLabel('Description').fill('Made once, however often the button is pressed.');
    await page.getByLabel('Phone').fill('+92 42 3333444');
    await page.getByLabel('Address line 1').fill('7 Canal Road');
    await page.getByLabel('City').fill('Lahore');
    await page.getByLabel('State / Province').fill('Punjab');
    await page.getByLabel('Postal code').fill('54000');
    await page.getByRole('button', { name: 'Add Service' }).dblclick();
    await page.getByRole('heading', { level: 1, name: 'Double Click Rentals' }).waitFor({ timeout: 30_000 });
    const services = await call<Array<{ id: string }>>('GET', '/services/vendor', undefined, vendor.token);
    expect(services).toHaveLength(1);

    await open(page, `/cars/add?serviceId=${services[0]!.id}`);
    await page.getByRole('heading', { name: 'New Car' }).waitFor();
    await page.getByLabel('Custom make').fill('Twinclick');
    await page.getByLabel('Model').fill('Once');
    await page.getByLabel('Year').fill('2024');
    await page.getByLabel('Price per day').fill('5000');
    await page.getByRole('combobox', { name: /^Transmission/ }).click();
    await page.getByRole('option', { name: 'manual' }).click();
    await page.getByRole('combobox', { name: /^Fuel type/ }).click();
    await page.getByRole('option', { name: 'petrol' }).click();
    await page.getByRole('button', { name: 'Add Car' }).dblclick();
    await page.waitForURL(/\/cars\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const cars = await call<Array<{ id: string }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token);
    expect(cars).toHaveLength(1);
    await context.close();
  });

  test('a booking, requested with a double click on Book Now under a slow API', async () => {
    const customer = await account('customer');
    const demoVendor = await login(DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
    // A demo car (with its plate: cars other journeys add through the form may have none yet).
    const cars = await call<Array<{ id: string; registrationNumber?: string | null }>>('GET', `/cars/vendor/${demoVendor.userId}`, undefined, demoVendor.token);
    const car = cars.find((c) => c.registrationNumber);
    // Days far ahead that no other journey picks.
    const id = randomBytes(3).readUIntBE(0, 3);
    const year = 2060 + (id % 30);
    const month = String(1 + (id % 12)).padStart(2, '0');
    const day = 1 + (id % 20);
    const date = (d: number) => `${year}-${month}-${String(d).padStart(2, '0')}`;

    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, customer.email, PASSWORD);
    await slowWrites(page);
    await open(page, `/cars/${car!.id}`);
    const form = page.getByRole('form', { name: 'Book this Car' });
    await form.waitFor();
    await form.getByLabel('Start date').fill(date(day));
    await form.getByLabel('End date').fill(date(day + 2));
    await form.getByText(/2 days ×/).waitFor();
    await form.getByRole('button', { name: /^(Book Now|Book instantly)$/ }).dblclick();
    await page.waitForURL('**/bookings**', { timeout: 30_000 });
    const mine = await call<Array<{ carId: string }>>('GET', '/bookings/customer', undefined, customer.token);
    expect(mine).toHaveLength(1);
    await context.close();
  });
});
