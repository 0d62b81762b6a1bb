// On the booking, after the payer came back from a provider without paying (?payment=failed,
// cancelled or expired): says what happened in plain words.
import { useSearchParams } from 'react-router';
import { Alert } from '@mui/material';
import { useI18n } from '@/lib/i18n';
import { isPaymentReturn } from './texts';

export function PaymentReturnNotice() {
  const [params] = useSearchParams();
  const { t } = useI18n();
  const outcome = params.get('payment');
  if (!isPaymentReturn(outcome)) return null;
  return (
    <Alert severity={outcome === 'cancelled' ? 'info' : 'warning'} sx={{ mb: 3 }} role="status">
      {t(`payments.returned.${outcome}`)}
    </Alert>
  );
}
