// What every journey uses beside Playwright Test's own fixtures (the browser is the system's
// Chromium, configured in playwright.config.ts): pages at a phone's or a desktop's size, opening a
// page once the app is live, accessibility with axe-core, screenshots, API log-in.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import axe from 'axe-core';
import { repoRoot } from './app.js';

export const SCREENSHOT_DIR = join(repoRoot, 'test-results', 'screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

// Every context a journey opens through these helpers, so that the suite's fixture can close what a
// finished test left open: a page left running keeps its renderer busy while later journeys run.
const opened = new Set<BrowserContext>();

/** Keeps `context` on the list of those closed when the test that opened it ends. */
export function track(context: BrowserContext): BrowserContext {
  opened.add(context);
  context.once('close', () => opened.delete(context));
  return context;
}

/** Closes every context opened through these helpers and still open (the suite's fixture calls it after each test). */
export async function closeOpenedContexts(): Promise<void> {
  const open = [...opened];
  opened.clear();
  await Promise.all(open.map((context) => context.close().catch(() => {})));
}

/** A fresh page; `locale` is the browser's language (the app follows it on a first visit). */
export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP, locale = 'en-PK'): Promise<{ context: BrowserContext; page: Page }> {
  const context = track(await browser.newContext({ baseURL, viewport, locale, timezoneId: 'Asia/Karachi' }));
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A fresh page signed in as `who` (the session stored the way the web app stores it). `language`
 * is the app's chosen language; without it the app follows the browser's (`browserLocale`).
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  who: LoginAnswer,
  { viewport = DESKTOP, language, browserLocale }: { viewport?: { width: number; height: number }; language?: 'en' | 'ur'; browserLocale?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { page, context } = await newPage(browser, baseURL, viewport, browserLocale);
  await page.addInitScript(
    ({ a, language }) => {
      localStorage.setItem('token', a.token);
      localStorage.setItem('user', JSON.stringify({ id: a.userId, name: a.name, roles: a.roles, email: a.email, phone: a.phone, emailVerified: a.emailVerified }));
      localStorage.setItem('loggedInAs', a.loggedInAs);
      if (language) localStorage.setItem('locale', language);
    },
    { a: who, language },
  );
  return { page, context };
}

// A page drawn by the server is inert until the app has taken it over (decision 0026): a click or
// typing before that would be lost, so a navigation is done when the page is live.
const live = (page: Page) => page.waitForFunction(() => !document.querySelector('#root[inert]'));

/** Opens `url` (relative to the page's base address) and waits until the app is live on it. */
export async function open(page: Page, url: string, options?: Parameters<Page['goto']>[1]): Promise<Response | null> {
  const response = await page.goto(url, options);
  await live(page);
  return response;
}

/** Reloads the page and waits until the app is live again. */
export async function reload(page: Page, options?: Parameters<Page['reload']>[0]): Promise<Response | null> {
  const response = await page.reload(options);
  await live(page);
  return response;
}

/** Fails the test with a readable list when axe finds any violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  // Let transitions finish first: a dialog half-way through its fade-in has half its contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 }).catch(() => {});
  // WCAG 2.1 A and AA and axe's best practices (heading order, one h1, table headers, landmarks),
  // and the experimental rule that a control's name contains its visible text (the header's
  // counts): the screen-reader checks issue 36 asked to keep clean.
  // axe-core runs in the page itself, put there once per document. (@axe-core/playwright's builder
  // opened a fresh page for every check to merge the results of frames, which this app has none
  // of: a new renderer each time, 1.5-2.5 s of a two-core machine's CPU over 85 checks a run.)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(async (exclude) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    // And none may start while axe runs (it takes seconds on a busy machine): a toast that hides
    // itself meanwhile would be read half-faded. Without transitions it is either there or gone.
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(still);
    const results = await inPage
      .run(exclude.length > 0 ? { include: [['html']], exclude: exclude.map((selector) => [selector]) } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
        resultTypes: ['violations'],
      })
      .finally(() => still.remove());
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).slice(0, 3).join(' | ')})`);
  }, options.exclude ?? []);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** A full-page picture to look at; `E2E_SCREENSHOTS=0` (CI, where nobody looks) skips it. */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** A picture of one part of a page (a panel) or of the viewport only, skipped like `screenshot`. */
export async function partShot(part: Locator | Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await part.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

export interface LoginAnswer {
  token: string;
  userId: string;
  name: string;
  roles: string[];
  loggedInAs: string;
  email?: string;
  phone?: string;
  emailVerified?: boolean;
}

/** Logs in through the API and stores the session the way the web app does. */
export async function loginViaApi(page: Page, baseURL: string, email: string, password: string, loginAs: 'customer' | 'vendor' = 'customer'): Promise<LoginAnswer> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, loginAs }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as LoginAnswer;
  await page.addInitScript((a) => {
    if (localStorage.getItem('token')) return;
    localStorage.setItem('token', a.token);
    localStorage.setItem('user', JSON.stringify({ id: a.userId, name: a.name, roles: a.roles, email: a.email, phone: a.phone, emailVerified: a.emailVerified }));
    localStorage.setItem('loggedInAs', a.loggedInAs);
  }, answer);
  return answer;
}
