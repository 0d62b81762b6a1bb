// Accounts in a real browser: register as a vendor, verify through the mail (a local SMTP server
// receives it), log in as vendor, switch to customer, edit the profile, upload an ID document,
// change the password, log out; then an admin changes roles and a document status and deletes
// the user. axe checks every screen; screenshots at 390 px and 1280 px.
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test.js';
import type { Browser, Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { startApp, type RunningApp } from './support/app.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { DESKTOP, PHONE, expectNoA11yViolations, newPage, screenshot, open, reload } from './support/browser.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const stamp = Date.now().toString(36);
const person = { name: 'Hamza Sheikh', email: `hamza.${stamp}@example.pk`, password: 'my first long passphrase', phone: '0300 5556677' };
const NEW_PASSWORD = 'a second long passphrase';
const RESET_PASSWORD = 'a third long passphrase, after a reset';

let app: RunningApp;
let browser: Browser;
let smtp: SMTPServer;
const mails: Array<{ to: string[]; raw: string }> = [];

/** The path of the first link matching `pattern` in a mail to `to` (quoted-printable undone). */
async function mailedPath(to: string, pattern: RegExp, prefix: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    for (const mail of mails.filter((m) => m.to.includes(to))) {
      const match = pattern.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      if (match) return `${prefix}${match[1]}`;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link like ${pattern}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const verificationPath = (to: string) => mailedPath(to, /verify-email\?token=([A-Za-z0-9_-]+)/, '/verify-email?token=');

async function login(page: Page, email: string, password: string, as: 'Customer' | 'Vendor') {
  await open(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel(as).check();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

test.beforeAll(async ({ browser: workerBrowser }) => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  app = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` }, timeoutMs: 180_000 });
  browser = workerBrowser;
});

test.afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test.describe('accounts journey', () => {
  test('register → verify → vendor login → switch → profile → password → logout', async () => {
    const { page, context } = await newPage(browser, app.url, DESKTOP);
    await open(page, '/register');
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'accounts-register-1280');
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByLabel('Phone').fill(person.phone);
    await page.getByLabel('I want to register as a vendor').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await toast(page, 'Account created. Check your email for the verification link, then log in.');
    await expectNoA11yViolations(page);
    await screenshot(page, 'accounts-login-1280');

    await open(page, await verificationPath(person.email));
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'accounts-verified-1280');
    // The link is single use.
    await reload(page);
    await page.getByRole('heading', { name: 'Verification Failed' }).waitFor();

    await login(page, person.email, person.password, 'Vendor');
    expect(await page.evaluate(() => localStorage.getItem('loggedInAs'))).toBe('VENDOR');
    await page.getByRole('button', { name: `Account menu for ${person.name}` }).click();
    await page.getByRole('menuitem', { name: 'Switch to Customer' }).click();
    await page.getByText('You are about to switch to Customer mode. In this mode you can browse and book cars.').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Switch' }).click();
    await toast(page, 'Switched to Customer portal');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loggedInAs'))).toBe('CUSTOMER');

    await open(page, '/profile');
    await page.getByRole('heading', { name: 'Account Information' }).waitFor();
    await page.getByText(person.email).first().waitFor();
    await expectNoA11yViolations(page);
    const profileForm = page.getByRole('form', { name: 'Update profile' });
    await profileForm.getByLabel('Name').fill('Hamza A. Sheikh');
    await profileForm.getByRole('button', { name: 'Update Profile' }).click();
    await toast(page, 'Profile updated successfully');

    await page.getByTestId('document-input').setInputFiles({ name: 'cnic.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('dialog').getByText('Upload "cnic.pdf" for verification?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByTestId('document-status').textContent()).toBe('Pending review');

    const passwordForm = page.getByRole('form', { name: 'Change password' });
    await passwordForm.getByLabel('Current Password').fill(person.password);
    await passwordForm.getByLabel('New Password', { exact: false }).first().fill(NEW_PASSWORD);
    await passwordForm.getByLabel('Confirm New Password').fill('something else entirely');
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await passwordForm.getByText('Passwords do not match').waitFor();
    await passwordForm.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Password updated successfully');
    await screenshot(page, 'accounts-profile-1280');

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('loggedInAs')])).toEqual([null, null, null]);

    // The new password works.
    await login(page, person.email, NEW_PASSWORD, 'Customer');
    await context.close();
  });

  test('forgot password → emailed link → new password → login; the link works once', async () => {
    const { page, context } = await newPage(browser, app.url, PHONE);
    await open(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill(person.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').filter({ hasText: /link/i }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'accounts-forgot-password-390');

    const resetPath = await mailedPath(person.email, /reset-password\?token=([A-Za-z0-9_-]+)/, '/reset-password?token=');
    await open(page, resetPath);
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('New Password').first().fill(RESET_PASSWORD);
    await reset.getByLabel('Confirm New Password').fill(RESET_PASSWORD);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: /password/i }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'accounts-reset-password-390');

    // Single use: the same link again is refused with a message.
    await open(page, resetPath);
    await reset.getByLabel('New Password').first().fill('yet another long passphrase');
    await reset.getByLabel('Confirm New Password').fill('yet another long passphrase');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await reset.getByRole('alert').waitFor();

    await login(page, person.email, RESET_PASSWORD, 'Customer');
    await context.close();
  });

  test('an admin changes roles and a document status, then deletes the user', async () => {
    const { page, context } = await newPage(browser, app.url, DESKTOP);
    await login(page, DEMO.admin, DEMO_PASSWORD, 'Customer');
    await open(page, '/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: person.email });
    await row.waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'accounts-users-1280');
    await row.getByRole('link', { name: /^View/ }).click();
    await page.waitForURL(/\/users\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'User Details' }).waitFor();
    await page.getByRole('link', { name: 'View Document' }).waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('combobox', { name: 'Roles' }).click();
    await page.getByRole('option', { name: 'VENDOR' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Update Roles' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Roles updated successfully!');

    expect(await page.getByRole('button', { name: 'Update Document Statuses' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await page.getByRole('button', { name: 'Update Document Statuses' }).click();
    await page.getByText('Document statuses updated successfully!').waitFor();
    await screenshot(page, 'accounts-user-details-1280');

    await page.getByRole('button', { name: 'Delete User' }).click();
    await page.getByText('Are you sure you want to delete this user? This action cannot be undone. All user data and documents will be permanently removed.').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL((url) => url.pathname === '/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('row').filter({ hasText: DEMO.customer }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: person.email }).count()).toBe(0);
    await context.close();
  });

  test('shows "Not authorised" to a customer and fits a phone screen', async () => {
    const { page, context } = await newPage(browser, app.url, PHONE);
    await open(page, '/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'accounts-login-390');
    await login(page, DEMO.customer, DEMO_PASSWORD, 'Customer');
    await open(page, '/users');
    await page.getByRole('heading', { name: 'Not authorised' }).waitFor();
    await expectNoA11yViolations(page);
    await open(page, '/profile');
    await page.getByRole('heading', { name: 'Account Information' }).waitFor();
    await expectNoA11yViolations(page);
    await screenshot(page, 'accounts-profile-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
