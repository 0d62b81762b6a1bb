// /payment/success: the hosted checkout sends the payer here with ?booking_id=…; we ask the server
// to confirm (it asks the provider) and show the outcome. Success stays: the booking's confirmation
// (decision 0035). Every way out of a failure replaces this page in the history.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { bookingKeys } from '@/features/bookings/api';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { paymentQueries } from './api';
import { usePayFlow } from './api';
import { BookingConfirmation } from './BookingConfirmation';
import { BusyButton } from '@/components/BusyButton';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('booking_id') ?? '';
  const valid = UUID.test(bookingId);
  const queryClient = useQueryClient();
  const { t } = useI18n();

  const confirmation = useQuery(paymentQueries.confirm(bookingId, valid));

  const confirmed = confirmation.data?.status === 'CONFIRMED';
  useEffect(() => {
    if (!confirmed) return;
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  }, [confirmed, queryClient]);

  const content = !valid ? (
    <Outcome tone="error" title={t('payments.checkFailed')} message={t('payments.noBooking')} bookingId={null} />
  ) : (
    <QueryBoundary
      query={confirmation}
      loading={
        <Stack alignItems="center" spacing={2} role="status" aria-live="polite">
          <CircularProgress aria-label={t('payments.confirmingLabel')} />
          <Typography>{t('payments.confirming')}</Typography>
        </Stack>
      }
      errorView={(error) => <Outcome tone="error" title={t('payments.checkFailed')} message={errorMessage(error, t('payments.tryFromBooking'))} bookingId={bookingId} />}
    >
      {({ status, message }) => {
        if (status === 'CONFIRMED') return <BookingConfirmation bookingId={bookingId} />;
        // Nothing tried is not a failure: "Not paid yet", with the way to pay.
        const tone = status === 'NOT_STARTED' ? 'info' : status === 'PENDING' ? 'warning' : 'error';
        const title = status === 'NOT_STARTED' ? t('payments.notPaidYet') : status === 'PENDING' ? t('payments.notCompleted') : t('payments.failed');
        return <Outcome tone={tone} title={title} message={message} bookingId={bookingId} canRetry={status !== 'FAILED'} />;
      }}
    </QueryBoundary>
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        {content}
      </Paper>
    </Container>
  );
}

function Outcome(props: { tone: 'info' | 'warning' | 'error'; title: string; message: string; bookingId: string | null; canRetry?: boolean }) {
  const payFlow = usePayFlow();
  const { t } = useI18n();
  const starting = payFlow.busy;
  const [retryError, setRetryError] = useState<string | null>(null);
  const Icon = props.tone === 'info' ? InfoOutlinedIcon : props.tone === 'warning' ? HourglassEmptyIcon : ErrorOutlineIcon;
  const retry = async () => {
    if (!props.bookingId) return;
    setRetryError(null);
    try {
      await payFlow.pay(props.bookingId);
    } catch (error) {
      setRetryError(errorMessage(error, t('payments.couldNotStart')));
    }
  };
  return (
    <Stack alignItems="center" spacing={2} textAlign="center">
      <Icon color={props.tone} sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">{props.title}</Typography>
      <Alert severity={props.tone} sx={{ textAlign: 'left', width: '100%' }}>{props.message}</Alert>
      {retryError && <Alert severity="error" sx={{ width: '100%' }}>{retryError}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        {props.canRetry && props.bookingId && (
          <BusyButton variant="contained" onClick={retry} busy={starting}>
            {t('payments.payNow')}
          </BusyButton>
        )}
        {props.bookingId && (
          <Button component={RouterLink} to={`/bookingDetails/${props.bookingId}`} replace variant={props.canRetry ? 'outlined' : 'contained'}>
            {t('payments.backToBooking')}
          </Button>
        )}
        <Button component={RouterLink} to="/bookings" replace variant="text">{t('payments.myBookings')}</Button>
      </Box>
      {payFlow.dialog}
    </Stack>
  );
}
