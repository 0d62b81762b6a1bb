// Paying in a real browser on the sandbox's hosted checkout. Each journey makes its own ACCEPTED
// booking through the API (a new customer books a demo car on dates nobody else uses; the demo
// vendor accepts), then the customer presses Pay Now on the booking: 4242… lands on "Payment
// Successful!" and the booking shows under Confirmed; the declined card shows its message and
// confirms nothing; the checkout's cancel link returns to the booking.
import { expect, sharedAppUrl, test } from './support/test.js';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, loginViaApi, newPage, screenshot, open } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { bookFreeDay, call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

/** A fresh customer with an ACCEPTED booking of a demo vendor's car, on dates of its own. */
async function acceptedBooking() {
  const id = randomBytes(4).toString('hex');
  const email = `payer-${id}@example.pk`;
  const password = 'a long and unusual passphrase';
  await call('POST', '/auth/register', { name: `Payer ${id}`, email, password, phone: '+92 300 5550000', role: 'customer' });
  const customer = await login(email, password, 'customer');
  const vendor = await login(DEMO.vendorLahore, DEMO_PASSWORD, 'vendor');
  const [car] = (await call<Array<{ id: string; registrationNumber?: string | null }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token)).filter((c) => c.registrationNumber);
  const { booking } = await bookFreeDay<{ id: string; totalAmount: number }>(car!.id, customer.token, 'Paid online');
  await call('PUT', `/bookings/${booking.id}/accept`, {}, vendor.token);
  return { booking, email, password, token: customer.token };
}

const statusOf = async (bookingId: string, token: string) => (await call<{ status: string }>('GET', `/bookings/${bookingId}`, undefined, token)).status;

/** Opens the booking and presses Pay Now: the browser leaves for the hosted checkout. */
async function payNow(page: Page, bookingId: string) {
  await open(page, `/bookingDetails/${bookingId}`);
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/checkout\/sandbox\/cs_sandbox_[a-f0-9]{32}$/);
  await page.getByRole('heading', { name: 'Pay with card' }).waitFor();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ayesha Khan');
}

test.describe('paying a booking on the sandbox checkout', () => {
  test('pays with 4242 4242 4242 4242, shows Payment Successful!, then the booking is under Confirmed', async () => {
    const { booking, email, password, token } = await acceptedBooking();
    const { page, context } = await newPage(browser, baseUrl, DESKTOP);
    await loginViaApi(page, baseUrl, email, password);
    await payNow(page, booking.id);
    expect(await page.getByText(/^PKR [\d,]+$/).first().isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-checkout-1280');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay PKR/ }).click();
    await page.waitForURL(`**/payment/success?booking_id=${booking.id}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.getByText('Your booking is confirmed').count()).toBe(1);
    expect(await statusOf(booking.id, token)).toBe('CONFIRMED');
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-success-1280');

    // The confirmation stays (decision 0035); My Bookings opens on Upcoming, which holds the paid booking.
    await page.getByTestId('booking-confirmation').getByRole('link', { name: 'My Bookings' }).click();
    await page.getByRole('tab', { name: /^Upcoming/, selected: true }).waitFor();
    await page.getByText(`Booking #${booking.id.slice(-6)}`).waitFor();
    await context.close();
  });

  test('Back after paying leaves the flow: no return to the success page, no loop to the bookings list', async () => {
    const { booking, email, password } = await acceptedBooking();
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await loginViaApi(page, baseUrl, email, password);
    await payNow(page, booking.id);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay PKR/ }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    // The confirmation stays; Back goes to the (paid) checkout, then to the booking.
    await page.goBack();
    await page.getByRole('heading', { name: 'Payment complete' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/checkout\/sandbox\//);
    await page.goBack();
    await page.waitForURL(`**/bookingDetails/${booking.id}`);
    await page.getByRole('heading', { name: `Booking #${booking.id.slice(-6)}` }).waitFor();
    await context.close();
  });

  test('shows the declined card’s message, confirms nothing, and cancel returns to the booking', async () => {
    const { booking, email, password, token } = await acceptedBooking();
    const { page, context } = await newPage(browser, baseUrl, PHONE);
    await loginViaApi(page, baseUrl, email, password);
    await payNow(page, booking.id);
    await screenshot(page, 'payments-checkout-390');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay PKR/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor();
    expect(page.url()).toContain('/checkout/sandbox/');
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-declined-390');

    // Coming to the success page without paying confirms nothing and says so.
    await open(page, `/payment/success?booking_id=${booking.id}`);
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
    expect(await statusOf(booking.id, token)).toBe('ACCEPTED');
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-not-completed-390');

    // Pay Now again re-opens the checkout; its cancel link leads back to the booking.
    await payNow(page, booking.id);
    await page.getByRole('link', { name: /Cancel and return to booking/ }).click();
    await page.waitForURL(`**/bookingDetails/${booking.id}`);
    await context.close();
  });
});
