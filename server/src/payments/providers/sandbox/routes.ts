// The sandbox's hosted checkout page, served outside /api like an external payment site would be:
// GET shows the page, the card form posts back, success redirects to the app's success page.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SandboxProvider } from './adapter.js';
import { renderCheckoutPage, renderStatePage } from './page.js';

const params = z.object({ sessionId: z.string().regex(/^cs_sandbox_[a-f0-9]{32}$/) });
const cardForm = z.object({
  cardNumber: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(200).default(''),
});

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);

const notFoundPage = (request: FastifyRequest) => renderStatePage(request.locale, 'checkout.notFound.title', 'checkout.notFound.text');

export const sandboxCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = () => {
    const provider = app.ctx.paymentProviders.get('sandbox');
    return provider instanceof SandboxProvider ? provider : null;
  };

  // A hosted page receives a classic form post, which Fastify does not parse by default.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/checkout/sandbox/:sessionId', { schema: { hide: true, params } }, async (request, reply) => {
    const session = await sandbox()?.session(request.params.sessionId);
    if (!session) return html(reply, 404, notFoundPage(request));
    if (session.status === 'PAID' || session.status === 'REFUNDED') {
      return html(reply, 200, renderStatePage(request.locale, 'checkout.paid.title', 'checkout.paid.text', { href: session.successUrl, label: 'checkout.paid.link' }));
    }
    if (session.status !== 'OPEN') {
      return html(reply, 410, renderStatePage(request.locale, 'checkout.expired.title', 'checkout.expired.text', { href: session.cancelUrl, label: 'checkout.returnToBooking' }));
    }
    return html(reply, 200, renderCheckoutPage(request.locale, session));
  });

  app.post(
    '/checkout/sandbox/:sessionId',
    {
      schema: { hide: true, params, body: cardForm },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const provider = sandbox();
      const outcome = provider ? await provider.pay(request.params.sessionId, request.body) : null;
      if (!provider || !outcome) return html(reply, 404, notFoundPage(request));
      if (outcome.ok) return reply.redirect(outcome.redirectTo, 303);
      const session = await provider.session(request.params.sessionId);
      if (!session || session.status !== 'OPEN') {
        return html(reply, 410, renderStatePage(request.locale, 'checkout.expired.title', outcome.message, session ? { href: session.cancelUrl, label: 'checkout.returnToBooking' } : undefined));
      }
      const declined = outcome.fields.cardNumber === 'checkout.error.declinedField';
      return html(reply, declined ? 402 : 400, renderCheckoutPage(request.locale, session, { values: request.body, message: outcome.message, fields: outcome.fields }));
    },
  );
};
