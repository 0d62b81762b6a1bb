// The review part of a finished booking's details: the form while the caller may review, their own
// review, and the other side's once revealed (double-blind).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Rating, Stack, TextField, Typography } from '@mui/material';
import { MAX_REVIEW_LENGTH } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { reviewQueries, useCreateReview } from './api';
import { ReviewItem } from './ReviewItem';
import { useI18n } from '@/lib/i18n';

type Stars = number | null;

// `name` stays the English word whatever the language: the form field's stable name (end-to-end tests find it).
function StarField({ name, label, value, onChange }: { name: string; label: string; value: Stars; onChange: (v: Stars) => void }) {
  const { t } = useI18n();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" sx={{ minWidth: 130 }} id={`stars-${name}`}>{label}</Typography>
      {/* A star once given stays given (a second click on it does not clear the field). */}
      <Rating
        name={name}
        value={value}
        onChange={(_e, v) => v !== null && Number.isFinite(v) && onChange(v)}
        aria-labelledby={`stars-${name}`}
        getLabelText={(v) => t('reviews.stars', { count: v })}
        emptyLabelText={t('reviews.noStars')}
      />
    </Box>
  );
}

export function BookingReviewPanel({ bookingId, side }: { bookingId: string; side: 'CUSTOMER' | 'VENDOR' | null }) {
  const { t, date } = useI18n();
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
    <Card variant="outlined" component="section" aria-label={t('reviews.title')} sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{isCustomer ? t('reviews.ofVendor') : t('reviews.ofCustomer')}</Typography>
        {data.canReview && (
          <Box
            component="form"
            aria-label={t('reviews.form')}
            onSubmit={(e) => {
              e.preventDefault();
              if (!complete) return;
              create.mutate(
                { rating: rating!, body, ...(isCustomer ? { cleanliness: cleanliness!, accuracy: accuracy!, communication: communication! } : {}) },
                { onSuccess: () => toast.success(t('reviews.submitted')), onError: (err) => toast.error(errorMessage(err, t('reviews.submitFailed'))) },
              );
            }}
          >
            <Stack spacing={1}>
              <StarField name="Overall" label={t('reviews.overall')} value={rating} onChange={setRating} />
              {isCustomer && (
                <>
                  <StarField name="Cleanliness" label={t('reviews.cleanliness')} value={cleanliness} onChange={setCleanliness} />
                  <StarField name="Accuracy" label={t('reviews.accuracy')} value={accuracy} onChange={setAccuracy} />
                  <StarField name="Communication" label={t('reviews.communication')} value={communication} onChange={setCommunication} />
                </>
              )}
              <TextField label={t('reviews.textLabel')} value={body} onChange={(e) => setBody(e.target.value)} multiline minRows={3} slotProps={{ htmlInput: { maxLength: MAX_REVIEW_LENGTH } }} />
              <Typography variant="caption" color="text.secondary">
                {t('reviews.blindNote')} {data.windowClosesAt ? t('reviews.windowCloses', { when: date(data.windowClosesAt) }) : ''}
              </Typography>
              <Box>
                <Button type="submit" variant="contained" disabled={!complete || create.isPending}>{t('reviews.submit')}</Button>
              </Box>
            </Stack>
          </Box>
        )}
        {data.mine && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>{t('reviews.yours')}</Typography>
            <ReviewItem review={data.mine} />
          </>
        )}
        {data.mine && !data.theirs && <Alert severity="info" sx={{ mt: 1 }}>{t('reviews.waitingForThem')}</Alert>}
        {data.theirs && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>{t('reviews.theirs')}</Typography>
            <ReviewItem review={data.theirs} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
