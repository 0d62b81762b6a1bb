import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { catalogsPlugin } from './web/vite-catalogs';

export default defineConfig({
  test: {
    // Vitest's default on a two-core machine is one worker, which leaves a core idle while a file
    // starts its app or waits on the database: two files at a time roughly halve the run there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // The exhaustive comparisons with Intl take seconds on a busy machine.
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'], testTimeout: 30_000, isolate: false } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files run one after another in each worker's process, sharing its module cache: the
          // app's modules are imported and the database engine's code compiled once per worker,
          // not once per file (measured: 11 booking files 62 s isolated, 25 s shared). Every
          // file builds its own app and database, so no state crosses files through them.
          isolate: false,
        },
      },
      {
        // As in the build: each feature's English texts load with the code that uses them.
        plugins: [react(), catalogsPlugin()],
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Screens rendered in jsdom can take several seconds on a busy machine; so can a state
          // a test polls for (`expect.poll`, default 1 s).
          testTimeout: 30_000,
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
