// /vendor/cars/{id}/calendar (decision 0016): the car's month with held bookings, waiting requests
// and blocked days; the vendor selects days and blocks or unblocks them; below, the car's rules
// and prices, and calendar sync (the private feed, imported calendars and their errors). The server decides who may see the details and change anything.
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Container, IconButton, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { composeCarName, nowInZone, type CarCalendar } from '@carrental/shared';
import { useCar } from '@/features/cars/api';
import { errorMessage } from '@/lib/api';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useTimeZone } from '@/lib/config';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { translate } from '@/lib/i18n/store';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/usePageTitle';
import { availabilityQueries, useBlockDays, useSaveCarRules, useUnblock } from './api';
import { addMonths, coverage, daysToRanges, monthBounds, unblockPlan } from './calendar';
import { DAY_COLORS, MonthGrid, type DayState, type DayView } from './MonthGrid';
import { RulesForm } from './RulesForm';
import { CalendarSyncPanel } from './CalendarSyncPanel';
import { Slot } from '@/lib/slots';

const HELD = ['ACCEPTED', 'CONFIRMED', 'IN_PROGRESS'];

/** The vendor's view of a day: blocked, held, waiting for an answer, free or past. */
export function vendorDay(date: string, today: string, calendar: CarCalendar | undefined, selected: boolean): DayView {
  const blocks = calendar?.blocks ?? [];
  const bookings = calendar?.bookings ?? [];
  const words: MessageKey[] = [];
  let state: DayState = date < today ? 'past' : 'free';
  if (coverage(date, blocks) !== 'free') {
    state = 'blocked';
    words.push('availability.day.blocked');
  }
  const held = bookings.filter((b) => HELD.includes(b.status));
  if (coverage(date, held) !== 'free') {
    if (state !== 'blocked') state = 'held';
    words.push('availability.day.booked');
  }
  const waiting = bookings.filter((b) => !HELD.includes(b.status));
  if (coverage(date, waiting) !== 'free') {
    if (state === 'free') state = 'pending';
    words.push('availability.day.requestWaiting');
  }
  if (date < today) state = 'past';
  const said = words.length ? words.map((w) => translate(w)).join(translate('availability.day.separator')) : translate(date < today ? 'availability.day.past' : 'availability.day.free');
  return { state, words: said, selected };
}

function Legend() {
  const { t } = useI18n();
  const items: [MessageKey, DayState][] = [
    ['availability.legendHeld', 'held'],
    ['availability.legendPending', 'pending'],
    ['availability.legendBlocked', 'blocked'],
    ['availability.legendFree', 'free'],
  ];
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', fontSize: 13 }} aria-hidden>
      {items.map(([label, state]) => (
        <Box key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 14, height: 14, bgcolor: DAY_COLORS[state].bg, borderRadius: 0.5, border: '1px solid #bbb' }} />
          {t(label)}
        </Box>
      ))}
    </Stack>
  );
}

export function VendorCalendarPage() {
  const { t, date, dir, ltr } = useI18n();
  // Right to left, "previous" sits on the right and the arrows point the other way.
  const flip = dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const { id = '' } = useParams();
  const zone = useTimeZone();
  const today = nowInZone(zone).slice(0, 10);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const car = useCar(id);
  const { from, to } = monthBounds(month);
  const calendar = useQuery(availabilityQueries.calendar(id, from, to));
  const rules = useQuery(availabilityQueries.carRules(id));
  const block = useBlockDays(id);
  const unblock = useUnblock(id);
  const saveRules = useSaveCarRules(id);
  const name = car.data ? composeCarName(car.data) : t('cars.details.pageTitle');
  usePageTitle(t('availability.vendorTitle', { car: name }));

  const statusWords = (status: string) => {
    const key = `availability.status.${status}`;
    return t.has(key) ? t(key) : status.replace(/_/g, ' ');
  };
  const toggle = (date: string) => setSelected((s) => (s.includes(date) ? s.filter((d) => d !== date) : [...s, date]));
  const busy = block.isPending || unblock.isPending;
  // A second click before the button is drawn disabled (a double click) is ignored: it would ask to
  // block the same days again and meet its own first block.
  const working = useRef(false);

  async function blockSelected() {
    if (working.current) return;
    working.current = true;
    try {
      const made = await block.mutateAsync(daysToRanges(selected).map((r) => ({ ...r, note })));
      toast.success(t('availability.blocked', { count: made.length, declined: made.reduce((n, b) => n + b.declinedBookingIds.length, 0) }));
      setSelected([]);
      setNote('');
    } catch (error) {
      toast.error(errorMessage(error, t('availability.blockFailed')));
    } finally {
      working.current = false;
    }
  }

  async function unblockSelected() {
    if (working.current) return;
    working.current = true;
    const plan = unblockPlan(calendar.data?.blocks ?? [], selected);
    try {
      await unblock.mutateAsync(plan.remove);
      if (plan.keep.length) await block.mutateAsync(plan.keep);
      toast.success(t('availability.unblocked'));
      setSelected([]);
    } catch (error) {
      toast.error(errorMessage(error, t('availability.unblockFailed')));
    } finally {
      working.current = false;
    }
  }

  const mine = !!calendar.data?.blocks;
  // The month waits for the calendar; a car that cannot be read fails the screen the same way.
  const loaded = {
    isPending: calendar.isPending,
    isError: calendar.isError || car.isError,
    data: calendar.data,
    refetch: () => Promise.all([calendar.refetch(), car.refetch()]),
  };
  const grid = (loading: boolean) => (
    <Box sx={{ maxWidth: 560, opacity: loading ? 0.5 : 1, minHeight: 260 }}>
      <MonthGrid month={month} day={(d) => vendorDay(d, today, calendar.data, selected.includes(d))} onSelect={mine ? toggle : undefined} />
    </Box>
  );
  const anyBlockedSelected = selected.some((d) => coverage(d, calendar.data?.blocks ?? []) !== 'free');

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/vendor/cars">{t('availability.backToCars')}</Link>
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>{t('availability.vendorTitle', { car: ltr(name) })}</Typography>
      {calendar.data && !mine && <Alert severity="warning">{t('availability.onlyVendor')}</Alert>}
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }} component="section" aria-label={t('availability.calendarSection')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('availability.vendorHint')}</Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <IconButton aria-label={t('availability.previousMonth')} onClick={() => setMonth(addMonths(month, -1))} size="small"><ChevronLeftIcon sx={flip} /></IconButton>
          <IconButton aria-label={t('availability.nextMonth')} onClick={() => setMonth(addMonths(month, 1))} size="small"><ChevronRightIcon sx={flip} /></IconButton>
        </Stack>
        <QueryBoundary query={loaded} loading={grid(true)} errorText={errorMessage(calendar.error ?? car.error, t('availability.loadFailed'))}>
          {() => grid(false)}
        </QueryBoundary>
        <Box sx={{ mt: 1 }}><Legend /></Box>
        {mine && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
            <TextField size="small" label={t('availability.blockNote')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
            <Button variant="contained" onClick={() => void blockSelected()} disabled={!selected.length || busy} sx={{ flexShrink: 0 }}>{t('availability.blockSelected')}</Button>
            <Button variant="outlined" onClick={() => void unblockSelected()} disabled={!anyBlockedSelected || busy} sx={{ flexShrink: 0 }}>{t('availability.unblockSelected')}</Button>
            <Button onClick={() => setSelected([])} disabled={!selected.length} sx={{ flexShrink: 0 }}>{t('availability.clearSelection')}</Button>
          </Stack>
        )}
        {mine && (
          <Box component="section" aria-labelledby="month-list" sx={{ mt: 3 }}>
            <Typography id="month-list" variant="subtitle1" component="h2">{t('availability.monthBookings')}</Typography>
            {!calendar.data?.bookings?.length && !calendar.data?.blocks?.length ? (
              <Typography color="text.secondary">{t('availability.noneThisMonth')}</Typography>
            ) : (
              <Box component="ul" sx={{ paddingInlineStart: 2.5 }}>
                {calendar.data?.bookings?.map((b) => (
                  <li key={b.id}>
                    <Link component={RouterLink} to={`/bookingDetails/${b.id}`}>{b.customerName}</Link>{' '}
                    <Chip size="small" label={statusWords(b.status)} />{' '}
                    {t('availability.range', { from: date(b.startDate), to: date(b.endDate) })}
                    {b.withDriver ? t('availability.withDriverSuffix') : ''}
                  </li>
                ))}
                {calendar.data?.blocks?.map((b) => (
                  <li key={b.id}>
                    {t('availability.blockedRange', { from: date(b.startDate), to: date(b.endDate) })}
                    {b.note ? ` · ${b.note}` : ''}
                  </li>
                ))}
              </Box>
            )}
          </Box>
        )}
      </Paper>
      {mine && rules.data && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rules-title">
          <Typography id="rules-title" variant="h6" component="h2" gutterBottom>{t('availability.rulesTitle')}</Typography>
          <RulesForm key={JSON.stringify(rules.data.car)} answer={rules.data} level="car" saving={saveRules.isPending} onSave={(r) => saveRules.mutateAsync(r)} />
        </Paper>
      )}
      {mine && <Slot name="car.settings" carId={id} />}
      {mine && <CalendarSyncPanel carId={id} />}
    </Container>
  );
}
