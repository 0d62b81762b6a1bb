// A service's payment terms in its editor (decision 0034): the advance paid online, the security
// deposit and the days within which it comes back. Checked with the shared form schema before
// sending; the server checks the body again.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Stack, TextField } from '@mui/material';
import { paymentTermsFormSchema, type PaymentTerms } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { moneyQueries, useSavePaymentTerms } from './api';
import { Panel } from '@/components/Panel';

export function PaymentTermsPanel({ serviceId }: { serviceId: string }) {
  const { t } = useI18n();
  const terms = useQuery(moneyQueries.terms(serviceId));
  return (
    <Panel titleId="payment-terms-title" title={t('money.terms.title')}>
      <QueryBoundary query={terms} loading={<Skeleton variant="rounded" sx={{ height: { xs: 280, sm: 80 } }} />} errorText={t('money.terms.loadFailed')}>
        {(data) => <TermsForm serviceId={serviceId} terms={data} />}
      </QueryBoundary>
    </Panel>
  );
}

function TermsForm({ serviceId, terms }: { serviceId: string; terms: PaymentTerms }) {
  const { t } = useI18n();
  const save = useSavePaymentTerms(serviceId);
  const form = useZodForm(paymentTermsFormSchema, {
    advancePercent: String(terms.advancePercent),
    depositAmount: String(terms.depositAmount),
    depositReturnDays: String(terms.depositReturnDays),
  });
  const submit = form.submit(async (body) => {
    await save.mutateAsync(body);
    toast.success(t('money.terms.saved'));
  }, t('money.terms.failed'));
  const numeric = { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } as const;
  return (
    <>
      {form.formError && <Alert severity="error" sx={{ mb: 2 }}>{form.formError}</Alert>}
      <Stack component="form" onSubmit={(event) => void submit(event)} noValidate spacing={2} direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'flex-start' }} aria-label={t('money.terms.title')}>
        <TextField label={t('money.terms.advancePercent')} {...form.field('advancePercent', t('money.terms.advanceHelp'))} disabled={save.isPending} slotProps={numeric} />
        <TextField label={t('money.terms.depositAmount')} {...form.field('depositAmount')} disabled={save.isPending} slotProps={numeric} />
        <TextField label={t('money.terms.returnDays')} {...form.field('depositReturnDays')} disabled={save.isPending} slotProps={numeric} />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('money.terms.save')}
        </Button>
      </Stack>
    </>
  );
}
