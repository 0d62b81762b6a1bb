// Builds the web app and the server once and starts one seeded app for all journeys; each journey creates the
// users and data it changes, so journeys do not depend on each other.
import { execSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { repoRoot, startApp, type RunningApp } from './support/app.js';

let app: RunningApp | undefined;

export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  app = await startApp({ seed: true, timeoutMs: 180_000 });
  project.provide('baseUrl', app.url);
  return async () => {
    await app?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
