// Availability in a real browser (decision 0016): a vendor blocks days of a car on its calendar and
// turns on instant booking; a customer sees those days unavailable on the car page, is refused one
// of them at the date input, books other days, is accepted at once and pays on the checkout.
import { expect, sharedAppUrl, test } from './support/test.js';
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { DESKTOP, expectNoA11yViolations, loginViaApi, newPage, screenshot, open } from './support/browser.js';
import { call } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

const PASSWORD = 'a long and unusual passphrase';

async function account(role: 'customer' | 'vendor') {
  const id = randomBytes(4).toString('hex');
  const email = `${role}-${id}@example.pk`;
  await call('POST', '/auth/register', { name: `${role === 'vendor' ? 'Vendor' : 'Customer'} ${id}`, email, password: PASSWORD, phone: '+92 300 5550000', role });
  const login = await call<{ token: string; userId: string }>('POST', '/auth/login', { email, password: PASSWORD, loginAs: role });
  return { email, ...login };
}

/** "YYYY-MM" of the month after this one in Karachi, and a day of it. */
function nextMonth() {
  const now = new Date(Date.now() + 5 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  return { month, day: (n: number) => `${month}-${String(n).padStart(2, '0')}` };
}

test.describe('availability: blocked days and instant booking', () => {
  test('the vendor blocks days and sets instant booking; the customer sees them, books other days at once and pays', async () => {
    const vendor = await account('vendor');
    const service = await call<{ id: string }>(
      'POST',
      '/services',
      { name: 'Calendar Cars', description: 'Cars on a calendar.', phone: '+92 42 1234567', addressLine1: '1 Mall Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan' },
      vendor.token,
    );
    const car = await call<{ id: string }>(
      'POST',
      '/cars/addCar',
      { serviceId: service.id, make: 'TOYOTA', model: 'Yaris', year: 2023, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 6000, registrationNumber: 'LEA-1234' },
      vendor.token,
    );
    const { day } = nextMonth();

    // The vendor: blocks the 10th to the 12th of next month, and turns instant booking on.
    const v = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(v.page, baseUrl, vendor.email, PASSWORD, 'vendor');
    await open(v.page, `/vendor/cars/${car.id}/calendar`);
    await v.page.getByRole('heading', { name: /^Calendar: Toyota Yaris 2023/i }).waitFor();
    await v.page.getByRole('button', { name: 'Next month' }).click();
    for (const n of [10, 11, 12]) await v.page.locator(`td[data-date="${day(n)}"] button`).click();
    // A double click blocks once and shows no error (issue 36).
    await v.page.getByRole('button', { name: 'Block selected days', exact: true }).dblclick();
    await v.page.locator(`td[data-date="${day(11)}"][data-state="blocked"]`).waitFor();
    await v.page.getByText('Blocked', { exact: true }).waitFor();
    await expect(v.page.getByText('Failed to block the days')).toHaveCount(0);
    const blocks = await call<{ blocks: unknown[] }>('GET', `/cars/${car.id}/calendar?from=${day(1)}&to=${day(28)}`, undefined, vendor.token);
    expect(blocks.blocks).toHaveLength(1);
    await v.page.getByLabel(/^Instant booking/).check();
    await v.page.getByRole('button', { name: 'Save rules' }).click();
    await v.page.getByText('Rules saved').waitFor();
    await expectNoA11yViolations(v.page);
    await screenshot(v.page, 'availability-vendor-calendar-1280');
    await v.context.close();
    const rules = await call<{ effective: { instantBooking: boolean } }>('GET', `/cars/${car.id}/availability-rules`);
    expect(rules.effective.instantBooking).toBe(true);

    // The customer: the blocked days are marked on the car page's calendar.
    const customer = await account('customer');
    const c = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(c.page, baseUrl, customer.email, PASSWORD);
    await open(c.page, `/cars/${car.id}`);
    const calendar = c.page.getByTestId('availability-calendar');
    await calendar.locator(`td[data-date="${day(11)}"][data-state="full"]`).waitFor();
    expect(await calendar.locator(`td[data-date="${day(20)}"]`).getAttribute('data-state')).toBe('free');
    await expectNoA11yViolations(c.page);

    // A blocked day is refused at the input, before anything is sent.
    await c.page.getByLabel('Start date').fill(day(11));
    await c.page.getByLabel('End date').fill(day(13));
    await c.page.getByText('The car is not available on this day').waitFor();
    expect(await c.page.getByRole('button', { name: 'Book Now' }).isDisabled()).toBe(true);

    // Other days: the price from the server, instant booking said, and straight on to payment.
    await c.page.getByLabel('Start date').fill(day(20));
    await c.page.getByLabel('End date').fill(day(22));
    await c.page.getByText('Instant booking: your booking is accepted at once and you go straight to payment.').waitFor();
    expect(await c.page.getByTestId('price-breakdown').textContent()).toContain('PKR 12,000');
    await screenshot(c.page, 'availability-car-page-1280');
    await c.page.getByRole('button', { name: 'Book Now' }).click();
    await c.page.waitForURL(/\/checkout\/sandbox\/cs_sandbox_[a-f0-9]{32}$/);
    await c.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await c.page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await c.page.getByLabel('CVC').fill('123');
    await c.page.getByLabel('Name on card').fill('Ayesha Khan');
    await c.page.getByRole('button', { name: /^Pay PKR/ }).click();
    await c.page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const mine = await call<Array<{ carId: string; status: string; startDate: string }>>('GET', '/bookings/customer', undefined, customer.token);
    expect(mine.filter((b) => b.carId === car.id).map((b) => [b.status, b.startDate])).toEqual([['CONFIRMED', `${day(20)}T10:00:00`]]);
    await c.context.close();
  });
});
