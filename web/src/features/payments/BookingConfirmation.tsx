// What the renter sees once a payment confirmed the booking, and keeps seeing (decision 0035): the
// trip, where to pick the car up (with a map link), whom to call, what to bring, what was paid and
// what is due at pick-up (the stored lines and deposit), the receipt and an "Add to calendar" file.
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Divider, Link, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { composeCarName, shortId, tripCalendarFile, type Booking, type MoneyMovement } from '@carrental/shared';
import { useBookingQuery, bookingQueries } from '@/features/bookings/api';
import { tripQueries } from '@/features/trips/api';
import { useTimeZone } from '@/lib/config';
import { useI18n, type I18n } from '@/lib/i18n';

function pickupAddress(service: Booking['service'], separator: string) {
  return [service.addressLine1, service.addressLine2, service.city, service.state, service.postalCode, service.country].filter(Boolean).join(separator);
}

/** What went in through the app and stayed: payments less refunds. */
export function paidOnline(movements: MoneyMovement[]): number {
  return movements.reduce((sum, m) => sum + (m.kind === 'PAYMENT' ? m.amount : -m.amount), 0);
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Box>
  );
}

function downloadCalendar(i18n: I18n, booking: Booking, zone: string) {
  const { t } = i18n;
  const car = composeCarName(booking.car);
  const text = tripCalendarFile({
    bookingId: booking.id,
    startDate: booking.startDate,
    endDate: booking.endDate,
    summary: t('payments.confirmed.calendarTitle', { car }),
    location: pickupAddress(booking.service, ', '),
    description: t('payments.confirmed.calendarNotes', { id: shortId(booking.id), vendor: booking.service.name, phone: booking.service.phone }),
    zone,
    now: new Date(),
  });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${shortId(booking.id)}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function BookingConfirmation({ bookingId }: { bookingId: string }) {
  const i18n = useI18n();
  const { t, price, date, ltr } = i18n;
  const zone = useTimeZone();
  const booking = useBookingQuery(bookingId).data;
  const trip = useQuery(tripQueries.booking(bookingId)).data;
  const money = useQuery(bookingQueries.moneyHistory(bookingId)).data;

  if (!booking) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" height={48} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  }
  const address = pickupAddress(booking.service, i18n.locale === 'ur' ? '، ' : ', ');
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(pickupAddress(booking.service, ', '))}`;
  const paid = money ? paidOnline(money) : booking.totalAmount;
  const deposit = trip?.deposit ?? 0;
  const balance = Math.max(0, booking.totalAmount - paid);
  const phone = booking.service.phone;

  return (
    <Stack spacing={3} data-testid="booking-confirmation">
      <Stack alignItems="center" spacing={1} textAlign="center" role="status">
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1">{t('payments.successful')}</Typography>
        <Typography>{t('payments.confirmed.title')}</Typography>
        <Typography color="text.secondary">{t('payments.confirmed.number', { id: shortId(booking.id) })}</Typography>
      </Stack>
      <Block title={t('payments.confirmed.trip')}>
        <Typography sx={{ fontWeight: 700 }}>{ltr(composeCarName(booking.car))}</Typography>
        <Typography>{t('payments.confirmed.dates', { start: date(booking.startDate), end: date(booking.endDate) })}</Typography>
      </Block>
      <Divider />
      <Block title={t('payments.confirmed.pickup')}>
        {/* Typed by the vendor, often in English: its own direction, so "42-C MM Alam Road" stays whole in Urdu. */}
        <Typography dir="auto">{address}</Typography>
        <Link href={mapUrl} target="_blank" rel="noopener noreferrer">{t('payments.confirmed.openMap')}</Link>
      </Block>
      <Block title={t('payments.confirmed.vendor')}>
        <Typography dir="auto">{booking.service.name}</Typography>
        {phone && (
          <Link href={`tel:${phone.replace(/\s+/g, '')}`}>{t('payments.confirmed.call', { phone: ltr(phone) })}</Link>
        )}
      </Block>
      <Block title={t('payments.confirmed.bring')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <Typography component="li">{t('payments.confirmed.bringCnic')}</Typography>
          {!booking.withDriver && <Typography component="li">{t('payments.confirmed.bringLicence')}</Typography>}
        </Box>
      </Block>
      <Divider />
      <Block title={t('payments.confirmed.money')}>
        <Box component="dl" sx={{ m: 0 }} data-testid="confirmation-lines">
          {booking.lines.map((line, i) => (
            <Row key={`${line.kind}-${i}`} label={line.label} value={price(line.amount)} strong={line.kind === 'total'} />
          ))}
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="confirmation-money">
          <Row label={t('payments.confirmed.paidOnline')} value={price(paid)} strong />
          {balance > 0 && <Row label={t('payments.confirmed.dueAtPickup')} value={price(balance)} strong />}
          {deposit > 0 && <Row label={t('payments.confirmed.deposit')} value={price(deposit)} />}
        </Box>
        {balance === 0 && deposit === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('payments.confirmed.nothingDue')}</Typography>
        )}
      </Block>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => downloadCalendar(i18n, booking, zone)}>{t('payments.confirmed.addToCalendar')}</Button>
        <Button component={RouterLink} to={`/bookings/${booking.id}/receipt`} variant="outlined">{t('payments.confirmed.receipt')}</Button>
        <Button component={RouterLink} to={`/bookingDetails/${booking.id}`} variant="outlined">{t('payments.confirmed.details')}</Button>
        <Button component={RouterLink} to="/bookings" variant="text">{t('payments.myBookings')}</Button>
      </Box>
    </Stack>
  );
}
