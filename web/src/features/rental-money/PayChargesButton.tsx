// The renter's "pay the charges" for the charges panel (decision 0044): shown while the statement
// says something is owed beyond the deposit; the checkout like paying the balance.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { moneyQueries, usePayBalance } from './api';

export function PayChargesButton({ bookingId }: { bookingId: string }) {
  const statement = useQuery(moneyQueries.statement(bookingId));
  // The booking's statement panel (the same query) says when it could not be loaded.
  return (
    <QueryBoundary query={statement} loading={null} errorView={() => null} empty={null} isEmpty={(s) => !s.actions.includes('pay-charges')}>
      {(s) => <PayButton bookingId={bookingId} due={s.chargesDue} />}
    </QueryBoundary>
  );
}

function PayButton({ bookingId, due }: { bookingId: string; due: number }) {
  const { t, price } = useI18n();
  const pay = usePayBalance(bookingId, 'charges');
  const onPay = async () => {
    try {
      await pay.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(error, t('money.action.failed')));
    }
  };
  return (
    <Button sx={{ mt: 1.5 }} variant="contained" onClick={() => void onPay()} disabled={pay.isPending}>
      {t('money.action.payCharges', { price: price(due) })}
    </Button>
  );
}
