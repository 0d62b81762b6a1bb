// /dashboard: a summary for the current mode. Vendors see bookings received and their services;
// customers see the bookings they sent and quick actions.
import { Link as RouterLink } from 'react-router';
import {
  Alert,
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
import { composeCarName, formatPKR, shortId } from '@carrental/shared';
import { StatusChip, formatShortDateTime } from '@/features/bookings';
import { useBookingsQuery } from '@/features/bookings/api';
import { useMyServices } from '@/features/services/api';
import { errorMessage } from '@/lib/api';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';

export const RECENT_BOOKINGS = 5;

function StatCard({ label, value, loading }: { label: string; value: number; loading: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }} aria-label={`${label}: ${loading ? 'loading' : value}`}>
          {loading ? <Skeleton width={60} /> : value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user, loggedInAs } = useSession();
  const isVendor = loggedInAs === 'VENDOR';
  const bookings = useBookingsQuery(isVendor ? 'received' : 'sent');
  const list = bookings.data ?? [];
  const awaiting = list.filter((b) => b.status === 'PENDING').length;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1">
        Welcome, {user?.name}!
      </Typography>
      <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mb: 3 }}>
        {isVendor ? 'Manage your car business' : 'Manage your car rentals'}
      </Typography>
      {bookings.isError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(bookings.error, 'Failed to fetch bookings')}
        </Alert>
      )}
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard label={isVendor ? 'Total bookings received' : 'Total bookings'} value={list.length} loading={bookings.isPending} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StatCard label="Awaiting action" value={awaiting} loading={bookings.isPending} />
        </Grid>
      </Grid>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" component="section" aria-labelledby="recent-title">
            <CardContent>
              <Typography id="recent-title" variant="h6" component="h2" gutterBottom>
                Recent Bookings
              </Typography>
              {bookings.isPending ? (
                <Stack spacing={1}>
                  {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={56} />)}
                </Stack>
              ) : list.length === 0 ? (
                <Typography color="text.secondary">No bookings yet</Typography>
              ) : (
                <List disablePadding>
                  {list.slice(0, RECENT_BOOKINGS).map((b) => (
                    <ListItem key={b.id} disablePadding divider>
                      <ListItemButton component={RouterLink} to={`/bookingDetails/${b.id}`} state={{ booking: b }}>
                        <ListItemText
                          primary={`Booking #${shortId(b.id)} · ${composeCarName(b.car)}`}
                          secondary={`${formatShortDateTime(b.startDate)} · ${formatPKR(b.totalAmount)}`}
                        />
                        <StatusChip status={b.status} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
              <Button component={RouterLink} to={`/bookings?tab=${isVendor ? 'received' : 'sent'}`} variant="contained" sx={{ mt: 2 }}>
                View All Bookings
              </Button>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>{isVendor ? <YourServices /> : <QuickActions />}</Grid>
      </Grid>
    </Container>
  );
}

function YourServices() {
  const services = useMyServices();
  return (
    <Card variant="outlined" component="section" aria-labelledby="services-title">
      <CardContent>
        <Typography id="services-title" variant="h6" component="h2" gutterBottom>
          Your Services
        </Typography>
        {services.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : services.isError ? (
          <Alert severity="error">{errorMessage(services.error, 'Failed to fetch services')}</Alert>
        ) : services.data.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography color="text.secondary">No services yet</Typography>
            <Button component={RouterLink} to="/services/add" variant="outlined">Add Service</Button>
          </Stack>
        ) : (
          <List disablePadding>
            {services.data.map((s) => (
              <ListItem key={s.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/services/${s.id}`}>
                  <ListItemText primary={s.name} secondary={s.city} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function QuickActions() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="quick-title">
      <CardContent>
        <Typography id="quick-title" variant="h6" component="h2" gutterBottom>
          Quick Actions
        </Typography>
        <Stack spacing={1.5}>
          <CardActionArea component={RouterLink} to="/cars" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>Browse Cars</Typography>
            <Typography variant="body2" color="text.secondary">Find a car for your next trip</Typography>
          </CardActionArea>
          <CardActionArea component={RouterLink} to="/bookings?tab=sent" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>View Bookings</Typography>
            <Typography variant="body2" color="text.secondary">Follow your requests and payments</Typography>
          </CardActionArea>
        </Stack>
      </CardContent>
    </Card>
  );
}
