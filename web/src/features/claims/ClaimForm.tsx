// The vendor's damage claim (issue 32, decision 0045): the damaged areas, tapped on the car's
// outline (beside the marks noted at check-in) or ticked in the list; a photo of each area; the
// estimate or invoice and its amount (capped as a damage charge). The photos go up once the claim
// is opened, each paired by the server with the check-in photo of its angle.
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { areaOfMark, CLAIM_AREAS, CLAIM_CAP, claimFormSchema, type ClaimArea } from '@carrental/shared';
import { CarOutline } from '@/components/CarOutline';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { useClaimPhoto, useOpenClaim } from './api';
import { FileButton } from '@/components/FileButton';
import { BusyButton } from '@/components/BusyButton';

const EMPTY = { areas: [] as ClaimArea[], amount: '', document: 'estimate' as 'estimate' | 'invoice', note: '' };

export function ClaimForm({ bookingId, checkInDamages, knownIds, onDone }: { bookingId: string; checkInDamages: { x: number; y: number; note: string }[]; knownIds: readonly string[]; onDone: () => void }) {
  const { t, price } = useI18n();
  const form = useZodForm(claimFormSchema, EMPTY);
  const open = useOpenClaim(bookingId);
  const photo = useClaimPhoto(bookingId);
  const [files, setFiles] = useState<Partial<Record<ClaimArea, File>>>({});
  const busy = open.isPending || photo.isPending;
  const areas = form.values.areas;

  const toggle = (area: ClaimArea, on = !areas.includes(area)) => form.set('areas', on ? [...areas.filter((a) => a !== area), area] : areas.filter((a) => a !== area));

  const submit = form.submit(async (input) => {
    const answer = await open.mutateAsync(input);
    // The new claim: the one not on the booking before (claims made in the same instant sort by id).
    const claim = answer.claims.find((c) => !knownIds.includes(c.id));
    for (const area of input.areas) {
      const file = files[area];
      if (!claim || !file) continue;
      try {
        await photo.mutateAsync({ claimId: claim.id, file, area });
      } catch {
        toast.error(t('claims.photo.failed'));
      }
    }
    toast.success(t('claims.form.done'));
    onDone();
  }, t('claims.form.failed'));

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="claim-form-title" data-testid="claim-form">
      <Typography id="claim-form-title" variant="subtitle1" component="h3" gutterBottom>
        {t('claims.form.title')}
      </Typography>
      {form.formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.formError}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Typography variant="body2" color="text.secondary" id="claim-outline-help" sx={{ mb: 1 }}>
            {t('claims.form.outline')}
          </Typography>
          <CarOutline marks={checkInDamages} label={t('claims.form.outline')} onAdd={(mark) => toggle(areaOfMark(mark), true)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormControl component="fieldset" error={!!form.errors.areas} disabled={busy}>
            <FormLabel component="legend">{t('claims.form.areas')}</FormLabel>
            <FormGroup>
              {CLAIM_AREAS.map((area) => (
                <FormControlLabel key={area} control={<Checkbox checked={areas.includes(area)} onChange={(e) => toggle(area, e.target.checked)} />} label={t(`claims.area.${area}`)} />
              ))}
            </FormGroup>
            {form.errors.areas && <FormHelperText>{form.errors.areas}</FormHelperText>}
          </FormControl>
        </Grid>
      </Grid>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {areas.map((area) => (
          <Stack key={area} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <FileButton variant="outlined" disabled={busy} accept="image/*" capture="environment" onFile={(file) => setFiles((f) => ({ ...f, [area]: file }))}>
              {t('claims.photo.add')}: {t(`claims.area.${area}`)}
            </FileButton>
            {files[area] && (
              <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start', wordBreak: 'break-all' }}>
                {files[area]!.name}
              </Typography>
            )}
          </Stack>
        ))}
        <TextField select label={t('claims.form.document')} {...form.field('document')} disabled={busy}>
          <MenuItem value="estimate">{t('claims.document.estimate')}</MenuItem>
          <MenuItem value="invoice">{t('claims.document.invoice')}</MenuItem>
        </TextField>
        <TextField label={t('claims.form.amount')} inputMode="numeric" {...form.field('amount', t('claims.form.capHelp', { cap: price(CLAIM_CAP) }))} required disabled={busy} />
        <TextField label={t('claims.form.note')} multiline minRows={2} {...form.field('note')} disabled={busy} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        <Stack direction="row" spacing={1}>
          <BusyButton type="submit" variant="contained" busy={busy}>
            {busy ? t('claims.form.submitting') : t('claims.form.submit')}
          </BusyButton>
          <Button onClick={onDone} disabled={busy}>
            {t('claims.form.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
