// A receipt of one payment (decision 0034), in the reader's language (Urdu with its Nastaliq font
// and right-to-left, from the app's locale root). "Print or save as PDF" uses the browser's print,
// which embeds the page's fonts in the PDF; the app's header and footer are left out of print.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Box, Button, Container, GlobalStyles, Paper, Typography } from '@mui/material';
import type { MoneyReceipt } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { moneyQueries } from './api';

export function ReceiptPage() {
  const { bookingId = '', rowId = '' } = useParams();
  const { t } = useI18n();
  const receipt = useQuery(moneyQueries.receipt(bookingId, rowId));
  usePageTitle(receipt.data ? t('money.receipt.title', { number: receipt.data.number }) : t('money.receipt.link'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <QueryBoundary query={receipt} loading={null} errorText={t('money.receipt.notFound')}>
        {(r) => <Receipt r={r} />}
      </QueryBoundary>
    </Container>
  );
}

function Receipt({ r }: { r: MoneyReceipt }) {
  const { t, price, date, range } = useI18n();
  const field = (label: string, value: string, ltr = false) => (
    <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', overflowWrap: 'anywhere' }} dir={ltr ? 'ltr' : undefined}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <>
      <GlobalStyles styles={{ '@media print': { 'header, footer, nav, .no-print': { display: 'none !important' } } }} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="receipt">
        <Typography variant="h5" component="h1" gutterBottom>
          {t('money.receipt.title', { number: r.number })}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {field(t('money.receipt.what'), t(`money.kind.${r.row.kind}`))}
          {field(t('money.receipt.amount'), price(r.row.amount))}
          {field(t('money.receipt.method'), t(`money.method.${r.row.method}`))}
          {r.row.reference && field(t('money.receipt.reference'), r.row.reference, true)}
          {field(t('money.receipt.date'), date(r.row.createdAt))}
          {field(t('money.receipt.car'), r.car, true)}
          {field(t('money.receipt.rental'), range(r.startDate, r.endDate))}
          {field(t('money.receipt.from'), r.row.via === 'vendor' ? `${r.serviceName} (${r.vendorName})` : 'RentWheels')}
          {field(t('money.receipt.payer'), r.customerName)}
          {r.row.state && field(t('money.receipt.state'), t(`money.state.${r.row.state}`))}
        </Box>
        <Button className="no-print" variant="contained" sx={{ mt: 2 }} onClick={() => window.print()}>
          {t('money.receipt.print')}
        </Button>
      </Paper>
    </>
  );
}
