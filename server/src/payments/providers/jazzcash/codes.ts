// The one table of JazzCash response codes and what each means for us (decision 0014 cites its
// source). The adapter reads results through it and the stand-in writes them from it.
//
// JazzCash answers with a code in two places:
// - the return post of the hosted page: `pp_ResponseCode` is the transaction's result;
// - the Payment Inquiry API: `pp_ResponseCode` is the inquiry's own result ("000": JazzCash found
//   the transaction and answered), and the transaction's result is `pp_PaymentResponseCode`, with
//   `pp_Status` beside it ("Completed", "Pending", …).
// A transaction is paid when its code is 000, or 121 while `pp_Status` is "Completed" (the form
// integrations in use read as a completed payment). Any code not in the table is a failure
// (declined, refused, error).

/** What a transaction code means for our attempt. */
export type JazzCashOutcome = 'paid' | 'pending' | 'cancelled' | 'expired' | 'failed';

export const JAZZCASH_RESPONSE_CODES = {
  '000': { outcome: 'paid', meaning: 'Transaction successful' },
  '121': { outcome: 'paid', meaning: 'Transaction completed; paid only while pp_Status is "Completed"', completedOnly: true },
  '124': { outcome: 'pending', meaning: 'Voucher issued; waiting for the payer to pay it over the counter' },
  '157': { outcome: 'pending', meaning: 'Waiting for the payer to approve the payment in the wallet' },
  '110': { outcome: 'cancelled', meaning: 'Cancelled by the payer' },
  '111': { outcome: 'cancelled', meaning: 'Cancelled by the payer' },
  '349': { outcome: 'expired', meaning: 'Transaction expired' },
} as const satisfies Record<string, { outcome: JazzCashOutcome; meaning: string; completedOnly?: true }>;

export type JazzCashCode = keyof typeof JAZZCASH_RESPONSE_CODES;

/**
 * An API's own `pp_ResponseCode` when it did what was asked (the inquiry found the transaction and
 * answered; the refund was made). Anything else: it did not.
 */
export const JAZZCASH_API_SUCCESS: JazzCashCode = '000';

/** `pp_Status` of a completed transaction in the inquiry's answer. */
export const JAZZCASH_COMPLETED = 'Completed';

/**
 * What a transaction code means for us. `status` is the inquiry's `pp_Status` (absent on the return
 * post): a code that is paid only when completed is still pending without it.
 */
export function jazzCashOutcome(code: string, status?: string): JazzCashOutcome {
  const table: Record<string, { outcome: JazzCashOutcome; completedOnly?: true }> = JAZZCASH_RESPONSE_CODES;
  const entry = Object.hasOwn(table, code) ? table[code] : undefined;
  if (!entry) return 'failed';
  if (entry.completedOnly && status !== undefined && status !== JAZZCASH_COMPLETED) return 'pending';
  return entry.outcome;
}

/** The codes by name, for code that writes results (the stand-in). Each is a key of the table. */
export const JAZZCASH_CODE = {
  paid: '000',
  completed: '121',
  voucherIssued: '124',
  walletPending: '157',
  cancelled: '110',
  expired: '349',
} as const satisfies Record<string, JazzCashCode>;
