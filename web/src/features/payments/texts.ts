// The ways back from a provider without paying (?payment=…), each said by `payments.returned.<way>`.
export const PAYMENT_RETURNS = ['failed', 'cancelled', 'expired'] as const;

export type PaymentReturn = (typeof PAYMENT_RETURNS)[number];

export const isPaymentReturn = (value: string | null): value is PaymentReturn => (PAYMENT_RETURNS as readonly (string | null)[]).includes(value);
