// A local stand-in for JazzCash's page-redirect checkout and APIs, speaking the protocol written
// down in src/payments/providers/jazzcash/adapter.ts: it checks pp_SecureHash on every form and request, shows a hosted page
// where the payer pays, declines or cancels, posts the signed result back to pp_ReturnURL, and
// answers Payment Inquiry and refunds. Tests and the browser journey drive the real adapter
// against it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StandInServer } from './stand-in-server.js';
import { JAZZCASH_PATHS, jazzCashHash, jazzCashHashMatches } from '../../src/payments/providers/jazzcash/adapter.js';
import { pakistanTimestamp } from '../../src/payments/providers/pakistan-time.js';
import { JAZZCASH_API_SUCCESS, JAZZCASH_CODE, JAZZCASH_COMPLETED } from '../../src/payments/providers/jazzcash/codes.js';
import { escapeHtml as esc } from '../../src/http/html.js';

export interface StandInTxn {
  fields: Record<string, string>;
  status: 'OPEN' | 'PAID' | 'DECLINED' | 'CANCELLED' | 'EXPIRED';
  txnType: 'MWALLET' | 'MPAY' | 'OTC';
  refundedPaisa: number;
  rrn: string;
}

/** A declined transaction: any code outside the table of codes is a failure. */
const DECLINED = '199';
const { paid: PAID, cancelled: CANCELLED, expired: EXPIRED, walletPending: PENDING } = JAZZCASH_CODE;

export interface JazzCashStandInOptions {
  merchantId: string;
  password: string;
  integritySalt: string;
  now?: () => Date;
}


export class JazzCashStandIn extends StandInServer {
  readonly txns = new Map<string, StandInTxn>();
  readonly requests: Array<{ path: string; body: Record<string, string> }> = [];
  readonly refunds: Array<{ txnRef: string; paisa: number; path: string }> = [];
  /** The next inquiry answers this payment code instead of the truth (a test lever). */
  inquiryOverride: string | null = null;
  /** The inquiry API answers 503 while this is set (JazzCash down). */
  inquiryDown = false;
  /**
   * How the inquiry describes a paid transaction: payment code 000, or the completed form other
   * integrations read (payment code 121 with pp_Status "Completed").
   */
  paidAnswer: '000' | '121' = '000';
  private counter = 0;

  constructor(private readonly options: JazzCashStandInOptions) {
    super();
  }


  private now() {
    return this.options.now?.() ?? new Date();
  }

  private sign(fields: Record<string, string>): Record<string, string> {
    return { ...fields, pp_SecureHash: jazzCashHash(fields, this.options.integritySalt) };
  }

  /** What the payer does on the hosted page; answers the signed fields posted back to the merchant. */
  complete(txnRef: string, action: 'pay' | 'decline' | 'cancel', txnType: StandInTxn['txnType'] = 'MWALLET'): { returnUrl: string; fields: Record<string, string> } {
    const txn = this.txns.get(txnRef);
    if (!txn) throw new Error(`no JazzCash transaction ${txnRef}`);
    const expiry = txn.fields.pp_TxnExpiryDateTime ?? '';
    let code: string;
    if (txn.status === 'OPEN' && expiry && pakistanTimestamp(this.now()) > expiry) {
      txn.status = 'EXPIRED';
      code = EXPIRED;
    } else if (txn.status !== 'OPEN') {
      code = this.codeOf(txn);
    } else if (action === 'pay') {
      txn.status = 'PAID';
      txn.txnType = txnType;
      code = PAID;
    } else if (action === 'cancel') {
      txn.status = 'CANCELLED';
      code = CANCELLED;
    } else {
      txn.status = 'DECLINED';
      code = DECLINED;
    }
    const messages: Record<string, string> = {
      [PAID]: 'Thank you for Using JazzCash, your transaction was successful.',
      [CANCELLED]: 'Transaction cancelled by user.',
      [EXPIRED]: 'Transaction has expired.',
      [DECLINED]: 'Transaction declined.',
    };
    const fields = this.sign({
      pp_Amount: txn.fields.pp_Amount ?? '',
      pp_AuthCode: code === PAID ? `A${++this.counter}` : '',
      pp_BankID: '',
      pp_BillReference: txn.fields.pp_BillReference ?? '',
      pp_Language: 'EN',
      pp_MerchantID: this.options.merchantId,
      pp_ResponseCode: code,
      pp_ResponseMessage: messages[code] ?? '',
      pp_RetreivalReferenceNo: code === PAID ? txn.rrn : '',
      pp_SubMerchantId: '',
      pp_TxnCurrency: txn.fields.pp_TxnCurrency ?? '',
      pp_TxnDateTime: txn.fields.pp_TxnDateTime ?? '',
      pp_TxnRefNo: txnRef,
      pp_TxnType: txn.txnType,
      pp_Version: '1.1',
      ppmpf_1: txn.fields.ppmpf_1 ?? '',
    });
    return { returnUrl: txn.fields.pp_ReturnURL ?? '', fields };
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const isJson = (req.headers['content-type'] ?? '').includes('json');
    const body: Record<string, string> = isJson ? (text ? JSON.parse(text) : {}) : Object.fromEntries(new URLSearchParams(text));
    this.requests.push({ path, body });

    if (req.method === 'POST' && path === JAZZCASH_PATHS.page) return this.page(body, res);
    if (req.method === 'POST' && path === '/stand-in/act') {
      const { returnUrl, fields } = this.complete(body.txnRef ?? '', (body.action as 'pay' | 'decline' | 'cancel') ?? 'decline');
      return html(res, 200, autoPost('Returning to the merchant…', returnUrl, fields));
    }
    if (req.method !== 'POST') return json(res, 404, { message: 'not found' });
    if (!this.credentialsOk(body)) return json(res, 200, this.sign({ pp_ResponseCode: '401', pp_ResponseMessage: 'Invalid merchant credentials or hash' }));
    if (path === JAZZCASH_PATHS.inquiry) return this.inquiryDown ? json(res, 503, { message: 'unavailable' }) : json(res, 200, this.inquiry(body.pp_TxnRefNo ?? ''));
    if (path === JAZZCASH_PATHS.cardRefund || path === JAZZCASH_PATHS.walletRefund) return json(res, 200, this.refund(path, body));
    return json(res, 404, { message: 'not found' });
  }

  private credentialsOk(body: Record<string, string>) {
    return body.pp_MerchantID === this.options.merchantId && body.pp_Password === this.options.password && jazzCashHashMatches(body, this.options.integritySalt);
  }

  private page(fields: Record<string, string>, res: ServerResponse) {
    if (!this.credentialsOk(fields)) return html(res, 400, shell('Invalid request', '<p>The request hash or merchant credentials are invalid.</p>'));
    const ref = fields.pp_TxnRefNo ?? '';
    if (!/^[A-Za-z0-9]{1,20}$/.test(ref) || !/^\d+$/.test(fields.pp_Amount ?? '')) return html(res, 400, shell('Invalid request', '<p>Bad pp_TxnRefNo or pp_Amount.</p>'));
    const existing = this.txns.get(ref);
    if (existing && existing.status !== 'OPEN') return html(res, 409, shell('Duplicate transaction', '<p>This pp_TxnRefNo was used before.</p>'));
    if (!existing) this.txns.set(ref, { fields, status: 'OPEN', txnType: 'MWALLET', refundedPaisa: 0, rrn: `RRN${Date.now()}${++this.counter}` });
    const rupees = (Number(fields.pp_Amount) / 100).toLocaleString('en-PK', { minimumFractionDigits: 2 });
    const button = (action: string, label: string) =>
      `<form method="post" action="/stand-in/act"><input type="hidden" name="txnRef" value="${esc(ref)}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
    return html(
      res,
      200,
      shell(
        'JazzCash',
        `<p>Pay <strong>PKR ${esc(rupees)}</strong> to merchant ${esc(fields.pp_MerchantID ?? '')}</p><p>${esc(fields.pp_Description ?? '')}</p>${button('pay', 'Pay with JazzCash')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}`,
      ),
    );
  }

  private inquiry(ref: string) {
    const txn = this.txns.get(ref);
    if (!txn) return this.sign({ pp_ResponseCode: '404', pp_ResponseMessage: 'No transaction found' });
    let code = this.codeOf(txn);
    if (this.inquiryOverride) code = this.inquiryOverride;
    const completed = code === PAID;
    if (completed && this.paidAnswer === '121') code = JAZZCASH_CODE.completed;
    return this.sign({
      pp_ResponseCode: JAZZCASH_API_SUCCESS,
      pp_ResponseMessage: 'Operation completed successfully.',
      pp_PaymentResponseCode: code,
      pp_Status: completed ? JAZZCASH_COMPLETED : 'Pending',
      pp_Amount: txn.fields.pp_Amount ?? '',
      pp_TxnType: txn.txnType,
      pp_RetreivalReferenceNo: completed ? txn.rrn : '',
      pp_TxnRefNo: ref,
    });
  }

  /** The code of a transaction's result as it stands. */
  private codeOf(txn: StandInTxn): string {
    return { PAID, DECLINED, CANCELLED, EXPIRED, OPEN: PENDING }[txn.status];
  }

  private refund(path: string, body: Record<string, string>) {
    const txn = this.txns.get(body.pp_TxnRefNo ?? '');
    if (!txn || txn.status !== 'PAID') return this.sign({ pp_ResponseCode: '404', pp_ResponseMessage: 'No paid transaction found' });
    const wallet = path === JAZZCASH_PATHS.walletRefund;
    if (wallet !== (txn.txnType === 'MWALLET')) return this.sign({ pp_ResponseCode: '405', pp_ResponseMessage: 'Wrong refund API for this transaction type' });
    if (wallet && !body.pp_MerchantMPIN) return this.sign({ pp_ResponseCode: '401', pp_ResponseMessage: 'MPIN required' });
    const paisa = Number(body.pp_Amount);
    if (!Number.isInteger(paisa) || paisa <= 0 || txn.refundedPaisa + paisa > Number(txn.fields.pp_Amount)) {
      return this.sign({ pp_ResponseCode: '431', pp_ResponseMessage: 'Refund amount exceeds the transaction amount' });
    }
    txn.refundedPaisa += paisa;
    this.refunds.push({ txnRef: body.pp_TxnRefNo!, paisa, path });
    return this.sign({ pp_ResponseCode: JAZZCASH_API_SUCCESS, pp_ResponseMessage: 'Refund successful', pp_TxnRefNo: body.pp_TxnRefNo! });
  }
}

function shell(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1>${body}</body></html>`;
}

/** The page JazzCash shows after paying: a form posted back to the merchant's return URL. */
function autoPost(title: string, action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return shell(title, `<form id="back" method="post" action="${esc(action)}">${inputs}<button type="submit">Return to merchant</button></form><script>document.getElementById('back').submit()</script>`);
}

function html(res: ServerResponse, status: number, page: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
