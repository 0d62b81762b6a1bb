// The handover on the booking page (issue 31). The vendor's side starts the check-in or check-out
// capture, sees the renter's identity and what still waits to be sent, asks the renter's code and
// seals with it; the renter sees the same readings and photos and agrees ("I agree") or asks a new
// code; at check-out both see each angle before and after and what the differences would cost.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Grid, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { HANDOVER_ANGLES, handoverCodeFormSchema, type Booking, type BookingHandovers, type Handover, type HandoverKind } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { errorMessage } from '@/lib/api';
import { useI18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/useZodForm';
import { handoverQueries, useAcknowledge, useRefreshHandovers, useSendCode } from './api';
import { CarOutline } from '@/components/CarOutline';
import { HandoverCapture } from './HandoverCapture';
import { useOutbox } from './useOutbox';
import { Panel } from '@/components/Panel';

export function HandoverPanel({ booking }: { booking: Booking }) {
  const { t } = useI18n();
  const query = useQuery(handoverQueries.booking(booking.id));
  const refresh = useRefreshHandovers(booking.id);
  const outbox = useOutbox(booking.id, refresh);
  const [capturing, setCapturing] = useState<HandoverKind | null>(null);
  const waiting = outbox.items.filter((i) => !('error' in i && i.error)).length;
  const refused = outbox.items.filter((i) => 'error' in i && i.error);

  return (
    <Panel titleId="handover-title" title={t('handovers.title')} testId="handover" frame="card" sx={{ mt: 3 }}>
      {(waiting > 0 || !outbox.online) && (
        <Alert severity={outbox.online ? 'info' : 'warning'} sx={{ mb: 2 }} role="status" data-testid="handover-waiting">
          {t('handovers.waiting', { count: waiting })}
          {!outbox.online && ` ${t('handovers.offline')}`}
        </Alert>
      )}
      {refused.map((item) => (
        <Alert key={item.id} severity="error" sx={{ mb: 1 }}>
          {'error' in item ? item.error : ''}
        </Alert>
      ))}
      {capturing ? (
        <HandoverCapture
          bookingId={booking.id}
          kind={capturing}
          onDone={() => {
            setCapturing(null);
            void outbox.send();
            refresh();
          }}
        />
      ) : (
        <QueryBoundary
          query={query}
          loading={<Skeleton variant="rectangular" height={120} />}
          errorText={t('handovers.loadFailed')}
        >
          {(data) => <Records data={data} onStart={setCapturing} pendingCapture={waiting > 0} />}
        </QueryBoundary>
      )}
    </Panel>
  );
}

function Records({ data, onStart, pendingCapture }: { data: BookingHandovers; onStart: (kind: HandoverKind) => void; pendingCapture: boolean }) {
  const { t, date } = useI18n();
  const drafts = new Set(data.handovers.filter((h) => h.status === 'DRAFT').map((h) => h.kind));
  const checkIn = [...data.handovers].reverse().find((h) => h.kind === 'check_in' && h.status === 'SEALED');
  const checkOut = [...data.handovers].reverse().find((h) => h.kind === 'check_out');
  return (
    <Stack spacing={2}>
      {data.renter && (
        <Box data-testid="handover-renter">
          <Typography variant="subtitle2" component="h3">
            {t('handovers.renter')}
          </Typography>
          <Typography variant="body2">{data.renter.name}</Typography>
          {data.renter.phone && (
            <Typography variant="body2" dir="ltr" sx={{ textAlign: 'start' }}>
              {data.renter.phone}
            </Typography>
          )}
          {data.renter.cnicNumber && <Typography variant="body2">{t('handovers.cnic', { number: data.renter.cnicNumber })}</Typography>}
          {data.renter.licenceNumber && (
            <Typography variant="body2">
              {t('handovers.licence', { number: data.renter.licenceNumber, date: data.renter.licenceExpiresOn ? date(data.renter.licenceExpiresOn, 'date') : '—' })}
            </Typography>
          )}
          {!data.renter.cnicNumber && !data.renter.licenceNumber && (
            <Typography variant="body2" color="text.secondary">
              {t('handovers.noDocuments', { count: data.renter.approvedDocuments })}
            </Typography>
          )}
        </Box>
      )}
      {data.checkInBlocked && <Alert severity="error">{data.checkInBlocked}</Alert>}
      {data.canStart
        .filter((kind) => !drafts.has(kind))
        .map((kind) => (
          <Button key={kind} variant="contained" onClick={() => onStart(kind)}>
            {t(`handovers.start.${kind}`)}
          </Button>
        ))}
      {data.handovers.length === 0 && data.canStart.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('handovers.empty')}
        </Typography>
      )}
      {[...data.handovers].reverse().map((record) => (
        <Record key={record.id} record={record} data={data} onRetake={() => onStart(record.kind)} pendingCapture={pendingCapture} />
      ))}
      {checkIn && checkOut && <Comparison before={checkIn} after={checkOut} data={data} />}
    </Stack>
  );
}

function Record({ record, data, onRetake, pendingCapture }: { record: Handover; data: BookingHandovers; onRetake: () => void; pendingCapture: boolean }) {
  const { t, date, number } = useI18n();
  const vendor = data.viewerSide === 'VENDOR';
  const renter = data.viewerSide === 'CUSTOMER';
  return (
    <Box component="article" aria-label={t(`handovers.kind.${record.kind}`)} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid={`handover-${record.kind}`}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="subtitle1" component="h3">
          {t(`handovers.kind.${record.kind}`)}
        </Typography>
        <Chip size="small" color={record.status === 'SEALED' ? 'success' : 'warning'} label={t(`handovers.status.${record.status}`)} />
        {record.correctsId && <Chip size="small" variant="outlined" label={t('handovers.correction')} />}
      </Stack>
      <Typography variant="body2">{t('handovers.readingLine', { km: number(record.odometerKm), fuel: record.fuelEighths })}</Typography>
      {record.notes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.notes}
        </Typography>
      )}
      {record.damages.length > 0 && (
        <Box sx={{ my: 1 }}>
          <CarOutline marks={record.damages} readOnly label={t('handovers.damage.outline')} />
          <Box component="ol" sx={{ pl: 3, my: 0.5 }}>
            {record.damages.map((d, i) => (
              <Typography key={i} component="li" variant="body2">
                {d.note || t('handovers.damage.noNote')}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      <PhotoGrid record={record} />
      {record.status === 'SEALED' ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('handovers.sealedAt', { date: date(record.sealedAt!) })}
          </Typography>
          {record.renterAck && <Typography variant="body2">{t(`handovers.ack.renter.${record.renterAck.via === 'app' ? 'app' : 'code'}`)}</Typography>}
          <Typography variant="caption" component="p" dir="ltr" sx={{ wordBreak: 'break-all', textAlign: 'start' }}>
            {t('handovers.hash', { hash: record.contentSha256 ?? '' })}
          </Typography>
        </Box>
      ) : (
        <>
          {record.missingAngles.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('handovers.missing', { count: record.missingAngles.length })}
            </Typography>
          )}
          {vendor && <VendorSeal record={record} onRetake={onRetake} pendingCapture={pendingCapture} />}
          {renter && <RenterAgree record={record} />}
        </>
      )}
    </Box>
  );
}

function PhotoGrid({ record }: { record: Handover }) {
  const { t } = useI18n();
  if (record.photos.length === 0) return null;
  return (
    <Grid container spacing={0.5} sx={{ mt: 1 }}>
      {record.photos.map((p) => (
        <Grid key={p.angle} size={{ xs: 4, sm: 3, md: 2 }}>
          <a href={p.url} target="_blank" rel="noreferrer">
            <Box component="img" src={p.thumbUrl} alt={t('handovers.photoAlt', { angle: t(`handovers.angle.${p.angle}`) })} loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />
          </a>
        </Grid>
      ))}
    </Grid>
  );
}

function VendorSeal({ record, onRetake, pendingCapture }: { record: Handover; onRetake: () => void; pendingCapture: boolean }) {
  const { t } = useI18n();
  const sendCode = useSendCode(record.bookingId);
  const acknowledge = useAcknowledge(record.bookingId);
  const form = useZodForm(handoverCodeFormSchema, { code: '' });
  const ready = record.missingAngles.length === 0 && !pendingCapture;
  async function send() {
    try {
      await sendCode.mutateAsync(record.id);
      toast.success(t('handovers.codeSent'));
    } catch (error) {
      toast.error(errorMessage(error, t('handovers.error.failed')));
    }
  }
  const seal = form.submit(async ({ code }) => {
    await acknowledge.mutateAsync({ handoverId: record.id, body: { code } });
    toast.success(t('handovers.sealedToast'));
  }, t('handovers.error.failed'));
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <Typography variant="body2">{t('handovers.waitingRenter')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" onClick={() => void send()} disabled={!ready || sendCode.isPending}>
          {t('handovers.sendCode')}
        </Button>
        <Button onClick={onRetake}>{t('handovers.retakeAll')}</Button>
      </Stack>
      <Box component="form" onSubmit={(e) => void seal(e)} noValidate>
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            size="small"
            label={t('handovers.codeLabel')}
            {...form.field('code')}
            disabled={!ready || acknowledge.isPending}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 12, dir: 'ltr' } }}
          />
          <Button type="submit" variant="contained" disabled={!ready || acknowledge.isPending}>
            {t('handovers.seal')}
          </Button>
        </Stack>
        {form.formError && <Alert severity="error" sx={{ mt: 1 }}>{form.formError}</Alert>}
      </Box>
    </Stack>
  );
}

function RenterAgree({ record }: { record: Handover }) {
  const { t } = useI18n();
  const acknowledge = useAcknowledge(record.bookingId);
  const sendCode = useSendCode(record.bookingId);
  const ready = record.missingAngles.length === 0;
  async function agree() {
    try {
      await acknowledge.mutateAsync({ handoverId: record.id, body: {} });
      toast.success(t('handovers.sealedToast'));
    } catch (error) {
      toast.error(errorMessage(error, t('handovers.error.failed')));
    }
  }
  async function newCode() {
    try {
      await sendCode.mutateAsync(record.id);
      toast.success(t('handovers.codeSentToYou'));
    } catch (error) {
      toast.error(errorMessage(error, t('handovers.error.failed')));
    }
  }
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      <Typography variant="body2">{t('handovers.agreeText')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={() => void agree()} disabled={!ready || acknowledge.isPending}>
          {t('handovers.agree')}
        </Button>
        <Button variant="outlined" onClick={() => void newCode()} disabled={!ready || sendCode.isPending}>
          {t('handovers.newCode')}
        </Button>
      </Stack>
    </Stack>
  );
}

function Comparison({ before, after, data }: { before: Handover; after: Handover; data: BookingHandovers }) {
  const { t, price, number } = useI18n();
  const d = data.differences;
  const photo = (record: Handover, angle: string) => record.photos.find((p) => p.angle === angle);
  return (
    <Box component="section" aria-labelledby="handover-compare-title" data-testid="handover-comparison">
      <Typography id="handover-compare-title" variant="subtitle1" component="h3" gutterBottom>
        {t('handovers.compare')}
      </Typography>
      {d && (
        <Box component="ul" sx={{ pl: 2.5, mt: 0 }} data-testid="handover-differences">
          <Typography component="li" variant="body2">
            {d.km.included === null
              ? t('handovers.diff.kmUnlimited', { driven: number(d.km.driven) })
              : t('handovers.diff.km', { driven: number(d.km.driven), included: number(d.km.included), extra: number(d.km.extra), amount: price(d.km.amount) })}
          </Typography>
          <Typography component="li" variant="body2">
            {t('handovers.diff.fuel', { difference: d.fuel.difference, short: d.fuel.short, amount: price(d.fuel.amount) })}
          </Typography>
          <Typography component="li" variant="body2">
            {d.lateness.minutesLate > 0 ? t('handovers.diff.late', { minutes: d.lateness.minutesLate, amount: price(d.lateness.amount) }) : t('handovers.diff.onTime')}
          </Typography>
          <Typography component="li" variant="body2" sx={{ fontWeight: 600 }}>
            {t('handovers.diff.total', { amount: price(d.total) })}
          </Typography>
        </Box>
      )}
      <Grid container spacing={1}>
        {HANDOVER_ANGLES.map((angle) => {
          const a = photo(before, angle);
          const b = photo(after, angle);
          if (!a && !b) return null;
          return (
            <Grid key={angle} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography variant="caption" component="p">
                {t(`handovers.angle.${angle}`)}
              </Typography>
              <Stack direction="row" spacing={0.5}>
                {[
                  { side: 'before' as const, p: a },
                  { side: 'after' as const, p: b },
                ].map(({ side, p }) => (
                  <Box key={side} sx={{ flex: 1 }}>
                    {p ? (
                      <Box component="img" src={p.thumbUrl} alt={t(`handovers.${side}Alt`, { angle: t(`handovers.angle.${angle}`) })} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />
                    ) : (
                      <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '4 / 3', height: 'auto' }} animation={false} />
                    )}
                    <Typography variant="caption" color="text.secondary">
                      {t(`handovers.${side}`)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
