// /admin/payouts/{vendorId}: one vendor's earnings as the vendor sees them, for the admin deciding a payout.
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, Container, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { NotAuthorised } from '@/features/admin';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { useVendorEarnings } from './api';
import { EarningsTables, Totals } from './EarningsPage';

export function VendorEarningsPage() {
  usePageTitle('Vendor earnings');
  const { vendorId = '' } = useParams();
  const isAdmin = useSession((s) => !!s.user?.roles.includes('ADMIN'));
  const query = useVendorEarnings(vendorId, isAdmin);
  if (!isAdmin) return <NotAuthorised />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Button component={RouterLink} to="/admin/payouts" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Payouts
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>Vendor earnings</Typography>
      {query.isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading earnings">{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={56} />)}</Stack>
      ) : query.isError ? (
        <Alert severity="error">Failed to load earnings</Alert>
      ) : (
        <>
          <Totals totals={query.data.totals} />
          <EarningsTables earnings={query.data} linkBookings />
        </>
      )}
    </Container>
  );
}
