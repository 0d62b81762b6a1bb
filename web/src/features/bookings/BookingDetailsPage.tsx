// /bookingDetails/{id}: the booking, its car and its provider, and the caller's next actions. It
// shows a booking handed over in navigation state at once and always loads it by id (so a reload
// or a shared link works too).
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, CardMedia, Container, Divider, Grid, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { composeCarName, formatPKR, policyLabel, rentalDays, shortId, type Booking } from '@carrental/shared';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/usePageTitle';
import { PaymentReturnNotice } from '@/features/payments';
import { BookingActions } from './BookingActions';
import { PriceLines } from './PriceLines';
import { MoneyHistory, useMoneyHistory } from './MoneyHistory';
import { StatusChip } from './StatusChip';
import { daysLabel, formatLongDateTime } from './dates';
import { useBookingQuery } from './api';
import { ConversationPanel } from '@/features/messages';
import { BookingReviewPanel, CustomerTrust, UserBadges } from '@/features/reviews';

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

function address(service: Booking['service']) {
  return [service.addressLine1, service.addressLine2, service.city, service.state, service.postalCode, service.country].filter(Boolean).join(', ');
}

export function BookingDetailsPage() {
  const { id } = useParams();
  const location = useLocation();
  const handed = (location.state as { booking?: Booking } | null)?.booking;
  const query = useBookingQuery(id, handed?.id === id ? handed : undefined);
  const booking = query.data;
  usePageTitle(booking ? `Booking #${shortId(booking.id)}` : 'Booking details');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/bookings" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Bookings
      </Button>
      {query.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading booking">
          <Skeleton variant="text" width={260} height={48} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : query.isError || !booking ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void query.refetch()}>Retry</Button>}>
          Failed to load booking details
          {query.error && errorMessage(query.error, '') !== '' ? `: ${errorMessage(query.error, '')}` : ''}
        </Alert>
      ) : (
        <BookingDetails booking={booking} />
      )}
    </Container>
  );
}

function BookingDetails({ booking }: { booking: Booking }) {
  const money = useMoneyHistory(booking.id);
  const carName = composeCarName(booking.car);
  const days = rentalDays(booking.startDate, booking.endDate);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <Typography variant="h4" component="h1">
          Booking #{shortId(booking.id)}
        </Typography>
        <Box data-testid="booking-status">
          <StatusChip status={booking.status} size="medium" />
        </Box>
      </Stack>
      {booking.status === 'ACCEPTED' && booking.viewerSide === 'CUSTOMER' && <PaymentReturnNotice />}
      {booking.status === 'SUGGESTION_MADE' && booking.viewerSide === 'CUSTOMER' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          The provider suggested changes to your request. Review the car, dates and total below, then accept (and pay) or reject them.
        </Alert>
      )}
      <Box sx={{ mb: 3 }}>
        <BookingActions booking={booking} />
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title="Booking Information">
            <Field label="From">{formatLongDateTime(booking.startDate)}</Field>
            <Field label="To">{formatLongDateTime(booking.endDate)}</Field>
            <Field label="Duration">{daysLabel(days)}</Field>
            <Field label="Total Amount">
              <Box component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>{formatPKR(booking.totalAmount)}</Box>
            </Field>
            {booking.withDriver && <Field label="Driver">With a driver</Field>}
            {booking.expiresAt && (
              <Field label={booking.status === 'ACCEPTED' ? 'Pay by' : 'Answer by'}>{formatLongDateTime(booking.expiresAt)}</Field>
            )}
            <Field label="Notes">{booking.description || 'No notes'}</Field>
            {booking.viewerSide !== 'CUSTOMER' && (
              <>
                <Divider sx={{ my: 1.5 }} />
                <Field label="Customer">{booking.customer.name}</Field>
                {booking.viewerSide === 'VENDOR' && <CustomerTrust customerId={booking.customer.id} />}
                {booking.customer.email && <Field label="Customer email">{booking.customer.email}</Field>}
                {booking.customer.phone && <Field label="Customer phone">{booking.customer.phone}</Field>}
              </>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section
            title="Car Details"
            action={<Button component={RouterLink} to={`/cars/${booking.car.id}`} variant="outlined">View Car</Button>}
          >
            {booking.car.coverImageUrl && (
              <CardMedia component="img" image={booking.car.coverImageUrl} alt={carName} sx={{ borderRadius: 1, mb: 2, aspectRatio: '16 / 10', objectFit: 'cover' }} />
            )}
            <Field label="Car">{carName}</Field>
            <Field label="Year">{booking.car.year}</Field>
            <Field label="Price per day">{formatPKR(booking.car.pricePerDay)}</Field>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section
            title="Service Provider"
            action={<Button component={RouterLink} to={`/services/${booking.service.id}`} variant="outlined">View Service</Button>}
          >
            <Field label="Name">{booking.service.name}</Field>
            <UserBadges userId={booking.service.vendorId} />
            {booking.service.description && <Field label="Description">{booking.service.description}</Field>}
            <Field label="Address">{address(booking.service) || 'Not given'}</Field>
            {booking.service.phone && (
              <Field label="Phone">
                <a href={`tel:${booking.service.phone.replace(/\s+/g, '')}`}>{booking.service.phone}</a>
              </Field>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Price Breakdown">
            <PriceLines lines={booking.lines} />
            {money.data && money.data.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <MoneyHistory movements={money.data} />
              </Box>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Cancellation Policy">
            <Typography variant="subtitle1" component="p" gutterBottom>
              {policyLabel(booking.cancellationPolicy)}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
              {booking.policyLines.map((line) => (
                <Typography key={line} component="li" variant="body2">
                  {line}
                </Typography>
              ))}
            </Box>
          </Section>
        </Grid>
      </Grid>
      {booking.status === 'CONFIRMED' && <BookingReviewPanel bookingId={booking.id} side={booking.viewerSide} />}
      <Box sx={{ mt: 3 }}>
        <ConversationPanel bookingId={booking.id} masked={booking.status !== 'CONFIRMED'} />
      </Box>
    </>
  );
}
