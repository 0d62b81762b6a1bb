// /admin/refunds: refunds a payment provider has no API for (Easypaisa, JazzCash vouchers). The
// admin gives the money back in the provider's merchant portal, then marks the refund settled.
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Container, Link, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime, shortId, type Locale, type ManualRefund } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useIsAdmin } from './api';
import { NotAuthorised } from '@/components/NotAuthorised';
import { useManualRefunds, useSettleManualRefund } from './refunds-api';

const when = (iso: string | null, locale: Locale) => (iso ? formatDateTime(locale, iso) : '—');

export function ManualRefundsPage() {
  const { t, locale, price } = useI18n();
  usePageTitle(t('admin.refunds.title'));
  const isAdmin = useIsAdmin();
  const query = useManualRefunds(isAdmin);
  const settlement = useSettleManualRefund();

  if (!isAdmin) return <NotAuthorised />;

  const settle = (refund: ManualRefund) =>
    settlement.mutate(refund.paymentId, {
      onSuccess: () => toast.success(t('admin.refunds.done')),
      onError: (err) => toast.error(errorMessage(err, t('admin.refunds.failed'))),
    });
  const busy = (refund: ManualRefund) => settlement.isPending && settlement.variables === refund.paymentId;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.refunds.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.refunds.intro')}
      </Typography>
      <QueryBoundary
        query={query}
        errorText={t('admin.refunds.loadFailed')}
        loading={
          <Stack spacing={1} role="status" aria-label={t('admin.refunds.loading')}>
            {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={48} />)}
          </Stack>
        }
        empty={<Alert severity="success">{t('admin.refunds.none')}</Alert>}
      >
        {(data) => (
        <TableContainer component={Paper}>
          <Table aria-label={t('admin.refunds.title')} size="small" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.refunds.booking')}</TableCell>
                <TableCell>{t('admin.refunds.provider')}</TableCell>
                <TableCell align="right">{t('admin.refunds.amount')}</TableCell>
                <TableCell>{t('admin.refunds.reason')}</TableCell>
                <TableCell>{t('admin.refunds.recorded')}</TableCell>
                <TableCell align="right">{t('admin.refunds.settled')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((refund) => (
                <TableRow key={refund.paymentId}>
                  <TableCell>
                    <Link component={RouterLink} to={`/bookingDetails/${refund.bookingId}`}>#{shortId(refund.bookingId)}</Link>
                  </TableCell>
                  <TableCell>{t(`admin.refunds.method.${refund.provider}`)}</TableCell>
                  <TableCell align="right">{price(refund.amount)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{refund.reason}</TableCell>
                  <TableCell>{when(refund.createdAt, locale)}</TableCell>
                  <TableCell align="right">
                    {refund.settledAt ? (
                      when(refund.settledAt, locale)
                    ) : (
                      <Button size="small" disabled={busy(refund)} onClick={() => settle(refund)} aria-label={t('admin.refunds.markSettledLabel', { id: shortId(refund.bookingId) })}>
                        {t('admin.refunds.markSettled')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
      </QueryBoundary>
    </Container>
  );
}
