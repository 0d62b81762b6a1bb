// Calls of the payments feature: confirming a checkout the provider sent the payer back from.
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { ConfirmPaymentResult, PaymentMethod, PaymentMethodId } from '@carrental/shared';
import { api } from '@/lib/api';
import { startPayment } from './startPayment';

/** The first element of every query key of this feature: another feature refreshes this data by invalidating it. */
const ROOT = ['payments'] as const;

export const paymentKeys = {
  all: ROOT,
  confirm: (bookingId: string) => [...ROOT, 'confirm', bookingId] as const,
  methods: () => [...ROOT, 'methods'] as const,
};

export const paymentQueries = {
  confirm: (bookingId: string, enabled: boolean) =>
    queryOptions({
      queryKey: paymentKeys.confirm(bookingId),
      // Confirming is idempotent on the server, so a repeated request (StrictMode, refocus) is harmless.
      queryFn: () => api.post<ConfirmPaymentResult>('/payments/confirm', { bookingId }),
      enabled,
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    }),
  /** The enabled methods (configuration; it changes only with a restart). */
  methods: () =>
    queryOptions({
      queryKey: paymentKeys.methods(),
      queryFn: () => api.get<PaymentMethod[]>('/payments/methods'),
      staleTime: 10 * 60_000,
    }),
};

/**
 * Starts the hosted checkout. On success the browser is leaving for the payment page, so a caller
 * stays busy (`isPending || isSuccess`) until it has gone.
 */
export const useStartPayment = () =>
  useMutation({
    mutationFn: ({ bookingId, method, extensionId }: { bookingId: string; method?: PaymentMethodId; extensionId?: string }) => startPayment(bookingId, method, extensionId),
  });

/** Pay Now as one hook, with its chooser of methods (for the booking's and the trip's pages). */
export { usePayFlow } from './usePayFlow';
/** Sends the browser to a provider's page by posting its form (for other features' payments). */
export { postForm } from './startPayment';
