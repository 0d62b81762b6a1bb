// The few error factories every feature uses, and the one error handler that turns anything
// thrown into `{ message, code }` with the fitting status. Internals never leak on a 5xx.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SQLSTATE, sqlState } from '../db/client.js';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields);
export const validationError = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);
export const unauthorized = (message = 'Please log in to continue') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);

const BAD_VALUE_STATES = new Set(['22P02', '22001', '22003', '22007', '22008', '22021']);

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || issue.params?.issue?.path?.join('.') || '';
        const key = path || 'body';
        if (!fields[key]) fields[key] = issue.message ?? 'Invalid value';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0] === 'body' ? '' : `${first[0]}: `}${first[1]}` : 'Invalid request';
      return reply.status(400).send({ message, code: 'VALIDATION_ERROR', fields });
    }
    const state = sqlState(error);
    if (state === SQLSTATE.exclusionViolation) {
      return reply.status(409).send({ message: 'This car is already booked for the selected dates', code: 'BOOKING_CONFLICT' });
    }
    if (state === SQLSTATE.uniqueViolation) {
      return reply.status(409).send({ message: 'This already exists', code: 'CONFLICT' });
    }
    // A safety net behind the schemas: a value the database cannot take (22021 a U+0000 in text,
    // 22003 a number out of its column's range, 22P02/22007/22008 bad syntax, 22001 too long) is
    // the caller's mistake, so a 400, never a 500.
    if (state === SQLSTATE.checkViolation || state === SQLSTATE.foreignKeyViolation || (state && BAD_VALUE_STATES.has(state))) {
      return reply.status(400).send({ message: 'Invalid value', code: 'VALIDATION_ERROR' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE'
      : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE'
      : status === 429 ? 'RATE_LIMITED'
      : status === 404 ? 'NOT_FOUND'
      : status === 401 ? 'UNAUTHORIZED'
      : status === 403 ? 'FORBIDDEN'
      : 'BAD_REQUEST';
    return reply.status(status).send({ message: error.message || 'Bad request', code });
  });

}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
}
