// The car card of the /cars grid and a service's cars (spec §2): image (the default one when none), make and model,
// year, lower-case transmission and fuel type, where it is (city and service), "PKR {price}/day" and an
// Explore button.
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Skeleton, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { makeName, type Car } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

import { DEFAULT_CAR_IMAGE, coverSrcSet } from './carImage';

export { DEFAULT_CAR_IMAGE, coverSrcSet };

/** `priority`: the first picture of a list, on the first screen: fetched at once and first. */
export function CarImage({ car, sizes, height, priority = false }: { car: Car; sizes: string; height?: number; priority?: boolean }) {
  return (
    <CardMedia
      component="img"
      src={car.imageUrls[0] ?? DEFAULT_CAR_IMAGE}
      srcSet={coverSrcSet(car)}
      sizes={sizes}
      alt={`${makeName(car)} ${car.model}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      sx={{ aspectRatio: height ? undefined : '3 / 2', height, objectFit: 'cover', bgcolor: '#e6ece8' }}
    />
  );
}

/** `search` ("?from=…&to=…") carries the dates chosen in the search into the car page's booking form. */
/** `note`: a line under the price (the all-in total of the searched trip). */
export function CarCard({ car, search = '', priority = false, note }: { car: Car; search?: string; priority?: boolean; note?: string }) {
  const { t, price, number, ltr } = useI18n();
  const title = `${makeName(car)} ${car.model}`;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="car-card">
      <CarImage car={car} sizes="(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 33vw" priority={priority} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2" noWrap title={title}>{title}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, color: 'text.secondary' }}>
          <Typography variant="body2">{car.year}</Typography>
          <Typography variant="body2" aria-hidden>·</Typography>
          <Typography variant="body2">{t(`cars.transmission.${car.transmission}`)}</Typography>
          <Typography variant="body2" aria-hidden>·</Typography>
          <Typography variant="body2">{t(`cars.fuel.${car.fuelType}`)}</Typography>
        </Box>
        {car.city && (
          <Typography variant="body2" color="text.secondary" noWrap sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }} data-testid="car-place">
            <PlaceIcon sx={{ fontSize: 16 }} aria-hidden />
            <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {car.serviceName ? t('components.carCard.place', { city: ltr(car.city), service: ltr(car.serviceName) }) : ltr(car.city)}
            </Box>
          </Typography>
        )}
        <Typography variant="subtitle1" component="p" sx={{ mt: 1, color: 'primary.main', fontWeight: 700 }}>
          {t('components.perDay', { price: price(car.pricePerDay) })}
          {car.instantBooking && (
            <Box component="span" sx={{ marginInlineStart: 1, fontSize: '0.8rem', fontWeight: 600, color: 'success.dark' }} data-testid="instant-book">
              {t('components.carCard.instant')}
            </Box>
          )}
        </Typography>
        {note && (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="car-card-all-in">
            {note}
          </Typography>
        )}
        {car.rating && car.rating.count > 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="car-card-rating">
            <Box component="span" aria-hidden sx={{ color: '#f2b84b' }}>★</Box> {car.rating.average?.toFixed(1)} ({number(car.rating.count)})
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/cars/${car.id}${search}`} variant="contained" fullWidth aria-label={t('components.carCard.exploreLabel', { car: ltr(title), year: String(car.year) })}>
          {t('components.carCard.explore')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** A CarCard's shape line by line (picture, title, year line, price, button), so results drop in without moving. */
export function CarCardSkeleton() {
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-hidden data-testid="car-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="div"><Skeleton width="70%" /></Typography>
        <Typography variant="body2"><Skeleton width="50%" /></Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}><Skeleton width="60%" /></Typography>
        <Typography variant="subtitle1" component="div" sx={{ mt: 1 }}><Skeleton width="40%" /></Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" height={36.5} sx={{ width: '100%' }} />
      </CardActions>
    </Card>
  );
}
