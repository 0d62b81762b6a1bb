// A local stand-in for Easypaisa's hosted checkout (Easypay) and its Inquire Transaction API,
// speaking the protocol written down in src/payments/providers/easypaisa/adapter.ts: it decrypts merchantHashedReq with the
// store's hash key and refuses a form that does not match it, shows a page where the payer pays,
// declines or cancels, sends the browser back to postBackURL with the status, and answers
// inquiries for the store's API credentials only.
import { createDecipheriv } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StandInServer } from './stand-in-server.js';
import { EASYPAISA_PATHS, EASYPAISA_STATUS } from '../../src/payments/providers/easypaisa/adapter.js';
import { pakistanTimestamp } from '../../src/payments/providers/pakistan-time.js';

export interface EasypaisaOrder {
  orderRef: string;
  amount: number;
  postBackUrl: string;
  expiry: string;
  status: 'OPEN' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
  transactionId: string;
}

export interface EasypaisaStandInOptions {
  storeId: string;
  hashKey: string;
  username: string;
  password: string;
  now?: () => Date;
}

export class EasypaisaStandIn extends StandInServer {
  readonly orders = new Map<string, EasypaisaOrder>();
  readonly inquiries: string[] = [];
  /** Inquiries answer this amount instead of the order's (a test lever). */
  amountOverride: number | null = null;
  private counter = 0;

  constructor(private readonly options: EasypaisaStandInOptions) {
    super();
  }


  /** The `url` Easypay puts in its payment notification for an order (served below). */
  notificationAddress(orderRef: string) {
    return `${this.url}/easypay-service/ipn/${orderRef}`;
  }

  /** What the payer does on the page; answers where the browser is sent back to. */
  complete(orderRef: string, action: 'pay' | 'decline' | 'cancel'): string {
    const order = this.orders.get(orderRef);
    if (!order) throw new Error(`no Easypaisa order ${orderRef}`);
    if (order.status === 'OPEN') {
      const now = pakistanTimestamp(this.options.now?.() ?? new Date());
      if (now > order.expiry.replace(' ', '')) order.status = 'EXPIRED';
      else order.status = action === 'pay' ? 'PAID' : action === 'cancel' ? 'CANCELLED' : 'FAILED';
    }
    const status = { PAID: EASYPAISA_STATUS.paid, FAILED: EASYPAISA_STATUS.failed, CANCELLED: EASYPAISA_STATUS.cancelled, EXPIRED: EASYPAISA_STATUS.expired, OPEN: '' }[order.status];
    const url = new URL(order.postBackUrl);
    url.searchParams.set('orderRefNumber', orderRef);
    url.searchParams.set('status', status);
    url.searchParams.set('desc', order.status.toLowerCase());
    return url.toString();
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    if (req.method === 'POST' && path === EASYPAISA_PATHS.page) return this.page(Object.fromEntries(new URLSearchParams(text)), res);
    if (req.method === 'GET' && path.startsWith('/easypay-service/ipn/')) {
      const order = this.orders.get(path.slice('/easypay-service/ipn/'.length));
      res.writeHead(order ? 200 : 404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(order ? { order_id: order.orderRef, transaction_status: order.status, transaction_amount: order.amount.toFixed(1), store_id: this.options.storeId } : {}));
    }
    if (req.method === 'POST' && path === '/stand-in/act') {
      const form = Object.fromEntries(new URLSearchParams(text));
      res.writeHead(302, { location: this.complete(form.orderRef ?? '', (form.action as 'pay') ?? 'decline') });
      return res.end();
    }
    if (req.method === 'POST' && path === EASYPAISA_PATHS.inquiry) {
      const expected = Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64');
      if (req.headers.credentials !== expected) return json(res, 401, { responseCode: '0001', responseDesc: 'Invalid credentials' });
      const body = JSON.parse(text || '{}') as { orderId?: string; storeId?: string };
      this.inquiries.push(body.orderId ?? '');
      const order = this.orders.get(body.orderId ?? '');
      if (!order || body.storeId !== this.options.storeId) return json(res, 200, { responseCode: '0003', responseDesc: 'Order not found' });
      return json(res, 200, {
        responseCode: '0000',
        orderId: order.orderRef,
        storeId: this.options.storeId,
        transactionStatus: order.status === 'OPEN' ? 'PENDING' : order.status === 'CANCELLED' ? 'FAILED' : order.status,
        transactionAmount: this.amountOverride ?? order.amount,
        transactionId: order.transactionId,
      });
    }
    return json(res, 404, { message: 'not found' });
  }

  private page(fields: Record<string, string>, res: ServerResponse) {
    if (fields.storeId !== this.options.storeId || !this.hashOk(fields)) {
      return html(res, 400, '<h1>Invalid request</h1><p>The store id or merchantHashedReq is wrong.</p>');
    }
    const ref = fields.orderRefNum ?? '';
    if (!this.orders.has(ref)) {
      this.orders.set(ref, { orderRef: ref, amount: Number(fields.amount), postBackUrl: fields.postBackURL ?? '', expiry: fields.expiryDate ?? '', status: 'OPEN', transactionId: `EP${++this.counter}` });
    }
    const button = (action: string, label: string) =>
      `<form method="post" action="/stand-in/act"><input type="hidden" name="orderRef" value="${ref}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
    return html(res, 200, `<h1>Easypaisa</h1><p>Pay PKR ${Number(fields.amount).toFixed(2)}</p>${button('pay', 'Pay with Easypaisa')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}`);
  }

  private hashOk(fields: Record<string, string>) {
    try {
      const key = Buffer.alloc(16);
      Buffer.from(this.options.hashKey, 'utf8').copy(key);
      const decipher = createDecipheriv('aes-128-ecb', key, null);
      const plain = Buffer.concat([decipher.update(Buffer.from(fields.merchantHashedReq ?? '', 'base64')), decipher.final()]).toString('utf8');
      const expected = Object.keys(fields)
        .filter((k) => k !== 'merchantHashedReq' && fields[k] !== '')
        .sort()
        .map((k) => `${k}=${fields[k]}`)
        .join('&');
      return plain === expected;
    } catch {
      return false;
    }
  }
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Easypaisa</title></head><body>${body}</body></html>`);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
