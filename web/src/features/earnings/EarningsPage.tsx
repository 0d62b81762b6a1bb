// /earnings: what a vendor earned through the app. Totals (pending until the trip ends, then
// available, then paid out by bank transfer), each booking's line, the months, the payouts and a
// CSV download. Every figure comes from the server's ledger.
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  Alert, Button, Card, CardContent, Chip, CircularProgress, Container, Grid, Link, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { formatMonth, type Earnings } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { downloadEarningsCsv, useMyEarnings } from './api';
import { QueryBoundary } from '@/components/QueryBoundary';
import { LoadingRows } from '@/components/LoadingRows';

/** "November 2029" in the reader's language. */
export const monthLabel = (locale: 'en' | 'ur', month: string) => formatMonth(locale, month);

/** An instant's date in the marketplace's zone. */
export const instantDate = (date: (value: string, style?: 'date') => string, instant: string) => date(instant, 'date');

export function Totals({ totals }: { totals: Earnings['totals'] }) {
  const { t, price } = useI18n();
  const items: { id: string; label: MessageKey; value: number; hint: MessageKey }[] = [
    { id: 'pending', label: 'earnings.total.pending', value: totals.pending, hint: 'earnings.total.pendingHint' },
    { id: 'available', label: 'earnings.total.available', value: totals.available, hint: 'earnings.total.availableHint' },
    { id: 'paid-out', label: 'earnings.total.paidOut', value: totals.paidOut, hint: 'earnings.total.paidOutHint' },
    { id: 'balance', label: 'earnings.total.balance', value: totals.balance, hint: 'earnings.total.balanceHint' },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {items.map((i) => (
        <Grid key={i.id} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" component="section" aria-label={t(i.label)}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">{t(i.label)}</Typography>
              <Typography variant="h5" component="p" data-testid={`total-${i.id}`}>{price(i.value)}</Typography>
              <Typography variant="caption" color="text.secondary">{t(i.hint)}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** The booking's name stays in view while the figures scroll sideways on a phone. */
const firstColumn = { position: 'sticky', insetInlineStart: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

export function EarningsTables({ earnings, linkBookings }: { earnings: Earnings; linkBookings: boolean }) {
  const { t, price, date, range, locale } = useI18n();
  return (
    <Stack spacing={3}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('earnings.perBooking')}>
          <TableHead>
            <TableRow>
              <TableCell sx={firstColumn}>{t('earnings.col.booking')}</TableCell>
              <TableCell>{t('earnings.col.trip')}</TableCell>
              <TableCell align="right">{t('earnings.col.customerPaid')}</TableCell>
              <TableCell align="right">{t('earnings.col.platformFee')}</TableCell>
              <TableCell align="right">{t('earnings.col.earned')}</TableCell>
              <TableCell align="right">{t('earnings.col.refunded')}</TableCell>
              <TableCell align="right">{t('earnings.col.net')}</TableCell>
              <TableCell align="right">{t('earnings.col.paidOut')}</TableCell>
              <TableCell>{t('earnings.col.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {earnings.bookings.length === 0 && (
              <TableRow><TableCell colSpan={9}>{t('earnings.noBookings')}</TableCell></TableRow>
            )}
            {earnings.bookings.map((b) => (
              <TableRow key={b.bookingId}>
                <TableCell component="th" scope="row" sx={firstColumn}>{linkBookings ? <Link component={RouterLink} to={`/bookingDetails/${b.bookingId}`}>{b.label}</Link> : b.label}</TableCell>
                <TableCell>{range(b.startDate, b.endDate, 'date')}</TableCell>
                <TableCell align="right">{price(b.customerTotal)}</TableCell>
                <TableCell align="right">{price(b.platformFee)}</TableCell>
                <TableCell align="right">{price(b.gross)}</TableCell>
                <TableCell align="right">{price(b.refunded)}</TableCell>
                <TableCell align="right">{price(b.earned)}</TableCell>
                <TableCell align="right">{price(b.paidOut)}</TableCell>
                <TableCell><Chip size="small" label={t(`earnings.state.${b.state}`)} color={b.state === 'AVAILABLE' ? 'success' : b.state === 'PENDING' ? 'warning' : 'default'} variant={b.state === 'REFUNDED' ? 'outlined' : 'filled'} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('earnings.perMonth')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('earnings.col.month')}</TableCell>
                  <TableCell align="right">{t('earnings.col.earned')}</TableCell>
                  <TableCell align="right">{t('earnings.col.refunded')}</TableCell>
                  <TableCell align="right">{t('earnings.col.net')}</TableCell>
                  <TableCell align="right">{t('earnings.col.paidOut')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {earnings.months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell>{monthLabel(locale, m.month)}</TableCell>
                    <TableCell align="right">{price(m.earned + m.adjusted)}</TableCell>
                    <TableCell align="right">{price(m.refunded)}</TableCell>
                    <TableCell align="right">{price(m.net)}</TableCell>
                    <TableCell align="right">{price(m.paidOut)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('earnings.payoutsTable')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('earnings.col.paidOn')}</TableCell>
                  <TableCell>{t('earnings.col.reference')}</TableCell>
                  <TableCell align="right">{t('earnings.col.amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {earnings.payouts.length === 0 && <TableRow><TableCell colSpan={3}>{t('earnings.noPayouts')}</TableCell></TableRow>}
                {earnings.payouts.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{instantDate(date, p.createdAt)}</TableCell>
                    <TableCell dir="ltr">{p.reference}</TableCell>
                    <TableCell align="right">{price(p.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Grid>
      </Grid>
    </Stack>
  );
}

export function EarningsPage() {
  const { t } = useI18n();
  usePageTitle(t('earnings.title'));
  const isVendor = useSession((s) => !!s.user?.roles.includes('VENDOR'));
  const query = useMyEarnings(isVendor);
  const download = useMutation({
    mutationFn: downloadEarningsCsv,
    onError: (error) => toast.error(errorMessage(error, t('earnings.downloadFailed'))),
  });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">{t('earnings.title')}</Typography>
        {isVendor && (
          <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending} startIcon={download.isPending ? <CircularProgress size={16} /> : <DownloadIcon />}>
            {t('earnings.downloadCsv')}
          </Button>
        )}
      </Stack>
      {!isVendor ? (
        <Alert severity="info">{t('earnings.vendorsOnly')}</Alert>
      ) : (
        <QueryBoundary
          query={query}
          loading={<LoadingRows label={t('earnings.loading')} height={56} />}
          errorText={t('earnings.loadFailed')}
        >
          {(data) => (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('earnings.intro')}
              </Typography>
              <Totals totals={data.totals} />
              <EarningsTables earnings={data} linkBookings />
            </>
          )}
        </QueryBoundary>
      )}
    </Container>
  );
}
