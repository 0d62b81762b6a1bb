// Paying in a real browser on the sandbox's hosted checkout: a customer pays an ACCEPTED booking
// with 4242… and lands on "Payment Successful!", then /bookings; the declined card shows its
// message and confirms nothing. Customers log in through the API; this journey runs its own app
// over a fresh PostgreSQL database so that it can read which seeded bookings are ACCEPTED and
// check their status afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { startApp, type RunningApp } from './support/app.js';
import { DESKTOP, PHONE, expectNoA11yViolations, launchBrowser, loginViaApi, newPage, screenshot } from './support/browser.js';
import { DEMO_PASSWORD } from './support/demo.js';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `rw_e2e_pay_${randomBytes(5).toString('hex')}`;

let app: RunningApp;
let browser: Browser;
let db: pg.Client;

async function adminQuery(sql: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  app = await startApp({ seed: true, env: { DATABASE_URL: url.toString(), PAYMENT_PROVIDER: 'sandbox' } });
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await app?.stop();
  await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

interface AcceptedBooking {
  id: string;
  customer: { id: string; name: string; email: string; roles: string[] };
}

/** The seeded ACCEPTED bookings, each with its customer. */
async function acceptedBookings(): Promise<AcceptedBooking[]> {
  const { rows } = await db.query(
    `SELECT b.id, u.id AS user_id, u.name, u.email, u.roles FROM bookings b JOIN users u ON u.id = b.customer_id
      WHERE b.status = 'ACCEPTED' ORDER BY b.created_at, b.id`,
  );
  return rows.map((r) => ({ id: r.id, customer: { id: r.user_id, name: r.name, email: r.email, roles: r.roles } }));
}

const statusOf = async (id: string) => (await db.query('SELECT status FROM bookings WHERE id = $1', [id])).rows[0]?.status;

/** Logs the booking's customer in through the API (every demo account shares one password). */
const signIn = (page: Page, customer: AcceptedBooking['customer']) => loginViaApi(page, app.url, customer.email, DEMO_PASSWORD);

/** What Pay Now does: ask for the checkout URL, then the browser goes there. */
async function openCheckout(page: Page, bookingId: string) {
  await page.goto('/');
  const url = await page.evaluate(async (id) => {
    const res = await fetch(`/api/bookings/${id}/create-payment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`create-payment ${res.status}`);
    return ((await res.json()) as { url: string }).url;
  }, bookingId);
  expect(url).toMatch(/\/checkout\/sandbox\/cs_sandbox_[a-f0-9]{32}$/);
  await page.goto(url);
  await page.getByRole('heading', { name: 'Pay with card' }).waitFor();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ayesha Khan');
}

describe('paying a booking on the sandbox checkout', () => {
  it('pays with 4242 4242 4242 4242, shows Payment Successful!, then goes to My Bookings', async () => {
    const [booking] = await acceptedBookings();
    expect(booking).toBeDefined();
    const { page, context } = await newPage(browser, app.url, DESKTOP);
    await signIn(page, booking!.customer);
    await openCheckout(page, booking!.id);
    expect(await page.getByText(/^PKR [\d,]+$/).first().isVisible()).toBe(true);
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-checkout-1280');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay PKR/ }).click();
    await page.waitForURL(`**/payment/success?booking_id=${booking!.id}`);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.getByText('Your booking has been confirmed.').count()).toBe(1);
    expect(await statusOf(booking!.id)).toBe('CONFIRMED');
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-success-1280');
    await page.waitForURL('**/bookings', { timeout: 10_000 });
    await context.close();
  });

  it('shows the declined card’s message, confirms nothing, and cancel returns to the booking', async () => {
    const booking = (await acceptedBookings())[0];
    expect(booking).toBeDefined();
    const { page, context } = await newPage(browser, app.url, PHONE);
    await signIn(page, booking!.customer);
    await openCheckout(page, booking!.id);
    await screenshot(page, 'payments-checkout-390');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay PKR/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor();
    expect(page.url()).toContain('/checkout/sandbox/');
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-declined-390');

    // Coming to the success page without paying confirms nothing and says so.
    await page.goto(`/payment/success?booking_id=${booking!.id}`);
    await page.getByRole('heading', { name: 'Payment not completed' }).waitFor();
    expect(await statusOf(booking!.id)).toBe('ACCEPTED');
    await expectNoA11yViolations(page);
    await screenshot(page, 'payments-not-completed-390');

    // Pay Now again re-opens the same checkout; its cancel link leads back to the booking.
    await openCheckout(page, booking!.id);
    await page.getByRole('link', { name: /Cancel and return to booking/ }).click();
    await page.waitForURL(`**/bookingDetails/${booking!.id}`);
    await context.close();
  });
});
