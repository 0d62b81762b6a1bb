// What admins see of the job queue: counts per queue and state, the failed jobs (dead letters)
// with their last error, and retrying one. Callers check the ADMIN role (routes.ts).
import { answerText, type Answered } from '../http/locale.js';
import { JOB_STATES, type FailedJob, type JobsOverview, type JobState } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { conflict, notFound } from '../http/errors.js';
import { JOB_SCHEMA } from './queue.js';

const FAILED_SHOWN = 100;

interface CountRow {
  name: string;
  state: JobState;
  count: string | number;
}

interface FailedRow {
  id: string;
  name: string;
  output: unknown;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The error message pg-boss kept for a job's last attempt. */
function lastErrorOf(output: unknown): string {
  const parsed = typeof output === 'string' ? safeJson(output) : output;
  if (parsed && typeof parsed === 'object' && 'message' in parsed) return String((parsed as { message: unknown }).message);
  return parsed == null ? 'No error recorded' : JSON.stringify(parsed).slice(0, 500);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function jobsOverview(ctx: AppContext): Promise<JobsOverview> {
  const rows = await ctx.database.query<CountRow>(`SELECT name, state::text AS state, count(*) AS count FROM ${JOB_SCHEMA}.job GROUP BY name, state`);
  const names = [...new Set([...ctx.jobs.queueNames(), ...rows.map((r) => r.name)])].filter((n) => !n.startsWith('__')).sort();
  const queues = names.map((name) => {
    const counts = Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
    for (const r of rows) if (r.name === name) counts[r.state] = Number(r.count);
    return { name, counts };
  });
  const failedRows = await ctx.database.query<FailedRow>(
    `SELECT id::text AS id, name, output, retry_count, created_on, completed_on FROM ${JOB_SCHEMA}.job
      WHERE state = 'failed' AND name NOT LIKE '\\_\\_%' ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT ${FAILED_SHOWN}`,
  );
  const failed: FailedJob[] = failedRows.map((r) => ({
    id: r.id,
    queue: r.name,
    lastError: lastErrorOf(r.output),
    attempts: Number(r.retry_count) + 1,
    createdAt: iso(r.created_on),
    failedAt: r.completed_on ? iso(r.completed_on) : null,
  }));
  return { queues, failed };
}

/** Puts a failed job back on its queue for a fresh round of attempts. */
export async function retryFailedJob(ctx: AppContext, queue: string, id: string): Promise<Answered<{ message: string }>> {
  if (!ctx.jobs.queueNames().includes(queue)) throw notFound('Job');
  const [row] = await ctx.database.query<{ state: string }>(`SELECT state::text AS state FROM ${JOB_SCHEMA}.job WHERE name = $1 AND id = $2`, [queue, id]);
  if (!row) throw notFound('Job');
  if (row.state !== 'failed') throw conflict('errors.jobs.notFailed', 'JOB_NOT_FAILED');
  await ctx.jobs.boss.retry(queue, id);
  void ctx.jobs.drain(queue).catch((error: unknown) => ctx.log.warn({ err: error, queue }, 'job retry pass failed'));
  return { message: answerText('answers.jobRequeued') };
}
