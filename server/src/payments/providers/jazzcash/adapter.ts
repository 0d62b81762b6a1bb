// JazzCash hosted checkout ("page redirect", API version 1.1) behind the provider interface. No
// package is worth depending on for it: the protocol is a signed form and two JSON calls.
//
// Flow: the browser posts a form of `pp_` fields to JazzCash's page; the payer pays by wallet, card
// or voucher; JazzCash posts the result (`pp_` fields again, signed) to our return URL. We verify
// that hash on the raw body, match it against our payment record, then ask the Payment Inquiry API
// before the booking is confirmed (the return alone never confirms anything).
//
// Endpoints (relative to https://sandbox.jazzcash.com.pk or https://payments.jazzcash.com.pk):
//   hosted page      POST /CustomerPortal/transactionmanagement/merchantform/   (browser form)
//   inquiry          POST /ApplicationAPI/API/PaymentInquiry/Inquire            (JSON)
//   card refund      POST /ApplicationAPI/API/authorize/Refund                  (JSON)
//   wallet refund    POST /ApplicationAPI/API/Purchase/domwalletrefundtransaction (JSON, needs the MPIN)
//
// Form fields we send (all strings):
//   pp_Version "1.1" · pp_TxnType "" (the payer chooses wallet, card or voucher on the page) ·
//   pp_Language "EN" · pp_MerchantID · pp_SubMerchantID "" · pp_Password · pp_BankID "" ·
//   pp_ProductID "" · pp_TxnRefNo (unique per attempt, ≤ 20 chars: "T" + pp_TxnDateTime + 5 random) ·
//   pp_Amount (PAISA: whole rupees × 100, no separators) · pp_TxnCurrency "PKR" ·
//   pp_TxnDateTime / pp_TxnExpiryDateTime (yyyyMMddHHmmss, Pakistan time, UTC+5) ·
//   pp_BillReference (the booking id without dashes, first 20 characters; alphanumeric) ·
//   pp_Description (alphanumeric and spaces, ≤ 100) · pp_ReturnURL · ppmpf_1 (the booking id
//   without dashes) · pp_SecureHash.
// The return post carries pp_Amount, pp_AuthCode, pp_BillReference, pp_ResponseCode,
//   pp_ResponseMessage, pp_RetreivalReferenceNo, pp_TxnCurrency, pp_TxnDateTime, pp_TxnRefNo,
//   pp_TxnType, pp_Version, ppmpf_1..5, pp_SecureHash (and others, all covered by the hash).
//
// pp_SecureHash: take every field whose name starts with "pp" (pp_ and ppmpf_), except
// pp_SecureHash, whose value is not empty; sort by field name (ASCII); join the values with "&";
// put the integrity salt and "&" in front; HMAC-SHA256 keyed with the integrity salt; hex,
// upper case. The same rule signs the JSON requests and answers of the APIs.
//
// Response codes (pp_ResponseCode of the return, pp_PaymentResponseCode and pp_Status of the
// inquiry) are read through the one table in codes.ts beside this file (decision 0014 cites its source).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError, toPaisa } from '../../provider.js';
import type { CheckoutRequest, CheckoutSession, CheckoutStatus, PaymentProvider, ProviderEvent, RefundResult } from '../../provider.js';
import { JAZZCASH_API_SUCCESS, jazzCashOutcome } from './codes.js';
import { pakistanTimestamp, parsePakistanTimestamp } from '../pakistan-time.js';

export const JAZZCASH_HOSTS = {
  sandbox: 'https://sandbox.jazzcash.com.pk',
  production: 'https://payments.jazzcash.com.pk',
} as const;

export const JAZZCASH_PATHS = {
  page: '/CustomerPortal/transactionmanagement/merchantform/',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
  cardRefund: '/ApplicationAPI/API/authorize/Refund',
  walletRefund: '/ApplicationAPI/API/Purchase/domwalletrefundtransaction',
} as const;

export interface JazzCashOptions {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** Lets mobile-wallet payments be refunded through the API; without it an admin refunds them. */
  mpin?: string;
  baseUrl: string;
  /** Our return URL (POST), registered in the merchant portal. */
  returnUrl: string;
  now?: () => Date;
  /** How long the hosted page stays payable. */
  sessionMinutes?: number;
}

/** JazzCash's hash over the `pp` fields of a form or JSON object (see the header). */
export function jazzCashHash(fields: Record<string, unknown>, integritySalt: string): string {
  const values = Object.keys(fields)
    .filter((key) => key.startsWith('pp') && key !== 'pp_SecureHash')
    .sort()
    .map((key) => fields[key])
    .filter((value) => value !== undefined && value !== null && String(value) !== '')
    .map(String);
  return createHmac('sha256', integritySalt)
    .update([integritySalt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}

export function jazzCashHashMatches(fields: Record<string, unknown>, integritySalt: string): boolean {
  const given = typeof fields.pp_SecureHash === 'string' ? fields.pp_SecureHash.toUpperCase() : '';
  const expected = jazzCashHash(fields, integritySalt);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** The booking as JazzCash's alphanumeric fields can carry it. */
export const compactBookingId = (bookingId: string) => bookingId.replace(/-/g, '').toLowerCase();
export const billReferenceOf = (bookingId: string) => compactBookingId(bookingId).slice(0, 20);

/** What an inquiry answer says of the transaction (null: the inquiry itself failed). */
function inquiryOutcome(answer: Record<string, string>) {
  if (answer.pp_ResponseCode !== JAZZCASH_API_SUCCESS) return null;
  return jazzCashOutcome(answer.pp_PaymentResponseCode ?? '', answer.pp_Status ?? '');
}

export class JazzCashProvider implements PaymentProvider {
  readonly name = 'jazzcash' as const;
  readonly postsForm = true;

  bookingReference(bookingId: string) {
    return billReferenceOf(bookingId);
  }

  constructor(private readonly options: JazzCashOptions) {}

  private now() {
    return this.options.now?.() ?? new Date();
  }

  private get minutes() {
    return this.options.sessionMinutes ?? 30;
  }

  sign<T extends Record<string, string>>(fields: T): T & { pp_SecureHash: string } {
    return { ...fields, pp_SecureHash: jazzCashHash(fields, this.options.integritySalt) };
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const now = this.now();
    const stamp = pakistanTimestamp(now);
    const txnRef = `T${stamp}${randomBytes(4).toString('hex').slice(0, 5).toUpperCase()}`;
    const fields = this.sign({
      pp_Version: '1.1',
      pp_TxnType: '',
      pp_Language: 'EN',
      pp_MerchantID: this.options.merchantId,
      pp_SubMerchantID: '',
      pp_Password: this.options.password,
      pp_BankID: '',
      pp_ProductID: '',
      pp_TxnRefNo: txnRef,
      pp_Amount: String(toPaisa(request.amount)),
      pp_TxnCurrency: request.currency,
      pp_TxnDateTime: stamp,
      pp_BillReference: billReferenceOf(request.bookingId),
      pp_Description: request.description.replace(/[^A-Za-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100) || 'Car rental',
      pp_TxnExpiryDateTime: pakistanTimestamp(new Date(now.getTime() + this.minutes * 60_000)),
      pp_ReturnURL: this.options.returnUrl,
      ppmpf_1: compactBookingId(request.bookingId),
    });
    const action = `${this.options.baseUrl}${JAZZCASH_PATHS.page}`;
    return { sessionId: txnRef, url: action, form: { action, fields } };
  }

  private async call(path: string, body: Record<string, string>): Promise<Record<string, string>> {
    const response = await fetch(`${this.options.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(this.sign(body)),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`JazzCash ${path} answered ${response.status}`);
    const answer = (await response.json()) as Record<string, string>;
    if (answer.pp_SecureHash && !jazzCashHashMatches(answer, this.options.integritySalt)) {
      throw new Error(`JazzCash ${path} answered with a hash that does not match`);
    }
    return answer;
  }

  private inquire(txnRef: string) {
    return this.call(JAZZCASH_PATHS.inquiry, {
      pp_TxnRefNo: txnRef,
      pp_MerchantID: this.options.merchantId,
      pp_Password: this.options.password,
      pp_Version: '1.1',
    });
  }

  /** Payment Inquiry: what JazzCash itself says about an attempt. */
  async getCheckout(sessionId: string): Promise<CheckoutStatus> {
    const answer = await this.inquire(sessionId);
    const expiresAt = parsePakistanTimestamp(sessionId.slice(1, 15));
    const expired = !!expiresAt && expiresAt.getTime() + this.minutes * 60_000 <= this.now().getTime();
    const base = { paymentId: null, bookingId: null, amount: null } as const;
    const outcome = inquiryOutcome(answer);
    // The inquiry itself failed (e.g. no such transaction yet: the payer has not finished).
    if (outcome === null) return { ...base, state: expired ? 'EXPIRED' : 'OPEN' };
    const amount = answer.pp_Amount ? Number(answer.pp_Amount) / 100 : null;
    if (outcome === 'paid') {
      return { state: 'PAID', paymentId: answer.pp_RetreivalReferenceNo || sessionId, bookingId: null, amount };
    }
    if (outcome === 'pending') return { ...base, state: expired ? 'EXPIRED' : 'OPEN' };
    if (outcome === 'cancelled') return { ...base, state: 'CANCELLED' };
    if (outcome === 'expired') return { ...base, state: 'EXPIRED' };
    return { ...base, state: 'FAILED' };
  }

  async refund(sessionId: string, amount?: number): Promise<RefundResult> {
    const status = await this.inquire(sessionId);
    if (inquiryOutcome(status) !== 'paid') {
      throw new Error(`JazzCash transaction ${sessionId} is not paid; nothing to refund`);
    }
    const paisa = amount === undefined ? Number(status.pp_Amount) : toPaisa(amount);
    const type = status.pp_TxnType ?? '';
    if (type === 'OTC') return { manual: true, reason: 'JazzCash vouchers paid over the counter cannot be refunded through the API' };
    if (type === 'MWALLET' && !this.options.mpin) {
      return { manual: true, reason: 'JAZZCASH_MPIN is not configured, so wallet payments are refunded by hand' };
    }
    const body: Record<string, string> = {
      pp_TxnRefNo: sessionId,
      pp_Amount: String(paisa),
      pp_TxnCurrency: 'PKR',
      pp_MerchantID: this.options.merchantId,
      pp_Password: this.options.password,
    };
    if (type === 'MWALLET') body.pp_MerchantMPIN = this.options.mpin!;
    const answer = await this.call(type === 'MWALLET' ? JAZZCASH_PATHS.walletRefund : JAZZCASH_PATHS.cardRefund, body);
    if (answer.pp_ResponseCode !== JAZZCASH_API_SUCCESS) {
      throw new Error(`JazzCash refused the refund of ${sessionId}: ${answer.pp_ResponseCode} ${answer.pp_ResponseMessage ?? ''}`);
    }
    return { manual: false };
  }

  /** The return post (a form). The hash is in the body; `signature` is not used. */
  parseWebhook(rawBody: Buffer): ProviderEvent {
    const fields = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
    if (!fields.pp_SecureHash || !jazzCashHashMatches(fields, this.options.integritySalt)) {
      throw new WebhookSignatureError('JazzCash return with a missing or wrong pp_SecureHash');
    }
    if (!fields.pp_TxnRefNo || !fields.pp_ResponseCode) throw new WebhookSignatureError('JazzCash return without pp_TxnRefNo or pp_ResponseCode');
    // The return carries no pp_Status: a code paid only when completed reads as paid here, which
    // only makes us ask the inquiry (a return never confirms anything by itself).
    const outcome = jazzCashOutcome(fields.pp_ResponseCode, fields.pp_Status);
    return {
      // One result per attempt and code: the same post again is a replay.
      id: `${fields.pp_TxnRefNo}:${fields.pp_ResponseCode}`,
      type: `return.${outcome}`,
      outcome: outcome === 'paid' ? 'paid' : outcome === 'expired' ? 'expired' : outcome === 'pending' ? null : 'failed',
      cancelled: outcome === 'cancelled',
      sessionId: fields.pp_TxnRefNo,
      bookingId: fields.pp_BillReference ?? null,
      paymentId: fields.pp_RetreivalReferenceNo || null,
      amount: fields.pp_Amount && /^\d+$/.test(fields.pp_Amount) ? Number(fields.pp_Amount) / 100 : null,
      currency: fields.pp_TxnCurrency ?? null,
    };
  }
}
