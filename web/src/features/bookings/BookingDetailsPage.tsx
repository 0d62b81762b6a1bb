// /bookingDetails/{id}: the booking, its car and its provider, and the caller's next actions. It
// shows a booking handed over in navigation state at once and always loads it by id (so a reload
// or a shared link works too).
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, CardMedia, Container, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { composeCarName, rentalDays, shortId, type Booking } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { Slot } from '@/lib/slots';
import { BookingActions } from './BookingActions';
import { PriceLines } from './PriceLines';
import { MoneyHistory, useMoneyHistory } from './MoneyHistory';
import { StatusChip } from '@/components/StatusChip';
import { SuggestionComparison } from './SuggestionComparison';
import { policyLinesText, policyName } from './words';
import { useBookingQuery } from './api';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body1" component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
        {action && <Box sx={{ mt: 2 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}

function address(service: Booking['service'], separator: string) {
  return [service.addressLine1, service.addressLine2, service.city, service.state, service.postalCode, service.country].filter(Boolean).join(separator);
}

export function BookingDetailsPage() {
  const { id } = useParams();
  const location = useLocation();
  const handed = (location.state as { booking?: Booking } | null)?.booking;
  const query = useBookingQuery(id, handed?.id === id ? handed : undefined);
  const booking = query.data;
  const { t, dir } = useI18n();
  usePageTitle(booking ? t('bookings.number', { id: shortId(booking.id) }) : t('bookings.details.pageTitle'));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/bookings" startIcon={<ArrowBackIcon sx={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />} sx={{ mb: 2 }}>
        {t('bookings.details.back')}
      </Button>
      <QueryBoundary
        query={query}
        loading={
          <Stack spacing={2} aria-busy="true" aria-label={t('bookings.details.loading')}>
            <Skeleton variant="text" width={260} height={48} />
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={220} />
          </Stack>
        }
        errorText={`${t('bookings.details.loadFailed')}${query.error && errorMessage(query.error, '') !== '' ? `: ${errorMessage(query.error, '')}` : ''}`}
      >
        {(loaded) => <BookingDetails booking={loaded} />}
      </QueryBoundary>
    </Container>
  );
}

function BookingDetails({ booking }: { booking: Booking }) {
  const money = useMoneyHistory(booking.id);
  const i18n = useI18n();
  const { t, price, date, ltr } = i18n;
  const carName = composeCarName(booking.car);
  const days = rentalDays(booking.startDate, booking.endDate);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t('bookings.number', { id: shortId(booking.id) })}
        </Typography>
        <Box data-testid="booking-status">
          <StatusChip status={booking.status} size="medium" />
        </Box>
      </Stack>
      <Slot name="booking.notices" booking={booking} />
      {/* Why there is no Accept: another booking already holds these dates of the car. */}
      {booking.heldConflict && booking.viewerSide === 'VENDOR' && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('bookings.card.heldConflict')}
        </Alert>
      )}
      {booking.status === 'SUGGESTION_MADE' && booking.suggestion && (
        <Box sx={{ mb: 3 }}>
          <Section title={t('bookings.suggestion.title')}>
            {booking.viewerSide === 'CUSTOMER' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('bookings.details.suggestionMade')}
              </Alert>
            )}
            <SuggestionComparison booking={booking} />
          </Section>
        </Box>
      )}
      <Box sx={{ mb: 3 }}>
        <BookingActions booking={booking} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('bookings.details.information')}>
            <Field label={t('bookings.from')}>{date(booking.startDate)}</Field>
            <Field label={t('bookings.to')}>{date(booking.endDate)}</Field>
            <Field label={t('bookings.details.duration')}>{t('bookings.days', { count: days })}</Field>
            <Field label={t('bookings.totalAmount')}>
              <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>{price(booking.totalAmount)}</Box>
            </Field>
            {booking.withDriver && <Field label={t('bookings.details.driver')}>{t('bookings.withDriver')}</Field>}
            {booking.expiresAt && (
              <Field label={booking.status === 'ACCEPTED' ? t('bookings.details.payBy') : t('bookings.details.answerBy')}>{date(booking.expiresAt)}</Field>
            )}
            <Field label={t('bookings.notes')}>{booking.description || t('bookings.details.noNotes')}</Field>
            {/* Once answered, the suggestion's message stays readable beside the customer's note. */}
            {booking.suggestion?.message && booking.status !== 'SUGGESTION_MADE' && (
              <Field label={t('bookings.suggestion.message')}>{booking.suggestion.message}</Field>
            )}
            {booking.viewerSide !== 'CUSTOMER' && (
              <>
                <Divider sx={{ my: 1.5 }} />
                <Field label={t('bookings.customer')}>{booking.customer.name}</Field>
                {booking.customer.email && <Field label={t('bookings.details.customerEmail')}><bdi dir="ltr">{booking.customer.email}</bdi></Field>}
                {booking.customer.phone && <Field label={t('bookings.details.customerPhone')}><bdi dir="ltr">{booking.customer.phone}</bdi></Field>}
                {/* The server sends contact details once the booking is paid (decision 0046): say so before. */}
                {booking.viewerSide === 'VENDOR' && !booking.customer.phone && !booking.customer.email && (
                  <Typography variant="body2" color="text.secondary">{t('bookings.details.contactAfterPaying')}</Typography>
                )}
                <Slot name="booking.customer" booking={booking} />
              </>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section
            title={t('bookings.details.carDetails')}
            action={<Button component={RouterLink} to={`/cars/${booking.car.id}`} variant="outlined">{t('bookings.details.viewCar')}</Button>}
          >
            {booking.car.coverImageUrl && (
              <CardMedia component="img" image={booking.car.coverImageUrl} alt={carName} sx={{ borderRadius: 1, mb: 2, aspectRatio: '16 / 10', objectFit: 'cover' }} />
            )}
            <Field label={t('bookings.car')}>{ltr(carName)}</Field>
            <Field label={t('bookings.details.year')}>{booking.car.year}</Field>
            {booking.car.registrationNumber && (
              <Field label={t('bookings.details.registration')}>
                <span dir="ltr">{booking.car.registrationNumber}</span>
              </Field>
            )}
            <Field label={t('bookings.details.pricePerDay')}>{price(booking.car.pricePerDay)}</Field>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section
            title={t('bookings.details.provider')}
            action={<Button component={RouterLink} to={`/services/${booking.service.id}`} variant="outlined">{t('bookings.details.viewService')}</Button>}
          >
            <Field label={t('bookings.details.name')}>{booking.service.name}</Field>
            <Slot name="booking.provider" booking={booking} />
            {booking.service.description && <Field label={t('bookings.details.description')}>{booking.service.description}</Field>}
            <Field label={t('bookings.details.address')}>{address(booking.service, i18n.locale === 'ur' ? '، ' : ', ') || t('bookings.details.notGiven')}</Field>
            {booking.service.phone ? (
              <Field label={t('bookings.details.phone')}>
                <a href={`tel:${booking.service.phone.replace(/\s+/g, '')}`} dir="ltr">{booking.service.phone}</a>
              </Field>
            ) : (
              booking.viewerSide === 'CUSTOMER' && <Typography variant="body2" color="text.secondary">{t('bookings.details.contactAfterPaying')}</Typography>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('bookings.details.priceBreakdown')}>
            <PriceLines lines={booking.lines} />
            <Slot name="booking.money" booking={booking} />
            {money.data && money.data.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <MoneyHistory movements={money.data} />
              </Box>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('bookings.details.cancellationPolicy')}>
            <Typography variant="subtitle1" component="p" gutterBottom>
              {policyName(i18n, booking.cancellationPolicy)}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
              {policyLinesText(i18n, booking.cancellationPolicy, booking.startDate).map((line) => (
                <Typography key={line} component="li" variant="body2">
                  {line}
                </Typography>
              ))}
            </Box>
          </Section>
        </Grid>
      </Grid>
      {/* The panels of the booking's life (handover, charges, claims, agreement, review) and its
          conversation come from their features, through slots (decision 0052). */}
      <Slot name="booking.panels" booking={booking} />
      <Box sx={{ mt: 3 }}>
        <Slot name="booking.conversation" booking={booking} />
      </Box>
    </>
  );
}
