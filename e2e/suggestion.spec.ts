// A vendor's suggestion seen by the customer as a change: the request beside the suggestion (car,
// dates, total) with the vendor's own message, on the booking card and the details page, at phone
// and desktop widths, axe-clean. The booking is made and answered through the API.
import { expect, sharedAppUrl, test } from './support/test.js';
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, loginViaApi, newPage, screenshot, open } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

type Car = { id: string; serviceId: string; model: string };

/** A fresh customer asks for one car; the demo vendor suggests another car of the service, a day later. */
async function suggestedBooking() {
  const id = randomBytes(4).toString('hex');
  const email = `suggested-${id}@example.pk`;
  const password = 'a long and unusual passphrase';
  await call('POST', '/auth/register', { name: `Sana ${id}`, email, password, phone: '+92 300 5550000', role: 'customer' });
  const customer = await login(email, password, 'customer');
  const vendor = await login(DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
  // Demo cars with their plates (a car added through the form by another journey may have none).
  const cars = (await call<Array<Car & { registrationNumber?: string | null }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token)).filter((c) => c.registrationNumber);
  const asked = cars[0]!;
  const other = cars.find((c) => c.serviceId === asked.serviceId && c.id !== asked.id) ?? asked;
  // Days far in the future that no other journey picks.
  const year = 2040 + (parseInt(id.slice(0, 4), 16) % 40);
  const day = 1 + (parseInt(id.slice(4), 16) % 25);
  const date = (d: number) => `${year}-0${1 + (day % 9)}-${String(d).padStart(2, '0')}`;
  const booking = await call<{ id: string }>(
    'POST',
    '/bookings/createBooking',
    { carId: asked.id, startDate: `${date(day)}T10:00:00`, endDate: `${date(day + 2)}T10:00:00`, description: 'Airport pick-up, two large bags.' },
    customer.token,
  );
  await call(
    'PUT',
    `/bookings/${booking.id}/suggest-changes`,
    { carId: other.id, startDate: `${date(day + 1)}T10:00:00`, endDate: `${date(day + 3)}T10:00:00`, message: 'That car is in the workshop that day; this one has a bigger boot.' },
    vendor.token,
  );
  return { booking, email, password, asked, other };
}

test.describe('a suggestion, as the customer sees it', () => {
  for (const [width, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    test(`shows the request beside the suggestion at ${width} px, with the vendor's message and the customer's note apart`, async () => {
      const { booking, email, password } = await suggestedBooking();
      const { page, context } = await newPage(browser, baseUrl, viewport);
      await loginViaApi(page, baseUrl, email, password);

      await open(page, '/bookings?status=active');
      const card = page.getByRole('article', { name: `Booking #${booking.id.slice(-6)}` });
      await card.getByRole('table', { name: 'The request and the suggestion side by side' }).waitFor();
      expect(await card.getByText('That car is in the workshop that day; this one has a bigger boot.').count()).toBe(1);
      await expectNoA11yViolations(page);
      await screenshot(page, `suggestion-card-${width}`);

      await card.getByRole('link', { name: /View details/ }).click();
      const section = page.getByRole('region', { name: 'Suggested changes' });
      const table = section.getByRole('table', { name: 'The request and the suggestion side by side' });
      await table.waitFor();
      for (const name of ['Requested', 'Suggested']) expect(await table.getByRole('columnheader', { name }).count()).toBe(1);
      expect(await section.getByText('That car is in the workshop that day; this one has a bigger boot.').count()).toBe(1);
      expect(await page.getByText('Airport pick-up, two large bags.').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Accept Changes' }).count()).toBe(1);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoA11yViolations(page);
      await screenshot(page, `suggestion-details-${width}`);
      await context.close();
    });
  }
});
