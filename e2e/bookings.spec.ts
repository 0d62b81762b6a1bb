// Bookings in a real browser: a customer books a car on its page, the vendor suggests another car
// and dates, the customer accepts the changes and is sent to payment; a customer cancels a pending
// booking; a vendor rejects one; both dashboards count what the API holds. The customer is new for
// this run; the vendor is the demo Lahore service (its cars are booked on far-off random dates so
// runs and other journeys never collide).
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { dayMonthYearText, formatDateTime } from '@carrental/shared';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { DESKTOP, PHONE, expectNoA11yViolations, screenshot, type LoginAnswer, open, signedInPage } from './support/browser.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let vendor: LoginAnswer;
let customer: LoginAnswer;
let lahoreCars: string[] = [];

interface BookingAnswer {
  id: string;
  status: string;
  carId: string;
  description: string;
  serviceId: string;
  totalAmount: number;
}

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);

/** A page signed in as `who` (the session stored the way the web app stores it). */
const pageAs = (who: LoginAnswer, viewport = DESKTOP) => signedInPage(browser, baseUrl, who, { viewport });

/** A random far-off day ("2041-07-19"), shifted by `offset` days. */
const runBase = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(runBase + offset * 86_400_000).toISOString().slice(0, 10);
let nextSlot = 0;
/** A fresh pair of days for each booking of this run, never overlapping another. */
const slot = () => {
  nextSlot += 10;
  return { from: day(nextSlot), to: day(nextSlot + 2) };
};

async function requestBooking(carId: string, note = '') {
  const { from, to } = slot();
  return api<BookingAnswer>(customer, 'POST', '/bookings/createBooking', { carId, startDate: `${from}T10:00:00`, endDate: `${to}T10:00:00`, description: note });
}

const shortId = (id: string) => id.slice(-6);

async function chipOf(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: /^Booking #/ });
  await heading.waitFor();
  return page.getByTestId('booking-status').textContent();
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const email = `booker-${Date.now()}@example.pk`;
  const password = 'a-long-enough-password';
  await api(null, 'POST', '/auth/register', { name: 'Bilal Booker', email, password, phone: '+92 300 7654321', role: 'customer' });
  customer = await login(email, password, 'customer');
  vendor = await login(DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
  // The demo bookings name several cars of the Lahore service.
  const received = await api<BookingAnswer[]>(vendor, 'GET', '/bookings/vendor');
  lahoreCars = [...new Set(received.map((b) => b.carId))];
  expect(lahoreCars.length).toBeGreaterThanOrEqual(2);
});

test.afterAll(async () => {
});

test.describe('bookings', () => {
  test('customer books a car → vendor suggests another car and dates → customer accepts the changes and goes to payment', async () => {
    const [carA, carB] = lahoreCars as [string, string];
    const { from, to } = slot();

    // The customer books on the car page.
    const asCustomer = await pageAs(customer);
    await open(asCustomer.page, `/cars/${carA}`);
    const form = asCustomer.page.getByRole('form', { name: 'Book this Car' });
    await form.waitFor();
    expect(await form.getByRole('button', { name: 'Book Now' }).isDisabled()).toBe(true);
    await form.getByLabel('Start date').fill(from);
    // Dates are typed day-month-year whatever the browser's language, and a year has four digits:
    // the two extra keys of a six-digit year go nowhere.
    const endDate = form.getByLabel('End date');
    await endDate.pressSequentially(`${dayMonthYearText(to)}99`);
    expect(await endDate.inputValue()).toBe(dayMonthYearText(to));
    await form.getByLabel('Notes').fill('Airport pick-up please');
    await form.getByText(/2 days ×/).waitFor();
    await form.getByRole('button', { name: 'Book Now' }).click();
    await asCustomer.page.waitForURL('**/bookings?tab=sent');
    const [booking] = await api<BookingAnswer[]>(customer, 'GET', '/bookings/customer');
    expect(booking).toMatchObject({ carId: carA, status: 'PENDING' });
    const card = asCustomer.page.getByRole('article', { name: `Booking #${shortId(booking!.id)}` });
    await card.waitFor();
    expect(await card.getByText('PENDING').count()).toBe(1);
    // The one date-time format: day-month-year, 12-hour clock.
    await card.getByText(formatDateTime('en', `${from}T10:00:00`), { exact: true }).waitFor();
    expect(formatDateTime('en', `${from}T10:00:00`)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, 10:00 am$/);
    await expectNoA11yViolations(asCustomer.page);
    await screenshot(asCustomer.page, 'bookings-customer-1280');

    // The vendor finds it under received and suggests another car and dates.
    const asVendor = await pageAs(vendor);
    await open(asVendor.page, '/bookings?tab=received&status=active');
    await asVendor.page.getByRole('heading', { name: 'Service Bookings' }).waitFor();
    const received = asVendor.page.getByRole('article', { name: `Booking #${shortId(booking!.id)}` });
    await received.getByRole('link', { name: /View details/ }).click();
    await asVendor.page.waitForURL(`**/bookingDetails/${booking!.id}`);
    await asVendor.page.getByRole('button', { name: 'Suggest Changes' }).click();
    const dialog = asVendor.page.getByRole('dialog', { name: 'Suggest Changes' });
    await dialog.getByRole('combobox', { name: 'Car' }).click();
    const options = asVendor.page.getByRole('option');
    await options.first().waitFor();
    const carBOption = asVendor.page.locator(`li[data-value="${carB}"]`);
    await carBOption.click();
    const later = slot();
    await dialog.getByLabel('Start date and time').fill(`${later.from}T09:00`);
    await dialog.getByLabel('End date and time').fill(`${later.to}T12:00`);
    // The vendor writes a message of their own; the customer's note stays theirs.
    await dialog.getByLabel('Message to the customer').fill('The other car is free on these dates');
    await expectNoA11yViolations(asVendor.page);
    await screenshot(asVendor.page, 'booking-suggest-dialog-1280');
    await dialog.getByRole('button', { name: 'Send Suggestion' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await chipOf(asVendor.page)).toBe('SUGGESTION MADE');
    const suggested = await api<BookingAnswer>(vendor, 'GET', `/bookings/${booking!.id}`);
    expect(suggested).toMatchObject({ status: 'SUGGESTION_MADE', carId: carB, suggestion: { message: 'The other car is free on these dates' } });
    expect(suggested.description).not.toBe('The other car is free on these dates');
    await asVendor.context.close();

    // The customer accepts the changes, which starts the payment.
    await open(asCustomer.page, `/bookingDetails/${booking!.id}`);
    expect(await chipOf(asCustomer.page)).toBe('SUGGESTION MADE');
    await asCustomer.page.getByRole('button', { name: 'Reject Changes' }).waitFor();
    await asCustomer.page.getByRole('table', { name: 'The request and the suggestion side by side' }).waitFor();
    await expectNoA11yViolations(asCustomer.page);
    await screenshot(asCustomer.page, 'booking-details-suggestion-1280');
    await asCustomer.page.getByRole('button', { name: 'Accept Changes' }).click();
    await asCustomer.page.waitForURL((url) => !url.pathname.startsWith('/bookingDetails/'));
    expect((await api<BookingAnswer>(customer, 'GET', `/bookings/${booking!.id}`)).status).toBe('ACCEPTED');
    await asCustomer.context.close();
  });

  test('customer cancels a pending booking (phone)', async () => {
    const booking = await requestBooking(lahoreCars[0]!, 'Plans changed');
    const { page, context } = await pageAs(customer, PHONE);
    await open(page, '/bookings?status=active');
    await page.getByRole('article', { name: `Booking #${shortId(booking.id)}` }).getByRole('link', { name: /View details/ }).click();
    expect(await chipOf(page)).toBe('PENDING');
    await screenshot(page, 'booking-details-customer-390');
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect.poll(() => chipOf(page)).toBe('CANCELLED');
    expect(await page.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    await open(page, '/bookings');
    await page.getByRole('tab', { name: /^Cancelled/ }).click();
    await page.getByRole('article', { name: `Booking #${shortId(booking.id)}` }).waitFor();
    await screenshot(page, 'bookings-customer-390');
    await context.close();
  });

  test('vendor rejects a pending booking', async () => {
    const booking = await requestBooking(lahoreCars[1]!);
    const { page, context } = await pageAs(vendor);
    await open(page, `/bookingDetails/${booking.id}`);
    expect(await chipOf(page)).toBe('PENDING');
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('dialog', { name: 'Reject this booking?' }).getByRole('button', { name: 'Reject Booking' }).click();
    await expect.poll(() => chipOf(page)).toBe('REJECTED');
    await expectNoA11yViolations(page);
    await screenshot(page, 'booking-details-vendor-1280');
    expect((await api<BookingAnswer>(customer, 'GET', `/bookings/${booking.id}`)).status).toBe('REJECTED');
    await context.close();
  });

  test('both dashboards show the right counts', async () => {
    await requestBooking(lahoreCars[0]!);
    const mine = await api<BookingAnswer[]>(customer, 'GET', '/bookings/customer');
    const asCustomer = await pageAs(customer, PHONE);
    await open(asCustomer.page, '/dashboard');
    await asCustomer.page.getByRole('heading', { name: 'Welcome, Bilal Booker!' }).waitFor();
    await asCustomer.page.getByLabel(`Total bookings: ${mine.length}`).waitFor();
    await asCustomer.page.getByLabel(`Awaiting action: ${mine.filter((b) => b.status === 'PENDING').length}`).waitFor();
    expect(await asCustomer.page.getByRole('region', { name: 'Quick Actions' }).count()).toBe(1);
    await expectNoA11yViolations(asCustomer.page);
    await screenshot(asCustomer.page, 'dashboard-customer-390');
    await asCustomer.context.close();

    const received = await api<BookingAnswer[]>(vendor, 'GET', '/bookings/vendor');
    const asVendor = await pageAs(vendor);
    await open(asVendor.page, '/dashboard');
    await asVendor.page.getByText('Manage your car business').waitFor();
    await asVendor.page.getByLabel(`Total bookings received: ${received.length}`).waitFor();
    await asVendor.page.getByLabel(`Awaiting action: ${received.filter((b) => b.status === 'PENDING').length}`).waitFor();
    const recent = asVendor.page.getByRole('region', { name: 'Recent Bookings' });
    expect(await recent.getByRole('link', { name: /Booking #/ }).count()).toBe(Math.min(5, received.length));
    await asVendor.page.getByRole('region', { name: 'Your Services' }).getByRole('link', { name: /Lahore Motors/ }).waitFor();
    await expectNoA11yViolations(asVendor.page);
    await screenshot(asVendor.page, 'dashboard-vendor-1280');
    await asVendor.context.close();
  });
});
