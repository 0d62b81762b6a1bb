// `npm run bench:inp`: Interaction to Next Paint on /cars, measured with the `web-vitals` library in
// the system's Chromium with the CPU slowed 4× (as Lighthouse's phone), on the production build with
// the demo data. Not a test: it measures and prints, it asserts nothing (docs/performance.md).
//
// Interactions, each on a freshly loaded page (so one never waits behind another):
// - phone (390 px): open the filters (the "Filters" button opens the sheet);
// - phone (390 px): change a filter in the open sheet (tick the first make);
// - desktop (1280 px): change a filter in the side panel (tick the first make).
// Each is repeated RUNS times (INP_RUNS, default 5); the script prints every run's figure (the
// interaction's longest event, as INP counts it) and the median, the slowest event's parts (input
// delay, processing, presentation), and web-vitals' INP of that page. Results go to `--out` (default lighthouse-results/inp.json).
//
//   npm run bench:inp
//   INP_RUNS=9 npm run bench:inp -- --out lighthouse-results/inp-after.json
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startApp } from '../e2e/support/app.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);
const at = process.argv.indexOf('--out');
const out = resolve(root, at > 0 ? process.argv[at + 1] : 'lighthouse-results/inp.json');
const runs = Math.max(1, Number(process.env.INP_RUNS ?? 5));
// The package exports no path to its browser build; it sits beside the main file.
const vitals = readFileSync(join(dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js'), 'utf8');

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const app = await startApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});

const scenarios = [
  {
    name: 'phone: open the filters',
    viewport: { width: 390, height: 844 },
    prepare: async () => {},
    act: (page) => page.getByRole('button', { name: /^Filters/ }).click(),
  },
  {
    name: 'phone: change a filter in the sheet',
    viewport: { width: 390, height: 844 },
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
    },
    act: (page) => page.getByRole('dialog').getByRole('checkbox').first().click(),
  },
  {
    name: 'desktop: change a filter in the side panel',
    viewport: { width: 1280, height: 900 },
    prepare: async () => {},
    act: (page) => page.locator('#car-filters').getByRole('checkbox').first().click(),
  },
];

const results = [];
try {
  for (const scenario of scenarios) {
    const values = [];
    let slowest = null;
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: scenario.viewport, locale: 'en-GB', timezoneId: 'Asia/Karachi' });
      const page = await context.newPage();
      await page.addInitScript(`${vitals};
        window.__inp = [];
        window.__events = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) window.__events.push({ id: e.interactionId, start: e.startTime, duration: e.duration, name: e.name, delay: e.processingStart - e.startTime, processing: e.processingEnd - e.processingStart }); })
          .observe({ type: 'event', durationThreshold: 16, buffered: true });
        webVitals.onINP((m) => window.__inp.push({ value: m.value, attribution: {
          target: m.attribution.interactionTarget, type: m.attribution.interactionType,
          inputDelay: m.attribution.inputDelay, processing: m.attribution.processingDuration,
          presentation: m.attribution.presentationDelay } }), { reportAllChanges: true, durationThreshold: 0 });`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${app.url}/cars`, { waitUntil: 'networkidle' });
      await scenario.prepare(page);
      // Start from a quiet page: what the interaction costs, not what loading still does.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
      const mark = await page.evaluate(() => { window.__inp = []; return performance.now(); });
      await scenario.act(page);
      // The interaction's own figure, from the Event Timing entries web-vitals reads (the longest
      // event of the interaction). web-vitals' INP is the page's worst interaction so far: for the
      // page's first interaction it is this one; for a later one (the filter changed in the open
      // sheet) only when it is worse, so the entries are read for every scenario. An interaction
      // under 16 ms leaves no entry, and counts as 16.
      await page.waitForFunction((from) => window.__events.some((e) => e.start >= from), mark, { timeout: 10_000 }).catch(() => undefined);
      await page.waitForTimeout(300);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const { events, inp } = await page.evaluate((from) => ({ events: window.__events.filter((e) => e.start >= from), inp: window.__inp.at(-1) ?? null }), mark);
      const longest = events.reduce((a, e) => (!a || e.duration > a.duration ? e : a), null);
      const value = longest ? longest.duration : 16;
      values.push(Math.round(value));
      const run = { value, event: longest, webVitalsInp: inp };
      if (!slowest || value > slowest.value) slowest = run;
      await context.close();
    }
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    results.push({ scenario: scenario.name, median, runs: values, slowest });
    const e = slowest.event;
    const parts = e ? `slowest: ${e.name}, delay ${Math.round(e.delay)} + processing ${Math.round(e.processing)} + presentation ${Math.round(e.duration - e.delay - e.processing)} ms` : 'every run under 16 ms';
    const vitalsInp = slowest.webVitalsInp ? `; web-vitals INP of that page ${Math.round(slowest.webVitalsInp.value)} ms` : '';
    console.log(`${scenario.name.padEnd(44)} median ${median} ms  runs ${values.join(' · ')}  ${parts}${vitalsInp}`);
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: 4, runs, results }, null, 2)}\n`);
  console.log(`\nWritten to ${out.replace(root, '')}`);
} finally {
  await browser.close();
  await app.stop();
}
