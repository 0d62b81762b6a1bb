// The action buttons of the details screen: exactly the caller's `availableActions` (the server
// derives them from the lifecycle table), each confirmed first when it cannot be undone.
import { useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import type { Booking, BookingActionName } from '@carrental/shared';
import { usePayFlow } from '@/features/payments/api';
import { errorMessage } from '@/lib/api';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SuggestChangesDialog } from './SuggestChangesDialog';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ACTION_FAILURE, useBookingTransition, type BookingTransition } from './api';

/** An action's button, confirmation and success message, as catalog keys. */
interface ActionSpec {
  label: MessageKey;
  color: 'primary' | 'success' | 'error' | 'warning' | 'secondary';
  variant: 'contained' | 'outlined';
  confirm?: { title: MessageKey; text: MessageKey; confirmLabel: MessageKey };
  success: MessageKey | null;
}

/** The question asked before an action that cannot be undone: its title, its text and its button. */
const asking = (title: MessageKey, text: MessageKey, confirmLabel: MessageKey) => ({ title, text, confirmLabel });

const ACTIONS: Record<BookingActionName, ActionSpec> = {
  accept: { label: 'bookings.action.accept', color: 'success', variant: 'contained', success: 'bookings.action.accepted' },
  reject: {
    label: 'bookings.action.reject', color: 'error', variant: 'outlined', success: 'bookings.action.rejected',
    confirm: asking('bookings.action.rejectTitle', 'bookings.action.rejectText', 'bookings.action.rejectConfirm'),
  },
  'suggest-changes': { label: 'bookings.action.suggestChanges', color: 'primary', variant: 'outlined', success: 'bookings.action.suggestionSent' },
  // Confirmed in its own dialog, with the refund the server quotes (CancelBookingDialog).
  cancel: { label: 'bookings.action.cancel', color: 'error', variant: 'outlined', success: 'bookings.action.cancelled' },
  'mark-paid-outside': {
    label: 'bookings.action.complete', color: 'primary', variant: 'outlined', success: 'bookings.action.completed',
    confirm: asking('bookings.action.completeTitle', 'bookings.action.completeText', 'bookings.action.complete'),
  },
  // An admin closes a trip nobody checked out (issue 31).
  close: {
    label: 'bookings.action.close', color: 'warning', variant: 'outlined', success: 'bookings.action.closed',
    confirm: asking('bookings.action.closeTitle', 'bookings.action.closeText', 'bookings.action.close'),
  },
  'accept-changes': { label: 'bookings.action.acceptChanges', color: 'success', variant: 'contained', success: 'bookings.action.changesAccepted' },
  'reject-changes': {
    label: 'bookings.action.rejectChanges', color: 'error', variant: 'outlined', success: 'bookings.action.changesRejected',
    confirm: asking('bookings.action.rejectChangesTitle', 'bookings.action.rejectChangesText', 'bookings.action.rejectChanges'),
  },
  pay: { label: 'bookings.action.pay', color: 'primary', variant: 'contained', success: null },
};

/** The order the buttons appear in: the forward step first, the way out last. */
// "Paid outside the app" (mark-paid-outside) is not the vendor's main step: it comes after the primary actions (issue 36).
const ORDER: BookingActionName[] = ['pay', 'accept', 'accept-changes', 'suggest-changes', 'mark-paid-outside', 'reject', 'reject-changes', 'close', 'cancel'];

export function BookingActions({ booking }: { booking: Booking }) {
  const transition = useBookingTransition(booking.id);
  const { t, price } = useI18n();
  const [confirming, setConfirming] = useState<BookingActionName | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // Pay Now opens the method chooser (straight to the provider when only one is enabled).
  const payFlow = usePayFlow();
  const paying = payFlow.busy;
  const [running, setRunning] = useState<BookingActionName | null>(null);
  const busy = transition.isPending || paying;

  const pay = () => payFlow.pay(booking.id);

  async function run(action: BookingActionName) {
    if (action === 'suggest-changes') return setSuggesting(true);
    if (action === 'cancel') return setCancelling(true);
    if (action === 'pay') return pay();
    setRunning(action);
    try {
      await transition.mutateAsync(action as BookingTransition);
      setConfirming(null);
      // Accept Changes goes straight on to payment (spec §4).
      if (action === 'accept-changes') return pay();
      const success = ACTIONS[action].success;
      if (success) toast.success(t(success));
    } catch (error) {
      setConfirming(null);
      toast.error(errorMessage(error, t(ACTION_FAILURE[action as BookingTransition])));
    } finally {
      setRunning(null);
    }
  }

  const actions = ORDER.filter((a) => booking.availableActions.includes(a));
  if (actions.length === 0) return null;
  const pending = confirming ? ACTIONS[confirming] : null;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {actions.map((action) => {
          const spec = ACTIONS[action];
          const spinning = running === action || (action === 'pay' && paying);
          return (
            <Button
              key={action}
              variant={spec.variant}
              color={spec.color}
              disabled={busy}
              onClick={() => (spec.confirm ? setConfirming(action) : void run(action))}
              startIcon={spinning ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t(spec.label)}
            </Button>
          );
        })}
      </Stack>
      {pending?.confirm && (
        <ConfirmDialog
          open
          title={t(pending.confirm.title)}
          text={t(pending.confirm.text)}
          confirmLabel={t(pending.confirm.confirmLabel)}
          cancelLabel={t('bookings.goBack')}
          destructive={pending.color === 'error'}
          busy={transition.isPending}
          onConfirm={() => void run(confirming!)}
          onClose={() => setConfirming(null)}
        />
      )}
      {suggesting && <SuggestChangesDialog booking={booking} onClose={() => setSuggesting(false)} />}
      {cancelling && (
        <CancelBookingDialog
          booking={booking}
          onClose={() => setCancelling(false)}
          onCancelled={(answer) => {
            setCancelling(false);
            const refund = answer.cancellation.refundAmount;
            toast.success(refund > 0 ? t('bookings.action.cancelledWithRefund', { amount: price(refund) }) : t('bookings.action.cancelled'));
          }}
          onFailed={(error) => {
            setCancelling(false);
            toast.error(errorMessage(error, t(ACTION_FAILURE.cancel)));
          }}
        />
      )}
      {payFlow.dialog}
    </>
  );
}
