// A booking's payments and refunds (decision 0015): what was paid, what went back, why, and
// whether the provider has confirmed it yet. Nothing is shown for a booking that moved no money.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatPKR, type MoneyMovement } from '@carrental/shared';
import { bookingQueries } from './api';

const REASONS: Record<string, string> = {
  CUSTOMER_CANCELLED: 'Cancelled by the customer',
  VENDOR_CANCELLED: 'Cancelled by the vendor',
  ADMIN_CANCELLED: 'Cancelled by RentWheels',
  ACCOUNT_DELETED: 'Account closed',
  PAYMENT_NOT_USED: 'Payment not needed',
};

function describe(m: MoneyMovement): string {
  if (m.kind === 'PAYMENT') return m.status === 'REFUNDED' ? 'Payment (refunded)' : 'Payment';
  const why = (m.reason && REASONS[m.reason]) || 'Refund';
  return m.status === 'DONE' ? `Refund · ${why}` : `Refund on its way · ${why}`;
}

export function useMoneyHistory(id: string) {
  return useQuery(bookingQueries.moneyHistory(id));
}

export function MoneyHistory({ movements }: { movements: MoneyMovement[] }) {
  return (
    <Table size="small" aria-label="Payments and refunds">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>What</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {movements.map((m, i) => (
          <TableRow key={`${m.kind}-${m.createdAt}-${i}`}>
            <TableCell>{new Date(m.createdAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}</TableCell>
            <TableCell>{describe(m)}</TableCell>
            <TableCell align="right">{m.kind === 'REFUND' ? `− ${formatPKR(m.amount)}` : formatPKR(m.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
