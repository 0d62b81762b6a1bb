// A booking's payments and refunds (decision 0015): what was paid, what went back, why, and
// whether the provider has confirmed it yet. Nothing is shown for a booking that moved no money.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { MoneyMovement } from '@carrental/shared';
import { useI18n, type I18n } from '@/lib/i18n';
import { bookingQueries } from './api';

function describe({ t }: I18n, m: MoneyMovement): string {
  if (m.kind === 'PAYMENT') return m.status === 'REFUNDED' ? t('bookings.money.paymentRefunded') : t('bookings.money.payment');
  const reason = `bookings.money.reason.${m.reason ?? ''}`;
  const why = t.has(reason) ? t(reason) : t('bookings.money.refund');
  return m.status === 'DONE' ? t('bookings.money.refundDone', { why }) : t('bookings.money.refundOnItsWay', { why });
}

export function useMoneyHistory(id: string) {
  return useQuery(bookingQueries.moneyHistory(id));
}

export function MoneyHistory({ movements }: { movements: MoneyMovement[] }) {
  const i18n = useI18n();
  const { t, price, date } = i18n;
  return (
    <Table size="small" aria-label={t('bookings.money.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('bookings.money.date')}</TableCell>
          <TableCell>{t('bookings.money.what')}</TableCell>
          <TableCell align="right">{t('bookings.money.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {movements.map((m, i) => (
          <TableRow key={`${m.kind}-${m.createdAt}-${i}`}>
            <TableCell>{date(m.createdAt, 'date')}</TableCell>
            <TableCell>{describe(i18n, m)}</TableCell>
            <TableCell align="right">{m.kind === 'REFUND' ? `− ${price(m.amount)}` : price(m.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
