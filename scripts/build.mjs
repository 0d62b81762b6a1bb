// Builds what `npm start` and production need, and only what changed since the last build:
//   web/dist          the web app (Vite)
//   server/dist/main.js  the API compiled to one plain-JavaScript file (esbuild), so production
//                        starts with `node server/dist/main.js` and no TypeScript loader; beside
//                        it ical-worker.js, the calendar feed worker main.js starts (decision 0030).
// Each output keeps a fingerprint of its inputs beside it; `--force` rebuilds regardless.
// `--server-outdir=DIR` builds the server alone into DIR (inside the repository, so that its
// imports of node_modules resolve), always and without a fingerprint: for a test of the build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const force = process.argv.includes('--force');
/** Bumped when the way of building changes, so earlier outputs are rebuilt. */
const RECIPE = 'recipe-4';
const serverOutdir = process.argv.find((a) => a.startsWith('--server-outdir='))?.slice('--server-outdir='.length);
const only = serverOutdir ? 'server' : process.argv.find((a) => a === 'web' || a === 'server');

function filesUnder(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(join(path, entry.name)),
  );
}

function fingerprint(inputs) {
  const hash = createHash('sha256').update(RECIPE);
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

async function step(name, { inputs, stamp, run }) {
  if (serverOutdir) return run();
  const stampPath = join(root, stamp);
  const current = fingerprint(inputs);
  if (!force && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === current) {
    console.log(`${name}: up to date`);
    return;
  }
  const started = Date.now();
  await run();
  writeFileSync(stampPath, current);
  console.log(`${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const shared = ['shared/src', 'shared/package.json', 'package-lock.json'];

if (!only || only === 'web') {
  await step('web app', {
    inputs: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', ...shared],
    stamp: 'web/dist/.build-fingerprint',
    run: async () => {
      // Always the production build, whatever NODE_ENV the caller runs under (a test runner sets
      // "test", which would give React's development build and no service worker).
      const env = { ...process.env, NODE_ENV: 'production' };
      const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: join(root, 'web'), stdio: 'inherit', env });
      if (result.status !== 0) process.exit(result.status ?? 1);
      // The server's page renderer (decision 0026): the same screens, built for Node.
      const server = spawnSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server', '--logLevel', 'warn'], {
        cwd: join(root, 'web'),
        stdio: 'inherit',
        env,
      });
      if (server.status !== 0) process.exit(server.status ?? 1);
    },
  });
}

if (!only || only === 'server') {
  const serverPackage = JSON.parse(readFileSync(join(root, 'server/package.json'), 'utf8'));
  // npm packages stay imports of node_modules; the workspace's own TypeScript (shared) is compiled in.
  const external = Object.keys(serverPackage.dependencies).filter((name) => !name.startsWith('@carrental/'));
  await step('server', {
    inputs: ['server/src', 'server/package.json', ...shared],
    stamp: 'server/dist/.build-fingerprint',
    run: async () => {
      await build({
        // The feed worker is a file of its own: a worker thread starts from a file, found beside
        // main.js (availability/feed-reader.ts).
        entryPoints: { main: join(root, 'server/src/main.ts'), 'ical-worker': join(root, 'server/src/availability/ical-worker.ts') },
        outdir: serverOutdir ? resolve(root, serverOutdir) : join(root, 'server/dist'),
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: true,
        // esbuild itself only serves the feed worker when running from sources (feed-reader.ts).
        external: [...external, ...external.map((name) => `${name}/*`), 'esbuild'],
        // Some CommonJS dependencies call require(); give the ES module one.
        banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
        logLevel: 'warning',
      });
    },
  });
}
