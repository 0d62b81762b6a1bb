import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { composeCarName, shortId, type Booking } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { StatusChip } from '@/components/StatusChip';
import { SuggestionComparison } from './SuggestionComparison';

/** One booking in a list: spec §2's card, 70% wide on wide screens (full width on phones). */
export function BookingCard({ booking, highlighted = false }: { booking: Booking; highlighted?: boolean }) {
  const { t, price, date, ltr } = useI18n();
  const carName = composeCarName(booking.car);
  const number = t('bookings.number', { id: shortId(booking.id) });
  const suggesting = booking.status === 'SUGGESTION_MADE' && !!booking.suggestion;
  return (
    <Card
      component="article"
      aria-label={number}
      data-booking-id={booking.id}
      variant="outlined"
      sx={{
        width: { xs: '100%', md: '70%' },
        mx: 'auto',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        boxShadow: highlighted ? 4 : 0,
        transition: 'box-shadow 0.3s',
      }}
    >
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {number}
          </Typography>
          <StatusChip status={booking.status} />
        </Stack>
        {/* An open suggestion shows as a change: the request beside the suggestion. */}
        {suggesting ? (
          <SuggestionComparison booking={booking} dense />
        ) : (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {ltr(carName)}
            </Typography>
            <Typography variant="body1" sx={{ color: 'primary.main', fontWeight: 600 }}>
              {price(booking.totalAmount)}
            </Typography>
          </>
        )}
        {booking.heldConflict && (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            {t('bookings.card.heldConflict')}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5 }}>
          {!suggesting && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">{t('bookings.from')}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>{date(booking.startDate, 'dateTime')}</Typography>
              <Typography component="dt" variant="body2" color="text.secondary">{t('bookings.to')}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>{date(booking.endDate, 'dateTime')}</Typography>
            </>
          )}
          {/* Who is on the other side: the vendor sees the customer, the customer the rental service. */}
          {booking.viewerSide === 'VENDOR' ? (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">{t('bookings.customer')}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>{booking.customer.name}</Typography>
            </>
          ) : (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">{t('bookings.service')}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>{booking.service.name}</Typography>
            </>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/bookingDetails/${booking.id}`}
          state={{ booking }}
          variant="outlined"
          aria-label={t('bookings.card.viewDetailsOf', { id: shortId(booking.id) })}
        >
          {t('bookings.card.viewDetails')}
        </Button>
      </CardActions>
    </Card>
  );
}
