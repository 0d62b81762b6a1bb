// A fresh, empty PostgreSQL database on a server (for the tests' and the benchmark's runs on
// PostgreSQL): created under a random name beside the one `baseUrl` names, dropped when done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random>` on the server of `baseUrl`; returns its URL and a dropper. */
export async function createFreshDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
