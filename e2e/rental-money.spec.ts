// The money of a whole rental in a real browser at 390 px (issue 30, decision 0034): a service asks
// a 25% advance and a PKR 20,000 deposit; the customer pays the advance on the sandbox checkout;
// the vendor records the balance in cash and a cash deposit; the customer confirms both; the vendor
// returns the deposit; both statements agree to the rupee. The app's clock is shared with the other
// journeys, so the trip is not moved past its end here (the API tests do that on a test clock).
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser } from '@playwright/test';
import { PHONE, open, screenshot, type LoginAnswer, signedInPage } from './support/browser.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let customer: LoginAnswer;
let vendor: LoginAnswer;
let carId: string;

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);

const pageAs = (who: LoginAnswer) => signedInPage(browser, baseUrl, who, { viewport: PHONE, language: 'en' });

/** Far-off random days, so that runs never meet each other or the demo bookings. */
const base = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

interface Statement {
  total: number;
  rentPaid: number;
  dueAtPickup: number;
  depositHeld: number;
  rows: Array<{ id: string; kind: string; amount: number; state: string | null }>;
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const password = 'a-long-enough-password';
  const email = `advance-${Date.now()}@example.pk`;
  await api(null, 'POST', '/auth/register', { name: 'Sana Saleem', email, password, phone: '+92 300 2223334', role: 'customer' });
  customer = await login(email, password, 'customer');
  const vendorEmail = `advance-vendor-${Date.now()}@example.pk`;
  await api(null, 'POST', '/auth/register', { name: 'Counter Cars', email: vendorEmail, password, phone: '+92 300 2223335', role: 'vendor' });
  vendor = await login(vendorEmail, password, 'vendor');
  const service = await api<{ id: string }>(vendor, 'POST', '/services', {
    name: 'Counter Cars', description: 'Advance online, the rest at the counter.', phone: '+92 42 7654321', addressLine1: '2 Main Boulevard', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  await api(vendor, 'PUT', `/services/${service.id}/payment-terms`, { advancePercent: 25, depositAmount: 20000, depositReturnDays: 7 });
  const car = await api<{ id: string }>(vendor, 'POST', '/cars/addCar', { serviceId: service.id, make: 'SUZUKI', model: 'Cultus', year: 2022, transmission: 'MANUAL', fuelType: 'PETROL', pricePerDay: 30000, registrationNumber: 'LEA-1234' });
  carId = car.id;
});

test('a 25% advance online, the balance and a cash deposit at the counter, confirmed, the deposit returned; both statements agree', async () => {
  const booking = await api<{ id: string; totalAmount: number }>(customer, 'POST', '/bookings/createBooking', { carId, startDate: `${day(3)}T10:00:00`, endDate: `${day(5)}T10:00:00` });
  await api(vendor, 'PUT', `/bookings/${booking.id}/accept`, {});
  const advance = Math.ceil((booking.totalAmount * 25) / 100);

  // The customer pays the advance on the sandbox checkout.
  const { page } = await pageAs(customer);
  await open(page, `/bookingDetails/${booking.id}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/checkout\/sandbox\//);
  expect(await page.getByRole('button', { name: /^Pay PKR/ }).textContent()).toBe(`Pay PKR ${advance.toLocaleString('en-PK')}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sana Saleem');
  await page.getByRole('button', { name: /^Pay PKR/ }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

  // The vendor records the balance in cash, then the cash deposit.
  const { page: counter } = await pageAs(vendor);
  await open(counter, `/bookingDetails/${booking.id}`);
  const panel = counter.getByTestId('statement');
  for (const kind of ['The rest of the price', 'The deposit']) {
    await panel.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = counter.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'For' }).click();
    await counter.getByRole('option', { name: kind }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  await expect(panel.getByText('Waiting for the customer')).toHaveCount(2);

  // The customer confirms both.
  await open(page, `/bookingDetails/${booking.id}`);
  const mine = page.getByTestId('statement');
  for (let i = 0; i < 2; i++) {
    await mine.getByRole('button', { name: 'Confirm' }).first().click();
    await expect(mine.getByText('Confirmed')).toHaveCount(i + 1);
  }
  await mine.getByTestId('deposit-deadline').waitFor();
  await screenshot(page, 'rental-money-customer-390');

  // The vendor returns the deposit it holds.
  await open(counter, `/bookingDetails/${booking.id}`);
  await panel.getByRole('button', { name: 'Return the deposit' }).click();
  await counter.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await counter.getByRole('dialog').waitFor({ state: 'hidden' });
  await expect(panel.getByRole('button', { name: 'Return the deposit' })).toHaveCount(0);

  const customerSide = await api<Statement>(customer, 'GET', `/bookings/${booking.id}/statement`);
  const vendorSide = await api<Statement>(vendor, 'GET', `/bookings/${booking.id}/statement`);
  for (const s of [customerSide, vendorSide]) expect(s).toMatchObject({ total: booking.totalAmount, rentPaid: booking.totalAmount, dueAtPickup: 0, depositHeld: 0 });
  const visible = (s: Statement) => s.rows.filter((r) => r.kind !== 'platform_fee').map((r) => [r.kind, r.amount, r.state]);
  expect(visible(customerSide)).toEqual(visible(vendorSide));
  expect(visible(customerSide)).toEqual([
    ['advance_paid', advance, null],
    ['balance_paid', booking.totalAmount - advance, 'confirmed'],
    ['deposit_received', 20000, 'confirmed'],
    ['deposit_returned', 20000, 'pending'],
  ]);
});
