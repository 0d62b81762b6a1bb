// The car page's availability (decision 0016): two months with the days the car cannot be had
// marked (held bookings, blocked days, closed weekdays), the opening hours and the rules in words.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { nowInZone, weekdayOf, type AvailabilityRules, type CarCalendar } from '@carrental/shared';
import { QueryBoundary } from '@/components/QueryBoundary';
import { useTimeZone } from '@/lib/config';
import { useI18n, type MessageKey } from '@/lib/i18n';
import { translate } from '@/lib/i18n/store';
import { availabilityQueries } from './api';
import { addMonths, coverage } from './calendar';
import { DAY_COLORS, MonthGrid, type DayView } from './MonthGrid';


/** What a customer sees of a day: past, closed, not available, partly booked or free. */
export function customerDay(date: string, today: string, unavailable: CarCalendar['unavailable'], rules: AvailabilityRules | undefined): DayView {
  if (date < today) return { state: 'past', words: translate('availability.day.past') };
  if (rules?.openingHours && !rules.openingHours[weekdayOf(`${date}T12:00:00`)]) return { state: 'full', words: translate('availability.day.closed'), struck: true };
  const c = coverage(date, unavailable);
  if (c === 'full') return { state: 'full', words: translate('availability.day.notAvailable'), struck: true };
  if (c === 'partial') return { state: 'partial', words: translate('availability.day.partlyBooked') };
  return { state: 'free', words: translate('availability.day.available') };
}

function Legend() {
  const { t } = useI18n();
  const items: [MessageKey, string][] = [
    ['availability.legendFree', DAY_COLORS.free.bg],
    ['availability.legendPartial', DAY_COLORS.partial.bg],
    ['availability.legendFull', DAY_COLORS.full.bg],
  ];
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', fontSize: 13 }} aria-hidden>
      {items.map(([label, bg]) => (
        <Box key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ width: 14, height: 14, bgcolor: bg, borderRadius: 0.5, border: '1px solid #bbb' }} />
          {t(label)}
        </Box>
      ))}
    </Stack>
  );
}

export function AvailabilityCalendar({ carId }: { carId: string }) {
  const { t, dir, say } = useI18n();
  // Right to left, "previous" sits on the right and the arrows point the other way.
  const flip = dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  const zone = useTimeZone();
  const today = nowInZone(zone).slice(0, 10);
  const thisMonth = today.slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const second = addMonths(month, 1);
  const calendar = useQuery(availabilityQueries.calendar(carId, `${month}-01`, `${addMonths(month, 2)}-01`));
  const rules = useQuery(availabilityQueries.carRules(carId));
  const unavailable = calendar.data?.unavailable ?? [];
  const day = (date: string) => customerDay(date, today, unavailable, rules.data?.effective);
  // Loading, the months are drawn dimmed without their bookings (the same size: nothing jumps).
  const months = (loading: boolean) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, minHeight: 250, opacity: loading ? 0.5 : 1 }}>
      <MonthGrid month={month} day={day} />
      <MonthGrid month={second} day={day} />
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="availability-title" data-testid="availability-calendar">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="availability-title" variant="h6" component="h2">{t('availability.calendarTitle')}</Typography>
        <Box>
          <IconButton aria-label={t('availability.previousMonth')} onClick={() => setMonth(addMonths(month, -1))} disabled={month <= thisMonth} size="small">
            <ChevronLeftIcon sx={flip} />
          </IconButton>
          <IconButton aria-label={t('availability.nextMonth')} onClick={() => setMonth(addMonths(month, 1))} size="small">
            <ChevronRightIcon sx={flip} />
          </IconButton>
        </Box>
      </Stack>
      <QueryBoundary query={calendar} loading={months(true)} errorText={t('availability.loadFailed')}>
        {() => months(false)}
      </QueryBoundary>
      <Box sx={{ mt: 1 }}><Legend /></Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t('availability.calendarHint')}</Typography>
      {rules.data && (
        <Box component="ul" sx={{ paddingInlineStart: 2.5, mt: 1, mb: 0 }} aria-label={t('availability.rulesList')}>
          {[...rules.data.openingHoursWords, ...rules.data.words].map((line) => say(line)).map((line) => (
            <Typography component="li" variant="body2" key={line}>{line}</Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
