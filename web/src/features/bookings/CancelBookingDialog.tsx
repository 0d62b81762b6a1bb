// The cancel confirmation with the money in it: before the customer (or vendor, or admin) confirms,
// the server's quote says what goes back and why, in the policy's words with its dates. An admin
// may choose another refund, up to what was paid (a dispute).
import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Booking, CancelledBooking } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { bookingQueries, useCancelBooking } from './api';

interface Props {
  booking: Booking;
  onClose(): void;
  onCancelled(answer: CancelledBooking): void;
  onFailed(error: unknown): void;
}

export function CancelBookingDialog({ booking, onClose, onCancelled, onFailed }: Props) {
  const quote = useQuery(bookingQueries.cancellationQuote(booking.id));
  const { t, price } = useI18n();
  const cancel = useCancelBooking(booking.id);
  const isAdmin = booking.viewerSide === null;
  const [chosen, setChosen] = useState('');
  const busy = cancel.isPending;
  const chosenAmount = chosen.trim() === '' ? undefined : Number(chosen);
  const chosenInvalid =
    chosenAmount !== undefined && (!Number.isInteger(chosenAmount) || chosenAmount < 0 || (quote.data !== undefined && chosenAmount > quote.data.paidAmount));

  async function confirm() {
    try {
      onCancelled(await cancel.mutateAsync(isAdmin ? chosenAmount : undefined));
    } catch (error) {
      onFailed(error);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="cancel-title" aria-describedby="cancel-text">
      <DialogTitle id="cancel-title">{t('bookings.cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-text" sx={{ mb: 2 }}>
          {t('bookings.cancel.text')}
        </DialogContentText>
        <QueryBoundary
          query={quote}
          loading={<Skeleton variant="rounded" height={56} aria-label={t('bookings.cancel.loadingRefund')} />}
          errorText={t('bookings.cancel.refundFailed', { reason: errorMessage(quote.error, t('bookings.cancel.tryAgain')) })}
        >
          {(loaded) => (
            <Alert severity={loaded.refundAmount > 0 ? 'info' : 'warning'} data-testid="cancellation-quote">
              <Typography variant="subtitle2" component="p">
                {t('bookings.cancel.refund', { amount: price(loaded.refundAmount) })}
              </Typography>
              <Typography variant="body2" component="p">
                {loaded.explanation}
              </Typography>
            </Alert>
          )}
        </QueryBoundary>
        {isAdmin && quote.data && quote.data.paidAmount > 0 && (
          <TextField
            label={t('bookings.cancel.refundToGive')}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            placeholder={String(quote.data.refundAmount)}
            error={chosenInvalid}
            helperText={
              chosenInvalid
                ? t('bookings.cancel.refundRange', { max: price(quote.data.paidAmount) })
                : t('bookings.cancel.leaveEmpty', { amount: price(quote.data.refundAmount) })
            }
            inputMode="numeric"
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('bookings.goBack')}
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy || chosenInvalid}
          variant="contained"
          color="error"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('bookings.action.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
