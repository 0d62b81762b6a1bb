// /cars/{id}: slideshow, title and price, specifications, contact card (phone for logged-in users,
// "Login to view contact info" for visitors), description, features, "Provided By" and the
// "Book this Car" form of the bookings feature. Other features' parts (the rating, the calendar,
// the reviews, the booking form) come through slots (decision 0052).
import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert, Box, Button, Card, CardActionArea, CardContent, Chip, Container, Grid, Link, Paper, Skeleton, Stack, Typography,
} from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { composeCarName, makeName, type CarWithService } from '@carrental/shared';
import { BadgeRoom } from '@/components/BadgeRoom';
import { ApiError } from '@/lib/api';
import { useSession } from '@/lib/session';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { Slot } from '@/lib/slots';
import { useCar } from './api';
import { BOOK_ANCHOR, BookBar } from './BookBar';
import { CarSlideshow } from './CarSlideshow';
import { useMakeName } from './carText';

function Specs({ car }: { car: CarWithService }) {
  const { t } = useI18n();
  const makeWord = useMakeName();
  // Model and engine size are written left to right whatever the language.
  const rows: [MessageKey, string, boolean?][] = [
    ['cars.details.year', String(car.year)],
    ['cars.details.make', car.make === 'OTHER' && !car.customMake ? makeWord(car.make) : makeName(car)],
    ['cars.details.model', car.model, true],
    ['cars.details.engine', car.engineSize || '—', true],
    ['cars.details.color', car.color || '—'],
    ['cars.details.transmission', t(`cars.transmission.${car.transmission}`)],
    ['cars.details.fuelType', t(`cars.fuel.${car.fuelType}`)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="specs-title">
      <Typography id="specs-title" variant="h6" component="h2" gutterBottom>{t('cars.details.specs')}</Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value, ltr]) => (
          <Grid key={label} size={{ xs: 6, sm: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary">{t(label)}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}><bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi></Typography>
          </Grid>
        ))}
      </Grid>
      {car.isInsured && <Chip label={t('cars.details.insured')} color="success" size="small" sx={{ mt: 2 }} />}
    </Paper>
  );
}

function ContactCard({ car }: { car: CarWithService }) {
  const { t } = useI18n();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="contact-title">
      <Typography id="contact-title" variant="h6" component="h2" gutterBottom>{t('cars.details.contact')}</Typography>
      {isAuthenticated && car.service.phone ? (
        <Stack spacing={1}>
          <Typography>{car.service.name}</Typography>
          <Button component="a" href={`tel:${car.service.phone.replace(/[^+\d]/g, '')}`} startIcon={<PhoneIcon />} variant="outlined">
            <bdi dir="ltr">{car.service.phone}</bdi>
          </Button>
        </Stack>
      ) : (
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>{t('cars.details.loginForContact')}</Button>
      )}
    </Paper>
  );
}

function ProvidedBy({ car }: { car: CarWithService }) {
  const { t } = useI18n();
  const s = car.service;
  return (
    <Card variant="outlined" component="section" aria-labelledby="provider-title">
      <CardActionArea component={RouterLink} to={`/services/${s.id}`}>
        <CardContent>
          <Typography id="provider-title" variant="overline" color="text.secondary">{t('cars.details.providedBy')}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StorefrontIcon color="primary" />
            <Typography variant="h6" component="p">{s.name}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">{[s.addressLine1, s.city].filter(Boolean).join(', ')}</Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ px: 2, pb: 2 }}>
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="cancellation-policy">
          <strong>{t('cars.details.cancellation')}</strong> {t(`services.policySummary.${s.cancellationPolicy}`)}
        </Typography>
        <Button component={RouterLink} to={`/services/${s.id}`} size="small">{t('cars.details.viewService')}</Button>
      </Box>
    </Card>
  );
}

/** The page's shape while the car loads: the same container, columns, photo box and text lines,
 * so the car drops into place without moving anything (docs/decisions/0019-web-performance.md). */
function CarDetailsSkeleton() {
  const { t } = useI18n();
  return (
    <Container sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 12, md: 5 } }} role="status" aria-label={t('cars.details.loading')} data-testid="car-details-skeleton">
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 2', height: 'auto', borderRadius: 2 }} />
            <Box>
              <Typography variant="h4" component="div"><Skeleton width="70%" /></Typography>
              <Typography variant="h5" component="div"><Skeleton width="35%" /></Typography>
              <Typography variant="body2"><Skeleton width="45%" /></Typography>
              <BadgeRoom />
            </Box>
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={110} />
            <Skeleton variant="rounded" height={150} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={520} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Grid>
      </Grid>
    </Container>
  );
}

export function CarDetailsPage() {
  const { id } = useParams();
  const { t, price } = useI18n();
  const { data: car, isPending, error } = useCar(id);
  usePageTitle(car ? composeCarName(car) : t('cars.details.pageTitle'));

  if (isPending) return <CarDetailsSkeleton />;
  if (error || !car) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Container sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {missing ? t('cars.details.notFound') : t('cars.details.unavailable')}
        </Typography>
        <Alert severity={missing ? 'info' : 'error'} action={<Button component={RouterLink} to="/cars" color="inherit">{t('cars.details.browse')}</Button>}>
          {missing ? t('cars.details.noLongerListed') : t('cars.details.loadFailed')}
        </Alert>
      </Container>
    );
  }
  const title = `${makeName(car)} ${car.model} ${car.year}`;
  return (
    // On a phone the page ends above the fixed booking bar.
    <Container sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 12, md: 5 } }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <CarSlideshow images={car.images} alt={title} />
            <Box>
              <Typography variant="h4" component="h1">{title}</Typography>
              <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>{t('components.perDay', { price: price(car.pricePerDay) })}</Typography>
              <Slot name="car.heading" car={car} />
              <BadgeRoom><Slot name="car.badges" car={car} /></BadgeRoom>
            </Box>
            <Specs car={car} />
            <ContactCard car={car} />
            <ProvidedBy car={car} />
            <Box component="section" aria-labelledby="description-title">
              <Typography id="description-title" variant="h6" component="h2" gutterBottom>{t('cars.details.description')}</Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }} color={car.description ? 'text.primary' : 'text.secondary'}>
                {car.description || t('cars.details.noDescription')}
              </Typography>
            </Box>
            <Box component="section" aria-labelledby="features-title">
              <Typography id="features-title" variant="h6" component="h2" gutterBottom>{t('cars.details.features')}</Typography>
              {car.features.length ? (
                <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
                  {car.features.map((f) => <li key={f}><Chip label={f} /></li>)}
                </Box>
              ) : (
                <Typography color="text.secondary">{t('cars.details.noFeatures')}</Typography>
              )}
            </Box>
            <Slot name="car.sections" car={car} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {/* The booking feature's form brings its own card and "Book this Car" heading. On wide
              screens it is the column's only content and stays in view while the details scroll;
              on a phone it comes last and the bottom bar opens it. */}
          <Box id={BOOK_ANCHOR} sx={{ scrollMarginTop: 80, position: { md: 'sticky' }, top: { md: 88 } }}>
            <Slot name="car.book" car={car} />
          </Box>
        </Grid>
      </Grid>
      <Typography variant="body2" sx={{ mt: 4 }}>
        <Link component={RouterLink} to="/cars">{t('cars.details.back')}</Link>
      </Typography>
      <BookBar pricePerDay={car.pricePerDay} />
    </Container>
  );
}
