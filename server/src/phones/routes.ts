// HTTP routes of the phones feature (issue 33): codes by SMS, verifying the caller's phone, and
// signing in with a phone and a code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, phoneCodeCheckSchema, phoneLoginSchema, phoneVerifiedSchema, sendPhoneCodeSchema, sessionSchema } from '@carrental/shared';
import { requireActor } from '../auth/actor.js';
import { authRateLimit } from '../auth/index.js';
import { answer, answerText } from '../http/locale.js';
import { loginWithPhone, sendCode, verifyPhone } from './service.js';
import { spec } from '../http/route-spec.js';

const tags = ['auth'];

export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/auth/phone/send-code',
    {
      config: authRateLimit(ctx, 'phone-code'),
      schema: {
        tags,
        summary: 'Send a six-digit code by SMS (verify: signed in; login: the same answer for every number)',
        body: sendPhoneCodeSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await sendCode(ctx, request.actor, request.body, { client: request.ip, locale: request.locale });
      return answer(request, { message: answerText('answers.phoneCodeSent') });
    },
  );

  app.post(
    '/auth/phone/verify',
    spec(tags, "Verify the caller's phone with the code sent to it", { body: phoneCodeCheckSchema, ok: phoneVerifiedSchema, errors: [] }),
    async (request) => verifyPhone(ctx, requireActor(request), request.body),
  );

  app.post(
    '/auth/phone/login',
    { config: authRateLimit(ctx, 'phone-login'), schema: { tags, security: [], body: phoneLoginSchema, response: { 200: sessionSchema } } },
    async (request) => loginWithPhone(ctx, request.body),
  );
};
