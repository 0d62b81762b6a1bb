// Trip pricing in a real browser at 390 px (issue 29, decision 0031): a new customer plans a 3-day
// trip with a driver from Lahore to Murree with a new Lahore service (its terms, like the demo
// Lahore service's: a driver, meals, a night allowance and a Murree surcharge; a service of its own,
// so other journeys' counts of the demo vendors never move), sees the night allowance and the out-of-city line in
// the itemised quote, books, and, once the vendor accepts, pays on the sandbox checkout exactly the
// quoted total. Screens in English and Urdu at 390 and 1280 px are kept, and checked with axe.
import { expect, sharedAppUrl, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { DESKTOP, PHONE, expectNoA11yViolations, open, screenshot, type LoginAnswer, signedInPage } from './support/browser.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let customer: LoginAnswer;
let vendor: LoginAnswer;
let carId: string;

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);

const pageAs = (who: LoginAnswer, viewport = PHONE, language: 'en' | 'ur' = 'en') => signedInPage(browser, baseUrl, who, { viewport, language });

/** Far-off random days, so that runs never meet each other or the demo bookings. */
const base = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);
const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const email = `trip-${Date.now()}@example.pk`;
  const password = 'a-long-enough-password';
  await api(null, 'POST', '/auth/register', { name: 'Tariq Traveller', email, password, phone: '+92 300 1112223', role: 'customer' });
  customer = await login(email, password, 'customer');
  const vendorEmail = `trip-vendor-${Date.now()}@example.pk`;
  await api(null, 'POST', '/auth/register', { name: 'Murree Motors', email: vendorEmail, password, phone: '+92 300 1112224', role: 'vendor' });
  vendor = await login(vendorEmail, password, 'vendor');
  const service = await api<{ id: string }>(vendor, 'POST', '/services', {
    name: 'Murree Motors', description: 'With a driver to the hills.', phone: '+92 42 1234567', addressLine1: '1 Mall Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  await api(vendor, 'PUT', `/services/${service.id}/availability-rules`, { driverPricePerDay: 2500 });
  await api(vendor, 'PUT', `/services/${service.id}/trip-terms`, {
    modes: 'both', nightAllowance: 1500, mealAllowancePerDay: 800, overtimeHourlyRate: 400, kmPerDay: 250, extraKmRate: 35, fuelEighthPrice: 1800,
    outOfCity: 'listed', destinations: [{ name: 'Murree', surchargePerDay: 3000, withDriverOnly: true }, { name: 'Naran', surchargePerDay: 5000, withDriverOnly: true }],
    lateHourlyRate: 600, deposit: 25000,
  });
  const car = await api<{ id: string }>(vendor, 'POST', '/cars/addCar', { serviceId: service.id, make: 'TOYOTA', model: 'Corolla', year: 2023, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 8000, registrationNumber: 'LEA-1234' });
  carId = car.id;
});

async function planTrip(page: Page, from: string, to: string) {
  await open(page, `/cars/${carId}`);
  const form = page.getByRole('form', { name: 'Book this Car' });
  await form.waitFor();
  await form.getByLabel('Start date').pressSequentially(dayMonthYear(from));
  await form.getByLabel('End date').pressSequentially(dayMonthYear(to));
  await form.getByLabel('With driver').check();
  await form.getByRole('combobox', { name: 'Trip', exact: true }).click();
  await page.getByRole('option', { name: 'Lahore → Murree' }).click();
  return form;
}

test.describe('trip pricing', () => {
  test('a 3-day with-driver trip Lahore → Murree at 390 px: itemised, booked, paid exactly the quote', async () => {
    const from = day(3);
    const to = day(6);
    const { page, context } = await pageAs(customer);
    const form = await planTrip(page, from, to);
    const quote = form.getByTestId('trip-quote');
    await quote.getByText("Driver's night allowance: 3 nights × PKR 1,500").waitFor();
    await quote.getByText('Out of city (Lahore → Murree): 3 days × PKR 3,000').waitFor();
    await quote.getByText("Driver's meals: 3 days × PKR 800").waitFor();
    await form.getByText('Refundable security deposit: PKR 25,000').waitFor();
    const totalText = (await quote.locator('[data-line="total"] dd').textContent())!;
    const server = await api<{ total: number }>(null, 'GET', `/cars/${carId}/quote?startDate=${from}T10:00:00&endDate=${to}T10:00:00&mode=with_driver&destination=Murree`);
    expect(totalText).toBe(`PKR ${server.total.toLocaleString('en-PK')}`);
    await expectNoA11yViolations(page);
    await screenshot(page, 'trips-quote-390');

    await form.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/bookings?tab=sent');
    const [booking] = await api<Array<{ id: string; totalAmount: number; status: string }>>(customer, 'GET', '/bookings/customer');
    expect(booking!.totalAmount).toBe(server.total);
    await api(vendor, 'PUT', `/bookings/${booking!.id}/accept`, {});

    // The booking shows the stored lines; Pay Now charges exactly the quoted total.
    await open(page, `/bookingDetails/${booking!.id}`);
    await page.getByRole('region', { name: 'Price Breakdown' }).getByText("Driver's night allowance: 3 nights × PKR 1,500").waitFor();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/checkout\/sandbox\/cs_sandbox_[a-f0-9]{32}$/);
    const pay = page.getByRole('button', { name: /^Pay PKR/ });
    expect(await pay.textContent()).toBe(`Pay ${totalText}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Tariq Traveller');
    await pay.click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const history = await api<Array<{ kind: string; amount: number }>>(customer, 'GET', `/bookings/${booking!.id}/money-history`);
    expect(history.filter((m) => m.kind === 'PAYMENT').map((m) => m.amount)).toEqual([server.total]);

    // Confirmed: the customer asks for one more day from the booking's page; the vendor is asked.
    await open(page, `/bookingDetails/${booking!.id}`);
    const extensions = page.getByTestId('extensions');
    await extensions.getByLabel('New return date').fill(day(7));
    await extensions.getByRole('button', { name: 'Ask to extend' }).click();
    await extensions.getByText('Waiting for the vendor').waitFor();
    const [extension] = (await api<{ extensions: Array<{ amount: number; total: number }> }>(customer, 'GET', `/bookings/${booking!.id}/trip`)).extensions;
    const longer = await api<{ total: number }>(null, 'GET', `/cars/${carId}/quote?startDate=${from}T10:00:00&endDate=${day(7)}T10:00:00&mode=with_driver&destination=Murree`);
    expect(extension).toMatchObject({ total: longer.total, amount: longer.total - server.total });
    await expectNoA11yViolations(page);
    await screenshot(page, 'trips-booking-390');
    await context.close();
  });

  test('returning early at 390 px: the server’s figures before confirming, the refund of the days given up', async () => {
    // A confirmed 4-day self-drive trip within the city, paid on the sandbox checkout.
    const from = day(20);
    const created = await api<{ id: string }>(customer, 'POST', '/bookings/createBooking', { carId, startDate: `${from}T10:00:00`, endDate: `${day(24)}T10:00:00` });
    await api(vendor, 'PUT', `/bookings/${created.id}/accept`, {});
    const started = await api<{ url: string }>(customer, 'POST', `/bookings/${created.id}/create-payment`, {});
    const paid = await fetch(`${baseUrl}${new URL(started.url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Tariq Traveller' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
    expect((await api<{ status: string }>(customer, 'POST', '/payments/confirm', { bookingId: created.id })).status).toBe('CONFIRMED');

    const { page, context } = await pageAs(customer);
    await open(page, `/bookingDetails/${created.id}`);
    const panel = page.getByTestId('shorten-trip');
    await panel.getByLabel('Earlier return date').fill(day(22));
    await panel.getByRole('button', { name: 'See what comes back' }).click();
    const figures = await api<{ total: number; previousTotal: number; refundAmount: number }>(customer, 'GET', `/bookings/${created.id}/shortening?endDate=${day(22)}T10:00:00`);
    const summary = panel.getByTestId('shorten-quote');
    await summary.getByText(`PKR ${figures.total.toLocaleString('en-PK')} instead of PKR ${figures.previousTotal.toLocaleString('en-PK')}`, { exact: false }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'trips-return-early-390');
    await summary.getByRole('button', { name: 'Shorten the trip' }).click();
    await page.getByText('Trip shortened').first().waitFor();
    const trip = await api<{ total: number; shortenings: Array<{ refundAmount: number }> }>(customer, 'GET', `/bookings/${created.id}/trip`);
    expect(trip.total).toBe(figures.total);
    expect(trip.shortenings.map((x) => x.refundAmount)).toEqual([figures.refundAmount]);
    const history = await api<Array<{ kind: string; amount: number; reason: string | null }>>(customer, 'GET', `/bookings/${created.id}/money-history`);
    expect(history.filter((m) => m.reason === 'TRIP_SHORTENED').map((m) => m.amount)).toEqual([figures.refundAmount]);
    await context.close();
    const inUrdu = await pageAs(customer, DESKTOP, 'ur');
    await open(inUrdu.page, `/bookingDetails/${created.id}`);
    await inUrdu.page.getByText('مختصر', { exact: false }).first().waitFor();
    await screenshot(inUrdu.page, 'trips-return-early-ur-1280');
    await inUrdu.context.close();
  });

  test('the quote and the trip terms in Urdu and English at 390 and 1280 px', async () => {
    for (const [viewport, size] of [[PHONE, '390'], [DESKTOP, '1280']] as const) {
      for (const locale of ['ur', 'en'] as const) {
        const { page, context } = await pageAs(customer, viewport, locale);
        const form = await (async () => {
          await open(page, `/cars/${carId}`);
          const f = page.getByRole('form', { name: locale === 'en' ? 'Book this Car' : 'یہ گاڑی بک کریں' });
          // A busy machine may take a while over the car page and its terms.
          await f.getByTestId('trip-picker').waitFor({ timeout: 60_000 });
          return f;
        })();
        if (locale === 'en') {
          await form.getByLabel('Start date').pressSequentially(dayMonthYear(day(40)));
          await form.getByLabel('End date').pressSequentially(dayMonthYear(day(43)));
          await form.getByLabel('With driver').check();
          await form.getByRole('combobox', { name: 'Trip', exact: true }).click();
          await page.getByRole('option', { name: 'Lahore → Murree' }).click();
          await form.getByTestId('trip-quote').locator('[data-line="nights"]').waitFor();
        }
        await screenshot(page, `trips-car-${locale}-${size}`);
        await context.close();
        const asVendor = await pageAs(vendor, viewport, locale);
        await open(asVendor.page, `/vendor/cars/${carId}/calendar`);
        await asVendor.page.getByTestId('trip-picker').or(asVendor.page.locator('#trip-terms-car')).first().waitFor();
        await asVendor.page.locator('#trip-terms-car').scrollIntoViewIfNeeded();
        await screenshot(asVendor.page, `trips-terms-${locale}-${size}`);
        if (locale === 'en') await expectNoA11yViolations(asVendor.page);
        await asVendor.context.close();
      }
    }
  });
});
