// /vendor/cars (My Cars): loading, error with Retry, an empty state, and a grid of the vendor's
// cars (custom make when OTHER, transmission and colour chips, price in PKR, View Details, Edit,
// and the car's calendar of blocked days and rules).
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { makeName } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { useVendorCars } from './api';
import { CarCardSkeleton, CarImage } from '@/components/CarCard';
import { QueryBoundary } from '@/components/QueryBoundary';
import { Page } from '@/components/Page';

export function VendorCarsPage() {
  const { t, price, ltr } = useI18n();
  usePageTitle(t('cars.vendor.title'));
  const userId = useSession((s) => s.user?.id);
  const query = useVendorCars(userId);

  return (
    <Page
      title={t('cars.vendor.title')}
      action={<Button component={RouterLink} to="/services" variant="outlined" startIcon={<AddIcon />}>{t('cars.vendor.addToService')}</Button>}
      sx={{ py: { xs: 3, md: 5 } }}
    >
      <QueryBoundary
        query={query}
        loading={
          <>
            <Typography role="status" sx={{ mb: 2 }}>{t('cars.vendor.loading')}</Typography>
            <Grid container spacing={3} aria-hidden>
              {Array.from({ length: 3 }, (_, i) => <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}><CarCardSkeleton /></Grid>)}
            </Grid>
          </>
        }
        errorText={t('cars.loadFailed')}
        empty={
          <Box sx={{ textAlign: 'center', py: 8 }}>
            <Typography variant="h6" component="p" gutterBottom>{t('cars.vendor.empty')}</Typography>
            <Button component={RouterLink} to="/services" variant="contained" startIcon={<AddIcon />}>{t('cars.vendor.addFirst')}</Button>
          </Box>
        }
      >
        {(cars) => (
        <Grid container spacing={3}>
          {cars.map((car) => (
            <Grid key={car.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="vendor-car">
                <CarImage car={car} sizes="(max-width: 600px) 100vw, 33vw" />
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2">{makeName(car)} {car.model}</Typography>
                  <Typography color="text.secondary" gutterBottom>{car.year}</Typography>
                  <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
                    <Chip size="small" label={t(`cars.transmission.${car.transmission}`)} />
                    {car.color && <Chip size="small" variant="outlined" label={car.color} />}
                  </Stack>
                  <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{t('components.perDay', { price: price(car.pricePerDay) })}</Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={`/cars/${car.id}`} aria-label={t('cars.vendor.viewDetailsOf', { car: ltr(`${makeName(car)} ${car.model}`) })}>{t('cars.vendor.viewDetails')}</Button>
                  <Button component={RouterLink} to={`/cars/editCar/${car.id}`} state={{ car }} variant="outlined" aria-label={t('cars.vendor.editOf', { car: ltr(`${makeName(car)} ${car.model}`) })}>{t('cars.vendor.edit')}</Button>
                  <Button component={RouterLink} to={`/vendor/cars/${car.id}/calendar`} aria-label={t('cars.vendor.calendarOf', { car: ltr(`${makeName(car)} ${car.model}`) })}>{t('cars.vendor.calendar')}</Button>
                  <Button component={RouterLink} to={`/vendor/cars/${car.id}/papers`} aria-label={t('cars.vendor.papersOf', { car: ltr(`${makeName(car)} ${car.model}`) })}>{t('cars.vendor.papers')}</Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
        )}
      </QueryBoundary>
    </Page>
  );
}
