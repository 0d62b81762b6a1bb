// /services (My Services): the vendor's service cards, an empty state, and Add New Service.
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { AddressLine } from '@/components/AddressLine';
import { QueryBoundary } from '@/components/QueryBoundary';
import { Page } from '@/components/Page';
import { CardGrid, GridCard } from '@/components/CardGrid';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useMyServices } from './api';

export function ServicesPage() {
  const { t, number } = useI18n();
  usePageTitle(t('services.list.title'));
  const query = useMyServices();
  return (
    <Page
      title={t('services.list.title')}
      action={<Button component={RouterLink} to="/services/add" variant="contained" startIcon={<AddIcon />}>{t('services.add.title')}</Button>}
      sx={{ py: { xs: 3, md: 5 } }}
    >
      <QueryBoundary
        query={query}
        errorText={t('services.list.loadFailed')}
        loading={
          <CardGrid items={[0, 1, 2]} keyOf={(i) => i} aria-busy="true">
            {() => <Skeleton variant="rounded" height={220} />}
          </CardGrid>
        }
        empty={
          <Box sx={{ textAlign: 'center', py: 8 }}>
            <Typography variant="h5" component="h2" gutterBottom>{t('services.list.emptyTitle')}</Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>{t('services.list.emptyHint')}</Typography>
            <Button component={RouterLink} to="/services/add" variant="contained" startIcon={<AddIcon />}>{t('services.add.submit')}</Button>
          </Box>
        }
      >
        {(services) => (
          <CardGrid items={services} keyOf={(s) => s.id}>
            {(s) => (
              <GridCard
                testId="service-card"
                actions={<Button component={RouterLink} to={`/services/${s.id}`} variant="outlined" aria-label={t('services.list.viewDetailsOf', { name: s.name })}>{t('services.list.viewDetails')}</Button>}
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                  <Typography variant="h6" component="h2">{s.name}</Typography>
                  <Chip label={t('services.list.active')} color="success" size="small" />
                </Stack>
                <Typography color="text.secondary" sx={{ mb: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{s.description}</Typography>
                <AddressLine variant="body2" address={{ addressLine1: s.addressLine1, city: s.city, state: s.state }} />
                <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>{t('services.list.carCount', { count: number(s.carCount) })}</Typography>
              </GridCard>
            )}
          </CardGrid>
        )}
      </QueryBoundary>
    </Page>
  );
}
