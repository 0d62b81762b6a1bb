// Easypaisa hosted checkout (Easypay "redirection" integration) behind the provider interface,
// signed with node:crypto; no package is worth depending on for it.
//
// Flow: the browser posts a form to Easypay's page; the payer pays from an Easypaisa account, card
// or at a shop; Easypay sends the browser back to our postBackURL with `status`, `desc` and
// `orderRefNumber`, and calls our payment-notification (IPN) URL. Neither of those is signed by
// Easypay, so: the postBackURL and notification URL we register carry our own HMAC of the order
// reference (`sig`), checked on the raw query before anything is read, and the `status` is only a
// hint (`unsigned`): the attempt moves only as the Inquire Transaction API (authenticated with
// the store's API credentials) says, and the booking only when it says PAID for the amount we
// recorded. A failed status on the return of an order Easypaisa calls pending fails nothing.
//
// Endpoints (relative to https://easypaystg.easypaisa.com.pk or https://easypay.easypaisa.com.pk):
//   hosted page   POST /easypay/Index.jsf                          (browser form)
//   inquiry       POST /easypay-service/rest/v4/inquire-transaction (JSON; header
//                 Credentials: base64("username:password"))
//   refunds       none in the API: an admin refunds from the merchant portal (recorded for them).
//
// Form fields we send: storeId · amount (rupees with one decimal, "10000.0") · postBackURL ·
//   orderRefNum (unique per attempt: "E" + Pakistan time yyyyMMddHHmmss + 5 random) · expiryDate
//   ("yyyyMMdd HHmmss", Pakistan time) · autoRedirect "1" · paymentMethod "" (the payer chooses) ·
//   merchantHashedReq.
// merchantHashedReq: the non-empty fields above as "name=value" pairs sorted by name, joined with
//   "&", encrypted with AES-128-ECB (PKCS#5 padding) under the store's hash key, base64.
// Return / notification query: orderRefNumber, status ("0000" paid, "0001" failed, "0002"
//   cancelled, "0003" expired), desc, and our sig = HMAC-SHA256(hash key, "easypaisa:" + orderRef), hex.
// Inquiry answer: responseCode "0000" and transactionStatus PAID | PENDING | FAILED | EXPIRED |
//   REVERSED, transactionAmount (rupees), orderId, transactionId.
// Payment notification (IPN): Easypay calls the IPN URL configured in its merchant portal (ours:
//   GET /api/payments/easypaisa/notify) with `url`, the address on Easypay's own host where the
//   order's details can be read; its last path segment is the order reference. We never fetch that
//   address (no request goes where a caller points us): we check it is on the configured Easypay
//   host, take the order reference, and ask the Inquire Transaction API, whose answer alone moves
//   the booking. A forged notification can therefore only make us ask Easypaisa.
import { createCipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { pakistanTimestamp } from '../pakistan-time.js';
import { WebhookSignatureError } from '../../provider.js';
import type { CheckoutRequest, CheckoutSession, CheckoutStatus, PaymentProvider, ProviderEvent, RefundResult } from '../../provider.js';

export const EASYPAISA_HOSTS = {
  sandbox: 'https://easypaystg.easypaisa.com.pk',
  production: 'https://easypay.easypaisa.com.pk',
} as const;

export const EASYPAISA_PATHS = {
  page: '/easypay/Index.jsf',
  inquiry: '/easypay-service/rest/v4/inquire-transaction',
} as const;

export const EASYPAISA_STATUS = { paid: '0000', failed: '0001', cancelled: '0002', expired: '0003' } as const;

export interface EasypaisaOptions {
  storeId: string;
  hashKey: string;
  username: string;
  password: string;
  baseUrl: string;
  /** Our return URL; the order reference and our signature are added to it per attempt. */
  postBackUrl: string;
  now?: () => Date;
  sessionMinutes?: number;
}

/** merchantHashedReq: sorted name=value pairs, AES-128-ECB under the hash key, base64. */
export function easypaisaHashedRequest(fields: Record<string, string>, hashKey: string): string {
  const plain = Object.keys(fields)
    .filter((key) => key !== 'merchantHashedReq' && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  const key = Buffer.alloc(16);
  Buffer.from(hashKey, 'utf8').copy(key);
  const cipher = createCipheriv('aes-128-ecb', key, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

export function easypaisaSignature(orderRef: string, hashKey: string): string {
  return createHmac('sha256', hashKey).update(`easypaisa:${orderRef}`).digest('hex');
}

export class EasypaisaProvider implements PaymentProvider {
  readonly name = 'easypaisa' as const;
  readonly postsForm = true;

  constructor(private readonly options: EasypaisaOptions) {}

  private now() {
    return this.options.now?.() ?? new Date();
  }

  /** The URL Easypay returns the payer to (and the notification URL): ours, signed per order. */
  signedUrl(base: string, orderRef: string) {
    const url = new URL(base);
    url.searchParams.set('ref', orderRef);
    url.searchParams.set('sig', easypaisaSignature(orderRef, this.options.hashKey));
    return url.toString();
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const now = this.now();
    const stamp = pakistanTimestamp(now);
    const orderRef = `E${stamp}${randomBytes(4).toString('hex').slice(0, 5).toUpperCase()}`;
    const expiry = pakistanTimestamp(new Date(now.getTime() + (this.options.sessionMinutes ?? 30) * 60_000));
    const fields: Record<string, string> = {
      storeId: this.options.storeId,
      amount: request.amount.toFixed(1),
      postBackURL: this.signedUrl(this.options.postBackUrl, orderRef),
      orderRefNum: orderRef,
      expiryDate: `${expiry.slice(0, 8)} ${expiry.slice(8)}`,
      autoRedirect: '1',
      paymentMethod: '',
    };
    fields.merchantHashedReq = easypaisaHashedRequest(fields, this.options.hashKey);
    const action = `${this.options.baseUrl}${EASYPAISA_PATHS.page}`;
    return { sessionId: orderRef, url: action, form: { action, fields } };
  }

  /** Inquire Transaction: what Easypaisa itself says about an order. */
  async getCheckout(sessionId: string): Promise<CheckoutStatus> {
    const response = await fetch(`${this.options.baseUrl}${EASYPAISA_PATHS.inquiry}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        Credentials: Buffer.from(`${this.options.username}:${this.options.password}`).toString('base64'),
      },
      body: JSON.stringify({ orderId: sessionId, storeId: this.options.storeId, accountNum: this.options.storeId }),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`Easypaisa inquiry answered ${response.status}`);
    const answer = (await response.json()) as Record<string, string | number | undefined>;
    const base = { paymentId: null, bookingId: null, amount: null } as const;
    if (answer.responseCode !== '0000') return { ...base, state: 'OPEN' };
    const amount = answer.transactionAmount !== undefined ? Number(answer.transactionAmount) : null;
    switch (answer.transactionStatus) {
      case 'PAID':
        return { state: 'PAID', paymentId: String(answer.transactionId ?? sessionId), bookingId: null, amount };
      case 'FAILED':
        return { ...base, state: 'FAILED' };
      case 'EXPIRED':
        return { ...base, state: 'EXPIRED' };
      case 'REVERSED':
        return { ...base, state: 'REFUNDED' };
      default:
        return { ...base, state: 'OPEN' };
    }
  }

  /** Easypaisa's API has no refund: an admin refunds from the merchant portal. */
  async refund(): Promise<RefundResult> {
    return { manual: true, reason: 'Easypaisa payments are refunded from the merchant portal' };
  }

  /** The return or notification query (the raw query string); our `sig` is checked first. */
  parseWebhook(rawBody: Buffer): ProviderEvent {
    const query = new URLSearchParams(rawBody.toString('utf8'));
    if (query.has('url') && !query.has('sig')) return this.parseNotification(query.get('url') ?? '');
    const ref = query.get('ref') ?? '';
    const sig = query.get('sig') ?? '';
    const expected = easypaisaSignature(ref, this.options.hashKey);
    if (!ref || sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
      throw new WebhookSignatureError('Easypaisa return with a missing or wrong signature');
    }
    const orderRef = query.get('orderRefNumber') ?? ref;
    if (orderRef !== ref) throw new WebhookSignatureError('Easypaisa return for another order than the one signed');
    // Not signed by Easypay: a hint of what the payer saw. The inquiry decides what happened.
    const status = query.get('status') ?? '';
    const outcome =
      status === EASYPAISA_STATUS.paid ? 'paid' : status === EASYPAISA_STATUS.expired ? 'expired' : status === EASYPAISA_STATUS.failed ? 'failed' : null;
    return {
      id: `${ref}:${status || 'none'}`,
      type: `return.${status || 'none'}`,
      outcome,
      unsigned: true,
      cancelled: status === EASYPAISA_STATUS.cancelled,
      sessionId: ref,
      bookingId: null,
      paymentId: null,
      // Not signed by Easypay: the amount is taken from the inquiry, never from the query.
      amount: null,
      currency: null,
    };
  }

  /**
   * Easypay's payment notification: only the order reference is taken from it, and only from an
   * address on the configured Easypay host. It claims nothing we act on: `outcome: 'paid'` means
   * "ask Easypaisa", and the booking moves only if the inquiry says PAID for our amount.
   */
  private parseNotification(address: string): ProviderEvent {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new WebhookSignatureError('Easypaisa notification without a readable address');
    }
    if (url.origin !== new URL(this.options.baseUrl).origin) throw new WebhookSignatureError('Easypaisa notification pointing away from Easypay');
    const ref = url.pathname.split('/').pop() ?? '';
    if (!/^[A-Za-z0-9]{1,50}$/.test(ref)) throw new WebhookSignatureError('Easypaisa notification without an order reference');
    return { id: `${ref}:ipn`, type: 'ipn', outcome: 'paid', unsigned: true, cancelled: false, sessionId: ref, bookingId: null, paymentId: null, amount: null, currency: null };
  }
}
