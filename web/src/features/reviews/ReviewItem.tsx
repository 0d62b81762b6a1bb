// One public review: stars, sub-ratings, a label when the trip was paid outside the app, text, the
// vendor's reply (or the form to post it), report.
import { useState } from 'react';
import type { z } from 'zod';
import { Alert, Box, Button, Chip, Rating, Stack, TextField, Typography } from '@mui/material';
import type { Review } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useZodForm } from '@/lib/useZodForm';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useHideReview, useReplyReview, useReportReview } from './api';
import { useI18n, type MessageKey } from '@/lib/i18n';

type Mode = 'reply' | 'report' | 'hide';
type TextBody = Record<string, string>;

// Each action's text goes by the shared schema of its payload (the reply's `body`, the others'
// `reason`), loaded when the form is used: the car and service pages that list reviews are drawn
// for visitors and do not load the schema library (decision 0027).
type Loader = () => Promise<z.ZodType<TextBody>>;
const schemas = () => import('./schemas');
const ACTIONS: Record<Mode, { schema: Loader; field: string; label: MessageKey; failed: MessageKey; done: MessageKey | null }> = {
  reply: { schema: () => schemas().then((m) => m.replyReviewSchema), field: 'body', label: 'reviews.replyLabel', failed: 'reviews.replyFailed', done: 'reviews.replyPosted' },
  report: { schema: () => schemas().then((m) => m.reportReviewSchema), field: 'reason', label: 'reviews.reportReason', failed: 'reviews.reportFailed', done: 'reviews.reported' },
  hide: { schema: () => schemas().then((m) => m.hideReviewSchema), field: 'reason', label: 'reviews.hideReason', failed: 'reviews.hideFailed', done: null },
};

function ActionForm({ mode, review, onClose }: { mode: Mode; review: Review; onClose(): void }) {
  const { t } = useI18n();
  const reply = useReplyReview();
  const report = useReportReview();
  const hide = useHideReview();
  const action = ACTIONS[mode];
  const form = useZodForm(action.schema, { [action.field]: '' } as TextBody);
  const busy = reply.isPending || report.isPending || hide.isPending;
  const submit = form.submit(async (payload) => {
    const text = payload[action.field]!;
    if (mode === 'hide') await hide.mutateAsync({ id: review.id, reason: text });
    else if (mode === 'reply') await reply.mutateAsync({ id: review.id, body: text });
    else await report.mutateAsync({ id: review.id, reason: text });
    if (action.done) toast.success(t(action.done));
    onClose();
  }, t(action.failed));
  return (
    <Box component="form" noValidate sx={{ mt: 1 }} onSubmit={(e) => void submit(e)}>
      {form.formError && <Alert severity="error" sx={{ mb: 1 }}>{form.formError}</Alert>}
      <TextField label={t(action.label)} {...form.field(action.field)} multiline fullWidth size="small" />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" size="small" disabled={!String(form.values[action.field] ?? '').trim() || busy}>{t('reviews.send')}</Button>
        <Button size="small" onClick={onClose}>{t('common.cancel')}</Button>
      </Stack>
    </Box>
  );
}

export function ReviewItem({ review }: { review: Review }) {
  const { t, date } = useI18n();
  const signedIn = useSession((s) => s.isAuthenticated);
  const isAdmin = useSession((s) => s.user?.roles.includes('ADMIN') ?? false);
  const hide = useHideReview();
  const [mode, setMode] = useState<Mode | null>(null);
  const subs = [
    [t('reviews.cleanliness'), review.cleanliness],
    [t('reviews.accuracy'), review.accuracy],
    [t('reviews.communication'), review.communication],
  ] as const;
  return (
    <Box component="article" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }} data-testid="review">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating value={review.rating} readOnly size="small" aria-label={t('reviews.outOf5', { rating: review.rating })} />
        <Typography variant="subtitle2">{review.author.name}</Typography>
        <Typography variant="caption" color="text.secondary">{date(review.createdAt, 'date')}</Typography>
        {review.paidOutside && (
          <Chip size="small" variant="outlined" label={t('reviews.paidOutside')} title={t('reviews.paidOutsideHint')} data-testid="review-paid-outside" />
        )}
      </Stack>
      {review.cleanliness !== null && (
        <Typography variant="caption" color="text.secondary">
          {subs.map(([label, value]) => t('reviews.subRating', { label, value })).join(' · ')}
        </Typography>
      )}
      {review.body && <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>{review.body}</Typography>}
      {review.hidden && <Typography variant="caption" color="error" component="p">{t('reviews.hidden', { reason: review.hidden.reason })}</Typography>}
      {review.reply && (
        <Box sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary">{t('reviews.vendorReply')}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{review.reply}</Typography>
        </Box>
      )}
      {mode ? (
        <ActionForm mode={mode} review={review} onClose={() => setMode(null)} />
      ) : (
        signedIn && (
          <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
            {review.canReply && <Button size="small" onClick={() => setMode('reply')}>{t('reviews.reply')}</Button>}
            <Button size="small" color="inherit" onClick={() => setMode('report')}>{t('reviews.report')}</Button>
            {isAdmin &&
              (review.hidden ? (
                <Button size="small" color="warning" disabled={hide.isPending} onClick={() => hide.mutate({ id: review.id, reason: null }, { onError: (err) => toast.error(errorMessage(err, t('reviews.hideFailed'))) })}>
                  {t('reviews.unhide')}
                </Button>
              ) : (
                <Button size="small" color="warning" onClick={() => setMode('hide')}>{t('reviews.hide')}</Button>
              ))}
          </Stack>
        )
      )}
    </Box>
  );
}
