// Test helpers of the messages feature: a clock tests can move, and running delayed jobs.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';

export class TestClock {
  constructor(private at: number = Date.parse('2030-02-01T09:00:00Z')) {}
  now = () => new Date(this.at);
  advance(ms: number) {
    this.at += ms;
  }
  set(iso: string) {
    this.at = Date.parse(iso);
  }
}

/**
 * Makes the delayed jobs of `queue` due now and runs them: the job queue waits by the database's
 * own clock, the handlers decide by the app's (movable) clock.
 */
export async function runDelayedJobs(ctx: AppContext, queue: string) {
  // A second back: the queue takes jobs with start_after < now(), and the embedded database's clock
  // may not have moved on between this statement and the fetch.
  await ctx.db.execute(sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = ${queue} AND state IN ('created', 'retry')`);
  await ctx.jobs.drain(queue);
}
