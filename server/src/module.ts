// What a feature brings to the app, declared in its own folder (`<feature>/module.ts`) and named
// once in `features.ts` (decision 0028): its routes, its job queues with their schedules, its event
// subscribers by event name, and its part of the nightly clean-up. The app registers the routes,
// the job queue the queues and schedules, and the event bus the subscribers, from that one list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Tx } from './db/client.js';
import type { EventMap, EventName } from './events.js';
import type { JobInfo, QueueSpec } from './jobs/queue.js';
import type { AppContext } from './context.js';

export interface FeatureJob<T = never> {
  queue: QueueSpec;
  /** Must be idempotent: a job can run twice (a worker may stop after the work, before marking it done). */
  run: (ctx: AppContext, data: T, job: JobInfo) => Promise<void>;
  /** A cron expression (UTC) when the queue also runs on a schedule, once across all instances. */
  every?: string;
}

export interface Subscriber<K extends EventName> {
  /** Inside the emitting transaction: its writes commit or roll back with the change. */
  during?: (ctx: AppContext, event: EventMap[K], tx: Tx) => Promise<void>;
  /** Once the change committed (wake a worker, move money now); never undoes it. */
  after?: (ctx: AppContext, event: EventMap[K]) => void | Promise<void>;
}

export type Subscribers = { [K in EventName]?: Subscriber<K> };

export interface FeatureModule {
  name: string;
  /** Registered under /api. */
  routes?: FastifyPluginAsyncZod;
  /** Registered at the root (pages and files outside the API). */
  rootRoutes?: FastifyPluginAsyncZod;
  // Handlers are checked where they are declared (`job()`); the list holds any job's shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jobs?: FeatureJob<any>[];
  subscribers?: Subscribers;
  /** Rows the nightly clean-up removes or closes, by name; each returns how many it touched. */
  nightly?: Record<string, (ctx: AppContext) => Promise<number>>;
}

/** Declares a feature; the identity, for the types. */
export const defineFeature = <M extends FeatureModule>(module: M): M => module;
/** Declares a job with its handler's data type. */
export const job = <T>(definition: FeatureJob<T>): FeatureJob<T> => definition;
/** The same subscriber for several events (notifications hear every booking event). */
export function subscribeAll<K extends EventName>(names: readonly K[], subscriber: Subscriber<K>): { [P in K]: Subscriber<K> } {
  return Object.fromEntries(names.map((name) => [name, subscriber])) as { [P in K]: Subscriber<K> };
}
