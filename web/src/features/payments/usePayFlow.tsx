// Pay Now as one hook: one enabled method goes straight to its page; several open the chooser
// (the last choice selected, remembered in this browser), then go to the chosen provider.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHOD_IDS, type PaymentMethod, type PaymentMethodId } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { paymentQueries, useStartPayment } from './api';
import { PaymentMethodDialog } from './PaymentMethodDialog';

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

  const dialog = choosing ? (
    <PaymentMethodDialog
      methods={choosing.methods}
      initial={lastMethod()}
      busy={busy}
      onChoose={(id) => void go(choosing.bookingId, id, choosing.extensionId)}
      onClose={() => setChoosing(null)}
    />
  ) : null;

  return { pay, dialog, busy };
}
