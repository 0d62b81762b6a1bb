// `npm run lighthouse`: Lighthouse (from npm) on the production build, the way a phone meets it.
// Not a test and not part of `npm test`: it measures, it asserts nothing.
//
// It builds what changed (scripts/build.mjs), starts the app as production does on the embedded
// database with the demo data (the e2e journeys' startApp), and runs Lighthouse with its default
// mobile emulation (a mid-range phone, simulated slow 4G and a 4× slower CPU) on the home page,
// /cars, a car page and a service page, in the system's Chromium (CHROME_PATH, else
// /usr/bin/chromium); nothing is downloaded at run time. It prints the four category scores and
// the Core Web Vitals and writes a JSON summary (default lighthouse-results/summary.json, or
// `--out <file>`; `--label <text>` is stored with it).
//
//   npm run lighthouse
//   npm run lighthouse -- --label after --out lighthouse-results/after.json
//   npm run lighthouse -- --pages home,car   # only these (home, cars, car, service)
//   LIGHTHOUSE_RUNS=3 npm run lighthouse     # median of three runs per page
//   npm run lighthouse -- --pages ur-home,ur-cars,ur-car,bookings,booking
//
// Readers: `ur-…` pages are read by a reader who chose Urdu on this device (the `locale` cookie and
// the app's stored choice); `bookings` (My Bookings) and `booking` (a booking's page) by the demo
// customer, signed in the way the app leaves a browser (the session in localStorage, `signed_in=1`
// and the HttpOnly session cookie the server draws pages with, decision 0049). The reader is set up
// on a plain address of the app before Lighthouse loads the page, and Lighthouse is told to keep
// that storage; the page's files are still loaded cold (nothing of the app was loaded before).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startApp } from '../e2e/support/app.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const argument = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const out = resolve(root, argument('out') ?? 'lighthouse-results/summary.json');
const label = argument('label') ?? '';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const app = await startApp();
let chrome;
try {
  const cars = await (await fetch(`${app.url}/api/cars`)).json();
  const car = Array.isArray(cars) ? cars[0] : undefined;
  const only = argument('pages')?.split(',');
  const allPages = [
    { name: 'home', path: '/' },
    { name: 'cars', path: '/cars' },
    ...(car ? [{ name: 'car', path: `/cars/${car.id}` }] : []),
    ...(car?.serviceId ? [{ name: 'service', path: `/services/${car.serviceId}` }] : []),
  ];
  const customer = await signIn(app.url, 'ayesha.khan@example.pk');
  const booking = await firstBooking(app.url, customer.token);
  const urdu = { locale: 'ur' };
  const signedIn = { locale: 'en', session: customer };
  allPages.push(
    ...allPages.filter((p) => p.name !== 'service').map((p) => ({ name: `ur-${p.name}`, path: p.path, reader: urdu })),
    { name: 'bookings', path: '/bookings', reader: signedIn },
    ...(booking ? [{ name: 'booking', path: `/bookingDetails/${booking}`, reader: signedIn }] : []),
  );
  // Without --pages: the four public pages for an English visitor, as before.
  const pages = only ? allPages.filter((p) => only.includes(p.name)) : allPages.filter((p) => !p.reader);

  const results = [];
  for (const page of pages) {
    const samples = [];
    // A run Lighthouse itself could not record (its trace lost the navigation start: NO_NAVSTART)
    // is run again, at most twice per page, instead of counting as a score of 0.
    let retries = 2;
    for (let i = 0; i < runs; i += 1) {
      // A fresh browser for each run: no cache, service worker or state from the page before
      // (reusing one made the fourth navigation fail with NO_NAVSTART).
      chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
      let browser;
      try {
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
        let tab;
        if (page.reader) {
          browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
          tab = (await browser.pages())[0] ?? (await browser.newPage());
          await becomeReader(tab, app.url, page.reader);
        }
        const result = await lighthouse(`${app.url}${page.path}`, page.reader ? { ...flags, disableStorageReset: true } : flags, undefined, tab);
        if (result.lhr.runtimeError && retries > 0) {
          retries -= 1;
          console.log(`${page.path}: Lighthouse failed to record the run (${result.lhr.runtimeError.code}); running it again`);
          i -= 1;
          continue;
        }
        samples.push(summarise(result.lhr));
        // The whole report too, for the details behind a score (which task blocked, which issue).
        mkdirSync(join(dirname(out), 'reports'), { recursive: true });
        writeFileSync(join(dirname(out), 'reports', `${page.name}-${i + 1}.json`), JSON.stringify(result.lhr));
      } finally {
        await browser?.disconnect();
        await chrome.kill();
        chrome = undefined;
      }
    }
    samples.sort((a, b) => a.performance - b.performance);
    const median = samples[Math.floor(samples.length / 2)];
    const each = { performance: samples.map((s) => s.performance), tbtMs: samples.map((s) => s.tbtMs), lcpMs: samples.map((s) => s.lcpMs) };
    results.push({ page: page.name, path: page.path, ...median, runs: each });
    print(page, median);
    if (samples.length > 1) console.log(`${''.padEnd(48)} runs: perf ${each.performance.join(' · ')}  TBT ${each.tbtMs.join(' · ')} ms  LCP ${each.lcpMs.join(' · ')} ms`);
  }

  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify({ label, date: new Date().toISOString(), runsPerPage: runs, emulation: 'Lighthouse default mobile (Moto G Power, slow 4G, 4x CPU slowdown)', results }, null, 2)}\n`,
  );
  console.log(`\nSummary written to ${join(dirname(out).replace(root, ''), out.split('/').pop())}`);
} finally {
  if (chrome) await chrome.kill();
  await app.stop();
}

async function signIn(base, email) {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'RentWheels-demo-2026', loginAs: 'customer' }),
  });
  if (!answer.ok) throw new Error(`signing in ${email}: ${answer.status}`);
  return answer.json();
}

/** The id of the demo customer's first booking (their My Bookings' first row). */
async function firstBooking(base, token) {
  const answer = await fetch(`${base}/api/bookings/customer`, { headers: { authorization: `Bearer ${token}` } });
  const body = await answer.json();
  const rows = Array.isArray(body) ? body : (body.items ?? body.bookings ?? []);
  return rows[0]?.id;
}

/** Leaves the browser as the app would for this reader: the chosen language, and the session. */
async function becomeReader(tab, base, { locale, session }) {
  // A plain answer of the app's origin, so its storage can be written without loading the app.
  await tab.goto(`${base}/robots.txt`);
  await tab.evaluate(
    ({ locale, session }) => {
      localStorage.setItem('locale', locale);
      localStorage.setItem('localeChosen', '1');
      if (session) {
        localStorage.setItem('token', session.token);
        localStorage.setItem('user', JSON.stringify({ id: session.userId, name: session.name, roles: session.roles, email: session.email, phone: session.phone, emailVerified: session.emailVerified }));
        localStorage.setItem('loggedInAs', session.loggedInAs);
      }
    },
    { locale, session: session ?? null },
  );
  const url = new URL(base);
  const cookie = (name, value, httpOnly = false) => ({ name, value, domain: url.hostname, path: '/', httpOnly, sameSite: 'Lax' });
  await tab.setCookie(
    cookie('locale', locale),
    cookie('signed_in', session ? '1' : '0'),
    ...(session ? [cookie('page_session', session.token, true)] : []),
  );
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const failed = (id) =>
    Object.values(lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Number((value('cumulative-layout-shift') ?? 0).toFixed(3)),
    tbtMs: Math.round(value('total-blocking-time')),
    speedIndexMs: Math.round(value('speed-index')),
    totalBytes: Math.round(value('total-byte-weight')),
    runtimeError: lhr.runtimeError?.code,
    // What moved: the elements of the largest layout shifts, so a CLS figure says where to look.
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 5).map((item) => ({
      score: Number((item.score ?? 0).toFixed(3)),
      node: item.node?.selector ?? item.node?.snippet ?? null,
    })),
    failedAudits: { accessibility: failed('accessibility'), bestPractices: failed('best-practices'), seo: failed('seo') },
  };
}

function print(page, r) {
  console.log(
    `${`${page.name} ${page.path}`.padEnd(48)} perf ${String(r.performance).padStart(3)}  a11y ${r.accessibility}  bp ${r.bestPractices}  seo ${r.seo}` +
      `${r.runtimeError ? `  ERROR ${r.runtimeError}` : ''}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  CLS ${r.cls}  TBT ${r.tbtMs} ms  total ${(r.totalBytes / 1024).toFixed(0)} KiB`,
  );
}
