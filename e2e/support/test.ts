// Playwright Test with the suite's own fixtures. The app every journey shares is started once by
// `global-setup.ts`, which hands its address to the workers in `E2E_APP_URL`.
import { test as base, expect } from '@playwright/test';
import { closeOpenedContexts } from './browser.js';

/** The address of the app the suite shares (journeys that need their own settings start their own). */
export function sharedAppUrl(): string {
  const url = process.env.E2E_APP_URL;
  if (!url) throw new Error('E2E_APP_URL is not set: run the journeys with `npm run test:e2e`');
  return url;
}

// Playwright reads what a fixture needs from its first parameter's pattern: `{}` is "nothing".
/* eslint-disable no-empty-pattern */
export const test = base.extend<{ closesPages: void }, { appUrl: string }>({
  appUrl: [async ({}, use) => use(sharedAppUrl()), { scope: 'worker' }],
  // After each test, the browser contexts it opened and left open are closed: a finished journey's
  // pages would otherwise keep rendering (and using the CPU) while the next journeys run.
  closesPages: [
    async ({}, use) => {
      await use();
      await closeOpenedContexts();
    },
    { auto: true },
  ],
  // Every page a test opens from the shared app's address, at the size and language it asks for.
  baseURL: async ({}, use) => use(sharedAppUrl()),
});
/* eslint-enable no-empty-pattern */

export { expect };
