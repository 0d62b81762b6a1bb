// The HTTP side of watching the server (decision 0033): a duration per request labelled with the
// route's pattern (`/api/bookings/:id`, never the raw URL, which would make a series per booking),
// a server span per request, and `/metrics` for a scraper.
import { timingSafeEqual } from 'node:crypto';
import { SpanKind, SpanStatusCode, context, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { httpDuration, registry } from './metrics.js';
import { tracer } from './hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    span?: Span;
  }
  interface FastifyContextConfig {
    /** The route checks `Authorization` itself (not a session token). */
    ownAuthorization?: boolean;
  }
}

/** Registered on the root instance, so that every route (and the not-found answer) is measured. */
export function observeRequests(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const span = tracer.startSpan(`${request.method}`, {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?', 1)[0] ?? '', 'rentwheels.request_id': request.id },
    });
    request.span = span;
    // What the request runs (database statements, jobs, provider calls) becomes the span's children.
    context.with(trace.setSpan(context.active(), span), done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    httpDuration.observe({ method: request.method, route, status_code: String(status) }, reply.elapsedTime / 1000);
    const span = request.span;
    if (span) {
      span.updateName(`${request.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    done();
  });
}

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The scrape: the registry's text, or 404 (not served here) / 401 (wrong or no token). */
export async function answerScrape(config: Config, request: FastifyRequest, reply: FastifyReply, onOwnPort: boolean) {
  const token = config.METRICS_TOKEN;
  if (!onOwnPort && !token) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND', requestId: request.id });
  if (token && !bearerMatches(request.headers.authorization, token)) {
    return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ message: 'A metrics token is required', code: 'UNAUTHORIZED', requestId: request.id });
  }
  return reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store').send(await registry.metrics());
}
