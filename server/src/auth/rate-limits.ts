// Rate limits of the sign-in calls. Keyed by the client address as Fastify sees it: the socket's
// address, or X-Forwarded-For only when TRUST_PROXY is on, so rotating that header resets nothing.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { errorMessage, tooManyRequests } from '../http/errors.js';

/** A rate limit's wait in Urdu words (the plugin says it in English: "1 minute"). */
const waitInUrdu = (ms: number) => (ms >= 60_000 ? `${Math.ceil(ms / 60_000)} منٹ` : `${Math.max(1, Math.ceil(ms / 1000))} سیکنڈ`);

export function authRateLimit(ctx: AppContext, bucket: string) {
  return {
    rateLimit: {
      max: ctx.config.authRateLimitMax,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `${bucket}:${request.ip}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string; ttl: number }) =>
        tooManyRequests(errorMessage('errors.auth.tooManyAttempts', { after: { en: context.after, ur: waitInUrdu(context.ttl) } })),
    },
  };
}
