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
import { formatPKR, type Booking, type CancelledBooking } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { bookingQueries, useCancelBooking } from './api';

interface Props {
  booking: Booking;
  onClose(): void;
  onCancelled(answer: CancelledBooking): void;
  onFailed(error: unknown): void;
}

export function CancelBookingDialog({ booking, onClose, onCancelled, onFailed }: Props) {
  const quote = useQuery(bookingQueries.cancellationQuote(booking.id));
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
      <DialogTitle id="cancel-title">Cancel this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-text" sx={{ mb: 2 }}>
          The booking will be cancelled and the other party told. This cannot be undone.
        </DialogContentText>
        {quote.isPending ? (
          <Skeleton variant="rounded" height={56} aria-label="Loading the refund" />
        ) : quote.isError ? (
          <Alert severity="warning">Could not load the refund for this cancellation: {errorMessage(quote.error, 'please try again')}</Alert>
        ) : (
          <Alert severity={quote.data.refundAmount > 0 ? 'info' : 'warning'} data-testid="cancellation-quote">
            <Typography variant="subtitle2" component="p">
              Refund: {formatPKR(quote.data.refundAmount)}
            </Typography>
            <Typography variant="body2" component="p">
              {quote.data.explanation}
            </Typography>
          </Alert>
        )}
        {isAdmin && quote.data && quote.data.paidAmount > 0 && (
          <TextField
            label="Refund to give (PKR)"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            placeholder={String(quote.data.refundAmount)}
            error={chosenInvalid}
            helperText={chosenInvalid ? `Whole rupees from 0 to ${formatPKR(quote.data.paidAmount)}` : `Leave empty for ${formatPKR(quote.data.refundAmount)}`}
            inputMode="numeric"
            fullWidth
            sx={{ mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Go Back
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy || chosenInvalid}
          variant="contained"
          color="error"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Cancel Booking
        </Button>
      </DialogActions>
    </Dialog>
  );
}
