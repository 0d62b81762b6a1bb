// A route's schema in one call: its tags and summary, what it reads (params, query, body), its
// answer and the error answers it may give (all `{ message, code, fields? }`, see errors.ts). The
// schema keeps each zod type, so the type provider still types `request` and the handler's answer.
import { z } from 'zod';
import { apiErrorSchema, plainText } from '@carrental/shared';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;
type AnswerStatus = 200 | 201 | 202 | 204;

/** The `:id` in the path of most routes: plain text up to 100 characters. */
export const idParams = z.object({ id: plainText().max(100) });

/** Bad input, not signed in, not allowed, not found, a conflict: what most routes may answer. */
export const COMMON_ERRORS = [400, 401, 403, 404, 409] as const;

export interface RouteParts {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  consumes?: readonly string[];
  security?: ReadonlyArray<Record<string, readonly string[]>>;
  description?: string;
  hide?: boolean;
  /** The answer's schema; without it a 204 answers `null` and other routes declare no answer. */
  ok?: z.ZodType;
  /** The answer's status: 200 unless said. */
  status?: AnswerStatus;
  /** The error answers, instead of COMMON_ERRORS. */
  errors?: readonly ErrorStatus[];
  /** Error answers added to the others (rate limits, uploads, a provider's failure). */
  more?: readonly ErrorStatus[];
}

type StatusOf<P> = P extends { status: infer S extends AnswerStatus } ? S : 200;
type AnswerOf<P> = P extends { ok: infer S } ? { [K in StatusOf<P>]: S } : StatusOf<P> extends 204 ? { 204: z.ZodNull } : unknown;
type ErrorsOf<P> =
  | (P extends { errors: readonly (infer E)[] } ? E : (typeof COMMON_ERRORS)[number])
  | (P extends { more: readonly (infer M)[] } ? M : never);
type ResponseOf<P> = AnswerOf<P> & { [K in ErrorsOf<P> & number]: typeof apiErrorSchema };
type SchemaOf<P> = { tags: string[]; summary: string } & Omit<P, 'ok' | 'status' | 'errors' | 'more'> & { response: ResponseOf<P> };

/** `app.get(path, spec(tags, summary, { params, ok: answerSchema }), handler)`; other route options may be spread beside it. */
export function spec<const P extends RouteParts>(tags: string[], summary: string, parts: P): { schema: SchemaOf<P> } {
  const { ok, status = 200, errors = COMMON_ERRORS, more = [], ...reads } = parts;
  const response: Record<number, z.ZodType> = {};
  if (ok) response[status] = ok;
  else if (status === 204) response[204] = z.null();
  for (const code of [...errors, ...more]) response[code] = apiErrorSchema;
  return { schema: { tags, summary, ...reads, response } as SchemaOf<P> };
}
