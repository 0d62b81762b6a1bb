// The renter's other answers to an open claim (issue 32, decision 0045): offer another amount (less
// than the claim) with a comment, or dispute it with a comment (an admin then decides).
import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { claimDisputeSchema, claimOfferFormSchema, type Claim } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { useDisputeClaim, useOfferOnClaim } from './api';
import { BusyButton } from '@/components/BusyButton';

export function ClaimAnswerForms({ bookingId, claim }: { bookingId: string; claim: Claim }) {
  const { t } = useI18n();
  const [shown, setShown] = useState<'offer' | 'dispute' | null>(null);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant={shown === 'offer' ? 'contained' : 'outlined'} onClick={() => setShown(shown === 'offer' ? null : 'offer')} aria-expanded={shown === 'offer'}>
          {t('claims.offer.open')}
        </Button>
        <Button color="error" variant={shown === 'dispute' ? 'contained' : 'outlined'} onClick={() => setShown(shown === 'dispute' ? null : 'dispute')} aria-expanded={shown === 'dispute'}>
          {t('claims.dispute.open')}
        </Button>
      </Stack>
      {shown === 'offer' && <OfferForm bookingId={bookingId} claim={claim} />}
      {shown === 'dispute' && <DisputeForm bookingId={bookingId} claim={claim} />}
    </Stack>
  );
}

function OfferForm({ bookingId, claim }: { bookingId: string; claim: Claim }) {
  const { t } = useI18n();
  const form = useZodForm(claimOfferFormSchema, { amount: '', comment: '' });
  const offer = useOfferOnClaim(bookingId);
  const submit = form.submit(async (body) => {
    await offer.mutateAsync({ claimId: claim.id, body });
    toast.success(t('claims.offer.done'));
  }, t('claims.offer.failed'));
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label={t('claims.offer.open')}>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      <TextField label={t('claims.offer.amount')} inputMode="numeric" {...form.field('amount')} required disabled={offer.isPending} />
      <TextField label={t('claims.offer.comment')} multiline minRows={2} {...form.field('comment')} disabled={offer.isPending} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      <BusyButton type="submit" variant="contained" busy={offer.isPending} sx={{ alignSelf: 'flex-start' }}>
        {offer.isPending ? t('claims.sending') : t('claims.offer.submit')}
      </BusyButton>
    </Stack>
  );
}

function DisputeForm({ bookingId, claim }: { bookingId: string; claim: Claim }) {
  const { t } = useI18n();
  const form = useZodForm(claimDisputeSchema, { comment: '' });
  const dispute = useDisputeClaim(bookingId);
  const submit = form.submit(async ({ comment }) => {
    await dispute.mutateAsync({ claimId: claim.id, comment });
    toast.success(t('claims.dispute.done'));
  }, t('claims.dispute.failed'));
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label={t('claims.dispute.open')}>
      {form.formError && <Alert severity="error">{form.formError}</Alert>}
      <TextField label={t('claims.dispute.comment')} multiline minRows={2} {...form.field('comment')} required disabled={dispute.isPending} slotProps={{ htmlInput: { maxLength: 1000 } }} />
      <BusyButton type="submit" color="error" variant="contained" busy={dispute.isPending} sx={{ alignSelf: 'flex-start' }}>
        {dispute.isPending ? t('claims.sending') : t('claims.dispute.submit')}
      </BusyButton>
    </Stack>
  );
}
