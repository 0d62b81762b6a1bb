// Damage claims (issue 32, decision 0045): a trip checked in and out through the API (with a
// scratch noted at the front at check-in); the vendor opens a claim on the phone by tapping the
// car's outline (the left side), adds a photo of it and the estimate's amount; the renter, on a
// wide screen, sees the claim photo beside the check-in photo of the same angle and the front
// flagged as already damaged, and disputes; an admin decides half; both screens in English and
// Urdu, 390 and 1280 px, axe clean.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, open, screenshot, signedInPage, type LoginAnswer } from './support/browser.js';
import { call, login } from './support/api.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let customer: LoginAnswer;
let vendor: LoginAnswer;
let carId: string;

/** Every photo of the claims on the page has loaded (a screenshot shows them). */
const photosLoaded = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid=claims] img')).every((i) => i.complete && i.naturalWidth > 0)), { timeout: 15_000 })
    .toBe(true);

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);
const ANGLES = ['front', 'front_right', 'right', 'rear_right', 'rear', 'rear_left', 'left', 'front_left', 'interior', 'odometer', 'fuel'];

async function pageAs(who: LoginAnswer, viewport = PHONE, language: 'en' | 'ur' = 'en') {
  return (await signedInPage(browser, baseUrl, who, { viewport, language })).page;
}

/** A small JPEG made by the app's own image pipeline stand-in: a plain colour with a dark band. */
async function jpeg(hue: number): Promise<Buffer> {
  const page = await pageAs(vendor);
  await open(page, '/');
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const g = canvas.getContext('2d')!;
    g.fillStyle = `hsl(${h}, 60%, 55%)`;
    g.fillRect(0, 0, 320, 240);
    g.fillStyle = '#222';
    g.fillRect(60, 120, 200, 60);
    return canvas.toDataURL('image/jpeg', 0.8);
  }, hue);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function uploadPhoto(who: LoginAnswer, path: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${who.token}` }, body: form });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

/** A sealed handover of `kind`: the vendor's draft with 11 photos, then the renter's "I agree". */
async function handover(bookingId: string, kind: 'check_in' | 'check_out', odometerKm: number, damages: { x: number; y: number; note: string }[], photo: Buffer) {
  const draft = await api<{ id: string }>(vendor, 'POST', `/bookings/${bookingId}/handovers`, { kind, odometerKm, fuelEighths: 8, damages });
  for (const angle of ANGLES) await uploadPhoto(vendor, `/bookings/${bookingId}/handovers/${draft.id}/photos?angle=${angle}`, photo);
  await api(customer, 'POST', `/bookings/${bookingId}/handovers/${draft.id}/acknowledge`, {});
}

const base = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const password = 'a-long-enough-password';
  const email = `claims-${Date.now()}@example.pk`;
  await api(null, 'POST', '/auth/register', { name: 'Sana Mir', email, password, phone: '+92 300 5556667', role: 'customer' });
  customer = await login(email, password, 'customer');
  const vendorEmail = `claims-vendor-${Date.now()}@example.pk`;
  await api(null, 'POST', '/auth/register', { name: 'Canal Cars', email: vendorEmail, password, phone: '+92 300 5556668', role: 'vendor' });
  vendor = await login(vendorEmail, password, 'vendor');
  const service = await api<{ id: string }>(vendor, 'POST', '/services', {
    name: 'Canal Cars', description: 'Cars by the canal.', phone: '+92 42 7654323', addressLine1: '9 Canal Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  const car = await api<{ id: string }>(vendor, 'POST', '/cars/addCar', { serviceId: service.id, make: 'HONDA', model: 'City', year: 2022, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 8000, registrationNumber: 'lea 5432' });
  carId = car.id;
});

test('the vendor claims a dent on the outline; the renter sees it beside the check-in and disputes; an admin decides half', async () => {
  test.setTimeout(480_000); // a long journey on a busy two-core machine: bounds, never timings
  const booking = await api<{ id: string }>(customer, 'POST', '/bookings/createBooking', { carId, startDate: `${day(3)}T10:00:00`, endDate: `${day(5)}T10:00:00` });
  await api(vendor, 'PUT', `/bookings/${booking.id}/accept`, {});
  await api(vendor, 'PUT', `/bookings/${booking.id}/mark-paid-outside`, {});
  const photo = await jpeg(200);
  await handover(booking.id, 'check_in', 30_000, [{ x: 0.5, y: 0.05, note: 'Scratch on the bumper' }], photo);
  await handover(booking.id, 'check_out', 30_400, [], photo);
  expect((await api<{ status: string }>(customer, 'GET', `/bookings/${booking.id}`)).status).toBe('COMPLETED');

  // The vendor, on the phone: taps the left side of the outline and the front corner list item.
  const agent = await pageAs(vendor);
  await open(agent, `/bookingDetails/${booking.id}`);
  const panel = agent.getByTestId('claims');
  await panel.getByRole('button', { name: 'Open a damage claim' }).click();
  const outline = panel.getByRole('button', { name: /The car from above/ });
  await outline.scrollIntoViewIfNeeded();
  const box = (await outline.boundingBox())!;
  await outline.click({ position: { x: box.width * 0.1, y: box.height * 0.5 } });
  await expect(panel.getByRole('checkbox', { name: 'Left side' })).toBeChecked();
  await panel.getByRole('checkbox', { name: 'Front', exact: true }).check();
  await panel.locator('input[type=file]').first().setInputFiles({ name: 'dent.jpg', mimeType: 'image/jpeg', buffer: photo });
  await panel.getByLabel(/Amount of the estimate/).fill('24,000');
  await panel.getByLabel('What was damaged').fill('Dent in the left doors');
  await expectNoA11yViolations(agent);
  await screenshot(agent, 'claims-form-390');
  await panel.getByRole('button', { name: 'Open the claim' }).click();
  const claim = panel.getByTestId('claim');
  await expect(claim.getByText('Estimate of PKR 24,000')).toBeVisible();
  await expect(claim.getByTestId('claim-photo-pair')).toHaveCount(1);
  await expect(claim.getByTestId('claim-damaged-at-check-in')).toContainText('Front');

  // The renter, on a wide screen: the photo now beside the one at check-in; disputes.
  const renter = await pageAs(customer, DESKTOP);
  await open(renter, `/bookingDetails/${booking.id}`);
  const mine = renter.getByTestId('claim');
  await expect(mine.getByRole('img', { name: /^Front|^Now: / }).first()).toBeVisible();
  await expect(mine.getByRole('img', { name: /^At check-in: / })).toHaveCount(1);
  await expect(mine.getByTestId('claim-damaged-at-check-in')).toHaveText('Already marked damaged at check-in: Front');
  await mine.getByRole('button', { name: 'Dispute' }).click();
  await mine.getByLabel('Why you dispute the claim').fill('The front was scratched before; the door was fine when I returned it.');
  await expectNoA11yViolations(renter);
  await mine.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(mine.getByText('Waiting for an admin to decide')).toBeVisible();
  await photosLoaded(renter);
  await screenshot(renter, 'claims-disputed-1280');

  // An admin decides half.
  const admin = await login(DEMO.admin, DEMO_PASSWORD, 'admin');
  const queue = await api<{ claims: Array<{ id: string; bookingId: string }> }>(admin, 'GET', '/admin/disputes');
  const queued = queue.claims.find((c) => c.bookingId === booking.id)!;
  expect(queued).toBeTruthy();
  await api(admin, 'PUT', `/admin/claims/${queued.id}/decide`, { amount: 12_000, reason: 'The door dent is new; the front scratch was noted at check-in.' });
  await open(renter, `/bookingDetails/${booking.id}`);
  await expect(mine.getByText('Closed: the renter pays PKR 12,000')).toBeVisible();
  await photosLoaded(renter);
  await screenshot(renter, 'claims-decided-1280');

  // The same in Urdu, on the phone and wide.
  const urduPhone = await pageAs(customer, PHONE, 'ur');
  await open(urduPhone, `/bookingDetails/${booking.id}`);
  await expect(urduPhone.getByRole('heading', { name: 'نقصان کے دعوے' })).toBeVisible();
  await expect(urduPhone.getByTestId('claim-damaged-at-check-in')).toHaveText('چیک اِن پر پہلے سے خراب درج: اگلا حصہ');
  await expectNoA11yViolations(urduPhone);
  await photosLoaded(urduPhone);
  await screenshot(urduPhone, 'claims-decided-ur-390');
  const urduWide = await pageAs(vendor, DESKTOP, 'ur');
  await open(urduWide, `/bookingDetails/${booking.id}`);
  await expect(urduWide.getByTestId('claim')).toBeVisible();
  await photosLoaded(urduWide);
  await screenshot(urduWide, 'claims-decided-ur-1280');
  const englishPhone = await pageAs(vendor, PHONE);
  await open(englishPhone, `/bookingDetails/${booking.id}`);
  await expect(englishPhone.getByTestId('claim')).toBeVisible();
  await photosLoaded(englishPhone);
  await screenshot(englishPhone, 'claims-decided-390');
});
