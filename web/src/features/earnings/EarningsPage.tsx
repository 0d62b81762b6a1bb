// /earnings: what a vendor earned through the app. Totals (pending until the trip ends, then
// available, then paid out by bank transfer), each booking's line, the months, the payouts and a
// CSV download. Every figure comes from the server's ledger.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert, Button, Card, CardContent, Chip, CircularProgress, Container, Grid, Link, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { formatPKR, formatWallClock, type Earnings } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { downloadEarningsCsv, useMyEarnings } from './api';

export const STATE_LABELS = { PENDING: 'Pending', AVAILABLE: 'Available', PAID_OUT: 'Paid out' } as const;

const MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

export function Totals({ totals }: { totals: Earnings['totals'] }) {
  const items = [
    { label: 'Pending', value: totals.pending, hint: 'Trips not yet ended' },
    { label: 'Available', value: totals.available, hint: 'To be paid out' },
    { label: 'Paid out', value: totals.paidOut, hint: 'By bank transfer' },
    { label: 'Balance', value: totals.balance, hint: 'Pending + available' },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {items.map((i) => (
        <Grid key={i.label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" component="section" aria-label={i.label}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">{i.label}</Typography>
              <Typography variant="h5" component="p" data-testid={`total-${i.label.toLowerCase().replace(' ', '-')}`}>{formatPKR(i.value)}</Typography>
              <Typography variant="caption" color="text.secondary">{i.hint}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function EarningsTables({ earnings, linkBookings }: { earnings: Earnings; linkBookings: boolean }) {
  return (
    <Stack spacing={3}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Earnings per booking">
          <TableHead>
            <TableRow>
              <TableCell>Booking</TableCell>
              <TableCell>Trip</TableCell>
              <TableCell align="right">Customer paid</TableCell>
              <TableCell align="right">Platform fee</TableCell>
              <TableCell align="right">Earned</TableCell>
              <TableCell align="right">Paid out</TableCell>
              <TableCell>State</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {earnings.bookings.length === 0 && (
              <TableRow><TableCell colSpan={7}>No paid bookings yet.</TableCell></TableRow>
            )}
            {earnings.bookings.map((b) => (
              <TableRow key={b.bookingId}>
                <TableCell>{linkBookings ? <Link component={RouterLink} to={`/bookingDetails/${b.bookingId}`}>{b.label}</Link> : b.label}</TableCell>
                <TableCell>{formatWallClock(b.startDate, 'date')} – {formatWallClock(b.endDate, 'date')}</TableCell>
                <TableCell align="right">{formatPKR(b.customerTotal)}</TableCell>
                <TableCell align="right">{formatPKR(b.platformFee)}</TableCell>
                <TableCell align="right">{formatPKR(b.earned)}</TableCell>
                <TableCell align="right">{formatPKR(b.paidOut)}</TableCell>
                <TableCell><Chip size="small" label={STATE_LABELS[b.state]} color={b.state === 'AVAILABLE' ? 'success' : b.state === 'PENDING' ? 'warning' : 'default'} /></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Totals per month">
              <TableHead>
                <TableRow>
                  <TableCell>Month</TableCell>
                  <TableCell align="right">Earned</TableCell>
                  <TableCell align="right">Refunded</TableCell>
                  <TableCell align="right">Paid out</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {earnings.months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell>{monthLabel(m.month)}</TableCell>
                    <TableCell align="right">{formatPKR(m.earned + m.adjusted)}</TableCell>
                    <TableCell align="right">{formatPKR(m.refunded)}</TableCell>
                    <TableCell align="right">{formatPKR(m.paidOut)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label="Payouts">
              <TableHead>
                <TableRow>
                  <TableCell>Paid on</TableCell>
                  <TableCell>Bank reference</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {earnings.payouts.length === 0 && <TableRow><TableCell colSpan={3}>No payouts yet.</TableCell></TableRow>}
                {earnings.payouts.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{new Date(p.createdAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}</TableCell>
                    <TableCell>{p.reference}</TableCell>
                    <TableCell align="right">{formatPKR(p.amount)}</TableCell>
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
  usePageTitle('Earnings');
  const isVendor = useSession((s) => !!s.user?.roles.includes('VENDOR'));
  const query = useMyEarnings(isVendor);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadEarningsCsv();
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to download the earnings'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">Earnings</Typography>
        {isVendor && (
          <Button variant="outlined" onClick={() => void download()} disabled={downloading} startIcon={downloading ? <CircularProgress size={16} /> : <DownloadIcon />}>
            Download CSV
          </Button>
        )}
      </Stack>
      {!isVendor ? (
        <Alert severity="info">Earnings are for vendors: add the vendor role to your account to list cars.</Alert>
      ) : query.isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading earnings">{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={56} />)}</Stack>
      ) : query.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>Try again</Button>}>
          Failed to load earnings
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            What customers paid through RentWheels, less the platform fee and any refunds. Earnings become available when the trip ends and are paid out by bank transfer.
          </Typography>
          <Totals totals={query.data.totals} />
          <EarningsTables earnings={query.data} linkBookings />
        </>
      )}
    </Container>
  );
}
