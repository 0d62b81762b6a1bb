// /admin/refunds: refunds a payment provider has no API for (Easypaisa, JazzCash vouchers). The
// admin gives the money back in the provider's merchant portal, then marks the refund settled.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Container, Link, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { formatPKR, PAYMENT_METHOD_LABELS, shortId, type ManualRefund } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useIsAdmin } from './api';
import { NotAuthorised } from './NotAuthorised';
import { manualRefundsKey, settleManualRefund, useManualRefunds } from './refunds-api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

export function ManualRefundsPage() {
  usePageTitle('Refunds to make by hand');
  const isAdmin = useIsAdmin();
  const { data, isPending, isError, refetch } = useManualRefunds(isAdmin);
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);

  if (!isAdmin) return <NotAuthorised />;

  async function settle(refund: ManualRefund) {
    setBusyId(refund.paymentId);
    try {
      await settleManualRefund(refund.paymentId);
      toast.success('Refund marked as settled');
      await queryClient.invalidateQueries({ queryKey: manualRefundsKey });
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to mark the refund as settled'));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Refunds to make by hand
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        These payments cannot be refunded through the provider’s API. Give the money back in the provider’s merchant portal, then mark the refund settled.
      </Typography>
      {isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Try again</Button>}>
          Failed to fetch refunds
        </Alert>
      )}
      {isPending && !isError && (
        <Stack spacing={1} role="status" aria-label="Loading refunds">
          {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={48} />)}
        </Stack>
      )}
      {data && data.length === 0 && <Alert severity="success">No refunds to make by hand</Alert>}
      {data && data.length > 0 && (
        <TableContainer component={Paper}>
          <Table aria-label="Refunds to make by hand" size="small" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>Booking</TableCell>
                <TableCell>Provider</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Why by hand</TableCell>
                <TableCell>Recorded</TableCell>
                <TableCell align="right">Settled</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((refund) => (
                <TableRow key={refund.paymentId}>
                  <TableCell>
                    <Link component={RouterLink} to={`/bookingDetails/${refund.bookingId}`}>#{shortId(refund.bookingId)}</Link>
                  </TableCell>
                  <TableCell>{PAYMENT_METHOD_LABELS[refund.provider]}</TableCell>
                  <TableCell align="right">{formatPKR(refund.amount)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{refund.reason}</TableCell>
                  <TableCell>{when(refund.createdAt)}</TableCell>
                  <TableCell align="right">
                    {refund.settledAt ? (
                      when(refund.settledAt)
                    ) : (
                      <Button size="small" disabled={busyId === refund.paymentId} onClick={() => void settle(refund)} aria-label={`Mark the refund of booking ${shortId(refund.bookingId)} settled`}>
                        Mark settled
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Container>
  );
}
