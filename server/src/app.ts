// Builds the HTTP application over a context: plugins, the API's features under /api, the file
// routes, and the built web app with an SPA fallback. `main.ts` listens; tests use `inject`.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { localePlugin } from './http/locale.js';
import { registerErrorHandler, sendApiNotFound } from './http/errors.js';
import { registerOpenApi } from './http/openapi.js';
import { registerPages, registerWebApp, type PageSource } from './http/web.js';
import { systemRoutes } from './http/system.js';
import { registerLifecycle } from './http/lifecycle.js';
import { idempotencyPlugin } from './http/idempotency.js';
import { fastifyStore } from './http/rate-limit-store.js';
import { actorPlugin } from './auth/actor.js';
import { fileRoutes } from './storage/routes.js';
import { checkoutFormOrigins } from './payments/index.js';
import { FEATURES } from './features.js';
import { clockRoutes } from './http/clock-routes.js';
import { requestIdFor, runWithRequestId } from './observability/request-context.js';
import { observeRequests } from './observability/http.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Upload limit for one request: the largest file we accept (10 MB ID document) plus headroom. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** `pages`: the pages from a given source instead of the built web app (tests of the drawn pages). */
export async function buildApp(ctx: AppContext, options: { serveWeb?: boolean; pages?: PageSource } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.TRUST_PROXY,
    // A caller's (or proxy's) sane X-Request-Id is kept so one id follows a complaint (decision 0033).
    genReqId: (req) => requestIdFor(req.headers['x-request-id']),
    requestIdHeader: false,
    // One line per request suits a log collector, not a developer's terminal.
    logController: new LogController({ disableRequestLogging: !ctx.config.isProduction, requestIdLogLabel: 'requestId' }),
    bodyLimit: 1024 * 1024,
    // A busy machine (CI running suites side by side) can take longer than the 10 s default to
    // start a plugin such as the API docs; starting late is better than not starting.
    pluginTimeout: 60_000,
    // A request that reaches the instance after closing began (on a connection that was busy, or
    // in the moment before it stops accepting) is served in full, with `Connection: close`, rather
    // than refused with a 503 its client cannot know is safe to retry. Closing still waits for it,
    // and the database closes only after (main.ts).
    return503OnClosing: false,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  // Everything the request runs (domain code logging through ctx.log, jobs it sends) knows its id.
  app.addHook('onRequest', (request, _reply, done) => runWithRequestId(request.id, done));
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerErrorHandler(app);
  observeRequests(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
        'frame-src': ["'self'", 'https://accounts.google.com/gsi/'],
        'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
        'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // Stripe's page is opened by a link; JazzCash's and Easypaisa's by posting a signed form.
        'form-action': ["'self'", 'https://checkout.stripe.com', ...checkoutFormOrigins(ctx.config)],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Before compression, so its onSend hook keeps the answer as the text it is.
  await app.register(idempotencyPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  // Counters shared by every instance (decision 0020); a failing store falls back to this process.
  await app.register(rateLimit, { global: false, skipOnError: true, store: fastifyStore(ctx.limits, () => ctx.clock.now().getTime()) });
  // Read by the pages drawn on the server only (http/page-render.ts); the API takes no cookie.
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  await registerOpenApi(app);
  await app.register(actorPlugin);
  await app.register(localePlugin);

  await app.register(systemRoutes, { prefix: '/api' });
  await registerLifecycle(app);
  for (const feature of FEATURES) if (feature.routes) await app.register(feature.routes, { prefix: '/api' });
  if (ctx.config.CLOCK_CONTROL) await app.register(clockRoutes, { prefix: '/api' });
  await app.register(fileRoutes);
  for (const feature of FEATURES) if (feature.rootRoutes) await app.register(feature.rootRoutes);
  if (options.pages) registerPages(app, ctx, options.pages);
  const servesWeb = options.pages ? true : options.serveWeb ? await registerWebApp(app, ctx) : false;
  if (!servesWeb) app.setNotFoundHandler(sendApiNotFound);
  return app;
}
