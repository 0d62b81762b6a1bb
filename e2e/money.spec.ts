// Money rules in a real browser (decision 0015). A new customer books two cars of the Karachi demo
// vendor and pays both on the sandbox checkout (through the API). In the browser the customer sees
// the price breakdown and the cancellation policy on the booking, and cancels one after reading the
// quoted refund in the confirm dialog. The vendor's Earnings shows the kept booking as pending; the
// admin records a bank transfer on Payouts; the vendor then sees it paid out.
import { expect, sharedAppUrl, test } from './support/test.js';
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { DESKTOP, expectNoA11yViolations, loginViaApi, newPage, screenshot, open } from './support/browser.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
});
test.afterAll(async () => {
});

/** Books `car` for one day on `date`, has the vendor accept, and pays with the sandbox's test card. */
async function paidBooking(carId: string, date: string, customerToken: string, vendorToken: string) {
  const booking = await call<{ id: string; totalAmount: number }>(
    'POST',
    '/bookings/createBooking',
    { carId, startDate: `${date}T10:00:00`, endDate: `${date}T18:00:00` },
    customerToken,
  );
  await call('PUT', `/bookings/${booking.id}/accept`, {}, vendorToken);
  const { url } = await call<{ url: string }>('POST', `/bookings/${booking.id}/create-payment`, {}, customerToken);
  const pay = await fetch(`${baseUrl}${new URL(url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ayesha Khan' }).toString(),
    redirect: 'manual',
  });
  expect(pay.status).toBeLessThan(400);
  const confirmed = await call<{ status: string }>('POST', '/payments/confirm', { bookingId: booking.id }, customerToken);
  expect(confirmed.status).toBe('CONFIRMED');
  return booking;
}

test.describe('money rules', () => {
  test('cancel with the quoted refund, then Earnings and Payouts', async () => {
    const id = randomBytes(4).toString('hex');
    const email = `money-${id}@example.pk`;
    const password = 'a long and unusual passphrase';
    await call('POST', '/auth/register', { name: `Money ${id}`, email, password, phone: '+92 300 5550000', role: 'customer' });
    const customer = await login(email, password, 'customer');
    const vendor = await login(DEMO.vendorKarachi, DEMO_PASSWORD, 'vendor');
    const [kept, cancelled] = (await call<Array<{ id: string; registrationNumber?: string | null }>>('GET', `/cars/vendor/${vendor.userId}`, undefined, vendor.token)).filter((c) => c.registrationNumber);
    const year = 2040 + (parseInt(id.slice(0, 4), 16) % 40);
    const day = 1 + (parseInt(id.slice(4), 16) % 27);
    const date = `${year}-1${day % 3}-${String(day).padStart(2, '0')}`;
    const keep = await paidBooking(kept!.id, date, customer.token, vendor.token);
    const drop = await paidBooking(cancelled!.id, date, customer.token, vendor.token);

    // The customer: price lines and policy on the booking, then Cancel with the quote.
    {
      const { page, context } = await newPage(browser, baseUrl, DESKTOP);
      await loginViaApi(page, baseUrl, email, password);
      await open(page, `/bookingDetails/${drop.id}`);
      await page.getByRole('region', { name: 'Price Breakdown' }).getByText('1 day ×').waitFor();
      await page.getByRole('region', { name: 'Cancellation Policy' }).getByText(/^Full refund until /).waitFor();
      await page.getByRole('button', { name: 'Cancel Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await dialog.getByTestId('cancellation-quote').getByText(`Refund: PKR ${drop.totalAmount.toLocaleString('en-PK')}`).waitFor();
      await expectNoA11yViolations(page);
      await screenshot(page, 'money-cancel-quote-1280');
      await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
      await page.getByTestId('booking-status').getByText('CANCELLED').waitFor();
      await context.close();
    }

    // The vendor: the kept booking earns its total less the 10% fee, pending until the trip ends.
    const earning = keep.totalAmount - Math.round(keep.totalAmount / 10);
    {
      const { page, context } = await newPage(browser, baseUrl, DESKTOP);
      await loginViaApi(page, baseUrl, DEMO.vendorKarachi, DEMO_PASSWORD, 'vendor');
      await open(page, '/earnings');
      await page.getByRole('heading', { name: 'Earnings', level: 1 }).waitFor();
      const table = page.getByRole('table', { name: 'Earnings per booking' });
      await table.getByRole('link').first().waitFor();
      expect(await table.getByText(`PKR ${earning.toLocaleString('en-PK')}`).count()).toBeGreaterThan(0);
      await expectNoA11yViolations(page);
      await screenshot(page, 'money-earnings-1280');
      await context.close();
    }

    // The admin: a correction makes money available; "Mark paid" records the bank transfer.
    const admin = await login(DEMO.admin, DEMO_PASSWORD, 'customer');
    await call('POST', '/admin/ledger-adjustments', { vendorId: vendor.userId, amount: 5_000, note: `Journey ${id}` }, admin.token);
    const reference = `HBL-${id}`;
    {
      const { page, context } = await newPage(browser, baseUrl, DESKTOP);
      await loginViaApi(page, baseUrl, DEMO.admin, DEMO_PASSWORD);
      await open(page, '/admin/payouts');
      const row = page.locator(`tr[data-vendor="${DEMO.vendorKarachi}"]`);
      await row.getByRole('button', { name: /^Mark paid/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Mark paid/ });
      await dialog.getByLabel('Amount (PKR)').fill('5000');
      await dialog.getByLabel('Bank reference').fill(reference);
      await expectNoA11yViolations(page);
      await screenshot(page, 'money-payouts-1280');
      await dialog.getByRole('button', { name: 'Mark Paid' }).click();
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    }

    // The vendor sees the payout with its reference.
    {
      const { page, context } = await newPage(browser, baseUrl, DESKTOP);
      await loginViaApi(page, baseUrl, DEMO.vendorKarachi, DEMO_PASSWORD, 'vendor');
      await open(page, '/earnings');
      await page.getByRole('table', { name: 'Payouts' }).getByText(reference).waitFor();
      await context.close();
    }
  });
});
