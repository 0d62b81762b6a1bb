// Domain functions re-check their input (a job or a test may call them without HTTP); a bad
// input is a 400 with fields, like the route's own validation, never a 500.
import type { z } from 'zod';
import { invalidFields, saidOfIssue, type Said } from './errors.js';

export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, Said> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= saidOfIssue(issue as Parameters<typeof saidOfIssue>[0]);
  throw invalidFields(fields);
}
