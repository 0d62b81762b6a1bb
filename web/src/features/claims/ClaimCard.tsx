// One damage claim (issue 32, decision 0045): what is claimed and its state, the flag when a
// claimed area was already marked damaged at check-in, each claim photo beside the check-in photo
// of the same angle, what each side said; the renter's answers (accept, offer, dispute, a photo of
// their side) and the vendor's acceptance of an offer.
import { Alert, Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import type { Claim } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAcceptClaim, useAcceptOffer, useClaimPhoto } from './api';
import { ClaimAnswerForms } from './ClaimAnswerForms';
import { FileButton } from '@/components/FileButton';
import { BusyButton } from '@/components/BusyButton';

/** A party's own words inside a sentence, isolated so that either script reads right in both languages. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const STATE_COLOUR = { open: 'info', offered: 'warning', disputed: 'error', accepted: 'success', settled: 'success', decided: 'default', corrected: 'default' } as const;

export function ClaimCard({ bookingId, claim, side }: { bookingId: string; claim: Claim; side: 'CUSTOMER' | 'VENDOR' | null }) {
  const { t, price, locale } = useI18n();
  const areas = (names: Claim['areas']) => names.map((a) => t(`claims.area.${a}`)).join(locale === 'ur' ? '، ' : ', ');
  const closed = claim.closedAmount !== null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="claim" component="article" aria-labelledby={`claim-${claim.id}`}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={`claim-${claim.id}`} variant="subtitle1" component="h3">
          {t('claims.heading', { document: t(`claims.document.${claim.document}`), amount: price(claim.amount) })}
        </Typography>
        <Chip size="small" color={STATE_COLOUR[claim.state]} label={t(`claims.state.${claim.state}`)} />
      </Stack>
      <Typography variant="body2">{t('claims.areas', { areas: areas(claim.areas) })}</Typography>
      {claim.note && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {claim.note}
        </Typography>
      )}
      {claim.damagedAtCheckIn.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="claim-damaged-at-check-in">
          {t('claims.damagedAtCheckIn', { areas: areas(claim.damagedAtCheckIn) })}
        </Alert>
      )}
      {claim.photos.length > 0 && (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {claim.photos.map((p) => (
            <Grid container spacing={1} key={p.id} data-testid="claim-photo-pair" sx={{ maxWidth: 560 }}>
              <Grid size={6}>
                <Figure url={p.url} thumbUrl={p.thumbUrl} caption={t('claims.photo.claim', { area: t(`claims.area.${p.area}`) })} />
              </Grid>
              <Grid size={6}>
                {p.checkIn ? (
                  <Figure url={p.checkIn.url} thumbUrl={p.checkIn.thumbUrl} caption={t('claims.photo.checkIn', { area: t(`claims.area.${p.area}`) })} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('claims.photo.noCheckIn')}
                  </Typography>
                )}
              </Grid>
            </Grid>
          ))}
        </Stack>
      )}
      {claim.renterPhotos.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="h4">
            {t('claims.renterPhotos')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {claim.renterPhotos.map((p) => (
              <Box key={p.id} sx={{ width: 120 }}>
                <Figure url={p.url} thumbUrl={p.thumbUrl} caption={t('claims.renterPhotos')} />
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      <Stack spacing={0.5} sx={{ mt: 1.5 }}>
        {claim.answer?.answer === 'accepted' && <Typography variant="body2">{t('claims.answer.accepted')}</Typography>}
        {claim.answer?.answer === 'offered' && <Typography variant="body2">{t('claims.answer.offered', { amount: price(claim.answer.offerAmount ?? 0), comment: isolate(claim.answer.comment) })}</Typography>}
        {claim.answer?.answer === 'disputed' && <Typography variant="body2">{t('claims.answer.disputed', { comment: isolate(claim.answer.comment) })}</Typography>}
        {claim.decision && <Typography variant="body2">{t('claims.decision', { amount: price(claim.decision.amount), reason: isolate(claim.decision.reason) })}</Typography>}
        {claim.escalated && <Typography variant="body2" color="warning.main">{t('claims.escalated')}</Typography>}
        {closed && <Typography variant="body2" sx={{ fontWeight: 600 }}>{t('claims.closedAt', { amount: price(claim.closedAmount ?? 0) })}</Typography>}
      </Stack>
      {side === 'CUSTOMER' && <RenterActions bookingId={bookingId} claim={claim} />}
      {side === 'VENDOR' && <VendorActions bookingId={bookingId} claim={claim} />}
    </Paper>
  );
}

function Figure({ url, thumbUrl, caption }: { url: string; thumbUrl: string; caption: string }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="a" href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
        <Box component="img" src={thumbUrl} alt={caption} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, display: 'block' }} />
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}

function RenterActions({ bookingId, claim }: { bookingId: string; claim: Claim }) {
  const { t } = useI18n();
  const accept = useAcceptClaim(bookingId);
  const photo = useClaimPhoto(bookingId);
  const live = claim.state === 'open' || claim.state === 'offered' || claim.state === 'disputed';
  if (!live) return null;
  const run = async () => {
    try {
      await accept.mutateAsync(claim.id);
      toast.success(t('claims.accept.done'));
    } catch (e) {
      toast.error(errorMessage(e, t('claims.actionFailed')));
    }
  };
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      await photo.mutateAsync({ claimId: claim.id, file });
      toast.success(t('claims.photo.added'));
    } catch (e) {
      toast.error(errorMessage(e, t('claims.photo.failed')));
    }
  };
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {claim.state === 'open' && (
        <>
          <BusyButton variant="contained" onClick={run} busy={accept.isPending} sx={{ alignSelf: 'flex-start' }}>
            {accept.isPending ? t('claims.sending') : t('claims.accept')}
          </BusyButton>
          <ClaimAnswerForms bookingId={bookingId} claim={claim} />
        </>
      )}
      <FileButton variant="outlined" disabled={photo.isPending} sx={{ alignSelf: 'flex-start' }} accept="image/*" onFile={(file) => void send(file)}>
        {photo.isPending ? t('claims.photo.adding') : t('claims.photo.addRenter')}
      </FileButton>
    </Stack>
  );
}

function VendorActions({ bookingId, claim }: { bookingId: string; claim: Claim }) {
  const { t, price } = useI18n();
  const acceptOffer = useAcceptOffer(bookingId);
  if (claim.state !== 'offered' || !claim.answer) return null;
  const run = async () => {
    try {
      await acceptOffer.mutateAsync(claim.id);
      toast.success(t('claims.offerAccept.done'));
    } catch (e) {
      toast.error(errorMessage(e, t('claims.actionFailed')));
    }
  };
  return (
    <BusyButton variant="contained" onClick={run} busy={acceptOffer.isPending} sx={{ mt: 2 }}>
      {acceptOffer.isPending ? t('claims.sending') : t('claims.offerAccept.button', { amount: price(claim.answer.offerAmount ?? 0) })}
    </BusyButton>
  );
}
