// A local stand-in for the few Stripe endpoints the adapter uses, so that tests drive the
// official SDK over real HTTP: create/retrieve a Checkout Session and create a refund. It honours
// idempotency keys like Stripe does and lets a test mark a session as paid.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  currency: string;
  amount_total: number;
  success_url: string;
  cancel_url: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds: Array<{ id: string; payment_intent: string; amount?: number }> = [];
  readonly requests: StandInRequest[] = [];
  private readonly idempotent = new Map<string, unknown>();
  private server?: Server;
  private counter = 0;

  async start(): Promise<number> {
    this.server = createServer(async (req, res) => {
      const request = await this.read(req);
      this.requests.push(request);
      const [status, body] = this.answer(request);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.counter}` });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server!.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** What the customer does on Stripe's page. */
  pay(sessionId: string) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId.slice(3)}` });
    return session;
  }

  private async read(req: IncomingMessage): Promise<StandInRequest> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const text = Buffer.concat(chunks).toString('utf8');
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : text));
    const key = req.headers['idempotency-key'];
    return {
      method: req.method ?? 'GET',
      path: url.pathname,
      form,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      authorization: req.headers.authorization,
    };
  }

  private answer(r: StandInRequest): [number, unknown] {
    if (r.authorization !== 'Bearer sk_test_stand_in') return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    const remembered = r.idempotencyKey ? this.idempotent.get(`${r.path}:${r.idempotencyKey}`) : undefined;
    if (remembered) return [200, remembered];
    let answer: [number, unknown];
    if (r.method === 'POST' && r.path === '/v1/checkout/sessions') answer = [200, this.createSession(r.form)];
    else if (r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions/')) {
      const session = this.sessions.get(r.path.split('/').pop()!);
      answer = session ? [200, session] : [404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } }];
    } else if (r.method === 'POST' && r.path === '/v1/refunds') {
      const refund = {
        id: `re_${this.refunds.length + 1}`,
        object: 'refund',
        payment_intent: r.form.payment_intent!,
        status: 'succeeded',
        ...(r.form.amount ? { amount: Number(r.form.amount) } : {}),
      };
      this.refunds.push(refund);
      answer = [200, refund];
    } else answer = [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${r.method}: ${r.path})` } }];
    if (r.idempotencyKey && answer[0] === 200) this.idempotent.set(`${r.path}:${r.idempotencyKey}`, answer[1]);
    return answer;
  }

  private createSession(form: Record<string, string>): StandInSession {
    const id = `cs_test_${this.sessions.size + 1}${Math.random().toString(36).slice(2, 8)}`;
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      client_reference_id: form.client_reference_id ?? null,
      metadata: { bookingId: form['metadata[bookingId]'] ?? '' },
      currency: form.currency ?? '',
      amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
    };
    this.sessions.set(id, session);
    return session;
  }
}
