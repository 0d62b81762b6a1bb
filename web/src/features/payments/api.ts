// Calls of the payments feature: confirming a checkout the provider sent the payer back from, and
// Pay Now (`usePayFlow`), the mutation other features' pages pay with.
import { createElement, useState } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHOD_IDS, type ConfirmPaymentResult, type PaymentMethod, type PaymentMethodId } from '@carrental/shared';
import { api, errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { PaymentMethodDialog } from './PaymentMethodDialog';
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
/** Sends the browser to a provider's page by posting its form (for other features' payments). */
export { postForm } from './startPayment';

export const LAST_METHOD_KEY = 'rentwheels.paymentMethod';

function lastMethod(): PaymentMethodId | null {
  try {
    const value = window.localStorage.getItem(LAST_METHOD_KEY);
    return (PAYMENT_METHOD_IDS as readonly string[]).includes(value ?? '') ? (value as PaymentMethodId) : null;
  } catch {
    return null;
  }
}

function rememberMethod(id: PaymentMethodId) {
  try {
    window.localStorage.setItem(LAST_METHOD_KEY, id);
  } catch {
    // Private mode: nothing to remember.
  }
}

/**
 * Pay Now as one hook (the booking's page, the booking form, a trip's extension): one enabled method
 * goes straight to its page; several open the chooser (the last choice selected, remembered in this
 * browser), then go to the chosen provider.
 */
export function usePayFlow() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const payment = useStartPayment();
  const [choosing, setChoosing] = useState<{ bookingId: string; extensionId?: string; methods: PaymentMethod[] } | null>(null);
  // The methods are asked for when the renter pays (the list is cached after the first time).
  const methods = useMutation({ mutationFn: () => queryClient.fetchQuery(paymentQueries.methods()) });
  const busy = methods.isPending || payment.isPending || payment.isSuccess;

  async function go(bookingId: string, method: PaymentMethodId, extensionId?: string) {
    try {
      await payment.mutateAsync({ bookingId, method, extensionId });
      rememberMethod(method);
    } catch (error) {
      setChoosing(null);
      toast.error(errorMessage(error, t('payments.startFailed')));
    }
  }

  /** `extensionId`: pay an accepted extension of the booking instead (decision 0031). */
  async function pay(bookingId: string, extensionId?: string) {
    let offered: PaymentMethod[];
    try {
      offered = await methods.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, t('payments.methodsFailed')));
      return;
    }
    if (offered.length === 1) return go(bookingId, offered[0]!.id, extensionId);
    setChoosing({ bookingId, extensionId, methods: offered });
  }

  const dialog = choosing
    ? createElement(PaymentMethodDialog, {
        methods: choosing.methods,
        initial: lastMethod(),
        busy,
        onChoose: (id: PaymentMethodId) => void go(choosing.bookingId, id, choosing.extensionId),
        onClose: () => setChoosing(null),
      })
    : null;

  return { pay, dialog, busy };
}
