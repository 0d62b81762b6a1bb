// The admins' review of a user's identity (issue 33): the numbers and the photos side by side,
// each piece approved or rejected with a reason from the templates, and the earlier reviews.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, FormControl, InputLabel, MenuItem, Select, Skeleton, Stack, Typography } from '@mui/material';
import { IDENTITY_PIECES, IDENTITY_REJECTION_REASONS, PIECE_PHOTOS, type IdentityAnswer, type IdentityPiece, type IdentityRejectionReason } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { identityQueries, useReviewIdentity } from './api';
import { PieceStatus } from './StatusChip';

function PieceReview({ userId, piece, identity }: { userId: string; piece: IdentityPiece; identity: IdentityAnswer }) {
  const { t, ltr } = useI18n();
  const review = useReviewIdentity(userId);
  const [reason, setReason] = useState<IdentityRejectionReason | ''>('');
  const state = identity.pieces[piece];
  const what = t(`identity.piece.${piece}`);
  const decide = async (decision: 'APPROVED' | 'REJECTED') => {
    try {
      await review.mutateAsync(decision === 'APPROVED' ? { piece, decision } : { piece, decision, reason: reason as IdentityRejectionReason });
      toast.success(t('identity.review.done'));
    } catch (err) {
      toast.error(errorMessage(err, t('identity.review.failed')));
    }
  };
  const numbers =
    piece === 'cnic'
      ? [[t('identity.field.cnic'), identity.cnic]]
      : piece === 'licence'
        ? [
            [t('identity.field.licenceNumber'), identity.licenceNumber],
            [t('identity.field.licenceAuthority'), identity.licenceAuthority],
            [t('identity.field.licenceExpiry'), identity.licenceExpiry],
          ]
        : [];
  return (
    <Stack spacing={1.5} component="section" aria-label={what} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <PieceStatus piece={piece} state={state} />
      {numbers.map(([label, value]) => (
        <Typography key={label} variant="body2">
          {label}: {value ? ltr(value) : '—'}
        </Typography>
      ))}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {PIECE_PHOTOS[piece].map((kind) => {
          const photo = identity.photos.find((p) => p.kind === kind);
          return (
            <Stack key={kind} spacing={0.5}>
              <Typography variant="caption">{t(`identity.photo.${kind}`)}</Typography>
              {photo ? (
                <Box component="img" src={photo.url} alt={t('identity.photo.alt', { what: t(`identity.photo.${kind}`) })} sx={{ width: '100%', maxWidth: 480, maxHeight: 320, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }} />
              ) : (
                <Typography variant="body2" color="text.secondary">{t('identity.photo.none')}</Typography>
              )}
            </Stack>
          );
        })}
      </Box>
      {state.status !== 'MISSING' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="contained" color="success" onClick={() => decide('APPROVED')} disabled={review.isPending}>
            {t('identity.review.approve', { what })}
          </Button>
          <FormControl size="small" sx={{ minWidth: { xs: '100%', sm: 320 } }}>
            <InputLabel id={`reason-${piece}`}>{t('identity.review.reason', { what })}</InputLabel>
            <Select labelId={`reason-${piece}`} label={t('identity.review.reason', { what })} value={reason} onChange={(e) => setReason(e.target.value as IdentityRejectionReason)}>
              {IDENTITY_REJECTION_REASONS.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`identity.reason.${r}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button variant="outlined" color="error" onClick={() => decide('REJECTED')} disabled={review.isPending || !reason}>
            {t('identity.review.reject', { what })}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function IdentityReview({ userId }: { userId: string }) {
  const { t } = useI18n();
  const query = useQuery(identityQueries.ofUser(userId));
  return (
    <QueryBoundary query={query} loading={<Skeleton variant="rounded" height={160} />} errorText={t('identity.loadFailed')}>
      {(data) => <Review userId={userId} data={data} />}
    </QueryBoundary>
  );
}

function Review({ userId, data }: { userId: string; data: IdentityAnswer }) {
  const { t, date } = useI18n();
  const nothing = IDENTITY_PIECES.every((piece) => data.pieces[piece].status === 'MISSING') && data.photos.length === 0 && !data.cnic;
  return (
    <Stack spacing={2} data-testid="identity-review">
      {nothing && <Typography color="text.secondary">{t('identity.review.noneGiven')}</Typography>}
      {IDENTITY_PIECES.map((piece) => (
        <PieceReview key={piece} userId={userId} piece={piece} identity={data} />
      ))}
      {!!data.reviews?.length && (
        <Box>
          <Typography variant="subtitle2" component="h3">{t('identity.review.history')}</Typography>
          <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
            {data.reviews.map((r) => (
              <li key={r.id}>
                <Typography variant="body2">
                  {t('identity.review.historyLine', {
                    when: date(r.createdAt),
                    piece: t(`identity.piece.${r.piece}`),
                    decision: r.reason ? `${t(`identity.status.${r.decision}`)} (${t(`identity.reason.${r.reason}`)})` : t(`identity.status.${r.decision}`),
                    who: r.reviewerName ?? t('identity.review.someone'),
                  })}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
