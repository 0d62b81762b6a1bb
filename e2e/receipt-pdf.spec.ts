// The receipt PDF from the built app (issue 30, decision 0038): a booking confirmed with the
// balance taken in cash at the counter; its customer opens the receipt page, in Urdu at 390 px and
// in English at 1280 px, and "Download PDF" gives the server's PDF (the production build finds the
// fonts and HarfBuzz), Urdu first for the Urdu reader, with the amounts in both sections.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, sharedAppUrl, test } from './support/test.js';
import { DESKTOP, PHONE, open, screenshot, type LoginAnswer, signedInPage } from './support/browser.js';
import { call, login } from './support/api.js';

const baseUrl = sharedAppUrl();
let browser: Browser;
let customer: LoginAnswer;
let bookingId: string;

const api = <T,>(who: LoginAnswer | null, method: string, path: string, body?: unknown) => call<T>(method, path, body, who?.token);

const pageAs = (who: LoginAnswer, viewport: { width: number; height: number }, language: 'en' | 'ur') => signedInPage(browser, baseUrl, who, { viewport, language });

/** Far-off random days, so that runs never meet each other or the demo bookings. */
const base = Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 20));
const day = (offset: number) => new Date(base + offset * 86_400_000).toISOString().slice(0, 10);

/** The PDF's text, one string per page (poppler's pdftotext; CI installs poppler-utils). */
function pdfPages(file: string): string[] {
  const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  if (result.error) throw new Error('pdftotext is missing: install poppler-utils to read the downloaded PDF');
  return result.stdout.split('\f').slice(0, -1);
}

test.beforeAll(async ({ browser: workerBrowser }) => {
  browser = workerBrowser;
  const password = 'a-long-enough-password';
  const stamp = Date.now();
  await api(null, 'POST', '/auth/register', { name: 'Hina Raza', email: `receipt-${stamp}@example.pk`, password, phone: '+92 300 4445556', role: 'customer' });
  customer = await login(`receipt-${stamp}@example.pk`, password, 'customer');
  await api(null, 'POST', '/auth/register', { name: 'Paper Trail Motors', email: `receipt-vendor-${stamp}@example.pk`, password, phone: '+92 300 4445557', role: 'vendor' });
  const vendor = await login(`receipt-vendor-${stamp}@example.pk`, password, 'vendor');
  const service = await api<{ id: string }>(vendor, 'POST', '/services', {
    name: 'Paper Trail Motors', description: 'Cars with a paper trail.', phone: '+92 42 7654000', addressLine1: '9 Mall Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan',
  });
  // A 25% advance, so the rest (PKR 18,750 of 25,000) is due at the counter.
  await api(vendor, 'PUT', `/services/${service.id}/payment-terms`, { advancePercent: 25, depositAmount: 0, depositReturnDays: 7 });
  const car = await api<{ id: string }>(vendor, 'POST', '/cars/addCar', { serviceId: service.id, make: 'HONDA', model: 'City', year: 2023, transmission: 'AUTOMATIC', fuelType: 'PETROL', pricePerDay: 12500, registrationNumber: 'LED-2468' });
  const booking = await api<{ id: string }>(customer, 'POST', '/bookings/createBooking', { carId: car.id, startDate: `${day(3)}T10:00:00`, endDate: `${day(5)}T10:00:00` });
  bookingId = booking.id;
  await api(vendor, 'PUT', `/bookings/${bookingId}/accept`, {});
  // Paid outside the app: the vendor confirms, then records the rent taken in cash at the counter.
  await api(vendor, 'PUT', `/bookings/${bookingId}/complete`, {});
  await api(vendor, 'POST', `/bookings/${bookingId}/cash-receipts`, { kind: 'balance', amount: 18750, method: 'cash', reference: 'CASH-1' });
});

test('the receipt page downloads the server PDF, in Urdu first for an Urdu reader and in English first for an English one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-pdf-'));
  try {
    for (const [viewport, locale, button, name] of [
      [PHONE, 'ur', 'PDF ڈاؤن لوڈ کریں', 'receipt-pdf-ur-390'],
      [DESKTOP, 'en', 'Download PDF', 'receipt-pdf-en-1280'],
    ] as const) {
      const { page, context } = await pageAs(customer, viewport, locale);
      await open(page, `/bookings/${bookingId}/receipt`);
      const download = page.getByRole('button', { name: button });
      await expect(download).toBeVisible();
      await screenshot(page, name);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/^rentwheels-receipt-[0-9a-f]{6}\.pdf$/);
      const path = join(dir, `${locale}.pdf`);
      await file.saveAs(path);
      expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
      const pages = pdfPages(path);
      const englishAt = pages.findIndex((text) => text.includes('Receipt'));
      expect(englishAt).toBe(locale === 'en' ? 0 : 1);
      const english = pages.slice(englishAt, englishAt + 1).join('\n');
      const urdu = pages.filter((_, i) => i !== englishAt).join('\n');
      expect(english).toContain('PKR 25,000');
      expect(english).toContain('PKR 18,750');
      expect(english).toContain('Balance paid, Cash');
      expect(english).toContain('CASH-1');
      expect(urdu).toContain('Rs 25,000');
      expect(urdu).toContain('Rs 18,750');
      // The Urdu section's words come back as typed (the built server found Nastaliq and HarfBuzz).
      expect(urdu).toContain('ادائیگیاں اور واپسیاں');
      await context.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
