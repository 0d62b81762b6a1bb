// /bookings/{id}/receipt: a printable receipt of a booking (decision 0035): who, what, when, the
// stored price lines and every payment and refund the app moved; "Download PDF" fetches the
// server's PDF of it, in the reader's language and the other (decision 0038).
import { useParams } from 'react-router';
import { Button, Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { composeCarName, shortId } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { MoneyHistory, useMoneyHistory } from './MoneyHistory';
import { PriceLines } from './PriceLines';
import { useBookingQuery, useDownloadReceiptPdf } from './api';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { QueryBoundary } from '@/components/QueryBoundary';
import { BusyButton } from '@/components/BusyButton';

export function BookingReceiptPage() {
  const { id } = useParams();
  const { t, date, range, ltr } = useI18n();
  const query = useBookingQuery(id);
  const money = useMoneyHistory(id ?? '');
  const pdf = useDownloadReceiptPdf(id ?? '');
  usePageTitle(t('bookings.receipt.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>{t('bookings.receipt.title')}</Typography>
        <QueryBoundary query={query} loading={<Skeleton variant="rounded" height={240} />} errorText={t('bookings.details.loadFailed')}>
          {(booking) => (
            <>
              <Typography color="text.secondary" gutterBottom>{t('bookings.receipt.issued', { id: shortId(booking.id), date: date(booking.createdAt, 'date') })}</Typography>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('bookings.receipt.trip')}</Typography>
              <Typography>{ltr(composeCarName(booking.car))}</Typography>
              <Typography>{range(booking.startDate, booking.endDate)}</Typography>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('bookings.receipt.provider')}</Typography>
              <Typography>{booking.service.name}</Typography>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('bookings.receipt.customer')}</Typography>
              <Typography>{booking.customer.name}</Typography>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('bookings.details.priceBreakdown')}</Typography>
              <PriceLines lines={booking.lines} />
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{t('bookings.receipt.payments')}</Typography>
              {money.data && money.data.length > 0 ? <MoneyHistory movements={money.data} /> : <Typography>{t('bookings.receipt.noPayments')}</Typography>}
              <Stack direction="row" spacing={1.5} sx={{ mt: 3, displayPrint: 'none', flexWrap: 'wrap', rowGap: 1.5 }}>
                <BusyButton
                  variant="contained"
                  busy={pdf.isPending}
                  onClick={() => pdf.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, t('bookings.receipt.pdfFailed'))) })}
                >
                  {t('bookings.receipt.downloadPdf')}
                </BusyButton>
                <Button variant="outlined" onClick={() => window.print()}>{t('bookings.receipt.print')}</Button>
              </Stack>
            </>
          )}
        </QueryBoundary>
      </Paper>
    </Container>
  );
}
