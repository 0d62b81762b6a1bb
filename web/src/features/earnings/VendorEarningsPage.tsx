// /admin/payouts/{vendorId}: one vendor's earnings as the vendor sees them, for the admin deciding a payout.
import { Link as RouterLink, useParams } from 'react-router';
import { Button, Container, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { NotAuthorised } from '@/components/NotAuthorised';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { useVendorEarnings } from './api';
import { EarningsTables, Totals } from './EarningsPage';
import { QueryBoundary } from '@/components/QueryBoundary';
import { LoadingRows } from '@/components/LoadingRows';

export function VendorEarningsPage() {
  const { t, dir } = useI18n();
  usePageTitle(t('earnings.vendor.title'));
  const { vendorId = '' } = useParams();
  const isAdmin = useSession((s) => !!s.user?.roles.includes('ADMIN'));
  const query = useVendorEarnings(vendorId, isAdmin);
  if (!isAdmin) return <NotAuthorised />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      <Button component={RouterLink} to="/admin/payouts" startIcon={<ArrowBackIcon sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />} sx={{ mb: 2 }}>
        {t('earnings.vendor.back')}
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>{t('earnings.vendor.title')}</Typography>
      <QueryBoundary query={query} loading={<LoadingRows label={t('earnings.loading')} height={56} />} errorText={t('earnings.loadFailed')}>
        {(data) => (
        <>
          <Totals totals={data.totals} />
          <EarningsTables earnings={data} linkBookings />
        </>
        )}
      </QueryBoundary>
    </Container>
  );
}
