// /cars: search box, Location box (filters by the service's city), the filter panel (a bottom sheet
// on phones), the filters in force as removable chips, sort, the card grid with skeletons and an
// empty state, and paging. Every filter is kept in the URL.
import { startTransition, useEffect, useState } from 'react';
import {
  Alert, Box, Button, Container, FormControl, Grid, InputAdornment, InputLabel, MenuItem, Pagination, Select,
  TextField, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import PlaceIcon from '@mui/icons-material/Place';
import TuneIcon from '@mui/icons-material/Tune';
import { useI18n } from '@/lib/i18n';
import { usePageTitle } from '@/lib/usePageTitle';
import { useCarSearch } from './api';
import { useQuery } from '@tanstack/react-query';
import { tripQueries } from '@/features/trips/api';
import { CarCard, CarCardSkeleton } from '@/components/CarCard';
import { CarFilterPanel } from './CarFilterPanel';
import { FilterChips, useActiveFilters } from './FilterChips';
import { FilterSheet } from './FilterSheet';
import { PAGE_SIZE, useCarFilters } from './useCarFilters';
import { useHydrated } from '@/lib/useHydrated';
import { KeptDrawing } from '@/lib/keptDrawing';

const SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;

/** A text box that writes to the URL once typing pauses. */
function useDebouncedField(value: string, commit: (v: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit(text), 350);
    return () => clearTimeout(timer);
  }, [text, value, commit]);
  return [text, setText] as const;
}

export function CarsPage() {
  const { t, number, price } = useI18n();
  usePageTitle(t('cars.search.title'));
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  // Drawn by the server (or being adopted from its drawing), the page has both the phone's filter
  // button and the wide screen's panel, one hidden by CSS; then only the one the width needs.
  const hydrated = useHydrated();
  const phoneFilters = !hydrated || small;
  const sideFilters = !hydrated || !small;
  const [sheetOpen, setSheetOpen] = useState(false);
  const { filters, update, reset, apiSearch } = useCarFilters();
  const active = useActiveFilters(filters);
  // The chosen dates travel to the car page, where they fill the booking form.
  const dated = !!(filters.from && filters.to && filters.to > filters.from);
  const trip = { ...(filters.mode ? { mode: filters.mode } : {}), ...(filters.destination.trim() ? { destination: filters.destination.trim() } : {}) };
  const dateSearch = dated || filters.mode || filters.destination ? `?${new URLSearchParams({ ...(dated ? { from: filters.from, to: filters.to } : {}), ...trip })}` : '';
  const { data, isPending, isError, isFetching, refetch } = useCarSearch(apiSearch);
  // Each card's all-in price of the trip for the dates, by the same quote the booking is charged.
  const totals = useQuery(tripQueries.totals(data?.cars.map((c) => c.id) ?? [], dated ? `${filters.from}:00` : '', dated ? `${filters.to}:00` : '', filters.mode, filters.destination.trim())).data;
  const allIn = (carId: string) => {
    const found = totals?.find((x) => x.carId === carId);
    return found ? t('trips.card.allIn', { price: price(found.total) }) : undefined;
  };
  const [q, setQ] = useDebouncedField(filters.q, (v) => update({ q: v }));
  const [city, setCity] = useDebouncedField(filters.city, (v) => update({ city: v }));
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>{t('cars.search.title')}</Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth placeholder={t('cars.search.placeholder')} label={t('cars.search.label')} value={q} onChange={(e) => setQ(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { type: 'search' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField fullWidth placeholder={t('cars.search.locationPlaceholder')} label={t('cars.search.location')} value={city} onChange={(e) => setCity(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><PlaceIcon /></InputAdornment> } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormControl fullWidth>
            <InputLabel id="sort-label">{t('cars.sort.label')}</InputLabel>
            <Select labelId="sort-label" label={t('cars.sort.label')} value={filters.sort} onChange={(e) => update({ sort: e.target.value as typeof filters.sort })}>
              {SORTS.map((sort) => <MenuItem key={sort} value={sort}>{t(`cars.sort.${sort}`)}</MenuItem>)}
            </Select>
          </FormControl>
        </Grid>
      </Grid>

      {phoneFilters && (
        <>
          <Button startIcon={<TuneIcon />} variant="outlined" onClick={() => startTransition(() => setSheetOpen(true))} aria-haspopup="dialog" aria-expanded={sheetOpen} aria-controls={sheetOpen ? 'car-filters' : undefined} sx={{ mb: 2, display: { xs: 'inline-flex', md: 'none' } }}>
            {t('cars.search.filtersButton', { count: active.length })}
          </Button>
          {hydrated && <FilterSheet open={sheetOpen} onClose={() => setSheetOpen(false)} filters={filters} onChange={update} onReset={reset} result={data} hasFilters={active.length > 0} />}
        </>
      )}

      <Grid container spacing={3}>
        {sideFilters && (
          <Grid size={{ xs: 12, md: 3 }} id="car-filters" sx={{ display: { xs: 'none', md: 'block' } }}>
            {hydrated ? (
              <CarFilterPanel filters={filters} onChange={update} />
            ) : (
              // Drawn for every width, adopted by none: gone on a phone, drawn live on a wide screen.
              <KeptDrawing name="car-filters">
                <CarFilterPanel filters={filters} onChange={update} />
              </KeptDrawing>
            )}
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 9 }}>
          <FilterChips active={active} onChange={update} onReset={reset} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1, minHeight: 24 }}>
            <Typography color="text.secondary" role="status" aria-live="polite">
              {data
                ? data.capped
                  ? t('cars.search.foundCapped', { count: number(data.total) })
                  : t('cars.search.found', { count: data.total })
                : isPending
                  ? t('cars.search.loading')
                  : ''}
            </Typography>
          </Box>
          {isError && !data ? (
            <Alert severity="error" action={<Button color="inherit" onClick={() => refetch()}>{t('cars.retry')}</Button>}>{t('cars.loadFailed')}</Alert>
          ) : isPending ? (
            <Grid container spacing={3} aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}><CarCardSkeleton /></Grid>
              ))}
            </Grid>
          ) : data.cars.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 8 }}>
              <Typography variant="h6" component="p">{t('cars.search.emptyTitle')}</Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>{t('cars.search.emptyHint')}</Typography>
              <Button variant="outlined" onClick={reset}>{t('cars.search.clearFilters')}</Button>
            </Box>
          ) : (
            <>
              <Grid container spacing={3} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={isFetching}>
                {data.cars.map((car, i) => (
                  <Grid key={car.id} size={{ xs: 12, sm: 6, lg: 4 }}><CarCard car={car} search={dateSearch} priority={i === 0} note={allIn(car.id)} /></Grid>
                ))}
              </Grid>
              {pages > 1 && (
                <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
                  <Pagination count={pages} page={Math.min(filters.page, pages)} onChange={(_, page) => { update({ page }); window.scrollTo({ top: 0 }); }} color="primary" aria-label={t('cars.search.pages')}
                    getItemAriaLabel={(type, page, selected) =>
                      type === 'page'
                        ? t(selected ? 'cars.pagination.page' : 'cars.pagination.goToPage', { page: String(page) })
                        : t(`cars.pagination.${type}`)
                    }
                  />
                </Box>
              )}
            </>
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
