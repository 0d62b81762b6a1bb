// The admins' lists (decision 0034): vendors' records the customer disputed, and deposits still
// held past their deadline.
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Link, Skeleton, Typography } from '@mui/material';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { moneyQueries } from './api';
import { Panel } from '@/components/Panel';

export function AdminMoneyLists() {
  const { t, price, date } = useI18n();
  const disputes = useQuery(moneyQueries.disputes());
  const overdue = useQuery(moneyQueries.overdue());
  const empty = (
    <Typography variant="body2" color="text.secondary">
      {t('money.admin.none')}
    </Typography>
  );
  // One line's height: what most of these lists hold.
  const loading = <Skeleton variant="text" width="60%" />;
  return (
    <>
      <Panel titleId="money-disputes-title" title={t('money.admin.disputes')}>
        <QueryBoundary query={disputes} loading={loading} errorText={t('money.admin.loadFailed')} empty={empty}>
          {(list) =>
            list.map((d) => (
              <Typography key={d.rowId} variant="body2" sx={{ py: 0.5 }}>
                <Link component={RouterLink} to={`/bookingDetails/${d.bookingId}`}>
                  {t('money.admin.dispute', { customer: d.customerName, vendor: d.vendorName, amount: price(d.amount), comment: d.comment })}
                </Link>
              </Typography>
            ))
          }
        </QueryBoundary>
      </Panel>
      <Panel titleId="money-overdue-title" title={t('money.admin.overdue')}>
        <QueryBoundary query={overdue} loading={loading} errorText={t('money.admin.loadFailed')} empty={empty}>
          {(list) =>
            list.map((d) => (
              <Typography key={d.bookingId} variant="body2" sx={{ py: 0.5 }}>
                <Link component={RouterLink} to={`/bookingDetails/${d.bookingId}`}>
                  {t('money.admin.overdueItem', { vendor: d.vendorName, customer: d.customerName, amount: price(d.heldByVendor + d.heldByPlatform), date: date(d.deadline) })}
                </Link>
              </Typography>
            ))
          }
        </QueryBoundary>
      </Panel>
    </>
  );
}
