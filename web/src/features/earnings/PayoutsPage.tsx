// /admin/payouts: each vendor's balance (pending, available, paid out) and "Mark paid" for a bank
// transfer made outside the app, recorded with its reference. The server allows at most the
// available balance; others see "Not authorised".
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { payoutFormSchema, type VendorBalance } from '@carrental/shared';
import { NotAuthorised } from '@/components/NotAuthorised';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/LoadingRows';
import { DataTable } from '@/components/DataTable';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useZodForm } from '@/lib/useZodForm';
import { useMarkPaid, useVendorBalances } from './api';
import { instantDate } from './EarningsPage';
import { Slot } from '@/lib/slots';
import { QueryBoundary } from '@/components/QueryBoundary';
import { BusyButton } from '@/components/BusyButton';

function MarkPaidDialog({ vendor, onClose }: { vendor: VendorBalance; onClose(): void }) {
  const markPaid = useMarkPaid();
  const { t, price } = useI18n();
  const form = useZodForm(payoutFormSchema(vendor.available), { amount: String(vendor.available), reference: '' });
  const submit = form.submit(async ({ amount, reference }) => {
    await markPaid.mutateAsync({ vendorId: vendor.vendorId, amount, reference });
    toast.success(t('earnings.payouts.recorded', { amount: price(amount), name: vendor.name }));
    onClose();
  }, t('earnings.payouts.failed'));

  return (
    <Dialog open onClose={markPaid.isPending ? undefined : onClose} aria-labelledby="payout-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="payout-title">{t('earnings.payouts.markPaidFor', { name: vendor.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('earnings.payouts.dialogText', { amount: price(vendor.available) })}
          </DialogContentText>
          {form.formError && <Alert severity="error" sx={{ mb: 2 }}>{form.formError}</Alert>}
          <Stack spacing={2}>
            <TextField label={t('earnings.payouts.amount')} {...form.field('amount')} inputMode="numeric" required disabled={markPaid.isPending} />
            <TextField label={t('earnings.payouts.reference')} {...form.field('reference')} required disabled={markPaid.isPending} slotProps={{ htmlInput: { maxLength: 100 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={markPaid.isPending}>{t('common.cancel')}</Button>
          <BusyButton type="submit" variant="contained" busy={markPaid.isPending}>
            {t('earnings.payouts.markPaid')}
          </BusyButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function PayoutsPage() {
  const { t, price, date } = useI18n();
  usePageTitle(t('earnings.payouts.title'));
  const isAdmin = useSession((s) => !!s.user?.roles.includes('ADMIN'));
  const query = useVendorBalances(isAdmin);
  const [paying, setPaying] = useState<VendorBalance | null>(null);
  if (!isAdmin) return <NotAuthorised />;

  return (
    <Page title={t('earnings.payouts.title')} intro={t('earnings.payouts.intro')}>
      <QueryBoundary query={query} loading={<LoadingRows label={t('earnings.payouts.loading')} />} errorText={t('earnings.payouts.loadFailed')}>
        {(data) => (
        <DataTable
          label={t('earnings.payouts.balances')}
          outlined
          columns={[
            t('earnings.col.vendor'),
            { label: t('earnings.col.pending'), end: true },
            { label: t('earnings.col.available'), end: true },
            { label: t('earnings.col.paidOut'), end: true },
            t('earnings.col.lastPayout'),
            t('earnings.col.action'),
          ]}
        >
          {data.length === 0 && <TableRow><TableCell colSpan={6}>{t('earnings.payouts.none')}</TableCell></TableRow>}
          {data.map((v) => (
            <TableRow key={v.vendorId} data-vendor={v.email}>
              <TableCell>
                <Link component={RouterLink} to={`/admin/payouts/${v.vendorId}`} variant="body2" sx={{ display: 'block' }}>{v.name}</Link>
                <Typography variant="caption" color="text.secondary" dir="ltr">{v.email}</Typography>
              </TableCell>
              <TableCell align="right">{price(v.pending)}</TableCell>
              <TableCell align="right">{price(v.available)}</TableCell>
              <TableCell align="right">{price(v.paidOut)}</TableCell>
              <TableCell>{v.lastPayoutAt ? instantDate(date, v.lastPayoutAt) : '—'}</TableCell>
              <TableCell align="right">
                <Button size="small" variant="contained" disabled={v.available <= 0} onClick={() => setPaying(v)} aria-label={t('earnings.payouts.markPaidFor', { name: v.name })}>
                  {t('earnings.payouts.markPaid')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
        )}
      </QueryBoundary>
      {paying && <MarkPaidDialog vendor={paying} onClose={() => setPaying(null)} />}
      <Slot name="payouts.lists" />
    </Page>
  );
}
