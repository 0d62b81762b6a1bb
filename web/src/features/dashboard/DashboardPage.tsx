// /dashboard: a summary for the current mode. Vendors see bookings received and their services;
// customers see the bookings they sent and quick actions.
import { Link as RouterLink } from 'react-router';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { composeCarName, shortId, type Booking } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { StatusChip } from '@/components/StatusChip';
import { useBookingsQuery } from '@/features/bookings/api';
import { useMyServices } from '@/features/services/api';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { Panel } from '@/components/Panel';

export const RECENT_BOOKINGS = 5;

function StatCard({ label, value, loading }: { label: string; value: number; loading: boolean }) {
  const { t } = useI18n();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} aria-label={t('dashboard.stat', { label, value: loading ? t('dashboard.statLoading') : String(value) })}>
          {loading ? <Skeleton width={60} /> : value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  const { t, ltr, date, price } = useI18n();
  usePageTitle(t('dashboard.pageTitle'));
  const { user, loggedInAs } = useSession();
  const isVendor = loggedInAs === 'VENDOR';
  const bookings = useBookingsQuery(isVendor ? 'received' : 'sent');
  const stats = (list: Booking[] | undefined) => (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard label={isVendor ? t('dashboard.totalReceived') : t('dashboard.total')} value={list?.length ?? 0} loading={!list} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard label={t('dashboard.awaiting')} value={list?.filter((b) => b.status === 'PENDING').length ?? 0} loading={!list} />
      </Grid>
    </Grid>
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1">
        {t('dashboard.welcome', { name: user?.name ?? '' })}
      </Typography>
      <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 3 }}>
        {isVendor ? t('dashboard.vendorSubtitle') : t('dashboard.customerSubtitle')}
      </Typography>
      {/* The figures say a failure once; the recent list below then shows nothing. */}
      <Box sx={{ mb: 3 }}>
        <QueryBoundary query={bookings} loading={stats(undefined)} errorText={errorMessage(bookings.error, t('dashboard.bookingsFailed'))}>
          {stats}
        </QueryBoundary>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Panel titleId="recent-title" title={t('dashboard.recent')} frame="card">
            <QueryBoundary
              query={bookings}
              loading={
                <Stack spacing={1}>
                  {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={56} />)}
                </Stack>
              }
              errorText={t('dashboard.bookingsFailed')}
              failure={null}
              empty={<Typography color="text.secondary">{t('dashboard.noBookings')}</Typography>}
            >
              {(list) => (
                <List disablePadding>
                  {list.slice(0, RECENT_BOOKINGS).map((b) => (
                    <ListItem key={b.id} disablePadding divider>
                      <ListItemButton component={RouterLink} to={`/bookingDetails/${b.id}`} state={{ booking: b }}>
                        <ListItemText
                          primary={t('dashboard.bookingLine', { id: shortId(b.id), car: ltr(composeCarName(b.car)) })}
                          secondary={`${date(b.startDate, 'dateTime')} · ${price(b.totalAmount)}`}
                        />
                        <StatusChip status={b.status} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </QueryBoundary>
            <Button component={RouterLink} to={`/bookings?tab=${isVendor ? 'received' : 'sent'}`} variant="contained" sx={{ mt: 2 }}>
              {t('dashboard.viewAll')}
            </Button>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>{isVendor ? <YourServices /> : <QuickActions />}</Grid>
      </Grid>
    </Container>
  );
}

function YourServices() {
  const { t } = useI18n();
  const services = useMyServices();
  return (
    <Panel titleId="services-title" title={t('dashboard.services')} frame="card">
      <QueryBoundary
        query={services}
        loading={<Skeleton variant="rounded" height={56} />}
        errorText={errorMessage(services.error, t('dashboard.servicesFailed'))}
        empty={
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">{t('dashboard.noServices')}</Typography>
            <Button component={RouterLink} to="/services/add" variant="outlined">{t('dashboard.addService')}</Button>
          </Stack>
        }
      >
        {(list) => (
          <List disablePadding>
            {list.map((s) => (
              <ListItem key={s.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/services/${s.id}`}>
                  <ListItemText primary={s.name} secondary={s.city} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryBoundary>
    </Panel>
  );
}

function QuickActions() {
  const { t } = useI18n();
  return (
    <Panel titleId="quick-title" title={t('dashboard.quick')} frame="card">
      <Stack spacing={1.5}>
        <CardActionArea component={RouterLink} to="/cars" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('dashboard.browse')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('dashboard.browseText')}</Typography>
        </CardActionArea>
        <CardActionArea component={RouterLink} to="/bookings?tab=sent" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('dashboard.viewBookings')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('dashboard.viewBookingsText')}</Typography>
        </CardActionArea>
      </Stack>
    </Panel>
  );
}
