// A booking's extensions on its page (decision 0031): the customer asks for a new return (priced
// by the same function on the server) and pays an accepted one like the first payment; the vendor
// accepts or declines; the customer may also return early (ShortenTripForm). What each may do
// comes from the server.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { usePayFlow } from '@/features/payments';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { tripQueries, useDecideExtension, useRequestExtension } from './api';
import { ShortenTripForm } from './ShortenTripForm';

export function BookingTripPanel({ bookingId, endDate }: { bookingId: string; endDate: string }) {
  const { t, price, date } = useI18n();
  const trip = useQuery(tripQueries.booking(bookingId));
  const ask = useRequestExtension(bookingId);
  const decide = useDecideExtension(bookingId);
  const payFlow = usePayFlow();
  const [day, setDay] = useState(endDate.slice(0, 10));
  const [time, setTime] = useState(endDate.slice(11, 16));
  if (!trip.data) return null;
  const { extensions, canExtend, shortenings, canShorten } = trip.data;
  if (!canExtend && !canShorten && extensions.length === 0 && shortenings.length === 0) return null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      await ask.mutateAsync(`${day}T${time}:00`);
      toast.success(t('trips.extension.asked'));
    } catch (error) {
      toast.error(errorMessage(error, t('trips.extension.failed')));
    }
  }
  const answer = async (extensionId: string, decision: 'accept' | 'decline') => {
    try {
      await decide.mutateAsync({ extensionId, decision });
    } catch (error) {
      toast.error(errorMessage(error, t('trips.extension.failed')));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="extension-title" data-testid="extensions">
      <Typography id="extension-title" variant="h6" component="h2" gutterBottom>
        {t('trips.extension.title')}
      </Typography>
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
        <Box component="form" onSubmit={submit} noValidate aria-label={t('trips.extension.title')}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField type="date" label={t('trips.extension.newEnd')} value={day} onChange={(e) => setDay(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: endDate.slice(0, 10) } }} />
            <TextField type="time" label={t('trips.extension.newEndTime')} value={time} onChange={(e) => setTime(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <Button type="submit" variant="outlined" disabled={ask.isPending || !day || !time} sx={{ whiteSpace: 'nowrap' }}>
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
      {ask.isError && <Alert severity="error" sx={{ mt: 1 }}>{errorMessage(ask.error, t('trips.extension.failed'))}</Alert>}
      {payFlow.dialog}
    </Paper>
  );
}
