// A vendor's suggestion as a change: what the customer asked for beside what the vendor suggests
// (car, dates, total, driver), the changed values marked, and the vendor's own message. Shown to
// both sides on the booking's card and details.
import { Box, Typography } from '@mui/material';
import { composeCarName, type Booking, type BookingSuggestion } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';

interface Row {
  label: string;
  requested: string;
  suggested: string;
}

function useRows(booking: Booking, suggestion: BookingSuggestion): Row[] {
  const { t, price, date, ltr } = useI18n();
  const before = suggestion.previous;
  const driver = (withDriver: boolean) => (withDriver ? t('bookings.withDriver') : t('bookings.suggestion.noDriver'));
  const rows: Row[] = [
    { label: t('bookings.car'), requested: ltr(composeCarName(before.car)), suggested: ltr(composeCarName(booking.car)) },
    { label: t('bookings.from'), requested: date(before.startDate, 'dateTime'), suggested: date(booking.startDate, 'dateTime') },
    { label: t('bookings.to'), requested: date(before.endDate, 'dateTime'), suggested: date(booking.endDate, 'dateTime') },
    { label: t('bookings.totalAmount'), requested: price(before.totalAmount), suggested: price(booking.totalAmount) },
  ];
  // The driver only matters when one was asked for (a suggestion can only take it away).
  if (before.withDriver || booking.withDriver) {
    rows.push({ label: t('bookings.details.driver'), requested: driver(before.withDriver), suggested: driver(booking.withDriver) });
  }
  return rows;
}

/**
 * A table of three columns on wide screens (what, requested, suggested); on a phone each row's
 * name sits above its two values, so the old and the new value stay side by side.
 */
export function SuggestionComparison({ booking, dense = false }: { booking: Booking; dense?: boolean }) {
  return booking.suggestion ? <Comparison booking={booking} suggestion={booking.suggestion} dense={dense} /> : null;
}

function Comparison({ booking, suggestion, dense }: { booking: Booking; suggestion: BookingSuggestion; dense: boolean }) {
  const { t } = useI18n();
  const rows = useRows(booking, suggestion);
  const text = dense ? 'body2' : 'body1';
  const cell = { py: dense ? 0.5 : 1, px: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top', textAlign: 'start' } as const;
  const phoneGrid = { display: { xs: 'grid', sm: 'table-row' }, gridTemplateColumns: '1fr 1fr' } as const;
  return (
    <Box>
      <Box
        component="table"
        aria-label={t('bookings.suggestion.compare')}
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          display: { xs: 'block', sm: 'table' },
          '& thead, & tbody': { display: { xs: 'block', sm: 'table-row-group' } },
          '& th, & td': { overflowWrap: 'anywhere' },
        }}
      >
        <thead>
          <Box component="tr" sx={phoneGrid}>
            <Typography component="th" scope="col" variant="caption" color="text.secondary" sx={{ ...cell, display: { xs: 'none', sm: 'table-cell' }, width: '22%' }}>
              {t('bookings.suggestion.term')}
            </Typography>
            <Typography component="th" scope="col" variant="caption" color="text.secondary" sx={{ ...cell, fontWeight: 600 }}>
              {t('bookings.suggestion.requested')}
            </Typography>
            <Typography component="th" scope="col" variant="caption" sx={{ ...cell, fontWeight: 700, color: 'primary.main' }}>
              {t('bookings.suggestion.suggested')}
            </Typography>
          </Box>
        </thead>
        <tbody>
          {rows.map((row) => {
            const changed = row.requested !== row.suggested;
            return (
              <Box component="tr" key={row.label} data-changed={changed || undefined} sx={phoneGrid}>
                <Typography
                  component="th"
                  scope="row"
                  variant="caption"
                  color="text.secondary"
                  sx={{ ...cell, gridColumn: '1 / -1', borderBottomWidth: { xs: 0, sm: '1px' }, pb: { xs: 0, sm: cell.py }, fontWeight: 600 }}
                >
                  {row.label}
                </Typography>
                <Typography component="td" variant={text} color="text.secondary" sx={cell}>
                  {row.requested}
                </Typography>
                <Typography component="td" variant={text} sx={{ ...cell, fontWeight: changed ? 700 : 400 }}>
                  {row.suggested}
                  {changed && <Box component="span" sx={visuallyHidden}>{` ${t('bookings.suggestion.changed')}`}</Box>}
                </Typography>
              </Box>
            );
          })}
        </tbody>
      </Box>
      <Box sx={{ mt: dense ? 1 : 2 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
          {t('bookings.suggestion.message')}
        </Typography>
        <Typography variant={text} component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontStyle: suggestion.message ? 'normal' : 'italic' }}>
          {suggestion.message || t('bookings.suggestion.noMessage')}
        </Typography>
      </Box>
    </Box>
  );
}

/** Read by screen readers, not shown (the bold type says it on screen). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
