// A booking's extensions on its page (decision 0031): the customer asks for a new return (priced
// by the same function on the server) and pays an accepted one like the first payment; the vendor
// accepts or declines; the customer may also return early (ShortenTripForm). What each may do
// comes from the server.
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { newReturnFormSchema, type BookingTrip } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { usePayFlow } from '@/features/payments/api';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { tripQueries, useDecideExtension, useRequestExtension } from './api';
import { ShortenTripForm } from './ShortenTripForm';
import { Panel } from '@/components/Panel';

/** Nothing to show: no extension or shortening, and none may be asked. */
const nothing = (trip: BookingTrip) => !trip.canExtend && !trip.canShorten && trip.extensions.length === 0 && trip.shortenings.length === 0;

export function BookingTripPanel({ bookingId, endDate }: { bookingId: string; endDate: string }) {
  const { t } = useI18n();
  const trip = useQuery(tripQueries.booking(bookingId));
  // The panel appears once its data is there (it takes no room on most bookings), as before.
  return (
    <QueryBoundary query={trip} loading={null} errorText={t('trips.extension.loadFailed')} empty={null} isEmpty={nothing}>
      {(data) => <TripPanel bookingId={bookingId} endDate={endDate} trip={data} />}
    </QueryBoundary>
  );
}

function TripPanel({ bookingId, endDate, trip }: { bookingId: string; endDate: string; trip: BookingTrip }) {
  const { t, price, date } = useI18n();
  const ask = useRequestExtension(bookingId);
  const decide = useDecideExtension(bookingId);
  const payFlow = usePayFlow();
  const form = useZodForm(newReturnFormSchema(endDate, 'later'), { day: endDate.slice(0, 10), time: endDate.slice(11, 16) });
  const { extensions, canExtend, shortenings, canShorten } = trip;

  const submit = form.submit(async ({ endDate: newEnd }) => {
    await ask.mutateAsync(newEnd);
    toast.success(t('trips.extension.asked'));
  }, t('trips.extension.failed'));
  const answer = async (extensionId: string, decision: 'accept' | 'decline') => {
    try {
      await decide.mutateAsync({ extensionId, decision });
    } catch (error) {
      toast.error(errorMessage(error, t('trips.extension.failed')));
    }
  };

  return (
    <Panel titleId="extension-title" title={t('trips.extension.title')} testId="extensions">
      {extensions.length > 0 && (
        <Stack spacing={1} sx={{ mb: 2 }} aria-label={t('trips.extension.list')}>
          {extensions.map((e) => (
            <Box key={e.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">{t('trips.extension.item', { end: date(e.endDate), price: price(e.amount) })}</Typography>
              <Chip size="small" label={t(`trips.extension.status.${e.status}`)} />
              {e.actions.includes('accept') && (
                <Button size="small" variant="contained" onClick={() => void answer(e.id, 'accept')} disabled={decide.isPending}>
                  {t('trips.extension.accept')}
                </Button>
              )}
              {e.actions.includes('decline') && (
                <Button size="small" onClick={() => void answer(e.id, 'decline')} disabled={decide.isPending}>
                  {t('trips.extension.decline')}
                </Button>
              )}
              {e.actions.includes('pay') && (
                <Button size="small" variant="contained" onClick={() => void payFlow.pay(bookingId, e.id)} disabled={payFlow.busy}>
                  {t('trips.extension.pay', { price: price(e.amount) })}
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {canExtend && (
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('trips.extension.title')}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField type="date" label={t('trips.extension.newEnd')} {...form.field('day')} disabled={ask.isPending} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: endDate.slice(0, 10) } }} />
            <TextField type="time" label={t('trips.extension.newEndTime')} {...form.field('time')} disabled={ask.isPending} slotProps={{ inputLabel: { shrink: true } }} />
            <Button type="submit" variant="outlined" disabled={ask.isPending} sx={{ whiteSpace: 'nowrap', mt: 1 }}>
              {t('trips.extension.ask')}
            </Button>
          </Stack>
        </Box>
      )}
      {shortenings.length > 0 && (
        <Stack spacing={0.5} sx={{ mt: 2 }} aria-label={t('trips.shorten.list')}>
          {shortenings.map((s) => (
            <Typography key={s.id} variant="body2">
              {t('trips.shorten.item', { end: date(s.endDate), refund: price(s.refundAmount) })}
            </Typography>
          ))}
        </Stack>
      )}
      {canShorten && <ShortenTripForm bookingId={bookingId} endDate={endDate} />}
      {form.formError && <Alert severity="error" sx={{ mt: 1 }}>{form.formError}</Alert>}
      {payFlow.dialog}
    </Panel>
  );
}
