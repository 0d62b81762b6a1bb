// Server state of a rental's money (decision 0034): a booking's statement, a service's payment
// terms, and the writes (the vendor's records at the counter and the deposit's return, the
// customer's answers, paying what is due at pickup online). Records carry an idempotency key per
// intent, so a double tap records the money once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashReceiptInput, CheckoutUrl, DepositReturnInput, MoneyDispute, MoneyReceipt, MoneyRowAnswer, OverdueDeposit, PaymentTerms, Statement } from '@carrental/shared';
import { api } from '@/lib/api';
import { useIdempotentFn } from '@/lib/idempotent';
import { postForm } from '@/features/payments/api';

const ROOT = ['rental-money'] as const;

export const moneyKeys = {
  all: ROOT,
  statement: (bookingId: string) => [...ROOT, 'statement', bookingId] as const,
  terms: (serviceId: string) => [...ROOT, 'terms', serviceId] as const,
  disputes: () => [...ROOT, 'disputes'] as const,
  overdue: () => [...ROOT, 'overdue'] as const,
  receipt: (bookingId: string, rowId: string) => [...ROOT, 'receipt', bookingId, rowId] as const,
};

export const moneyQueries = {
  statement: (bookingId: string) =>
    queryOptions({ queryKey: moneyKeys.statement(bookingId), queryFn: ({ signal }) => api.get<Statement>(`/bookings/${bookingId}/statement`, { signal }) }),
  terms: (serviceId: string) =>
    queryOptions({ queryKey: moneyKeys.terms(serviceId), queryFn: ({ signal }) => api.get<PaymentTerms>(`/services/${serviceId}/payment-terms`, { signal }) }),
  disputes: () => queryOptions({ queryKey: moneyKeys.disputes(), queryFn: ({ signal }) => api.get<MoneyDispute[]>('/admin/money-disputes', { signal }) }),
  overdue: () => queryOptions({ queryKey: moneyKeys.overdue(), queryFn: ({ signal }) => api.get<OverdueDeposit[]>('/admin/deposits/overdue', { signal }) }),
  receipt: (bookingId: string, rowId: string) =>
    queryOptions({ queryKey: moneyKeys.receipt(bookingId, rowId), queryFn: ({ signal }) => api.get<MoneyReceipt>(`/bookings/${bookingId}/receipts/${rowId}`, { signal }) }),
};

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}

export function useSavePaymentTerms(serviceId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (terms: PaymentTerms) => api.put<PaymentTerms>(`/services/${serviceId}/payment-terms`, terms), onSuccess: refresh });
}

export function useRecordReceipt(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: useIdempotentFn((input: CashReceiptInput, options) => api.post<MoneyRowAnswer>(`/bookings/${bookingId}/cash-receipts`, input, options)),
    onSuccess: refresh,
  });
}

export function useReturnDeposit(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: useIdempotentFn((input: DepositReturnInput, options) => api.post<MoneyRowAnswer>(`/bookings/${bookingId}/deposit-return`, input, options)),
    onSuccess: refresh,
  });
}

export function useAnswerReceipt(bookingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ rowId, answer, comment }: { rowId: string; answer: 'confirm' | 'dispute'; comment?: string }) =>
      api.put<MoneyRowAnswer>(`/bookings/${bookingId}/cash-receipts/${rowId}/${answer}`, answer === 'dispute' ? { comment } : {}),
    onSuccess: refresh,
  });
}

/** Pays online what is due at pickup, or (`charges`) the charges after the trip beyond the deposit. */
export function usePayBalance(bookingId: string, what: 'pickup' | 'charges' = 'pickup') {
  return useMutation({
    mutationFn: () => api.post<CheckoutUrl>(`/bookings/${bookingId}/${what === 'pickup' ? 'pay-balance' : 'pay-charges'}`, {}),
    onSuccess: (answer) => {
      // JazzCash and Easypaisa answer a signed form to post, like the first payment (decision 0044).
      if (answer.form) postForm(answer.form.action, answer.form.fields);
      else window.location.assign(answer.url);
    },
  });
}
