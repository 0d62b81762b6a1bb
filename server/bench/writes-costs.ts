// What the write benchmark's load cost, counted rather than timed (so it means something on a busy
// machine): transactions committed in the bench database (PostgreSQL's own statistics) and, from
// each instance's /metrics (served behind a token for the bench), statements sent outside a
// transaction and job runs per queue.
import type { Database } from '../src/db/client.js';

export const METRICS_TOKEN = 'bench-metrics-token-'.padEnd(40, 'x');

export async function committedTransactions(database: Database): Promise<number> {
  const [row] = await database.query<{ n: string }>(`SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()`);
  return Number(row?.n ?? 0);
}

export interface Scrape {
  statements: number;
  jobs: Map<string, number>;
}

/** Sums what the instances' /metrics say (counters since each one started). */
export async function scrapeInstances(ports: number[]): Promise<Scrape> {
  const scrape: Scrape = { statements: 0, jobs: new Map() };
  for (const port of ports) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    for (const line of text.split('\n')) {
      const statements = /^rentwheels_db_query_duration_seconds_count\{[^}]*\} (\d+)/.exec(line);
      if (statements) scrape.statements += Number(statements[1]);
      const job = /^rentwheels_job_runs_total\{queue="([^"]+)",outcome="([^"]+)"\} (\d+)/.exec(line);
      if (job) {
        const key = `${job[1]} (${job[2]})`;
        scrape.jobs.set(key, (scrape.jobs.get(key) ?? 0) + Number(job[3]));
      }
    }
  }
  return scrape;
}

/** The difference between two scrapes, per paid booking, as lines to print. */
export function describeCosts(before: Scrape, after: Scrape, transactions: number, paid: number): string[] {
  const per = (n: number) => (n / Math.max(1, paid)).toFixed(1);
  const lines = [
    `Database per paid booking (vendor polling included): ${per(transactions)} transactions committed (a statement on its own counts as one), ${per(after.statements - before.statements)} statements outside a transaction`,
  ];
  const jobs = [...after.jobs]
    .map(([key, n]) => [key, n - (before.jobs.get(key) ?? 0)] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  if (jobs.length > 0) lines.push(`Jobs run during the load: ${jobs.map(([key, n]) => `${key} ${n}`).join(', ')}`);
  return lines;
}
