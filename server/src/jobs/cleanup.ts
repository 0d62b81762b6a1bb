// The nightly clean-up: one job that runs every feature's `nightly` tasks (expired e-mail tokens,
// unfinished checkouts, unclaimed uploads, unsent message photos) and the platform's own
// (idempotency answers older than a day, rate-limit counters whose window has ended). Each task
// only touches rows that are still due, so a repeat finds nothing.
import type { AppContext } from '../context.js';
import type { FeatureModule } from '../module.js';
import { deleteExpiredIdempotencyKeys } from '../http/idempotency.js';
import { deleteEndedRateLimitWindows } from '../http/rate-limit-store.js';
import type { QueueSpec } from './queue.js';

export const CLEANUP_QUEUE: QueueSpec = { name: 'maintenance.cleanup', retryLimit: 3, retryDelay: 60, retryBackoff: true };
/** Every night at 03:15 UTC. */
export const CLEANUP_CRON = '15 3 * * *';

/** How many rows each task touched, by the task's name. */
export type CleanupResult = Record<string, number>;
type Task = (ctx: AppContext) => Promise<number>;

const PLATFORM_TASKS: Record<string, Task> = {
  idempotencyKeys: deleteExpiredIdempotencyKeys,
  rateLimitWindows: (ctx) => deleteEndedRateLimitWindows(ctx.db, ctx.clock.now()),
};

const tasksOf = new WeakMap<AppContext, Record<string, Task>>();

/** The features' tasks for this context (called when the features are wired). */
export function setNightlyTasks(ctx: AppContext, features: readonly FeatureModule[]) {
  tasksOf.set(ctx, Object.assign({}, ...features.map((feature) => feature.nightly ?? {}), PLATFORM_TASKS));
}

export async function runCleanup(ctx: AppContext): Promise<CleanupResult> {
  const result: CleanupResult = {};
  for (const [name, task] of Object.entries(tasksOf.get(ctx) ?? PLATFORM_TASKS)) result[name] = await task(ctx);
  ctx.log.info(result, 'nightly clean-up done');
  return result;
}
