// The review part of a finished booking's details: the form while the caller may review, their own
// review, and the other side's once revealed (double-blind).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Rating, Stack, TextField, Typography } from '@mui/material';
import { formatWallClock, MAX_REVIEW_LENGTH } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { reviewQueries, useCreateReview } from './api';
import { ReviewItem } from './ReviewItem';
import { texts } from './texts';

type Stars = number | null;

function StarField({ label, value, onChange }: { label: string; value: Stars; onChange: (v: Stars) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" sx={{ minWidth: 130 }} id={`stars-${label}`}>{label}</Typography>
      {/* A star once given stays given (a second click on it does not clear the field). */}
      <Rating name={label} value={value} onChange={(_e, v) => v !== null && Number.isFinite(v) && onChange(v)} aria-labelledby={`stars-${label}`} />
    </Box>
  );
}

export function BookingReviewPanel({ bookingId, side }: { bookingId: string; side: 'CUSTOMER' | 'VENDOR' | null }) {
  const state = useQuery(reviewQueries.booking(bookingId));
  const create = useCreateReview(bookingId);
  const [rating, setRating] = useState<Stars>(null);
  const [cleanliness, setCleanliness] = useState<Stars>(null);
  const [accuracy, setAccuracy] = useState<Stars>(null);
  const [communication, setCommunication] = useState<Stars>(null);
  const [body, setBody] = useState('');
  const data = state.data;
  if (!data || !side || (!data.canReview && !data.mine && !data.theirs)) return null;
  const isCustomer = side === 'CUSTOMER';
  const complete = rating !== null && (!isCustomer || (cleanliness !== null && accuracy !== null && communication !== null));

  return (
    <Card variant="outlined" component="section" aria-label={texts.reviewsTitle} sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{isCustomer ? texts.yourReviewOfVendor : texts.yourReviewOfCustomer}</Typography>
        {data.canReview && (
          <Box
            component="form"
            aria-label="Review form"
            onSubmit={(e) => {
              e.preventDefault();
              if (!complete) return;
              create.mutate(
                { rating: rating!, body, ...(isCustomer ? { cleanliness: cleanliness!, accuracy: accuracy!, communication: communication! } : {}) },
                { onSuccess: () => toast.success(texts.submitted), onError: (err) => toast.error(errorMessage(err, texts.submitFailed)) },
              );
            }}
          >
            <Stack spacing={1}>
              <StarField label={texts.overall} value={rating} onChange={setRating} />
              {isCustomer && (
                <>
                  <StarField label={texts.cleanliness} value={cleanliness} onChange={setCleanliness} />
                  <StarField label={texts.accuracy} value={accuracy} onChange={setAccuracy} />
                  <StarField label={texts.communication} value={communication} onChange={setCommunication} />
                </>
              )}
              <TextField label={texts.textLabel} value={body} onChange={(e) => setBody(e.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: MAX_REVIEW_LENGTH } }} />
              <Typography variant="caption" color="text.secondary">
                {texts.blindNote} {data.windowClosesAt ? texts.windowCloses(formatWallClock(data.windowClosesAt, 'dateTime24')) : ''}
              </Typography>
              <Box>
                <Button type="submit" variant="contained" disabled={!complete || create.isPending}>{texts.submit}</Button>
              </Box>
            </Stack>
          </Box>
        )}
        {data.mine && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>{texts.yourReview}</Typography>
            <ReviewItem review={data.mine} />
          </>
        )}
        {data.mine && !data.theirs && <Alert severity="info" sx={{ mt: 1 }}>{texts.waitingForThem}</Alert>}
        {data.theirs && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>{texts.theirReview}</Typography>
            <ReviewItem review={data.theirs} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
