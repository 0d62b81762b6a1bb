// The charges after the trip on the booking's page (issues 32 and 30, decisions 0043 and 0044),
// for its parties once the check-out is sealed. The vendor's side sees the proposed charges, lowers
// or drops them, and adds tolls, parking, damage or other with a photo of the receipt while the
// window is open; the renter accepts or disputes each charge (comment, counter-amount, photos)
// within its 48 hours, sees what the deposit covers and what is owed beyond it, and pays it.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { BookingCharges, Charge } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { MoneyLine } from '@/components/MoneyLine';
import { Slot } from '@/lib/slots';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { chargeQueries, useAcceptCharge } from './api';
import { ChargeDialog, DisputeChargeDialog } from './ChargeDialogs';

const HOUR = 3_600_000;

function Evidence({ charge }: { charge: Charge }) {
  const { t } = useI18n();
  if (charge.evidence.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexBasis: '100%', flexWrap: 'wrap' }}>
      {charge.evidence.map((e, i) => (
        <a key={e.id} href={e.url} target="_blank" rel="noreferrer">
          <Box component="img" src={e.thumbUrl} alt={t('charges.evidence', { n: i + 1 })} sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1 }} />
        </a>
      ))}
    </Stack>
  );
}

/** One charge: kind, amount, note, state, evidence; and what the viewer may do with it. */
export function ChargeLine({ charge, data, now }: { charge: Charge; data: BookingCharges; now: number }) {
  const { t, price } = useI18n();
  const accept = useAcceptCharge(data.bookingId);
  const [dialog, setDialog] = useState<'dispute' | 'lower' | null>(null);
  const renter = data.viewerSide === 'CUSTOMER';
  const vendor = data.viewerSide === 'VENDOR';
  const windowOpen = data.windowEndsAt !== null && now < Date.parse(data.windowEndsAt);
  const hoursLeft = Math.max(0, Math.floor((Date.parse(charge.answerBy) - now) / HOUR));
  const onAccept = async () => {
    try {
      await accept.mutateAsync(charge.id);
    } catch (error) {
      toast.error(errorMessage(error, t('charges.action.failed')));
    }
  };
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }} data-charge={charge.kind}>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`charges.kind.${charge.kind}`)}
        </Typography>
        {charge.note && (
          <Typography variant="body2" color="text.secondary">
            {charge.note}
          </Typography>
        )}
        {charge.state === 'open' && (
          <Typography variant="caption" color="warning.main" data-testid="charge-countdown">
            {t('charges.countdown', { hours: hoursLeft })}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {price(charge.amount)}
      </Typography>
      <Chip
        size="small"
        color={charge.state === 'disputed' ? 'error' : charge.state === 'open' ? 'warning' : charge.state === 'dropped' ? 'default' : 'success'}
        label={charge.acceptedBySilence ? t('charges.silence') : t(`charges.state.${charge.state}`)}
      />
      {renter && charge.state === 'open' && (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" onClick={() => void onAccept()} disabled={accept.isPending}>
            {t('charges.action.accept')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDialog('dispute')} disabled={accept.isPending}>
            {t('charges.action.dispute')}
          </Button>
        </Stack>
      )}
      {vendor && windowOpen && charge.state === 'open' && charge.amount > 0 && (
        <Button size="small" onClick={() => setDialog('lower')}>
          {t('charges.action.lower')}
        </Button>
      )}
      {charge.answer?.answer === 'disputed' && (
        <Typography variant="caption" color="error" sx={{ flexBasis: '100%' }}>
          {charge.answer.comment}
          {charge.answer.counterAmount !== null && ` · ${t('charges.counter', { amount: price(charge.answer.counterAmount) })}`}
        </Typography>
      )}
      {charge.decision && (
        <Typography variant="caption" sx={{ flexBasis: '100%' }}>
          {t('charges.decision', { amount: price(charge.decision.amount), reason: charge.decision.reason })}
        </Typography>
      )}
      <Evidence charge={charge} />
      {dialog === 'dispute' && <DisputeChargeDialog bookingId={data.bookingId} charge={charge} onClose={() => setDialog(null)} />}
      {dialog === 'lower' && <ChargeDialog open bookingId={data.bookingId} replaces={charge} onClose={() => setDialog(null)} />}
    </Box>
  );
}

/** What the deposit covers, what it holds back, what comes back and what is owed beyond it. */
export function SettlementLines({ data }: { data: BookingCharges }) {
  const { t } = useI18n();
  const s = data.settlement;
  const line = (label: string, amount: number, strong = false) => <MoneyLine key={label} label={label} amount={amount} strong={strong} />;
  return (
    <Box component="dl" sx={{ m: 0, mt: 1.5 }} data-testid="settlement">
      {line(t('charges.settle.deposit'), s.deposit)}
      {line(t('charges.settle.settled'), s.settled)}
      {line(t('charges.settle.taken'), s.taken)}
      {s.held > 0 && line(t('charges.settle.held'), s.held)}
      {line(t('charges.settle.returned'), s.returned)}
      {s.owed > 0 && line(t('charges.settle.owed'), s.owed, true)}
    </Box>
  );
}

export function ChargesPanel({ bookingId }: { bookingId: string }) {
  const { t, date } = useI18n();
  const query = useQuery(chargeQueries.booking(bookingId));
  const [adding, setAdding] = useState(false);
  const now = Date.now();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="charges-title" data-testid="charges">
      <Typography id="charges-title" variant="h6" component="h2" gutterBottom>
        {t('charges.panel.title')}
      </Typography>
      <QueryBoundary query={query} loading={<Skeleton variant="rounded" height={96} />} errorText={t('charges.panel.loadFailed')} isEmpty={() => false}>
        {(data) => {
          const vendorMayAdd = data.viewerSide === 'VENDOR' && data.windowEndsAt !== null && now < Date.parse(data.windowEndsAt);
          return (
            <>
              {vendorMayAdd && (
                <Typography variant="body2" color="text.secondary">
                  {t('charges.panel.window', { date: date(data.windowEndsAt!) })}
                </Typography>
              )}
              {data.charges.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('charges.panel.none')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {data.charges.map((c) => (
                    <ChargeLine key={c.id} charge={c} data={data} now={now} />
                  ))}
                </Box>
              )}
              {data.charges.length > 0 && <SettlementLines data={data} />}
              {data.viewerSide === 'CUSTOMER' && <Slot name="chargesPanel.pay" bookingId={bookingId} />}
              {vendorMayAdd && (
                <Button sx={{ mt: 1.5 }} variant="contained" onClick={() => setAdding(true)}>
                  {t('charges.action.add')}
                </Button>
              )}
              {adding && <ChargeDialog open bookingId={bookingId} replaces={null} onClose={() => setAdding(false)} />}
            </>
          );
        }}
      </QueryBoundary>
    </Paper>
  );
}
