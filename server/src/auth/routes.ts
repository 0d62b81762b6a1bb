// HTTP routes of the auth feature (thin handlers over the domain functions of this folder).
import { answer, answerText } from '../http/locale.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  messageSchema,
  registeredSchema,
  registerSchema,
  resetPasswordSchema,
  sessionSchema,
  switchModeAnswerSchema,
  switchModeSchema,
  verifyEmailQuerySchema,
} from '@carrental/shared';
import { requireActor } from './actor.js';
import { authRateLimit } from './rate-limits.js';
import { login, register, switchMode } from './service.js';
import { revokeSessions } from './session.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { googleSignIn } from './google.js';
import { resendVerification, verifyEmailToken } from './email-verification.js';
import { pageSessionRoutes } from './page-session.js';
import { spec } from '../http/route-spec.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/auth/register',
    { config: authRateLimit(ctx, 'register'), schema: { tags, body: registerSchema, response: { 201: registeredSchema } } },
    async (request, reply) => reply.status(201).send(await register(ctx, request.body, request.locale)),
  );

  app.post(
    '/auth/login',
    { config: authRateLimit(ctx, 'login'), schema: { tags, body: loginSchema, response: { 200: sessionSchema } } },
    async (request) => login(ctx, request.body, request.ip),
  );

  app.post(
    '/auth/google',
    { config: authRateLimit(ctx, 'google'), schema: { tags, body: googleLoginSchema, response: { 200: sessionSchema } } },
    async (request) => googleSignIn(ctx, request.body.idToken),
  );

  app.post(
    '/auth/switch-mode',
    { schema: { tags, body: switchModeSchema, response: { 200: switchModeAnswerSchema } } },
    async (request) => switchMode(ctx, requireActor(request), request.body.role),
  );

  app.post(
    '/auth/logout-all',
    spec(tags, 'End every session of the account, on every device (this one too)', { ok: messageSchema, errors: [] }),
    async (request) => {
      await revokeSessions(ctx, requireActor(request).id);
      return answer(request, { message: answerText('answers.signedOutEverywhere') });
    },
  );

  await app.register(pageSessionRoutes);

  app.post(
    '/auth/forgot-password',
    { config: authRateLimit(ctx, 'forgot'), schema: { tags, security: [], body: forgotPasswordSchema, response: { 200: messageSchema } } },
    async (request) => answer(request, await requestPasswordReset(ctx, request.body.email, request.ip)),
  );

  app.post(
    '/auth/reset-password',
    { config: authRateLimit(ctx, 'reset'), schema: { tags, security: [], body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (request) => answer(request, await resetPassword(ctx, request.body)),
  );

  app.get(
    '/auth/verify-email',
    { schema: { tags, querystring: verifyEmailQuerySchema, response: { 200: messageSchema } } },
    async (request) => {
      await verifyEmailToken(ctx, request.query.token);
      return answer(request, { message: answerText('answers.emailVerified') });
    },
  );

  app.post(
    '/auth/resend-verification',
    { config: authRateLimit(ctx, 'resend'), schema: { tags, response: { 200: messageSchema } } },
    async (request) => answer(request, await resendVerification(ctx, requireActor(request))),
  );
};
