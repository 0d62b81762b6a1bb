// /driver/trips: a driver's phone screen. Today's and the next trips, soonest first, with the
// pick-up address, the car, and the renter's name and phone from 24 hours before the trip.
import { Alert, Button, Card, CardContent, Chip, Container, Skeleton, Stack, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import { useQuery } from '@tanstack/react-query';
import type { DriverTrip } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { AddressLine } from '@/components/AddressLine';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { staffQueries } from './api';

function TripCard({ trip, today }: { trip: DriverTrip; today: string }) {
  const { t, date, ltr } = useI18n();
  const isToday = trip.startDate.slice(0, 10) <= today && today <= trip.endDate.slice(0, 10);
  return (
    <Card variant="outlined" component="article" aria-labelledby={`trip-${trip.bookingId}`} data-testid="driver-trip">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography id={`trip-${trip.bookingId}`} variant="h6" component="h2">{date(trip.startDate)}</Typography>
            {isToday && <Chip color="primary" size="small" label={t('staff.trips.today')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">{date(trip.endDate)}</Typography>
          <div>
            <Typography variant="overline" component="h3">{t('staff.trips.pickup')}</Typography>
            <Typography>{trip.pickup.serviceName}</Typography>
            <AddressLine address={trip.pickup} form="short" />
          </div>
          <div>
            <Typography variant="overline" component="h3">{t('staff.trips.car')}</Typography>
            <Typography>{ltr(`${trip.car.make.replace(/_/g, ' ')} ${trip.car.model}`)}{trip.car.color ? ` · ${trip.car.color}` : ''}</Typography>
          </div>
          <div>
            <Typography variant="overline" component="h3">{t('staff.trips.renter')}</Typography>
            {trip.renter ? (
              <Stack spacing={1}>
                <Typography>{trip.renter.name}</Typography>
                {trip.renter.phone && (
                  <Button variant="contained" startIcon={<PhoneIcon />} href={`tel:${trip.renter.phone}`} sx={{ alignSelf: 'flex-start', minHeight: 48 }}>
                    {t('staff.trips.call', { name: trip.renter.name })}
                  </Button>
                )}
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('staff.trips.renterLater')}</Typography>
            )}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function DriverTripsPage() {
  const { t } = useI18n();
  usePageTitle(t('staff.trips.title'));
  const trips = useQuery(staffQueries.trips());
  const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
  return (
    <Container maxWidth="sm" sx={{ py: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('staff.trips.title')}</Typography>
      <QueryBoundary query={trips} loading={<Skeleton variant="rounded" height={240} />} errorText={t('staff.trips.loadFailed')} empty={<Alert severity="info">{t('staff.trips.empty')}</Alert>}>
        {(list) => (
          <Stack spacing={2}>
            {list.map((trip) => <TripCard key={trip.bookingId} trip={trip} today={today} />)}
          </Stack>
        )}
      </QueryBoundary>
    </Container>
  );
}
