// The /cars filters on a phone: a bottom sheet over the results. Every change applies at once (the
// address and the results follow), and the button at its foot says how many cars that leaves
// ("Show 14 cars") and closes it.
import { Box, Button, Drawer, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useI18n } from '@/lib/i18n';
import { CarFilterPanel } from './CarFilterPanel';
import type { CarFilters } from './useCarFilters';

interface Props {
  open: boolean;
  onClose(): void;
  filters: CarFilters;
  onChange(patch: Partial<CarFilters>): void;
  onReset(): void;
  /** The results of the filters as they are; undefined while the first answer is on its way. */
  result: { total: number; capped: boolean } | undefined;
  hasFilters: boolean;
}

export function FilterSheet({ open, onClose, filters, onChange, onReset, result, hasFilters }: Props) {
  const { t, number } = useI18n();
  const show = !result
    ? t('cars.sheet.showLoading')
    : result.capped
      ? t('cars.sheet.showCapped', { count: number(result.total) })
      : t('cars.sheet.show', { count: result.total });
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'filter-sheet-title',
          id: 'car-filters',
          sx: { maxHeight: '88dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="filter-sheet-title" variant="h6" component="h2">{t('cars.filters.title')}</Typography>
        <IconButton onClick={onClose} aria-label={t('cars.sheet.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        <CarFilterPanel filters={filters} onChange={onChange} inSheet />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button onClick={onReset} disabled={!hasFilters} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{t('cars.filters.clearAll')}</Button>
        <Button variant="contained" fullWidth onClick={onClose} data-testid="show-cars">{show}</Button>
      </Box>
    </Drawer>
  );
}
