// A service's payment terms in its editor (decision 0034): the advance paid online, the security
// deposit and the days within which it comes back. The server validates and answers the terms.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { moneyQueries, useSavePaymentTerms } from './api';

export function PaymentTermsPanel({ serviceId }: { serviceId: string }) {
  const { t } = useI18n();
  const terms = useQuery(moneyQueries.terms(serviceId));
  const save = useSavePaymentTerms(serviceId);
  const [advance, setAdvance] = useState('100');
  const [deposit, setDeposit] = useState('0');
  const [days, setDays] = useState('7');
  useEffect(() => {
    if (!terms.data) return;
    setAdvance(String(terms.data.advancePercent));
    setDeposit(String(terms.data.depositAmount));
    setDays(String(terms.data.depositReturnDays));
  }, [terms.data]);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ advancePercent: Number(advance), depositAmount: Number(deposit), depositReturnDays: Number(days) });
      toast.success(t('money.terms.saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('money.terms.failed')));
    }
  }
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="payment-terms-title">
      <Typography id="payment-terms-title" variant="h6" component="h2" gutterBottom>
        {t('money.terms.title')}
      </Typography>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'flex-start' }}>
        <TextField label={t('money.terms.advancePercent')} helperText={t('money.terms.advanceHelp')} value={advance} onChange={(e) => setAdvance(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        <TextField label={t('money.terms.depositAmount')} value={deposit} onChange={(e) => setDeposit(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        <TextField label={t('money.terms.returnDays')} value={days} onChange={(e) => setDays(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('money.terms.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
