// Body-less actions: the spec's client sends a JSON content type on every call, also on action PUTs
// and POSTs that carry nothing (a booking's accept, the renter's "I agree"). Within the routes of
// the plugin that calls this, an empty body then means "no payload", not a malformed one. A
// non-empty body goes through Fastify's own secure parser, as on every other route (`__proto__` and
// `constructor.prototype` keys are refused).
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const secureJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    secureJson(request, text, done);
  });
}
