// The filter panel of /cars (spec §5): price 0–30000, year 2000–2025, Make (collapsed by default,
// multi-select), transmission and fuel type with "All", instant booking only, and the dates the car
// must be free (held bookings and blocked days count).
import { useState } from 'react';
import {
  Box, Button, Checkbox, Collapse, FormControl, FormControlLabel, FormGroup, FormLabel, IconButton, InputLabel,
  MenuItem, Paper, Select, Slider, Stack, TextField, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { CAR_MAKES, MIN_CAR_YEAR, PRICE_FILTER_MAX, YEAR_FILTER_MAX, formatPKR, makeLabel, type CarMake } from '@carrental/shared';
import type { CarFilters } from './useCarFilters';

interface Props {
  filters: CarFilters;
  onChange(patch: Partial<CarFilters>): void;
  onReset(): void;
}

export function CarFilterPanel({ filters, onChange, onReset }: Props) {
  // Sliders move locally and commit on release, so the URL and the API are not hit on every pixel.
  const [price, setPrice] = useState(filters.price);
  const [years, setYears] = useState(filters.years);
  const [priceKey, setPriceKey] = useState(filters.price.join());
  const [yearsKey, setYearsKey] = useState(filters.years.join());
  if (priceKey !== filters.price.join()) {
    setPriceKey(filters.price.join());
    setPrice(filters.price);
  }
  if (yearsKey !== filters.years.join()) {
    setYearsKey(filters.years.join());
    setYears(filters.years);
  }
  const [makesOpen, setMakesOpen] = useState(false);

  const toggleMake = (make: CarMake) =>
    onChange({ makes: filters.makes.includes(make) ? filters.makes.filter((m) => m !== make) : [...filters.makes, make] });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="filters-title">
      <Stack spacing={2.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="filters-title" variant="h6" component="h2">Filters</Typography>
          <Button size="small" onClick={onReset}>Clear all</Button>
        </Box>

        <Box>
          <Typography id="price-label" gutterBottom>Price per day: {formatPKR(price[0])} – {formatPKR(price[1])}{price[1] === PRICE_FILTER_MAX ? '+' : ''}</Typography>
          <Slider
            value={price}
            min={0}
            max={PRICE_FILTER_MAX}
            step={500}
            onChange={(_, v) => setPrice(v as [number, number])}
            onChangeCommitted={(_, v) => onChange({ price: v as [number, number] })}
            getAriaLabel={(i) => (i === 0 ? 'Minimum price per day' : 'Maximum price per day')}
            getAriaValueText={(v) => formatPKR(v)}
            sx={{ mx: 1, width: 'calc(100% - 16px)' }}
          />
        </Box>

        <Box>
          <Typography gutterBottom>Year: {years[0]} – {years[1]}</Typography>
          <Slider
            value={years}
            min={MIN_CAR_YEAR}
            max={YEAR_FILTER_MAX}
            step={1}
            onChange={(_, v) => setYears(v as [number, number])}
            onChangeCommitted={(_, v) => onChange({ years: v as [number, number] })}
            getAriaLabel={(i) => (i === 0 ? 'Earliest year' : 'Latest year')}
            sx={{ mx: 1, width: 'calc(100% - 16px)' }}
          />
        </Box>

        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id="make-label">Make{filters.makes.length ? ` (${filters.makes.length})` : ''}</Typography>
            <IconButton
              onClick={() => setMakesOpen((o) => !o)}
              aria-expanded={makesOpen}
              aria-controls="make-options"
              aria-label={makesOpen ? 'Hide makes' : 'Show makes'}
              size="small"
            >
              {makesOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          </Box>
          <Collapse in={makesOpen} id="make-options">
            <FormGroup aria-labelledby="make-label" sx={{ maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap' }}>
              {CAR_MAKES.map((make) => (
                <FormControlLabel
                  key={make}
                  control={<Checkbox size="small" checked={filters.makes.includes(make)} onChange={() => toggleMake(make)} />}
                  label={makeLabel(make)}
                />
              ))}
            </FormGroup>
          </Collapse>
        </Box>

        <FormControl fullWidth size="small">
          <InputLabel id="transmission-label" shrink>Transmission</InputLabel>
          <Select labelId="transmission-label" label="Transmission" notched value={filters.transmission} displayEmpty
            renderValue={(v) => (v ? String(v).toLowerCase() : 'All')}
            onChange={(e) => onChange({ transmission: e.target.value })}>
            <MenuItem value="">All</MenuItem>
            <MenuItem value="MANUAL">manual</MenuItem>
            <MenuItem value="AUTOMATIC">automatic</MenuItem>
          </Select>
        </FormControl>

        <FormControl fullWidth size="small">
          <InputLabel id="fuel-label" shrink>Fuel type</InputLabel>
          <Select labelId="fuel-label" label="Fuel type" notched value={filters.fuelType} displayEmpty
            renderValue={(v) => (v ? String(v).toLowerCase() : 'All')}
            onChange={(e) => onChange({ fuelType: e.target.value })}>
            <MenuItem value="">All</MenuItem>
            <MenuItem value="DIESEL">diesel</MenuItem>
            <MenuItem value="PETROL">petrol</MenuItem>
          </Select>
        </FormControl>

        <FormControl fullWidth size="small">
          <InputLabel id="rating-label" shrink>Rating</InputLabel>
          <Select labelId="rating-label" label="Rating" notched value={filters.minRating} displayEmpty
            renderValue={(v) => (Number(v) > 0 ? `${v}★ and up` : 'Any')}
            onChange={(e) => onChange({ minRating: Number(e.target.value) })}>
            <MenuItem value={0}>Any</MenuItem>
            {[4, 3, 2].map((n) => <MenuItem key={n} value={n}>{n}★ and up</MenuItem>)}
          </Select>
        </FormControl>

        <FormControlLabel
          control={<Checkbox size="small" checked={filters.instant} onChange={(e) => onChange({ instant: e.target.checked })} />}
          label="Instant book"
        />

        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>Available between</FormLabel>
          <Stack spacing={1.5}>
            <TextField type="datetime-local" size="small" label="From" value={filters.from}
              onChange={(e) => onChange({ from: e.target.value, to: filters.to && filters.to > e.target.value ? filters.to : '' })}
              slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="datetime-local" size="small" label="To" value={filters.to}
              onChange={(e) => onChange({ to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
              helperText={filters.from && !filters.to ? 'Choose when you return the car' : ' '} />
          </Stack>
        </FormControl>
      </Stack>
    </Paper>
  );
}
