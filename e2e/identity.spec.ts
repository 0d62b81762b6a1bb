// CNIC and driving licence (issue 33, decision 0040), on an app of its own with the identity rule
// on (BOOKING_REQUIRES_IDENTITY): a new customer at 390 px fills the profile's Identity section with
// the numbers and the four photos, is refused a self-drive booking until an admin (1280 px)
// approves the pieces side by side, then books. Screenshots at both widths; accessibility checked.
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test.js';
import { startApp, type RunningApp } from './support/app.js';
import { DESKTOP, PHONE, partShot, expectNoA11yViolations, open, screenshot, type LoginAnswer, signedInPage } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { apiAt } from './support/api.js';

let app: RunningApp;
let browser: Browser;
const { call, login } = apiAt(() => app.url);
let customer: LoginAnswer;
let carId: string;

// A small photo (a PNG of a flat colour), as a phone's camera would hand one over.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVR4nO2WAQkAQAwCl8SIZrqoH2PPOFgAET03KV/drCuIgtChmqHYMtbxE8GIDtUMxZaxDqH4oKFDNUOxZcghBGOdjhwe1wdB9whqLiHYvwAAAABJRU5ErkJggg==',
  'base64',
);

const pageAs = (who: LoginAnswer, viewport: { width: number; height: number }, language: 'en' | 'ur' = 'en') => signedInPage(browser, app.url, who, { viewport, language });

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  app = await startApp({ seed: true, timeoutMs: 180_000, env: { BOOKING_REQUIRES_IDENTITY: 'true' } });
  const id = randomBytes(4).toString('hex');
  const password = 'a long and unusual passphrase';
  await call('POST', '/auth/register', { name: `Bilal ${id}`, email: `identity-${id}@example.pk`, password, phone: '+92 300 4445556', role: 'customer' });
  customer = await login(`identity-${id}@example.pk`, password, 'customer');
  await call('POST', '/auth/register', { name: `Licence Cars ${id}`, email: `identity-vendor-${id}@example.pk`, password, phone: '+92 300 4445557', role: 'vendor' });
  const vendor = await login(`identity-vendor-${id}@example.pk`, password, 'vendor');
  const service = await call<{ id: string }>('POST', '/services', {
    name: `Licence Cars ${id}`, description: 'Self-drive in Lahore.', phone: '+92 42 7654321', addressLine1: '3 Main Boulevard', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  }, vendor.token);
  const car = await call<{ id: string }>('POST', '/cars/addCar', { serviceId: service.id, make: 'SUZUKI', model: 'Cultus', year: 2022, transmission: 'MANUAL', fuelType: 'PETROL', pricePerDay: 30000, registrationNumber: 'LEF-1357' }, vendor.token);
  carId = car.id;
});
test.afterAll(async () => {
  await app?.stop();
});

test('a customer fills the identity with photos at 390 px, an admin approves it at 1280 px, a self-drive booking goes through', async () => {
  const ask = () => call<{ id: string }>('POST', '/bookings/createBooking', { carId, startDate: '2031-03-10T10:00:00', endDate: '2031-03-12T10:00:00', mode: 'self_drive' }, customer.token);
  await expect(ask()).rejects.toThrow(/403.*IDENTITY_REQUIRED/);

  // The customer, on a phone: the numbers, then the four photos.
  const { page, context } = await pageAs(customer, PHONE);
  await open(page, '/profile');
  const section = page.locator('#identity');
  await section.getByLabel('CNIC number').fill('35202 1234567 1');
  await section.getByLabel('Driving licence number').fill('LHR-99881');
  await section.getByLabel('Issued by').fill('Punjab Traffic Police');
  await section.getByLabel('Licence valid until').fill('2033-05-31');
  await section.getByRole('button', { name: 'Save numbers' }).click();
  await expect(section.getByLabel('CNIC number')).toHaveValue('35202-1234567-1');
  for (const kind of ['cnic_front', 'cnic_back', 'licence', 'selfie']) {
    await page.getByTestId(`identity-photo-${kind}`).setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: PHOTO });
    await expect(page.locator(`img[alt^="Photo: "]`)).toHaveCount(['cnic_front', 'cnic_back', 'licence', 'selfie'].indexOf(kind) + 1);
  }
  for (const piece of ['cnic', 'licence', 'selfie']) await expect(page.getByTestId(`identity-status-${piece}`)).toHaveText('Waiting for review');
  await expectNoA11yViolations(page);
  await screenshot(page, 'identity-profile-390');

  // The admin, on a desktop: the pieces side by side, each approved.
  const admin = await login(DEMO.admin, DEMO_PASSWORD, 'customer');
  const { page: desk, context: deskContext } = await pageAs(admin, DESKTOP);
  await open(desk, `/users/${customer.userId}`);
  const review = desk.getByTestId('identity-review');
  await expect(review.locator('img')).toHaveCount(4);
  for (const what of ['CNIC', 'Driving licence', 'Selfie']) {
    await review.getByRole('button', { name: `Approve ${what}` }).click();
    await expect(review.getByRole('region', { name: what }).getByText('Approved', { exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(desk);
  await screenshot(desk, 'identity-review-1280');
  await deskContext.close();

  // The booking goes through; the profile shows every piece approved.
  expect((await ask()).id).toBeTruthy();
  await open(page, '/profile');
  for (const piece of ['cnic', 'licence', 'selfie']) await expect(page.getByTestId(`identity-status-${piece}`)).toHaveText('Approved');
  await screenshot(page, 'identity-approved-390');
  await context.close();

  // The same section in Urdu, right to left.
  const { page: urdu, context: urduContext } = await pageAs(customer, PHONE, 'ur');
  await open(urdu, '/profile');
  await expect(urdu.locator('#identity').getByRole('heading', { name: 'شناخت', exact: true })).toBeVisible();
  await expect(urdu.getByTestId('identity-status-licence')).toHaveText('منظور شدہ');
  await expectNoA11yViolations(urdu);
  await partShot(urdu.locator('#identity'), 'identity-section-ur-390');
  await urduContext.close();
});
