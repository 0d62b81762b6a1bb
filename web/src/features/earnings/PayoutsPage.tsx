// /admin/payouts: each vendor's balance (pending, available, paid out) and "Mark paid" for a bank
// transfer made outside the app, recorded with its reference. The server allows at most the
// available balance; others see "Not authorised".
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert, Button, CircularProgress, Link, Container, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Paper, Skeleton, Stack, Table, TableBody, TableCell,
  TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { formatPKR, type VendorBalance } from '@carrental/shared';
import { NotAuthorised } from '@/features/admin';
import { ApiError, errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { useMarkPaid, useVendorBalances } from './api';

function MarkPaidDialog({ vendor, onClose }: { vendor: VendorBalance; onClose(): void }) {
  const markPaid = useMarkPaid();
  const [amount, setAmount] = useState(String(vendor.available));
  const [reference, setReference] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    const found: Record<string, string> = {};
    if (!Number.isInteger(value) || value < 1) found.amount = 'Enter whole rupees, at least 1';
    else if (value > vendor.available) found.amount = `At most ${formatPKR(vendor.available)} is available to pay out`;
    if (!reference.trim()) found.reference = 'The bank reference is required';
    setFields(found);
    if (Object.keys(found).length) return;
    try {
      await markPaid.mutateAsync({ vendorId: vendor.vendorId, amount: value, reference: reference.trim() });
      toast.success(`Payout of ${formatPKR(value)} to ${vendor.name} recorded`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFields(error.fields);
      toast.error(errorMessage(error, 'Failed to record the payout'));
    }
  }

  return (
    <Dialog open onClose={markPaid.isPending ? undefined : onClose} aria-labelledby="payout-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="payout-title">Mark paid: {vendor.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Record a bank transfer you made to this vendor. Available: {formatPKR(vendor.available)}.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField label="Amount (PKR)" value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="numeric" error={!!fields.amount} helperText={fields.amount} required />
            <TextField label="Bank reference" value={reference} onChange={(e) => setReference(e.target.value)} error={!!fields.reference} helperText={fields.reference} required slotProps={{ htmlInput: { maxLength: 100 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={markPaid.isPending}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={markPaid.isPending} startIcon={markPaid.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            Mark Paid
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function PayoutsPage() {
  usePageTitle('Payouts');
  const isAdmin = useSession((s) => !!s.user?.roles.includes('ADMIN'));
  const query = useVendorBalances(isAdmin);
  const [paying, setPaying] = useState<VendorBalance | null>(null);
  if (!isAdmin) return <NotAuthorised />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>Payouts</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What the platform owes each vendor. Pay the available balance by bank transfer, then mark it paid with the transfer&apos;s reference.
      </Typography>
      {query.isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading payouts">{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={48} />)}</Stack>
      ) : query.isError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>Try again</Button>}>Failed to load payouts</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Vendor balances">
            <TableHead>
              <TableRow>
                <TableCell>Vendor</TableCell>
                <TableCell align="right">Pending</TableCell>
                <TableCell align="right">Available</TableCell>
                <TableCell align="right">Paid out</TableCell>
                <TableCell>Last payout</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.length === 0 && <TableRow><TableCell colSpan={6}>No vendor has earned anything yet.</TableCell></TableRow>}
              {query.data.map((v) => (
                <TableRow key={v.vendorId} data-vendor={v.email}>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/payouts/${v.vendorId}`} variant="body2" sx={{ display: 'block' }}>{v.name}</Link>
                    <Typography variant="caption" color="text.secondary">{v.email}</Typography>
                  </TableCell>
                  <TableCell align="right">{formatPKR(v.pending)}</TableCell>
                  <TableCell align="right">{formatPKR(v.available)}</TableCell>
                  <TableCell align="right">{formatPKR(v.paidOut)}</TableCell>
                  <TableCell>{v.lastPayoutAt ? new Date(v.lastPayoutAt).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '—'}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="contained" disabled={v.available <= 0} onClick={() => setPaying(v)} aria-label={`Mark paid: ${v.name}`}>
                      Mark Paid
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {paying && <MarkPaidDialog vendor={paying} onClose={() => setPaying(null)} />}
    </Container>
  );
}
