import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { composeCarName, formatPKR, shortId, type Booking } from '@carrental/shared';
import { StatusChip } from './StatusChip';
import { formatShortDateTime } from './dates';

/** One booking in a list: spec §2's card, 70% wide on wide screens (full width on phones). */
export function BookingCard({ booking, highlighted = false }: { booking: Booking; highlighted?: boolean }) {
  const carName = composeCarName(booking.car);
  return (
    <Card
      component="article"
      aria-label={`Booking #${shortId(booking.id)}`}
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
          <Typography variant="h6" component="h3">
            Booking #{shortId(booking.id)}
          </Typography>
          <StatusChip status={booking.status} />
        </Stack>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {carName}
        </Typography>
        <Typography variant="body1" sx={{ color: 'primary.main', fontWeight: 600 }}>
          {formatPKR(booking.totalAmount)}
        </Typography>
        {booking.heldConflict && (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            These dates are already taken by another booking of this car, so this request cannot be accepted.
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">From</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>{formatShortDateTime(booking.startDate)}</Typography>
          <Typography component="dt" variant="body2" color="text.secondary">To</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>{formatShortDateTime(booking.endDate)}</Typography>
          {/* Who is on the other side: the vendor sees the customer, the customer the rental service. */}
          {booking.viewerSide === 'VENDOR' ? (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">Customer</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>{booking.customer.name}</Typography>
            </>
          ) : (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">Service</Typography>
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
          aria-label={`View details of booking #${shortId(booking.id)}`}
        >
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}
