// Runs the server test suite again against the PostgreSQL server named by TEST_DATABASE_URL
// (each test file in a fresh database it creates and drops). PGlite runs one query at a time, so
// concurrency tests only mean something here.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL server pass (CI sets it).');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_MODE: 'pg' },
});
process.exit(result.status ?? 1);
