// The filters in force on /cars, one removable chip each, and "Clear all" (every width): what the
// results are narrowed by stays in view while the panel or the sheet is closed.
import { Box, Button, Chip } from '@mui/material';
import { MIN_CAR_YEAR, PRICE_FILTER_MAX, YEAR_FILTER_MAX } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { useMakeName } from './carText';
import type { CarFilters } from './useCarFilters';

export interface ActiveFilter {
  key: string;
  label: string;
  /** The change that removes this filter. */
  remove: Partial<CarFilters>;
}

/** A datetime-local value ("2030-01-10T10:00") as a full wall-clock value for the shared formatter. */
const wallClock = (value: string) => (value.length === 16 ? `${value}:00` : value);

/** The filters that narrow the search, in the panel's order; sorting and paging are not filters. */
export function useActiveFilters(filters: CarFilters): ActiveFilter[] {
  const { t, price, date } = useI18n();
  const makeName = useMakeName();
  const list: ActiveFilter[] = [];
  if (filters.q.trim()) list.push({ key: 'q', label: t('cars.chips.text', { text: filters.q.trim() }), remove: { q: '' } });
  if (filters.city.trim()) list.push({ key: 'city', label: filters.city.trim(), remove: { city: '' } });
  const [minPrice, maxPrice] = filters.price;
  if (minPrice > 0 || maxPrice < PRICE_FILTER_MAX) {
    list.push({
      key: 'price',
      label: t(maxPrice === PRICE_FILTER_MAX ? 'cars.filters.priceOpen' : 'cars.filters.price', { min: price(minPrice), max: price(maxPrice) }),
      remove: { price: [0, PRICE_FILTER_MAX] },
    });
  }
  const [minYear, maxYear] = filters.years;
  if (minYear > MIN_CAR_YEAR || maxYear < YEAR_FILTER_MAX) {
    list.push({ key: 'years', label: t('cars.filters.years', { from: String(minYear), to: String(maxYear) }), remove: { years: [MIN_CAR_YEAR, YEAR_FILTER_MAX] } });
  }
  for (const make of filters.makes) {
    list.push({ key: `make-${make}`, label: makeName(make), remove: { makes: filters.makes.filter((m) => m !== make) } });
  }
  if (filters.transmission === 'MANUAL' || filters.transmission === 'AUTOMATIC') {
    list.push({ key: 'transmission', label: t(`cars.transmission.${filters.transmission}`), remove: { transmission: '' } });
  }
  if (filters.fuelType === 'DIESEL' || filters.fuelType === 'PETROL') {
    list.push({ key: 'fuel', label: t(`cars.fuel.${filters.fuelType}`), remove: { fuelType: '' } });
  }
  if (filters.minRating > 0) list.push({ key: 'rating', label: t('cars.filters.ratingAtLeast', { stars: filters.minRating }), remove: { minRating: 0 } });
  if (filters.instant) list.push({ key: 'instant', label: t('cars.filters.instant'), remove: { instant: false } });
  if (filters.from || filters.to) {
    const from = filters.from ? date(wallClock(filters.from)) : '';
    const to = filters.to ? date(wallClock(filters.to)) : '';
    const label = from && to ? t('cars.chips.dates', { from, to }) : from ? t('cars.chips.datesFrom', { from }) : t('cars.chips.datesTo', { to });
    list.push({ key: 'dates', label, remove: { from: '', to: '' } });
  }
  return list;
}

export function FilterChips({ active, onChange, onReset }: { active: ActiveFilter[]; onChange(patch: Partial<CarFilters>): void; onReset(): void }) {
  const { t } = useI18n();
  if (active.length === 0) return null;
  return (
    <Box role="group" aria-label={t('cars.chips.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }} data-testid="filter-chips">
      {active.map((filter) => (
        <Chip
          key={filter.key}
          label={filter.label}
          onDelete={() => onChange(filter.remove)}
          onClick={() => onChange(filter.remove)}
          aria-label={t('cars.chips.remove', { filter: filter.label })}
          variant="outlined"
          color="primary"
          sx={{ maxWidth: '100%' }}
        />
      ))}
      <Button size="small" onClick={onReset}>{t('cars.filters.clearAll')}</Button>
    </Box>
  );
}
