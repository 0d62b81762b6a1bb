// Runs the server's tests where the database engine itself is under test again against the
// PostgreSQL server named by TEST_DATABASE_URL (each test file in a fresh database it creates and
// drops). PGlite runs one query at a time, so races, row locks, deadlocks, constraints under
// concurrent writers, LISTEN/NOTIFY between instances and the job queue only mean something here.
// The files that only read, render or validate (PDFs, texts, feeds, sign-in, pages) run on PGlite
// alone; decision 0051 says why and how a file joins this list.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Where the PostgreSQL server is under test: writes in transactions, locks, constraints, jobs, instances. */
const ON_POSTGRES = [
  'src/bookings/',
  'src/payments/',
  'src/rental-money/',
  'src/charges/',
  'src/claims/',
  'src/handovers/',
  'src/trips/',
  'src/staff/',
  'src/earnings/',
  'src/availability/availability.api',
  'src/availability/concurrency',
  'src/cars/search.test',
  'src/cars/search-index',
  'src/cars/registration',
  'src/db/',
  'src/jobs/',
  'src/users/',
  'src/agreements/',
  'src/notifications/stream',
  'src/messaging/outbox',
  'src/http/idempotency',
  'src/http/rate-limit-store',
  'src/http/bad-input',
  'src/events',
  'src/instance-lock',
  'test/foundation',
  'test/multi-instance',
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL server pass (CI sets it).');
  process.exit(0);
}
const root = new URL('../server/', import.meta.url);
const files = ['src', 'test']
  .flatMap((dir) => readdirSync(new URL(dir, root), { recursive: true }).map((file) => `${dir}/${String(file).replaceAll('\\', '/')}`))
  .filter((file) => file.endsWith('.test.ts') && ON_POSTGRES.some((prefix) => file.startsWith(prefix)))
  .sort();
console.log(`PostgreSQL server pass: ${files.length} test files`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_MODE: 'pg' },
});
process.exit(result.status ?? 1);
