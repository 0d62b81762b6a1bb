// /vendor/cars/:id/papers: a car's insurance policy and expiry, token tax and route permit expiry,
// tracker and service interval (the owner and the managers of its branch).
import { useParams } from 'react-router';
import { Alert, Button, Checkbox, Container, FormControlLabel, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { carPapersFormSchema, type CarPapers } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useZodForm } from '@/lib/useZodForm';
import { staffQueries, useSavePapers } from './api';

interface PaperValues extends Record<string, unknown> {
  insurancePolicy: string;
  insuranceExpires: string;
  tokenTaxExpires: string;
  routePermitExpires: string;
  trackerFitted: boolean;
  serviceIntervalKm: string;
}

const toValues = (p: CarPapers): PaperValues => ({
  insurancePolicy: p.insurancePolicy ?? '',
  insuranceExpires: p.insuranceExpires ?? '',
  tokenTaxExpires: p.tokenTaxExpires ?? '',
  routePermitExpires: p.routePermitExpires ?? '',
  trackerFitted: p.trackerFitted,
  serviceIntervalKm: p.serviceIntervalKm === null ? '' : String(p.serviceIntervalKm),
});


function PapersForm({ carId, papers }: { carId: string; papers: CarPapers }) {
  const { t } = useI18n();
  const save = useSavePapers(carId);
  const form = useZodForm<PaperValues, CarPapers>(carPapersFormSchema, toValues(papers));
  const submit = form.submit(async (parsed) => {
    await save.mutateAsync(parsed);
    toast.success(t('staff.papers.saved'));
  }, t('staff.papers.failed'));
  const expired = papers.insuranceExpires !== null && papers.insuranceExpires < new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
  const dateField = (name: 'insuranceExpires' | 'tokenTaxExpires' | 'routePermitExpires', label: string) => (
    <TextField {...form.field(name)} type="date" label={label} slotProps={{ inputLabel: { shrink: true } }} />
  );
  return (
    <Paper component="form" variant="outlined" sx={{ p: 2 }} onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {expired && <Alert severity="warning">{t('staff.papers.reminders')}</Alert>}
        {form.formError && <Alert severity="error">{form.formError}</Alert>}
        <TextField {...form.field('insurancePolicy')} label={t('staff.papers.policy')} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 80 } }} />
        {dateField('insuranceExpires', t('staff.papers.insurance'))}
        {dateField('tokenTaxExpires', t('staff.papers.tokenTax'))}
        {dateField('routePermitExpires', t('staff.papers.routePermit'))}
        <FormControlLabel control={<Checkbox checked={form.values.trackerFitted} onChange={(e) => form.set('trackerFitted', e.target.checked)} />} label={t('staff.papers.tracker')} />
        <TextField {...form.field('serviceIntervalKm')} label={t('staff.papers.serviceKm')} type="number" slotProps={{ htmlInput: { min: 500, max: 100000, inputMode: 'numeric' } }} />
        {!expired && <Typography variant="body2" color="text.secondary">{t('staff.papers.reminders')}</Typography>}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>{t('staff.papers.save')}</Button>
      </Stack>
    </Paper>
  );
}

export function CarPapersPage() {
  const { t } = useI18n();
  usePageTitle(t('staff.papers.title'));
  const { id = '' } = useParams();
  const papers = useQuery(staffQueries.papers(id));
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('staff.papers.title')}</Typography>
      <QueryBoundary query={papers} loading={<Skeleton variant="rounded" height={320} />} errorText={t('staff.papers.loadFailed')} isEmpty={() => false}>
        {(p) => <PapersForm carId={id} papers={p} />}
      </QueryBoundary>
    </Container>
  );
}
