// One month as a table of days from Monday (decision 0016): each day coloured by its state, and a
// button to select it when the grid is selectable (the vendor's calendar).
import { Box, ButtonBase, Typography } from '@mui/material';
import { WEEKDAYS } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { dayName, monthGrid, monthName } from './calendar';

export type DayState = 'free' | 'partial' | 'full' | 'past' | 'held' | 'pending' | 'blocked';

export const DAY_COLORS: Record<DayState, { bg: string; fg: string }> = {
  free: { bg: '#e8f5e9', fg: '#1b3d1f' },
  partial: { bg: '#fff3cd', fg: '#4d3a00' },
  full: { bg: '#d9d9d9', fg: '#3d3d3d' },
  past: { bg: 'transparent', fg: '#767676' },
  held: { bg: '#c8e6c9', fg: '#12361a' },
  pending: { bg: '#fff3cd', fg: '#4d3a00' },
  blocked: { bg: '#616161', fg: '#ffffff' },
};

export interface DayView {
  state: DayState;
  /** Words for screen readers, after the date: "not available" (in the reader's language). */
  words: string;
  selected?: boolean;
  /** The day is struck through (not available to book). */
  struck?: boolean;
}

export function MonthGrid({ month, day, onSelect }: { month: string; day: (date: string) => DayView; onSelect?: (date: string) => void }) {
  const { t, locale } = useI18n();
  const title = monthName(month, locale);
  return (
    <Box component="table" aria-label={title} sx={{ borderCollapse: 'separate', borderSpacing: 2, width: '100%', tableLayout: 'fixed' }}>
      <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, pb: 0.5 }}>{title}</Box>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <Box component="th" key={d} scope="col" sx={{ fontSize: 12, fontWeight: 500, color: 'text.secondary' }}>{t(`availability.weekdayShort.${d}`)}</Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week, w) => (
          <tr key={w}>
            {week.map((date, i) => {
              if (!date) return <td key={i} />;
              const view = day(date);
              const colors = DAY_COLORS[view.state];
              const label = t(view.selected ? 'availability.dayLabelSelected' : 'availability.dayLabel', { day: dayName(date, locale), words: view.words });
              const content = (
                <Typography component="span" aria-hidden sx={{ fontSize: 14, textDecoration: view.struck ? 'line-through' : undefined }}>
                  {Number(date.slice(8))}
                </Typography>
              );
              const sx = {
                width: '100%',
                minHeight: 36,
                borderRadius: 1,
                bgcolor: colors.bg,
                color: colors.fg,
                outline: view.selected ? '3px solid' : undefined,
                outlineColor: 'primary.main',
                outlineOffset: -3,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              };
              return (
                <td key={date} data-date={date} data-state={view.state}>
                  {onSelect ? (
                    <ButtonBase aria-label={label} aria-pressed={!!view.selected} onClick={() => onSelect(date)} sx={sx} disabled={view.state === 'past'}>
                      {content}
                    </ButtonBase>
                  ) : (
                    <Box sx={sx} role="img" aria-label={label}>{content}</Box>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
