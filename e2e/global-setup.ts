// Builds the web app and the server once and starts one seeded app for all journeys; each journey creates the
// users and data it changes, so journeys do not depend on each other. The workers find the app's address in
// E2E_APP_URL; the returned function stops the app when the run ends.
import { execSync } from 'node:child_process';
import { repoRoot, startApp } from './support/app.js';

export default async function globalSetup() {
  if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  // The journeys' fresh accounts book without verifying a phone; phone-first.spec.ts starts its own app with
  // the setting on (its default), where a booking needs a verified phone (decision 0036).
  const app = await startApp({ seed: true, timeoutMs: 180_000 });
  process.env.E2E_APP_URL = app.url;
  return async () => {
    await app.stop();
  };
}
