// /cars: search box, Location box (filters by the service's city), the filter panel, sort, the
// card grid with skeletons and an empty state, and paging. Every filter is kept in the URL.
import { useEffect, useState } from 'react';
import {
  Alert, Box, Button, Container, FormControl, Grid, InputAdornment, InputLabel, MenuItem, Pagination, Select,
  TextField, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import PlaceIcon from '@mui/icons-material/Place';
import TuneIcon from '@mui/icons-material/Tune';
import { usePageTitle } from '@/lib/usePageTitle';
import { useCarSearch } from './api';
import { CarCard, CarCardSkeleton } from '@/components/CarCard';
import { CarFilterPanel } from './CarFilterPanel';
import { PAGE_SIZE, useCarFilters } from './useCarFilters';

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
  usePageTitle('Search Cars');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(!small);
  const { filters, update, reset, apiSearch } = useCarFilters();
  // The chosen dates travel to the car page, where they fill the booking form.
  const dateSearch = filters.from && filters.to ? `?${new URLSearchParams({ from: filters.from, to: filters.to })}` : '';
  const { data, isPending, isError, isFetching, refetch } = useCarSearch(apiSearch);
  const [q, setQ] = useDebouncedField(filters.q, (v) => update({ q: v }));
  const [city, setCity] = useDebouncedField(filters.city, (v) => update({ city: v }));
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>Search Cars</Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth placeholder="Search cars..." label="Search" value={q} onChange={(e) => setQ(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> }, htmlInput: { type: 'search' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField fullWidth placeholder="Location..." label="Location" value={city} onChange={(e) => setCity(e.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><PlaceIcon /></InputAdornment> } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormControl fullWidth>
            <InputLabel id="sort-label">Sort by</InputLabel>
            <Select labelId="sort-label" label="Sort by" value={filters.sort} onChange={(e) => update({ sort: e.target.value as typeof filters.sort })}>
              <MenuItem value="newest">Newest first</MenuItem>
              <MenuItem value="price_asc">Price: low to high</MenuItem>
              <MenuItem value="price_desc">Price: high to low</MenuItem>
              <MenuItem value="rating">Best rated</MenuItem>
            </Select>
          </FormControl>
        </Grid>
      </Grid>

      {small && (
        <Button startIcon={<TuneIcon />} variant="outlined" onClick={() => setFiltersOpen((o) => !o)} aria-expanded={filtersOpen} aria-controls="car-filters" sx={{ mb: 2 }}>
          {filtersOpen ? 'Hide Filters' : 'Show Filters'}
        </Button>
      )}

      <Grid container spacing={3}>
        {(filtersOpen || !small) && (
          <Grid size={{ xs: 12, md: 3 }} id="car-filters">
            <CarFilterPanel filters={filters} onChange={update} onReset={reset} />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 9 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1, minHeight: 24 }}>
            <Typography color="text.secondary" role="status" aria-live="polite">
              {data ? `${data.total.toLocaleString('en-PK')}${data.capped ? '+' : ''} ${data.total === 1 && !data.capped ? 'car' : 'cars'} found` : isPending ? 'Loading cars…' : ''}
            </Typography>
          </Box>
          {isError && !data ? (
            <Alert severity="error" action={<Button color="inherit" onClick={() => refetch()}>Retry</Button>}>Failed to load cars</Alert>
          ) : isPending ? (
            <Grid container spacing={3} aria-busy="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}><CarCardSkeleton /></Grid>
              ))}
            </Grid>
          ) : data.cars.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 8 }}>
              <Typography variant="h6" component="p">No cars match your search</Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>Try other words, a wider price or year range, or other dates.</Typography>
              <Button variant="outlined" onClick={reset}>Clear filters</Button>
            </Box>
          ) : (
            <>
              <Grid container spacing={3} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={isFetching}>
                {data.cars.map((car, i) => (
                  <Grid key={car.id} size={{ xs: 12, sm: 6, lg: 4 }}><CarCard car={car} search={dateSearch} priority={i === 0} /></Grid>
                ))}
              </Grid>
              {pages > 1 && (
                <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
                  <Pagination count={pages} page={Math.min(filters.page, pages)} onChange={(_, page) => { update({ page }); window.scrollTo({ top: 0 }); }} color="primary" aria-label="Result pages" />
                </Box>
              )}
            </>
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
