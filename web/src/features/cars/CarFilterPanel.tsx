// The filter panel of /cars (spec §5): price 0–30000, year 2000–2025, Make (collapsed by default,
// multi-select), transmission and fuel type with "All", instant booking only, and the dates the car
// must be free (held bookings and blocked days count).
import { useState } from 'react';
import {
  Box, Checkbox, Collapse, FormControl, FormControlLabel, FormGroup, FormLabel, IconButton, InputLabel,
  MenuItem, Paper, Select, Slider, Stack, TextField, Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { CAR_MAKES, FUEL_TYPES, MIN_CAR_YEAR, PRICE_FILTER_MAX, TRANSMISSIONS, YEAR_FILTER_MAX, type CarMake } from '@carrental/shared';
import { useI18n } from '@/lib/i18n';
import { useMakeName } from './carText';
import type { CarFilters } from './useCarFilters';
import { Slot } from '@/lib/slots';

/** Four-digit years only in the date fields (a browser lets six be typed; the server refuses them). */
const LATEST = '9999-12-31T23:59';

const isTransmission = (v: unknown): v is (typeof TRANSMISSIONS)[number] => (TRANSMISSIONS as readonly unknown[]).includes(v);
const isFuel = (v: unknown): v is (typeof FUEL_TYPES)[number] => (FUEL_TYPES as readonly unknown[]).includes(v);

interface Props {
  filters: CarFilters;
  onChange(patch: Partial<CarFilters>): void;
  /** In the phones' bottom sheet, which has its own title: the fields only. */
  inSheet?: boolean;
}

export function CarFilterPanel({ filters, onChange, inSheet = false }: Props) {
  const { t, price: money } = useI18n();
  const makeName = useMakeName();
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
    <Paper variant={inSheet ? 'elevation' : 'outlined'} elevation={0} sx={{ p: 2 }} component="section" aria-labelledby={inSheet ? undefined : 'filters-title'}>
      <Stack spacing={2.5}>
        {!inSheet && <Typography id="filters-title" variant="h6" component="h2">{t('cars.filters.title')}</Typography>}

        <Box>
          <Typography id="price-label" gutterBottom>
            {t(price[1] === PRICE_FILTER_MAX ? 'cars.filters.priceOpen' : 'cars.filters.price', { min: money(price[0]), max: money(price[1]) })}
          </Typography>
          <Slider
            value={price}
            min={0}
            max={PRICE_FILTER_MAX}
            step={500}
            onChange={(_, v) => setPrice(v as [number, number])}
            onChangeCommitted={(_, v) => onChange({ price: v as [number, number] })}
            getAriaLabel={(i) => (i === 0 ? t('cars.filters.minPrice') : t('cars.filters.maxPrice'))}
            getAriaValueText={(v) => money(v)}
            sx={{ mx: 1, width: 'calc(100% - 16px)' }}
          />
        </Box>

        <Box>
          <Typography gutterBottom>{t('cars.filters.years', { from: String(years[0]), to: String(years[1]) })}</Typography>
          <Slider
            value={years}
            min={MIN_CAR_YEAR}
            max={YEAR_FILTER_MAX}
            step={1}
            onChange={(_, v) => setYears(v as [number, number])}
            onChangeCommitted={(_, v) => onChange({ years: v as [number, number] })}
            getAriaLabel={(i) => (i === 0 ? t('cars.filters.earliestYear') : t('cars.filters.latestYear'))}
            sx={{ mx: 1, width: 'calc(100% - 16px)' }}
          />
        </Box>

        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id="make-label">{filters.makes.length ? t('cars.filters.makeCount', { count: filters.makes.length }) : t('cars.filters.make')}</Typography>
            <IconButton
              onClick={() => setMakesOpen((o) => !o)}
              aria-expanded={makesOpen}
              aria-controls="make-options"
              aria-label={makesOpen ? t('cars.filters.hideMakes') : t('cars.filters.showMakes')}
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
                  label={makeName(make)}
                />
              ))}
            </FormGroup>
          </Collapse>
        </Box>

        <FormControl fullWidth size="small">
          <InputLabel id="transmission-label" shrink>{t('cars.filters.transmission')}</InputLabel>
          <Select labelId="transmission-label" label={t('cars.filters.transmission')} notched value={filters.transmission} displayEmpty
            renderValue={(v) => (isTransmission(v) ? t(`cars.transmission.${v}`) : t('cars.filters.all'))}
            onChange={(e) => onChange({ transmission: e.target.value })}>
            <MenuItem value="">{t('cars.filters.all')}</MenuItem>
            {TRANSMISSIONS.map((v) => <MenuItem key={v} value={v}>{t(`cars.transmission.${v}`)}</MenuItem>)}
          </Select>
        </FormControl>

        <FormControl fullWidth size="small">
          <InputLabel id="fuel-label" shrink>{t('cars.filters.fuelType')}</InputLabel>
          <Select labelId="fuel-label" label={t('cars.filters.fuelType')} notched value={filters.fuelType} displayEmpty
            renderValue={(v) => (isFuel(v) ? t(`cars.fuel.${v}`) : t('cars.filters.all'))}
            onChange={(e) => onChange({ fuelType: e.target.value })}>
            <MenuItem value="">{t('cars.filters.all')}</MenuItem>
            {FUEL_TYPES.map((v) => <MenuItem key={v} value={v}>{t(`cars.fuel.${v}`)}</MenuItem>)}
          </Select>
        </FormControl>

        <FormControl fullWidth size="small">
          <InputLabel id="rating-label" shrink>{t('cars.filters.rating')}</InputLabel>
          <Select labelId="rating-label" label={t('cars.filters.rating')} notched value={filters.minRating} displayEmpty
            renderValue={(v) => (Number(v) > 0 ? t('cars.filters.ratingAtLeast', { stars: Number(v) }) : t('cars.filters.anyRating'))}
            onChange={(e) => onChange({ minRating: Number(e.target.value) })}>
            <MenuItem value={0}>{t('cars.filters.anyRating')}</MenuItem>
            {[4, 3, 2].map((n) => <MenuItem key={n} value={n}>{t('cars.filters.ratingAtLeast', { stars: n })}</MenuItem>)}
          </Select>
        </FormControl>

        <Slot name="car.filters" value={{ mode: filters.mode, destination: filters.destination }} onChange={onChange} />

        <FormControlLabel
          control={<Checkbox size="small" checked={filters.instant} onChange={(e) => onChange({ instant: e.target.checked })} />}
          label={t('cars.filters.instant')}
        />

        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>{t('cars.filters.availableBetween')}</FormLabel>
          <Stack spacing={1.5}>
            <TextField type="datetime-local" size="small" label={t('cars.filters.from')} value={filters.from}
              onChange={(e) => onChange({ from: e.target.value, to: filters.to && filters.to > e.target.value ? filters.to : '' })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: LATEST } }} />
            <TextField type="datetime-local" size="small" label={t('cars.filters.to')} value={filters.to}
              onChange={(e) => onChange({ to: e.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined, max: LATEST } }}
              helperText={filters.from && !filters.to ? t('cars.filters.chooseReturn') : ' '} />
          </Stack>
        </FormControl>
      </Stack>
    </Paper>
  );
}
