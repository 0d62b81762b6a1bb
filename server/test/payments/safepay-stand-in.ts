// A local stand-in for the Safepay API and hosted checkout, speaking the protocol written down in
// src/payments/providers/safepay/adapter.ts: trackers created for the merchant's API key, the hosted page, the signed return
// (sig = HMAC-SHA256 of the tracker), signed webhooks (HMAC-SHA512 of the body), the tracker
// inquiry and refunds for the merchant's secret key only.
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StandInServer } from './stand-in-server.js';

export interface SafepayTracker {
  token: string;
  amount: number;
  currency: string;
  state: 'TRACKER_STARTED' | 'TRACKER_ENDED' | 'TRACKER_FAILED' | 'TRACKER_EXPIRED' | 'TRACKER_REFUNDED';
  orderId: string | null;
  redirectUrl: string | null;
  cancelUrl: string | null;
  reference: string | null;
  refunded: number;
}

export interface SafepayStandInOptions {
  apiKey: string;
  secretKey: string;
  webhookSecret: string;
}

export class SafepayStandIn extends StandInServer {
  readonly trackers = new Map<string, SafepayTracker>();
  readonly requests: Array<{ method: string; path: string }> = [];
  private counter = 0;

  constructor(private readonly options: SafepayStandInOptions) {
    super();
  }


  private tracker(token: string) {
    const tracker = this.trackers.get(token);
    if (!tracker) throw new Error(`no Safepay tracker ${token}`);
    return tracker;
  }

  /** The payer pays on the hosted page: the signed form Safepay posts back to redirect_url. */
  pay(token: string): Record<string, string> {
    const tracker = this.tracker(token);
    if (tracker.state === 'TRACKER_STARTED') Object.assign(tracker, { state: 'TRACKER_ENDED', reference: `${++this.counter}`.padStart(6, '0') });
    return { order_id: tracker.orderId ?? '', tracker: token, reference: tracker.reference ?? '', sig: createHmac('sha256', this.options.secretKey).update(token).digest('hex') };
  }

  decline(token: string) {
    this.tracker(token).state = 'TRACKER_FAILED';
  }

  expire(token: string) {
    const tracker = this.tracker(token);
    if (tracker.state === 'TRACKER_STARTED') tracker.state = 'TRACKER_EXPIRED';
  }

  /** A webhook as Safepay sends it: the JSON body and its X-SFPY-SIGNATURE. */
  webhook(type: string, token: string): { body: string; signature: string } {
    const tracker = this.tracker(token);
    const body = JSON.stringify({ type, data: { tracker: token, state: tracker.state, amount: tracker.amount, currency: tracker.currency, order_id: tracker.orderId, reference: tracker.reference } });
    return { body, signature: createHmac('sha512', this.options.webhookSecret).update(body).digest('hex') };
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname });
    if (req.method === 'POST' && url.pathname === '/order/v1/init') {
      const body = JSON.parse(text || '{}') as { client?: string; amount?: number; currency?: string };
      if (body.client !== this.options.apiKey) return json(res, 401, { status: { errors: ['invalid client'] } });
      const token = `track_${++this.counter}${Math.random().toString(36).slice(2, 8)}`;
      this.trackers.set(token, { token, amount: Number(body.amount), currency: body.currency ?? '', state: 'TRACKER_STARTED', orderId: null, redirectUrl: null, cancelUrl: null, reference: null, refunded: 0 });
      return json(res, 200, { data: { token } });
    }
    if (req.method === 'GET' && url.pathname === '/checkout/pay') {
      const tracker = this.trackers.get(url.searchParams.get('beacon') ?? '');
      if (!tracker) return html(res, 404, '<h1>Unknown checkout</h1>');
      Object.assign(tracker, { orderId: url.searchParams.get('order_id'), redirectUrl: url.searchParams.get('redirect_url'), cancelUrl: url.searchParams.get('cancel_url') });
      return html(res, 200, `<h1>Safepay</h1><p>Pay PKR ${(tracker.amount / 100).toFixed(2)}</p>`);
    }
    if (req.headers['x-sfpy-merchant-secret'] !== this.options.secretKey) return json(res, 401, { status: { errors: ['invalid secret'] } });
    const inquiry = /^\/reporter\/api\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && inquiry) {
      const tracker = this.trackers.get(decodeURIComponent(inquiry[1]!));
      if (!tracker) return json(res, 404, { status: { errors: ['no such tracker'] } });
      return json(res, 200, { data: { tracker: tracker.token, state: tracker.state, amount: tracker.amount, currency: tracker.currency, order_id: tracker.orderId, reference: tracker.reference } });
    }
    if (req.method === 'POST' && url.pathname === '/order/v1/refund') {
      const body = JSON.parse(text || '{}') as { tracker?: string; amount?: number };
      const tracker = this.trackers.get(body.tracker ?? '');
      if (!tracker || (tracker.state !== 'TRACKER_ENDED' && tracker.state !== 'TRACKER_REFUNDED')) return json(res, 409, { status: { errors: ['not paid'] } });
      const amount = body.amount ?? tracker.amount - tracker.refunded;
      if (tracker.refunded + amount > tracker.amount) return json(res, 409, { status: { errors: ['refund exceeds payment'] } });
      tracker.refunded += amount;
      if (tracker.refunded === tracker.amount) tracker.state = 'TRACKER_REFUNDED';
      return json(res, 200, { data: { tracker: tracker.token, refunded: tracker.refunded } });
    }
    return json(res, 404, { status: { errors: ['not found'] } });
  }
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Safepay</title></head><body>${body}</body></html>`);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
