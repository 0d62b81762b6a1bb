// The handover at 390 px (issue 31, decision 0037): a paid booking of the journey's own car; the
// agent checks in with the browser offline (readings and 11 photos kept on the phone, the screen
// saying what waits), comes back online and everything is sent; the renter's code (read from their
// notifications) seals the check-in; at the return the agent checks out, the renter agrees on
// their phone, and both see each angle before and after with the differences.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, open, screenshot, type LoginAnswer, signedInPage } from './support/browser.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let customer: LoginAnswer;
let vendor: LoginAnswer;
let carId: string;

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);

const pageAs = (who: LoginAnswer, viewport = PHONE) => signedInPage(browser, baseUrl, who, { viewport, language: 'en' });

/** Far-off random days, so that runs never meet each other or the demo bookings. */
const base = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

/** A small photo drawn in the page (a different colour per angle), as the camera would give it. */
async function photoBytes(page: Page, hue: number): Promise<Buffer> {
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

/** The agent's capture: readings, then the 11 angles, one step each. */
async function capture(page: Page, odometer: string) {
  await page.getByTestId('odometer').fill(odometer);
  await page.getByRole('button', { name: 'Next' }).click();
  for (let i = 0; i < 11; i++) {
    await expect(page.getByText(`Photo ${i + 1} of 11`)).toBeVisible();
    await page.getByTestId('handover-photo-input').setInputFiles({ name: `angle-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photoBytes(page, i * 30) });
  }
  await expect(page.getByText('All 11 photos are taken.')).toBeVisible();
}

async function renterCode(bookingId: string): Promise<string> {
  const notes = await api<Array<{ message: string; bookingId: string | null }>>(customer, 'GET', '/notifications');
  const note = notes.find((n) => n.bookingId === bookingId && /code for/.test(n.message));
  return /\b(\d{6})\b/.exec(note!.message)![1]!;
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const password = 'a-long-enough-password';
  const email = `handover-${Date.now()}@example.pk`;
  await api(null, 'POST', '/auth/register', { name: 'Hina Baig', email, password, phone: '+92 300 4445556', role: 'customer' });
  customer = await login(email, password, 'customer');
  const vendorEmail = `handover-vendor-${Date.now()}@example.pk`;
  await api(null, 'POST', '/auth/register', { name: 'Basement Cars', email: vendorEmail, password, phone: '+92 300 4445557', role: 'vendor' });
  vendor = await login(vendorEmail, password, 'vendor');
  const service = await api<{ id: string }>(vendor, 'POST', '/services', {
    name: 'Basement Cars', description: 'Pick-up from the basement car park.', phone: '+92 42 7654322', addressLine1: '5 Mall Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  const car = await api<{ id: string }>(vendor, 'POST', '/cars/addCar', { serviceId: service.id, make: 'TOYOTA', model: 'Yaris', year: 2023, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 9000, registrationNumber: 'lea 4321' });
  carId = car.id;
});

test('check-in offline with 11 photos, sent when back online, sealed with the renter code; check-out shows before and after', async () => {
  test.setTimeout(360_000); // a long journey on a busy two-core machine: bounds, never timings
  const booking = await api<{ id: string }>(customer, 'POST', '/bookings/createBooking', { carId, startDate: `${day(3)}T10:00:00`, endDate: `${day(5)}T10:00:00` });
  await api(vendor, 'PUT', `/bookings/${booking.id}/accept`, {});

  // The renter pays on the sandbox checkout; then the plate shows on their booking.
  const renter = await pageAs(customer);
  await open(renter.page, `/bookingDetails/${booking.id}`);
  await renter.page.getByRole('button', { name: 'Pay Now' }).click();
  await renter.page.waitForURL(/\/checkout\/sandbox\//);
  await renter.page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await renter.page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await renter.page.getByLabel('CVC').fill('123');
  await renter.page.getByLabel('Name on card').fill('Hina Baig');
  await renter.page.getByRole('button', { name: /^Pay PKR/ }).click();
  await renter.page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  const paid = await api<{ status: string; car: { registrationNumber?: string } }>(customer, 'GET', `/bookings/${booking.id}`);
  expect(paid).toMatchObject({ status: 'CONFIRMED', car: { registrationNumber: 'LEA-4321' } });

  // The agent in the basement: the page is open, then the signal goes.
  const agent = await pageAs(vendor);
  await open(agent.page, `/bookingDetails/${booking.id}`);
  const panel = agent.page.getByTestId('handover');
  await panel.getByRole('button', { name: 'Start check-in' }).click();
  await agent.context.setOffline(true);
  await capture(agent.page, '42000');
  await expect(panel.getByTestId('handover-waiting')).toContainText('12 items are waiting to be sent.');
  await expect(panel.getByTestId('handover-waiting')).toContainText('No connection');
  await screenshot(agent.page, 'handover-offline-390');
  expect((await api<{ handovers: unknown[] }>(vendor, 'GET', `/bookings/${booking.id}/handovers`)).handovers).toEqual([]);

  // Back online: everything is sent, each once.
  await agent.context.setOffline(false);
  await expect(panel.getByTestId('handover-waiting')).toHaveCount(0, { timeout: 60_000 });
  await panel.getByRole('button', { name: 'Done' }).click();
  const record = panel.getByTestId('handover-check_in');
  await expect(record.getByRole('img', { name: /^Photo: / })).toHaveCount(11);
  const sent = await api<{ handovers: Array<{ photos: unknown[]; odometerKm: number }> }>(vendor, 'GET', `/bookings/${booking.id}/handovers`);
  expect(sent.handovers).toHaveLength(1);
  expect(sent.handovers[0]).toMatchObject({ odometerKm: 42000 });
  expect(sent.handovers[0]!.photos).toHaveLength(11);

  // The renter's code, read to the agent, seals it.
  await record.getByRole('button', { name: 'Send code to renter' }).click();
  await expect.poll(() => renterCode(booking.id).catch(() => ''), { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await record.getByLabel("Renter's code").fill(await renterCode(booking.id));
  await record.getByRole('button', { name: 'Seal' }).click();
  await expect(record.getByText('Sealed', { exact: true })).toBeVisible();
  expect((await api<{ status: string }>(vendor, 'GET', `/bookings/${booking.id}`)).status).toBe('IN_PROGRESS');
  await screenshot(agent.page, 'handover-checked-in-390');

  // The rental agreement, made by the server after the seal: downloaded from the booking and
  // checked on the page its QR code opens (the browser hashes the file).
  await expect.poll(() => api<{ id: string }>(customer, 'GET', `/bookings/${booking.id}/agreement`).then((a) => a.id).catch(() => ''), { timeout: 60_000 }).toMatch(/^[0-9a-f-]{36}$/);
  const agreement = await api<{ id: string; sha256: string }>(customer, 'GET', `/bookings/${booking.id}/agreement`);
  await open(renter.page, `/bookingDetails/${booking.id}`);
  const downloadAgreement = renter.page.getByRole('button', { name: 'Download agreement' });
  await expect(downloadAgreement).toBeVisible();
  const [agreementFile] = await Promise.all([renter.page.waitForEvent('download'), downloadAgreement.click()]);
  expect(agreementFile.suggestedFilename()).toMatch(/^rentwheels-agreement-[0-9a-f]{6}\.pdf$/);
  const agreementPath = await agreementFile.path();
  await open(renter.page, `/agreements/${agreement.id}/verify`);
  await expect(renter.page.getByRole('heading', { name: 'Check a rental agreement' })).toBeVisible();
  await renter.page.getByTestId('agreement-file').setInputFiles(agreementPath);
  await expect(renter.page.getByText(/This copy is the agreement on record/)).toBeVisible();
  await screenshot(renter.page, 'agreement-verified-390');

  // The return: the agent checks out online; the renter agrees on their phone.
  await open(agent.page, `/bookingDetails/${booking.id}`);
  await panel.getByRole('button', { name: 'Start check-out' }).click();
  await capture(agent.page, '42650');
  await expect(panel.getByTestId('handover-waiting')).toHaveCount(0, { timeout: 60_000 });
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByTestId('handover-check_out').getByRole('img', { name: /^Photo: / })).toHaveCount(11);

  await open(renter.page, `/bookingDetails/${booking.id}`);
  const mine = renter.page.getByTestId('handover');
  await mine.getByTestId('handover-check_out').getByRole('button', { name: 'I agree' }).click();
  await expect(mine.getByTestId('handover-check_out').getByText('Sealed', { exact: true })).toBeVisible();
  expect((await api<{ status: string }>(customer, 'GET', `/bookings/${booking.id}`)).status).toBe('COMPLETED');

  // Before and after, side by side, with what the differences would cost.
  await open(renter.page, `/bookingDetails/${booking.id}`);
  const compare = mine.getByTestId('handover-comparison');
  await expect(compare.getByRole('img', { name: /^Before: / })).toHaveCount(11);
  await expect(compare.getByRole('img', { name: /^After: / })).toHaveCount(11);
  await expect(compare.getByTestId('handover-differences')).toContainText('650 km');
  await compare.scrollIntoViewIfNeeded();
  await screenshot(renter.page, 'handover-checked-out-390');

  // The same in Urdu, right to left.
  await renter.page.evaluate(() => localStorage.setItem('locale', 'ur'));
  await renter.page.addInitScript(() => localStorage.setItem('locale', 'ur'));
  await open(renter.page, `/bookingDetails/${booking.id}`);
  await expect(renter.page.getByRole('heading', { name: 'گاڑی کی حوالگی' })).toBeVisible();
  await expect(renter.page.getByTestId('handover-comparison').getByRole('img', { name: /^بعد میں: / })).toHaveCount(11);
  await screenshot(renter.page, 'handover-checked-out-ur-390');

  const wide = await pageAs(vendor, DESKTOP);
  await open(wide.page, `/bookingDetails/${booking.id}`);
  await expect(wide.page.getByTestId('handover-comparison').getByRole('img', { name: /^After: / })).toHaveCount(11);
  await screenshot(wide.page, 'handover-checked-out-1280');
});
