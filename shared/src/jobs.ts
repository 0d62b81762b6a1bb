// Answer and parameter schemas of the admin jobs screen (the background job queue).
import { z } from './zod.js';
import { errorText } from './i18n/errorText.js';

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;

export const jobQueueSummarySchema = z.object({
  name: z.string(),
  /** Jobs per state; every state is present (0 when none). */
  counts: z.record(jobStateSchema, z.number().int()),
});
export type JobQueueSummary = z.infer<typeof jobQueueSummarySchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** The error of the last attempt. */
  lastError: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const jobsOverviewSchema = z.object({
  queues: z.array(jobQueueSummarySchema),
  failed: z.array(failedJobSchema),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

export const jobParamsSchema = z.object({
  queue: z.string().regex(/^[a-z][a-z0-9._-]{0,63}$/, errorText('errors.field.unknownQueue')),
  id: z.uuid(errorText('errors.field.unknownJob')),
});
export type JobParams = z.infer<typeof jobParamsSchema>;

export const jobRetriedSchema = z.object({ message: z.string() });
