// Rate limits of the sign-in calls. Keyed by the client address as Fastify sees it: the socket's
// address, or X-Forwarded-For only when TRUST_PROXY is on, so rotating that header resets nothing.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { tooManyRequests } from '../http/errors.js';

export function authRateLimit(ctx: AppContext, bucket: string) {
  return {
    rateLimit: {
      max: ctx.config.authRateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `${bucket}:${request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        tooManyRequests(`Too many attempts. Please wait ${context.after} and try again.`),
    },
  };
}
