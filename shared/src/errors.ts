import { z } from './zod.js';

/** Every error answer of the API. Validation errors add `fields` (field path → message). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** The request's id (its `X-Request-Id`): what to quote in a complaint; every log line of it names it. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
