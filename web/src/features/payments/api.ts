// Calls of the payments feature: confirming a checkout the provider sent the payer back from.
import { queryOptions } from '@tanstack/react-query';
import type { ConfirmPaymentResult } from '@carrental/shared';
import { api } from '@/lib/api';
import { queryRoots } from '@/lib/queryKeys';

export const paymentKeys = {
  all: queryRoots.payments,
  confirm: (bookingId: string) => [...queryRoots.payments, 'confirm', bookingId] as const,
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
};
