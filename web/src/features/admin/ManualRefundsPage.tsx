// /admin/refunds: refunds a payment provider has no API for (Easypaisa, JazzCash vouchers). The
// admin gives the money back in the provider's merchant portal, then marks the refund settled.
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, TableCell, TableRow } from '@mui/material';
import { formatDateTime, shortId, type Locale, type ManualRefund } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useIsAdmin } from './api';
import { NotAuthorised } from '@/components/NotAuthorised';
import { Page } from '@/components/Page';
import { LoadingRows } from '@/components/LoadingRows';
import { DataTable } from '@/components/DataTable';
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
    <Page title={t('admin.refunds.title')} intro={t('admin.refunds.intro')}>
      <QueryBoundary
        query={query}
        errorText={t('admin.refunds.loadFailed')}
        loading={<LoadingRows label={t('admin.refunds.loading')} />}
        empty={<Alert severity="success">{t('admin.refunds.none')}</Alert>}
      >
        {(data) => (
        <DataTable
          label={t('admin.refunds.title')}
          size="small"
          minWidth={720}
          columns={[
            t('admin.refunds.booking'),
            t('admin.refunds.provider'),
            { label: t('admin.refunds.amount'), end: true },
            t('admin.refunds.reason'),
            t('admin.refunds.recorded'),
            { label: t('admin.refunds.settled'), end: true },
          ]}
        >
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
        </DataTable>
        )}
      </QueryBoundary>
    </Page>
  );
}
