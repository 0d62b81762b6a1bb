// What the payments screens say, in one place.
import type { PaymentMethodId } from '@carrental/shared';

export const PAYMENT_TEXTS = {
  chooserTitle: 'How would you like to pay?',
  chooserHint: 'You will be taken to the payment page of the method you choose.',
  continue: 'Continue to payment',
  cancel: 'Go Back',
  startFailed: 'Failed to start payment',
  methodsFailed: 'The payment methods could not be loaded. Please try again.',
  /** Shown on the booking when the payer comes back from a provider without paying. */
  returned: {
    failed: 'Your payment did not go through, so the booking is not confirmed. Nothing was charged; you can pay again.',
    cancelled: 'You cancelled the payment, so the booking is not confirmed. You can pay again whenever you are ready.',
    expired: 'The payment page expired before the payment was made. Nothing was charged; please pay again.',
  },
  methodHints: {
    sandbox: 'Test checkout, no real money',
    stripe: 'Visa, Mastercard',
    safepay: 'Cards and wallets',
    jazzcash: 'JazzCash wallet, card or voucher',
    easypaisa: 'Easypaisa account, card or shop',
  } satisfies Record<PaymentMethodId, string>,
} as const;

export type PaymentReturn = keyof typeof PAYMENT_TEXTS.returned;

export const isPaymentReturn = (value: string | null): value is PaymentReturn => !!value && value in PAYMENT_TEXTS.returned;
