// A rental company runs on the app (issue 34, decision 0039), at 1280 px for the owner and 390 px
// for the driver: an owner (a vendor of its own) invites an agent by phone on the staff page and a
// driver, both accept from their own accounts, the agent accepts a with-driver request and assigns
// the driver, the driver sees the trip on a phone, and the owner finds both acts in the audit log.
import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, sharedAppUrl, test } from './support/test.js';
import { DESKTOP, PHONE, open, screenshot, type LoginAnswer, signedInPage } from './support/browser.js';
import { call, login } from './support/api.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let owner: LoginAnswer;
let agent: LoginAnswer & { typedPhone: string };
let driver: LoginAnswer & { typedPhone: string };
let customer: LoginAnswer;
let carId: string;
let serviceName: string;

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);

const pageAs = (who: LoginAnswer, viewport = DESKTOP, language: 'en' | 'ur' = 'en') => signedInPage(browser, baseUrl, who, { viewport, language });

/** Far-off random days, so that runs never meet each other or the demo bookings. */
const base = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

/** A new customer account whose mobile is verified with the code from the text outbox. */
async function memberWithPhone(name: string, admin: LoginAnswer) {
  const id = randomBytes(4).toString('hex');
  const digits = String(parseInt(id, 16) % 10_000_000).padStart(7, '0');
  const typedPhone = `0302 ${digits}`;
  const e164 = `+92302${digits}`;
  const email = `staff-${id}@example.pk`;
  const password = 'a long and unusual passphrase';
  await api(null, 'POST', '/auth/register', { name, email, password, phone: typedPhone, role: 'customer' });
  const who = await login(email, password, 'customer');
  await api(who, 'POST', '/auth/phone/send-code', { phone: typedPhone, purpose: 'verify' });
  const texts = await api<Array<{ kind: string; body: string }>>(admin, 'GET', `/messaging/outbox?to=${encodeURIComponent(e164)}`);
  const code = /\d{6}/.exec(texts.find((t) => t.kind === 'phone.code')!.body)![0];
  await api(who, 'POST', '/auth/phone/verify', { phone: e164, code });
  return { ...who, typedPhone };
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const password = 'a-long-enough-password';
  const stamp = Date.now();
  await api(null, 'POST', '/auth/register', { name: 'Hunza Fleet', email: `fleet-owner-${stamp}@example.pk`, password, phone: '+92 300 4445556', role: 'vendor' });
  owner = await login(`fleet-owner-${stamp}@example.pk`, password, 'vendor');
  serviceName = `Hunza Fleet Gulberg ${stamp}`;
  const service = await api<{ id: string }>(owner, 'POST', '/services', {
    name: serviceName, description: 'Cars with drivers for the north.', phone: '+92 42 1234567', addressLine1: '12 Jail Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  await api(owner, 'PUT', `/services/${service.id}/availability-rules`, { driverPricePerDay: 2500 });
  const car = await api<{ id: string }>(owner, 'POST', '/cars/addCar', { serviceId: service.id, make: 'TOYOTA', model: 'Fortuner', year: 2023, transmission: 'AUTOMATIC', fuelType: 'DIESEL', pricePerDay: 15000, registrationNumber: 'LEB-4455' });
  carId = car.id;
  const admin = await login(DEMO.admin, DEMO_PASSWORD, 'admin');
  agent = await memberWithPhone('Bilal Counter', admin);
  driver = await memberWithPhone('Imran Driver', admin);
  await api(null, 'POST', '/auth/register', { name: 'Ayesha Traveller', email: `fleet-customer-${stamp}@example.pk`, password, phone: '+92 300 4445557', role: 'customer' });
  customer = await login(`fleet-customer-${stamp}@example.pk`, password, 'customer');
});

test('an owner invites an agent and a driver; the agent accepts a with-driver request and assigns the driver; the driver sees the trip; the owner reads the audit log', async () => {
  // The owner invites the agent on the staff page (by phone), and the driver.
  const { page: office } = await pageAs(owner);
  await open(office, '/vendor/staff');
  await office.getByRole('button', { name: 'Mobile number' }).click();
  await office.getByLabel(/Mobile number/).last().fill(agent.typedPhone);
  await office.getByRole('checkbox', { name: serviceName }).check();
  await office.getByRole('button', { name: 'Send invitation' }).click();
  await expect(office.getByTestId('staff-row')).toHaveCount(1);
  await office.getByRole('button', { name: 'Mobile number' }).click();
  await office.getByLabel(/Mobile number/).last().fill(driver.typedPhone);
  await office.getByRole('combobox', { name: 'Role' }).click();
  await office.getByRole('option', { name: 'Driver' }).click();
  await office.getByRole('button', { name: 'Send invitation' }).click();
  await expect(office.getByTestId('staff-row')).toHaveCount(2);

  // Both accept from their own accounts.
  for (const member of [agent, driver]) {
    const { page, context } = await pageAs(member, PHONE);
    await open(page, '/staff');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText(/Hunza Fleet ·/)).toBeVisible();
    await context.close();
  }
  await open(office, '/vendor/staff');
  await expect(office.getByTestId('staff-row').getByText('Active')).toHaveCount(2);
  await screenshot(office, 'staff-owner-1280');

  // A with-driver request; the agent accepts it and assigns the driver.
  const booking = await api<{ id: string }>(customer, 'POST', '/bookings/createBooking', { carId, startDate: `${day(3)}T10:00:00`, endDate: `${day(5)}T10:00:00`, mode: 'with_driver' });
  const { page: counter } = await pageAs(agent);
  await open(counter, `/bookingDetails/${booking.id}`);
  await counter.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(counter.getByText('ACCEPTED').first()).toBeVisible();
  await open(counter, '/staff');
  const card = counter.getByTestId('branch-booking').filter({ hasText: 'Ayesha Traveller' });
  await card.getByRole('combobox', { name: 'Driver' }).click();
  await counter.getByRole('option', { name: 'Imran Driver' }).click();
  await card.getByRole('button', { name: 'Assign driver' }).click();
  await expect(card.getByText('Driver: Imran Driver')).toBeVisible();
  await screenshot(counter, 'staff-agent-1280');

  // The driver's phone shows the trip with the pick-up address.
  const { page: phone } = await pageAs(driver, PHONE);
  await open(phone, '/driver/trips');
  const trip = phone.getByTestId('driver-trip');
  await expect(trip).toHaveCount(1);
  await expect(trip.getByText(/12 Jail Road/)).toBeVisible();
  await expect(trip.getByText(/24 hours before/)).toBeVisible();
  await screenshot(phone, 'staff-driver-trips-390');
  // The same in Urdu, right to left.
  const { page: urdu } = await pageAs(driver, PHONE, 'ur');
  await open(urdu, '/driver/trips');
  await expect(urdu.getByRole('heading', { name: 'میرے سفر' })).toBeVisible();
  await expect(urdu.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshot(urdu, 'staff-driver-trips-390-ur');

  // The owner sees who accepted and who assigned the driver.
  await open(office, '/vendor/audit-log');
  await expect(office.getByTestId('audit-row').filter({ hasText: 'Accepted a booking' }).filter({ hasText: 'Bilal Counter' })).toHaveCount(1);
  await expect(office.getByTestId('audit-row').filter({ hasText: 'Assigned a driver' }).filter({ hasText: 'Bilal Counter' })).toHaveCount(1);
  await screenshot(office, 'staff-audit-log-1280');
  const { page: small } = await pageAs(owner, PHONE);
  await open(small, '/vendor/audit-log');
  await expect(small.getByTestId('audit-row').first()).toBeVisible();
  await screenshot(small, 'staff-audit-log-390');
  await open(small, '/vendor/staff');
  await expect(small.getByTestId('staff-card')).toHaveCount(2);
  await screenshot(small, 'staff-owner-390');

  // This month's figures: the request, accepted; each chart with its table.
  await open(office, '/insights');
  const funnel = office.getByRole('table', { name: 'From request to completed trip' });
  await expect(funnel.getByRole('row', { name: /Requested/ })).toContainText('1');
  await expect(funnel.getByRole('row', { name: /Accepted/ })).toContainText('1');
  await office.getByRole('region', { name: 'From request to completed trip' }).locator('svg').first().waitFor();
  await screenshot(office, 'staff-analytics-1280');
  const { page: urduOffice } = await pageAs(owner, PHONE, 'ur');
  await open(urduOffice, '/insights');
  await urduOffice.getByRole('table', { name: 'درخواست سے مکمل سفر تک' }).waitFor({ state: 'attached' });
  await screenshot(urduOffice, 'staff-analytics-390-ur');
});
