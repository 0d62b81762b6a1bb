// The few error factories every feature uses, and the one error handler that turns anything
// thrown into `{ message, code }` with the fitting status. Internals never leak on a 5xx.
// Messages are catalog keys (`errors.*`, shared/src/i18n): an AppError keeps its English text as
// `.message` (logs, tests) and the handler answers in the request's language; `code` never changes.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { textOfMessage, type ErrorKey, type Locale, type LocalText, type TextValue } from '@carrental/shared';
import { SQLSTATE, sqlState } from '../db/client.js';
import { say } from './locale.js';

/** An error text: a key of the errors catalog, with its values when it has some. */
export type ErrorMessage = ErrorKey | LocalText<ErrorKey>;
/**
 * What an error says: a catalog text; English words we did not write (zod's, Fastify's) with a
 * stand-in for other languages; or a field's text led by the field's API name (in English only).
 */
export type Said = LocalText | { raw: string; otherwise: LocalText } | { field: string; said: Said } | { joined: Said[] };

export const errorMessage = (key: ErrorKey, values?: Record<string, TextValue>): LocalText<ErrorKey> => (values ? { key, values } : { key });

const toSaid = (message: ErrorMessage | Said): Said => (typeof message === 'string' ? { key: message } : message);

/** A Said in a language. */
export function sayIn(locale: Locale, said: Said): string {
  if ('joined' in said) return said.joined.map((part) => sayIn(locale, part)).join(locale === 'ur' ? '۔ ' : '. ');
  if ('raw' in said) return locale === 'en' ? said.raw : say(locale, said.otherwise);
  // The field's API name means something to an English reader of the API; an Urdu reader gets the words alone.
  if ('field' in said) return locale === 'en' ? `${said.field}: ${sayIn(locale, said.said)}` : sayIn(locale, said.said);
  return say(locale, said);
}

/** Several problems in one message ("A. B"). */
export const joinedProblems = (texts: Said[]): Said => (texts.length === 1 ? texts[0]! : { joined: texts });

/** A 400 for fields that failed their checks, led by the first one's message ("year: …"). */
export function invalidFields(fields: Record<string, ErrorMessage | Said>, lead: 'always' | 'unlessBody' = 'always') {
  const [first] = Object.entries(fields);
  if (!first) return validationError('errors.validation.invalidInput');
  const said = toSaid(first[1]);
  return validationError(lead === 'unlessBody' && first[0] === 'body' ? said : { field: first[0], said }, fields);
}

/**
 * A schema's message (an issue of zod): the key and values it carries (`errorText`, decoded by
 * `textOfMessage`), else zod's English words, said in other languages by what kind of issue it is.
 */
export function saidOfIssue(issue: { code?: string; keyword?: string; message?: string; minimum?: unknown; maximum?: unknown; origin?: unknown }): Said {
  const message = issue.message ?? 'Invalid value';
  const text = textOfMessage(message);
  if (text) return text;
  const code = issue.code ?? issue.keyword;
  const limit = (v: unknown) => String(typeof v === 'bigint' ? Number(v) : (v as number));
  const otherwise: LocalText =
    code === 'invalid_type' && /received undefined/.test(message) ? { key: 'errors.validation.required' }
    : code === 'too_small' && issue.origin === 'string' ? { key: 'errors.validation.tooShort', values: { minimum: limit(issue.minimum) } }
    : code === 'too_big' && issue.origin === 'string' ? { key: 'errors.validation.tooLong', values: { maximum: limit(issue.maximum) } }
    : code === 'too_small' && issue.origin === 'array' ? { key: 'errors.validation.tooFew', values: { minimum: limit(issue.minimum) } }
    : code === 'too_big' && issue.origin === 'array' ? { key: 'errors.validation.tooMany', values: { maximum: limit(issue.maximum) } }
    : code === 'too_small' ? { key: 'errors.validation.tooSmall', values: { minimum: limit(issue.minimum) } }
    : code === 'too_big' ? { key: 'errors.validation.tooBig', values: { maximum: limit(issue.maximum) } }
    : code === 'unrecognized_keys' ? { key: 'errors.validation.unknownKeys' }
    : { key: 'errors.validation.invalid' };
  return { raw: message, otherwise };
}

export class AppError extends Error {
  /** What the error says, rendered per request. */
  readonly said: Said;
  readonly fieldsSaid?: Record<string, Said>;
  /** The fields' messages in English. */
  readonly fields?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: ErrorMessage | Said,
    fields?: Record<string, ErrorMessage | Said>,
  ) {
    const said = toSaid(message);
    super(sayIn('en', said));
    this.said = said;
    if (fields) {
      this.fieldsSaid = Object.fromEntries(Object.entries(fields).map(([name, m]) => [name, toSaid(m)]));
      this.fields = Object.fromEntries(Object.entries(this.fieldsSaid).map(([name, s]) => [name, sayIn('en', s)]));
    }
  }

  /** The answer's body in `locale`. */
  body(locale: Locale) {
    const fields = this.fieldsSaid ? Object.fromEntries(Object.entries(this.fieldsSaid).map(([name, s]) => [name, sayIn(locale, s)])) : undefined;
    return { message: sayIn(locale, this.said), code: this.code, ...(fields ? { fields } : {}) };
  }
}

type Fields = Record<string, ErrorMessage | Said>;

export const badRequest = (message: ErrorMessage | Said, fields?: Fields) => new AppError(400, 'BAD_REQUEST', message, fields);
export const validationError = (message: ErrorMessage | Said, fields?: Fields) => new AppError(400, 'VALIDATION_ERROR', message, fields);
export const unauthorized = (message: ErrorMessage = 'errors.auth.loginRequired') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: ErrorMessage = 'errors.forbidden') => new AppError(403, 'FORBIDDEN', message);

/** The things a 404 can name ("Booking not found"); each has its `errors.notFound.*` text. */
export type NotFoundThing =
  | 'Resource' | 'User' | 'Document' | 'Job' | 'Google sign-in' | 'Service' | 'Booking' | 'Car' | 'Review' | 'Vendor'
  | 'Notification' | 'File' | 'Message' | 'Manual refund' | 'Block' | 'Calendar' | 'Handover' | 'Agreement';
const NOT_FOUND: Record<NotFoundThing, ErrorKey> = {
  Resource: 'errors.notFound.resource',
  User: 'errors.notFound.user',
  Document: 'errors.notFound.document',
  Job: 'errors.notFound.job',
  'Google sign-in': 'errors.notFound.googleSignIn',
  Service: 'errors.notFound.service',
  Booking: 'errors.notFound.booking',
  Car: 'errors.notFound.car',
  Review: 'errors.notFound.review',
  Vendor: 'errors.notFound.vendor',
  Notification: 'errors.notFound.notification',
  File: 'errors.notFound.file',
  Message: 'errors.notFound.message',
  'Manual refund': 'errors.notFound.manualRefund',
  Block: 'errors.notFound.block',
  Calendar: 'errors.notFound.calendar',
  Handover: 'errors.notFound.handover',
  Agreement: 'errors.notFound.agreement',
};
export const notFound = (what: NotFoundThing = 'Resource') => new AppError(404, 'NOT_FOUND', NOT_FOUND[what]);
export const conflict = (message: ErrorMessage, code = 'CONFLICT') => new AppError(409, code, message);
export const payloadTooLarge = (message: ErrorMessage) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: ErrorMessage) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message: ErrorMessage | Said, code = 'RATE_LIMITED') => new AppError(429, code, message);

const BAD_VALUE_STATES = new Set(['22P02', '22001', '22003', '22007', '22008', '22021']);

/**
 * The one reading of a database refusal as an answer, or null when the error is not one. A
 * feature says what its constraint means where it can be hit (`exclusion`: a block over a held
 * booking; `unique`: an e-mail taken); otherwise an overlap is a booking conflict and a duplicate a
 * plain conflict. A value the database cannot take (22021 a U+0000 in text, 22003 a number out of
 * its column's range, 22P02/22007/22008 bad syntax, 22001 too long, a failed check or foreign key)
 * is the caller's mistake: a 400, never a 500.
 */
export function fromDatabaseError(error: unknown, meaning: { exclusion?: AppError; unique?: AppError } = {}): AppError | null {
  const state = sqlState(error);
  if (state === SQLSTATE.exclusionViolation) return meaning.exclusion ?? conflict('errors.bookings.carAlreadyBooked', 'BOOKING_CONFLICT');
  if (state === SQLSTATE.uniqueViolation) return meaning.unique ?? conflict('errors.alreadyExists');
  if (state === SQLSTATE.checkViolation || state === SQLSTATE.foreignKeyViolation || (state && BAD_VALUE_STATES.has(state))) {
    return new AppError(400, 'VALIDATION_ERROR', 'errors.validation.invalid');
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale ?? 'en';
    // Every error answer names the request, so a complaint's id finds its log lines (decision 0033).
    const answer = (status: number, body: object) => reply.status(status).send({ ...body, requestId: request.id });
    const send = (status: number, message: ErrorMessage | Said, code: string) => answer(status, { message: sayIn(locale, toSaid(message)), code });
    if (error instanceof AppError) return answer(error.statusCode, error.body(locale));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, Said> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || issue.params?.issue?.path?.join('.') || '';
        const key = path || 'body';
        if (!fields[key]) fields[key] = saidOfIssue({ ...(issue.params as object), keyword: issue.keyword, message: issue.message });
      }
      return answer(400, invalidFields(fields, 'unlessBody').body(locale));
    }
    // A safety net behind the schemas and the features' own readings.
    const refused = fromDatabaseError(error);
    if (refused) return answer(refused.statusCode, refused.body(locale));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(500, 'errors.internal', 'INTERNAL');
    }
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE'
      : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE'
      : status === 429 ? 'RATE_LIMITED'
      : status === 404 ? 'NOT_FOUND'
      : status === 401 ? 'UNAUTHORIZED'
      : status === 403 ? 'FORBIDDEN'
      : 'BAD_REQUEST';
    // Fastify's and its plugins' own words (a body too large, a rate limit): English as they are,
    // said by their kind in other languages.
    const otherwise: ErrorKey =
      status === 413 ? 'errors.payloadTooLarge'
      : status === 415 ? 'errors.unsupportedMediaType'
      : status === 429 ? 'errors.rateLimited'
      : status === 404 ? 'errors.notFound.resource'
      : status === 401 ? 'errors.auth.loginRequired'
      : status === 403 ? 'errors.forbidden'
      : 'errors.badRequest';
    return send(status, { raw: error.message || 'Bad request', otherwise: { key: otherwise } }, code);
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: sayIn(request.locale ?? 'en', { raw: `No route for ${request.method} ${request.url.split('?')[0]}`, otherwise: { key: 'errors.noRoute' } }),
    code: 'NOT_FOUND',
    requestId: request.id,
  });
}
