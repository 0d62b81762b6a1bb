// The session cookie for drawing pages (decision 0049). The web app hands the server its session's
// token here whenever it changes (sign-in, a new mode, a fresh token) and ends it at sign-out; the
// server keeps it as an HttpOnly cookie that it reads for one thing only: which signed-in reader a
// GET page is drawn for (http/page-render.ts). The API never reads it, so a request the browser
// sends by itself with the cookie is as anonymous as any (no CSRF).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SESSION_COOKIE } from '../http/page-render.js';
import { requireActor } from './actor.js';

const tags = ['auth'];

export const pageSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.ctx.config.isProduction };

  app.post(
    '/auth/page-session',
    { schema: { tags, summary: "Keep this session's token as the cookie pages are drawn with (HttpOnly; never accepted by the API)", response: { 204: z.null() } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')![1]!;
      const expires = actor.sessionExpiresAt === null ? undefined : new Date(actor.sessionExpiresAt);
      return reply.setCookie(PAGE_SESSION_COOKIE, token, { ...cookie, ...(expires ? { expires } : {}) }).status(204).send(null);
    },
  );

  app.delete(
    '/auth/page-session',
    { schema: { tags, summary: 'Forget the cookie pages are drawn with (sign-out)', security: [], response: { 204: z.null() } } },
    async (_request, reply) => reply.clearCookie(PAGE_SESSION_COOKIE, cookie).status(204).send(null),
  );
};
