// The journeys: Playwright Test in the system's Chromium (nothing is downloaded), against one app
// started by global-setup.ts. A failed test keeps its trace (open it with `npx playwright show-trace`);
// the HTML report is written to playwright-report/ (`npx playwright show-report playwright-report`).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../test-results/playwright',
  // Two journeys at a time against the one app; a file's tests run in order (they share set-up).
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous bounds: a busy two-core machine can take minutes over a journey; the tests assert what
  // happens, never how fast. A page's reads can wait seconds behind the other journey's work on the
  // app's one PGlite connection and its server drawing (measured with both running: 1.0-3.8 s pauses of
  // the app's event loop), so what a page shows gets 30 s before a test gives up.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
    },
    timezoneId: 'Asia/Karachi',
    // A failed test keeps its trace where someone can open it. Recording one costs every test
    // (measured: two journeys alone, 2.6 min with none, 3.2 with one), so `E2E_TRACE=0` (CI, whose
    // files nobody opens) records none.
    trace: process.env.E2E_TRACE === '0' ? 'off' : 'retain-on-failure',
    actionTimeout: 30_000,
  },
});
