// /vendor/cars (My Cars): loading, error with Retry, an empty state, and a grid of the vendor's
// cars (custom make when OTHER, transmission and colour chips, price in PKR, View Details, Edit,
// and the car's calendar of blocked days and rules).
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { makeName } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/usePageTitle';
import { useVendorCars } from './api';
import { CarCardSkeleton, CarImage } from '@/components/CarCard';
import { QueryBoundary } from '@/components/QueryBoundary';
import { Page } from '@/components/Page';
import { CardGrid, GridCard } from '@/components/CardGrid';

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
            <CardGrid items={[0, 1, 2]} keyOf={(i) => i} aria-hidden>
              {() => <CarCardSkeleton />}
            </CardGrid>
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
          <CardGrid items={cars} keyOf={(car) => car.id}>
            {(car) => (
              <GridCard
                testId="vendor-car"
                media={<CarImage car={car} sizes="(max-width: 600px) 100vw, 33vw" />}
                actions={
                  <>
                    <Button component={RouterLink} to={`/cars/${car.id}`} aria-label={t('cars.vendor.viewDetailsOf', { car: ltr(`${makeName(car)} ${car.model}`) })}>{t('cars.vendor.viewDetails')}</Button>
                    <Button component={RouterLink} to={`/cars/editCar/${car.id}`} state={{ car }} variant="outlined" aria-label={t('cars.vendor.editOf', { car: ltr(`${makeName(car)} ${car.model}`) })}>{t('cars.vendor.edit')}</Button>
                    <Button component={RouterLink} to={`/vendor/cars/${car.id}/calendar`} aria-label={t('cars.vendor.calendarOf', { car: ltr(`${makeName(car)} ${car.model}`) })}>{t('cars.vendor.calendar')}</Button>
                    <Button component={RouterLink} to={`/vendor/cars/${car.id}/papers`} aria-label={t('cars.vendor.papersOf', { car: ltr(`${makeName(car)} ${car.model}`) })}>{t('cars.vendor.papers')}</Button>
                  </>
                }
              >
                <Typography variant="h6" component="h2">{makeName(car)} {car.model}</Typography>
                <Typography color="text.secondary" gutterBottom>{car.year}</Typography>
                <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" label={t(`cars.transmission.${car.transmission}`)} />
                  {car.color && <Chip size="small" variant="outlined" label={car.color} />}
                </Stack>
                <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{t('components.perDay', { price: price(car.pricePerDay) })}</Typography>
              </GridCard>
            )}
          </CardGrid>
        )}
      </QueryBoundary>
    </Page>
  );
}
