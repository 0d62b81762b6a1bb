// The newest cars on the home page. Each card is one link (its name is the card's own text), so it
// opens in a new tab like any link.
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardActionArea, CardContent, CardMedia, Grid, Skeleton, Typography } from '@mui/material';
import { makeName } from '@carrental/shared';
import { DEFAULT_CAR_IMAGE, coverSrcSet } from '@/components/carImage';
import { carQueries } from '@/features/cars/api';
import { useI18n } from '@/lib/i18n';


export function RecentListings() {
  const { t, price, ltr } = useI18n();
  const { data, isPending, isError } = useQuery(carQueries.recent());

  if (isPending) {
    // The cards' own shape (a 3:2 picture, the title, the year line and the price), so the
    // listings drop into place without moving what follows.
    return (
      <Grid container spacing={3} aria-busy="true" data-testid="recent-listings-skeleton">
        {Array.from({ length: 8 }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card sx={{ height: '100%' }} aria-hidden>
              <Skeleton variant="rectangular" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
              <CardContent>
                <Typography variant="h6" component="div"><Skeleton width="70%" /></Typography>
                <Typography variant="body2"><Skeleton width="40%" /></Typography>
                <Typography variant="body2"><Skeleton width="60%" /></Typography>
                <Typography variant="subtitle1" component="div" sx={{ mt: 1 }}><Skeleton width="50%" /></Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  const cars = isError ? [] : (data ?? []);
  if (cars.length === 0) {
    return <Typography color="text.secondary">{t('home.noCars')}</Typography>;
  }
  return (
    <Grid container spacing={3}>
      {cars.map((car) => (
        <Grid key={car.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={`/cars/${car.id}`} sx={{ height: '100%', alignItems: 'stretch' }} data-testid="recent-car">
              <CardMedia
                component="img"
                src={car.imageUrls[0] ?? DEFAULT_CAR_IMAGE}
                srcSet={coverSrcSet(car)}
                sizes="(max-width: 600px) 100vw, (max-width: 900px) 50vw, 25vw"
                // The card's title names the car; the picture adds nothing to the link's name.
                alt=""
                loading="lazy"
                sx={{ aspectRatio: '3 / 2', objectFit: 'cover', bgcolor: '#e6ece8' }}
              />
              <CardContent>
                <Typography variant="h6" component="h3" noWrap>{makeName(car)} {car.model}</Typography>
                <Box sx={{ display: 'flex', gap: 1, color: 'text.secondary' }}>
                  <Typography variant="body2">{car.year}</Typography>
                  <Typography variant="body2" aria-hidden>·</Typography>
                  <Typography variant="body2">{t(`home.transmission.${car.transmission}`)}</Typography>
                </Box>
                {car.city && (
                  <Typography variant="body2" color="text.secondary" noWrap data-testid="car-place">
                    {car.serviceName ? t('home.carPlace', { city: ltr(car.city), service: ltr(car.serviceName) }) : ltr(car.city)}
                  </Typography>
                )}
                <Typography variant="subtitle1" component="p" sx={{ mt: 1, color: 'primary.main', fontWeight: 700 }}>
                  {t('home.perDay', { price: price(car.pricePerDay) })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
