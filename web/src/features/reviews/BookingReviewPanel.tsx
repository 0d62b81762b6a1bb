// The review part of a finished booking's details: the form while the caller may review, their own
// review, and the other side's once revealed (double-blind).
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Rating, Stack, TextField, Typography } from '@mui/material';
import { MAX_REVIEW_LENGTH, createReviewSchema } from '@carrental/shared';
import { useZodForm } from '@/lib/useZodForm';
import { toast } from '@/lib/toast';
import { reviewQueries, useCreateReview } from './api';
import { ReviewItem } from './ReviewItem';
import { useI18n } from '@/lib/i18n';

type Stars = number | null;
/** A rating in the form: none until a star is given. */
type Given = number | undefined;

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
  const form = useZodForm(createReviewSchema, { rating: undefined as Given, cleanliness: undefined as Given, accuracy: undefined as Given, communication: undefined as Given, body: '' });
  const isCustomer = side === 'CUSTOMER';
  const submit = form.submit(async ({ rating, cleanliness, accuracy, communication, body }) => {
    // The vendor rates overall only; the customer also the three parts.
    await create.mutateAsync({ rating, body, ...(isCustomer ? { cleanliness, accuracy, communication } : {}) });
    toast.success(t('reviews.submitted'));
  }, t('reviews.submitFailed'));
  const data = state.data;
  if (!data || !side || (!data.canReview && !data.mine && !data.theirs)) return null;
  const { rating, cleanliness, accuracy, communication } = form.values;
  const complete = rating !== undefined && (!isCustomer || (cleanliness !== undefined && accuracy !== undefined && communication !== undefined));

  return (
    <Card variant="outlined" component="section" aria-label={t('reviews.title')} sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{isCustomer ? t('reviews.ofVendor') : t('reviews.ofCustomer')}</Typography>
        {data.canReview && (
          <Box
            component="form"
            aria-label={t('reviews.form')}
            noValidate
            onSubmit={(e) => void submit(e)}
          >
            <Stack spacing={1}>
              {form.formError && <Alert severity="error">{form.formError}</Alert>}
              <StarField name="Overall" label={t('reviews.overall')} value={rating ?? null} onChange={(v) => form.set('rating', v ?? undefined)} />
              {isCustomer && (
                <>
                  <StarField name="Cleanliness" label={t('reviews.cleanliness')} value={cleanliness ?? null} onChange={(v) => form.set('cleanliness', v ?? undefined)} />
                  <StarField name="Accuracy" label={t('reviews.accuracy')} value={accuracy ?? null} onChange={(v) => form.set('accuracy', v ?? undefined)} />
                  <StarField name="Communication" label={t('reviews.communication')} value={communication ?? null} onChange={(v) => form.set('communication', v ?? undefined)} />
                </>
              )}
              <TextField label={t('reviews.textLabel')} {...form.field('body')} multiline minRows={3} slotProps={{ htmlInput: { maxLength: MAX_REVIEW_LENGTH } }} />
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
