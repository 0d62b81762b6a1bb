// The action buttons of the details screen: exactly the caller's `availableActions` (the server
// derives them from the lifecycle table), each confirmed first when it cannot be undone.
import { useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import { formatPKR, type Booking, type BookingActionName } from '@carrental/shared';
import { usePayFlow } from '@/features/payments';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { SuggestChangesDialog } from './SuggestChangesDialog';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ACTION_FAILURE, useBookingTransition, type BookingTransition } from './api';

interface ActionSpec {
  label: string;
  color: 'primary' | 'success' | 'error' | 'warning' | 'secondary';
  variant: 'contained' | 'outlined';
  confirm?: { title: string; text: string; confirmLabel: string };
  success: string;
}

const ACTIONS: Record<BookingActionName, ActionSpec> = {
  accept: { label: 'Accept', color: 'success', variant: 'contained', success: 'Booking accepted' },
  reject: {
    label: 'Reject',
    color: 'error',
    variant: 'outlined',
    confirm: { title: 'Reject this booking?', text: 'The customer will be told that you declined the request. This cannot be undone.', confirmLabel: 'Reject Booking' },
    success: 'Booking rejected',
  },
  'suggest-changes': { label: 'Suggest Changes', color: 'primary', variant: 'outlined', success: 'Suggestion sent to the customer' },
  // Confirmed in its own dialog, with the refund the server quotes (CancelBookingDialog).
  cancel: { label: 'Cancel Booking', color: 'error', variant: 'outlined', success: 'Booking cancelled' },
  complete: {
    label: 'Mark Complete',
    color: 'primary',
    variant: 'contained',
    confirm: { title: 'Mark this booking complete?', text: 'Do this when the customer has paid you outside the app. The booking becomes CONFIRMED.', confirmLabel: 'Mark Complete' },
    success: 'Booking confirmed',
  },
  'accept-changes': { label: 'Accept Changes', color: 'success', variant: 'contained', success: 'Changes accepted' },
  'reject-changes': {
    label: 'Reject Changes',
    color: 'error',
    variant: 'outlined',
    confirm: { title: 'Reject the suggested changes?', text: 'The booking will be rejected. You can send a new request afterwards.', confirmLabel: 'Reject Changes' },
    success: 'Changes rejected',
  },
  pay: { label: 'Pay Now', color: 'primary', variant: 'contained', success: '' },
};

/** The order the buttons appear in: the forward step first, the way out last. */
const ORDER: BookingActionName[] = ['pay', 'accept', 'accept-changes', 'complete', 'suggest-changes', 'reject', 'reject-changes', 'cancel'];

export function BookingActions({ booking }: { booking: Booking }) {
  const transition = useBookingTransition(booking.id);
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
      toast.success(ACTIONS[action].success);
    } catch (error) {
      setConfirming(null);
      toast.error(errorMessage(error, ACTION_FAILURE[action as BookingTransition]));
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
              {spec.label}
            </Button>
          );
        })}
      </Stack>
      {pending?.confirm && (
        <ConfirmDialog
          open
          title={pending.confirm.title}
          text={pending.confirm.text}
          confirmLabel={pending.confirm.confirmLabel}
          cancelLabel="Go Back"
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
            toast.success(refund > 0 ? `Booking cancelled: ${formatPKR(refund)} will be refunded` : 'Booking cancelled');
          }}
          onFailed={(error) => {
            setCancelling(false);
            toast.error(errorMessage(error, ACTION_FAILURE.cancel));
          }}
        />
      )}
      {payFlow.dialog}
    </>
  );
}
