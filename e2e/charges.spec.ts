// Charges after the trip and the deposit settled (issues 32 and 30, decisions 0043 and 0044): a
// trip checked out with 120 km beyond what was included and a scratch. The app proposes the extra
// kilometres; the vendor adds the scratch as a damage charge with a photo (390 px); the renter
// accepts the kilometres and disputes the scratch (390 px, then in Urdu); an admin decides half of
// it on the disputes screen (1280 px); the deposit the vendor holds comes back with the rest, and
// both statements agree to the rupee. Set-up (accounts, payment, handover records) goes through the
// API; every browser context opened here is closed in `finally`.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, partShot, expectNoA11yViolations, open, signedInPage, screenshot, type LoginAnswer } from './support/browser.js';
import { call, login } from './support/api.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let customer: LoginAnswer;
let vendor: LoginAnswer;
let admin: LoginAnswer;
let carId: string;

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);

/** A page signed in as `who` (kept to be closed at the end). */
const pageAs = async (who: LoginAnswer, viewport = PHONE, language: 'en' | 'ur' = 'en'): Promise<Page> => (await signedInPage(browser, baseUrl, who, { viewport, language })).page;

/** Far-off random days, so that runs never meet each other or the demo bookings. */
const base = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

const ANGLES = ['front', 'front_right', 'right', 'rear_right', 'rear', 'rear_left', 'left', 'front_left', 'interior', 'odometer', 'fuel'];

/** A small JPEG drawn in a page, as the camera would give it. */
async function photoBytes(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const g = canvas.getContext('2d')!;
    g.fillStyle = `hsl(${h}, 60%, 55%)`;
    g.fillRect(0, 0, 320, 240);
    return canvas.toDataURL('image/jpeg', 0.8);
  }, hue);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A sealed handover record through the API: the draft, its 11 photos, the renter's "I agree". */
async function seal(page: Page, bookingId: string, kind: 'check_in' | 'check_out', odometerKm: number) {
  const draft = await api<{ id: string }>(vendor, 'POST', `/bookings/${bookingId}/handovers`, { kind, odometerKm, fuelEighths: 8, damage: [], notes: '' });
  for (const [i, angle] of ANGLES.entries()) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photoBytes(page, i * 30))], { type: 'image/jpeg' }), `${angle}.jpg`);
    const res = await fetch(`${baseUrl}/api/bookings/${bookingId}/handovers/${draft.id}/photos?angle=${angle}`, { method: 'POST', headers: { Authorization: `Bearer ${vendor.token}` }, body: form });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
  }
  await api(customer, 'POST', `/bookings/${bookingId}/handovers/${draft.id}/acknowledge`, {});
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const password = 'a-long-enough-password';
  const stamp = Date.now();
  await api(null, 'POST', '/auth/register', { name: 'Sana Mirza', email: `charges-${stamp}@example.pk`, password, phone: '+92 300 5556667', role: 'customer' });
  customer = await login(`charges-${stamp}@example.pk`, password, 'customer');
  await api(null, 'POST', '/auth/register', { name: 'Ravi Road Cars', email: `charges-vendor-${stamp}@example.pk`, password, phone: '+92 300 5556668', role: 'vendor' });
  vendor = await login(`charges-vendor-${stamp}@example.pk`, password, 'vendor');
  admin = await login(DEMO.admin, DEMO_PASSWORD, 'customer');
  const service = await api<{ id: string }>(vendor, 'POST', '/services', {
    name: 'Ravi Road Cars', description: 'Cars by the Ravi bridge.', phone: '+92 42 7654399', addressLine1: '9 Ravi Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  // 100 km a day included, 25 rupees a kilometre beyond; a 20,000 deposit at the counter.
  await api(vendor, 'PUT', `/services/${service.id}/trip-terms`, { kmPerDay: 100, extraKmRate: 25 });
  await api(vendor, 'PUT', `/services/${service.id}/payment-terms`, { advancePercent: 100, depositAmount: 20000, depositReturnDays: 7 });
  const car = await api<{ id: string }>(vendor, 'POST', '/cars/addCar', { serviceId: service.id, make: 'SUZUKI', model: 'Cultus', year: 2022, transmission: 'MANUAL', fuelType: 'PETROL', pricePerDay: 7000, registrationNumber: 'lea 7788' });
  carId = car.id;
});

test('120 extra km and a scratch: the renter disputes the scratch, an admin decides half, the deposit comes back with the rest', async () => {
  test.setTimeout(480_000); // a long journey on a busy two-core machine: bounds, never timings
  const booking = await api<{ id: string }>(customer, 'POST', '/bookings/createBooking', { carId, startDate: `${day(3)}T10:00:00`, endDate: `${day(5)}T10:00:00` });
  await api(vendor, 'PUT', `/bookings/${booking.id}/accept`, {});
  const checkout = await api<{ url: string }>(customer, 'POST', `/bookings/${booking.id}/create-payment`, {});
  const card = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Sana Mirza' });
  await fetch(`${baseUrl}${new URL(checkout.url).pathname}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: card.toString(), redirect: 'manual' });
  await api(customer, 'POST', '/payments/confirm', { bookingId: booking.id });
  await api(vendor, 'POST', `/bookings/${booking.id}/cash-receipts`, { kind: 'deposit', amount: 20000, method: 'cash', reference: 'counter' });

  const vendorPage = await pageAs(vendor);
  await open(vendorPage, '/');
  await seal(vendorPage, booking.id, 'check_in', 50_000);
  // Two days: 200 km included; 320 driven is 120 beyond, 3,000 rupees.
  await seal(vendorPage, booking.id, 'check_out', 50_320);
  expect((await api<{ status: string }>(vendor, 'GET', `/bookings/${booking.id}`)).status).toBe('COMPLETED');

  // The vendor sees the proposed kilometres and adds the scratch with its photo.
  await open(vendorPage, `/bookingDetails/${booking.id}`);
  const panel = vendorPage.getByTestId('charges');
  await expect(panel.locator('[data-charge="extra_km"]')).toContainText('PKR 3,000');
  await panel.getByRole('button', { name: 'Add a charge' }).click();
  const add = vendorPage.getByRole('dialog');
  await add.getByLabel('Kind').click();
  await vendorPage.getByRole('option', { name: 'Damage' }).click();
  await add.getByLabel('Amount (PKR)').fill('8000');
  await add.getByLabel('Note').fill('Scratch on the rear door');
  await add.locator('input[type=file]').setInputFiles({ name: 'scratch.jpg', mimeType: 'image/jpeg', buffer: await photoBytes(vendorPage, 10) });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(panel.locator('[data-charge="damage"]').getByRole('img', { name: 'Evidence photo 1' })).toBeVisible();
  await screenshot(vendorPage, 'charges-vendor-390');
  await partShot(panel, 'charges-vendor-panel-390');
  await expectNoA11yViolations(vendorPage);

  // The renter accepts the kilometres and disputes the scratch.
  const renterPage = await pageAs(customer);
  await open(renterPage, `/bookingDetails/${booking.id}`);
  const mine = renterPage.getByTestId('charges');
  await expect(mine.getByTestId('charge-countdown').first()).toContainText('hours left to answer');
  await mine.locator('[data-charge="extra_km"]').getByRole('button', { name: 'Accept' }).click();
  await expect(mine.locator('[data-charge="extra_km"]')).toContainText('Accepted');
  await mine.locator('[data-charge="damage"]').getByRole('button', { name: 'Dispute' }).click();
  const dispute = renterPage.getByRole('dialog');
  await dispute.getByLabel('What is wrong').fill('It was only a small mark; it was there at check-in');
  await dispute.getByLabel('The amount you would accept (PKR, optional)').fill('2000');
  await dispute.getByRole('button', { name: 'Dispute' }).click();
  await expect(mine.locator('[data-charge="damage"]')).toContainText('Disputed');
  await screenshot(renterPage, 'charges-renter-390');
  await partShot(mine, 'charges-renter-panel-390');
  await expectNoA11yViolations(renterPage);

  const urdu = await pageAs(customer, PHONE, 'ur');
  await open(urdu, `/bookingDetails/${booking.id}`);
  await expect(urdu.getByRole('heading', { name: 'سفر کے بعد کے چارجز' })).toBeVisible();
  await screenshot(urdu, 'charges-renter-ur-390');
  await partShot(urdu.getByTestId('charges'), 'charges-renter-panel-ur-390');

  // An admin decides half of the scratch on the disputes screen.
  const adminPage = await pageAs(admin, DESKTOP);
  await open(adminPage, '/admin/disputes');
  await adminPage.getByRole('button', { name: /Damage of PKR 8,000: Sana Mirza against Ravi Road Cars/ }).click();
  const file = adminPage.getByTestId('dispute-file');
  await expect(file.getByTestId('handover')).toBeVisible();
  await file.getByLabel('Amount (PKR)').fill('4000');
  await file.getByLabel('The reason for the decision').fill('The check-in photos show part of the mark; half of the repair is fair.');
  await screenshot(adminPage, 'charges-admin-1280');
  await expectNoA11yViolations(adminPage);
  await file.getByRole('button', { name: 'Decide PKR 4,000' }).click();
  await expect(adminPage.getByText('Decided. Both sides were told.')).toBeVisible();

  // 3,000 + 4,000 taken from the 20,000 the vendor holds; the vendor gives back the rest.
  const taken = await api<{ chargesSettled: number; depositApplied: number; depositHeldByVendor: number; chargesDue: number }>(vendor, 'GET', `/bookings/${booking.id}/statement`);
  expect(taken).toMatchObject({ chargesSettled: 7000, depositApplied: 7000, depositHeldByVendor: 13000, chargesDue: 0 });
  await open(vendorPage, `/bookingDetails/${booking.id}`);
  const statement = vendorPage.getByTestId('statement');
  await statement.getByRole('button', { name: 'Return the deposit' }).click();
  const giveBack = vendorPage.getByRole('dialog');
  await expect(giveBack.getByLabel('Amount (PKR)')).toHaveValue('13000');
  await giveBack.getByRole('button', { name: 'Save' }).click();
  await expect(statement.locator('[data-kind="deposit_returned"]')).toContainText('PKR 13,000');

  const wide = await pageAs(vendor, DESKTOP);
  await open(wide, `/bookingDetails/${booking.id}`);
  await expect(wide.getByTestId('settlement')).toBeVisible();
  await screenshot(wide, 'charges-vendor-1280');

  // Both statements agree to the rupee.
  type S = { rows: Array<{ kind: string; amount: number }>; chargesSettled: number; depositApplied: number; depositHeld: number; chargesDue: number; rentPaid: number };
  const theirs = await api<S>(vendor, 'GET', `/bookings/${booking.id}/statement`);
  const ours = await api<S>(customer, 'GET', `/bookings/${booking.id}/statement`);
  const visible = (s: S) => s.rows.filter((r) => r.kind !== 'platform_fee').map((r) => [r.kind, r.amount]);
  expect(visible(ours)).toEqual(visible(theirs));
  for (const s of [ours, theirs]) expect(s).toMatchObject({ rentPaid: 14000, chargesSettled: 7000, depositApplied: 7000, depositHeld: 0, chargesDue: 0 });
  await open(renterPage, `/bookingDetails/${booking.id}`);
  await expect(renterPage.getByTestId('settlement')).toContainText('PKR 7,000');
  await expect(renterPage.getByTestId('settlement')).toContainText('PKR 13,000');
  await screenshot(renterPage, 'charges-settled-390');
  await partShot(renterPage.getByTestId('charges'), 'charges-settled-panel-390');
  await partShot(renterPage.getByTestId('statement'), 'charges-settled-statement-390');
  await partShot(wide.getByTestId('charges'), 'charges-vendor-panel-1280');
});
