// The providers' delivery webhooks (issue 33). Each checks the provider's signature on the exact
// bytes received before reading anything; a forged body is refused (401) and changes nothing, and
// a replayed one changes nothing either (delivery.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../http/errors.js';
import { applyDeliveryReports } from './delivery.js';
import { validWhatsAppSignature, whatsappStatuses } from './providers/whatsapp-cloud.js';
import { twilioStatus, validTwilioSignature } from './providers/twilio.js';
import { TWILIO_STATUS_PATH } from './providers.js';

const tags = ['messaging'];
const badSignature = () => new AppError(401, 'BAD_SIGNATURE', 'errors.forbidden');

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // Meta's check when the webhook is registered: the verify token back, the challenge answered.
  app.get(
    '/messaging/whatsapp/webhook',
    {
      schema: {
        tags,
        security: [],
        querystring: z.object({ 'hub.mode': z.string().max(40).optional(), 'hub.verify_token': z.string().max(200).optional(), 'hub.challenge': z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const token = ctx.config.WHATSAPP_VERIFY_TOKEN;
      if (!token) throw notFound();
      const q = request.query;
      if (q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== token) throw new AppError(403, 'FORBIDDEN', 'errors.forbidden');
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    },
  );

  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    raw.post(
      '/messaging/whatsapp/webhook',
      { schema: { tags, security: [], summary: 'WhatsApp Cloud API delivery statuses (X-Hub-Signature-256)' } },
      async (request) => {
        const secret = ctx.config.WHATSAPP_APP_SECRET;
        if (!secret) throw notFound();
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers['x-hub-signature-256'];
        if (!validWhatsAppSignature(secret, body, typeof header === 'string' ? header : undefined)) throw badSignature();
        let parsed: unknown;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          parsed = null;
        }
        const changed = await applyDeliveryReports(ctx, 'whatsapp-cloud', whatsappStatuses(parsed));
        return { received: true, changed };
      },
    );
    // Twilio signs the public URL it called and the form's fields with the account's auth token.
    raw.post(
      '/messaging/twilio/status',
      { schema: { tags, security: [], summary: 'Twilio message status callback (X-Twilio-Signature)' } },
      async (request) => {
        const token = ctx.config.TWILIO_AUTH_TOKEN;
        if (!token) throw notFound();
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const fields = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
        const header = request.headers['x-twilio-signature'];
        const url = `${ctx.config.publicUrl}${TWILIO_STATUS_PATH}`;
        if (!validTwilioSignature(token, typeof header === 'string' ? header : undefined, url, fields)) throw badSignature();
        const status = twilioStatus(fields);
        const changed = status ? await applyDeliveryReports(ctx, 'twilio', [status]) : 0;
        return { received: true, changed };
      },
    );
  });
};
