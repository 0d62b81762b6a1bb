// One public review: stars, sub-ratings, a label when the trip was paid outside the app, text, the
// vendor's reply (or the form to post it), report.
import { useState } from 'react';
import { Box, Button, Chip, Rating, Stack, TextField, Typography } from '@mui/material';
import type { Review } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useHideReview, useReplyReview, useReportReview } from './api';
import { useI18n } from '@/lib/i18n';

export function ReviewItem({ review }: { review: Review }) {
  const { t, date } = useI18n();
  const signedIn = useSession((s) => s.isAuthenticated);
  const isAdmin = useSession((s) => s.user?.roles.includes('ADMIN') ?? false);
  const reply = useReplyReview();
  const report = useReportReview();
  const hide = useHideReview();
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [hiding, setHiding] = useState(false);
  const [text, setText] = useState('');
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
      {(replying || reporting || hiding) ? (
        <Box
          component="form"
          sx={{ mt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            const done = () => { setReplying(false); setReporting(false); setHiding(false); setText(''); };
            if (hiding) hide.mutate({ id: review.id, reason: text }, { onSuccess: done, onError: (err) => toast.error(errorMessage(err, t('reviews.hideFailed'))) });
            else if (replying) reply.mutate({ id: review.id, body: text }, { onSuccess: () => { toast.success(t('reviews.replyPosted')); done(); }, onError: (err) => toast.error(errorMessage(err, t('reviews.replyFailed'))) });
            else report.mutate({ id: review.id, reason: text }, { onSuccess: () => { toast.success(t('reviews.reported')); done(); }, onError: (err) => toast.error(errorMessage(err, t('reviews.reportFailed'))) });
          }}
        >
          <TextField label={hiding ? t('reviews.hideReason') : replying ? t('reviews.replyLabel') : t('reviews.reportReason')} value={text} onChange={(e) => setText(e.target.value)} multiline fullWidth size="small" />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button type="submit" variant="contained" size="small" disabled={!text.trim() || reply.isPending || report.isPending || hide.isPending}>{t('reviews.send')}</Button>
            <Button size="small" onClick={() => { setReplying(false); setReporting(false); setHiding(false); }}>{t('common.cancel')}</Button>
          </Stack>
        </Box>
      ) : (
        signedIn && (
          <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
            {review.canReply && <Button size="small" onClick={() => setReplying(true)}>{t('reviews.reply')}</Button>}
            <Button size="small" color="inherit" onClick={() => setReporting(true)}>{t('reviews.report')}</Button>
            {isAdmin &&
              (review.hidden ? (
                <Button size="small" color="warning" disabled={hide.isPending} onClick={() => hide.mutate({ id: review.id, reason: null }, { onError: (err) => toast.error(errorMessage(err, t('reviews.hideFailed'))) })}>
                  {t('reviews.unhide')}
                </Button>
              ) : (
                <Button size="small" color="warning" onClick={() => setHiding(true)}>{t('reviews.hide')}</Button>
              ))}
          </Stack>
        )
      )}
    </Box>
  );
}
