// `npm run bench:inp`: Interaction to Next Paint on /cars, measured with the `web-vitals` library in
// the system's Chromium with the CPU slowed 4× (as Lighthouse's phone), on the production build with
// the demo data. Not a test: it measures and prints, it asserts nothing (docs/performance.md).
//
// Interactions, each on a freshly loaded page (so one never waits behind another):
// - phone (390 px): open the filters (the "Filters" button opens the sheet);
// - phone (390 px): change a filter in the open sheet (tick the first make);
// - desktop (1280 px): change a filter in the side panel (tick the first make).
// Each is repeated RUNS times (INP_RUNS, default 5); the script prints every run's INP and the
// median, and the slowest event's parts (input delay, processing, presentation) from web-vitals'
// attribution build. Results go to `--out` (default lighthouse-results/inp.json).
//
//   npm run bench:inp
//   INP_RUNS=9 npm run bench:inp -- --out lighthouse-results/inp-after.json
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { startApp } from '../e2e/support/app.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);
const at = process.argv.indexOf('--out');
const out = resolve(root, at > 0 ? process.argv[at + 1] : 'lighthouse-results/inp.json');
const runs = Math.max(1, Number(process.env.INP_RUNS ?? 5));
const vitals = readFileSync(require.resolve('web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8');

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
      await page.evaluate(() => { window.__inp = []; });
      await scenario.act(page);
      // web-vitals reports once the frame after the interaction is painted; an interaction under
      // its smallest threshold (16 ms) is never reported, and counts as 16.
      const reported = await page.waitForFunction(() => window.__inp.length > 0, undefined, { timeout: 10_000 }).then(() => true, () => false);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const worst = reported ? (await page.evaluate(() => window.__inp)).at(-1) : { value: 16, attribution: { type: 'under 16 ms', target: '', inputDelay: 0, processing: 0, presentation: 0 } };
      values.push(Math.round(worst.value));
      if (!slowest || worst.value > slowest.value) slowest = worst;
      await context.close();
    }
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    results.push({ scenario: scenario.name, median, runs: values, slowest });
    const a = slowest.attribution;
    console.log(`${scenario.name.padEnd(44)} INP median ${median} ms  runs ${values.join(' · ')}  slowest: ${a.type} on ${a.target}, delay ${Math.round(a.inputDelay)} + processing ${Math.round(a.processing)} + presentation ${Math.round(a.presentation)} ms`);
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: 4, runs, results }, null, 2)}\n`);
  console.log(`\nWritten to ${out.replace(root, '')}`);
} finally {
  await browser.close();
  await app.stop();
}
