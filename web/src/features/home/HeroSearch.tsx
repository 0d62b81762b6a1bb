// The search renters start with (issue 19): a city, with the cities that have cars as suggestions,
// and pick-up and return date-times; "Search" opens /cars with those filters, and the cars' pages
// carry the dates into their booking form. The suggestions are a native list (no extra code on the
// first page, which every visitor loads).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Grid, Link, Paper } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import PlaceIcon from '@mui/icons-material/Place';
import { cityInUrdu, parseLocalDateTime } from '@carrental/shared';
import { carQueries } from '@/features/cars/api';
import { PlainField } from '@/components/PlainField';
import { useI18n } from '@/lib/i18n';

/** The browser's current minute as a datetime-local value, the earliest pick-up offered. */
function nowLocal() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The latest a date field takes: four-digit years only (a browser lets six be typed). */
const LATEST = '9999-12-31T23:59';
const isMinute = (v: string) => parseLocalDateTime(v) !== null;

/** The /cars address of a search: only what was filled in; dates only as a complete, ordered pair. */
export function heroSearchPath(city: string, from: string, to: string) {
  const params = new URLSearchParams();
  if (city.trim()) params.set('city', city.trim());
  if (isMinute(from) && isMinute(to) && to > from) {
    params.set('from', from);
    params.set('to', to);
  }
  const query = params.toString();
  return query ? `/cars?${query}` : '/cars';
}

/**
 * A suggestion in the reader's script with the other beside it (decision 0035), so typing either
 * finds it: Urdu readers pick "لاہور" (the search takes it), English readers "Lahore".
 */
export function citySuggestion(city: string, locale: string): { value: string; other: string | null } {
  const urdu = cityInUrdu(city);
  if (!urdu) return { value: city, other: null };
  return locale === 'ur' ? { value: urdu, other: city } : { value: city, other: urdu };
}

export function HeroSearch() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const cities = useQuery(carQueries.cities()).data ?? [];
  const [city, setCity] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [tried, setTried] = useState(false);
  const datesProblem = (from || to) && !(from && to) ? 'both' : from && to && to <= from ? 'order' : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (datesProblem) return;
    void navigate(heroSearchPath(city, from, to));
  }

  return (
    <Paper
      component="form"
      role="search"
      aria-label={t('home.search.label')}
      onSubmit={submit}
      noValidate
      elevation={6}
      sx={{ mt: 4, p: { xs: 2, sm: 2.5 }, borderRadius: 3, color: 'text.primary' }}
      data-testid="hero-search"
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <PlainField
            label={t('home.search.city')}
            placeholder={t('home.search.cityPlaceholder')}
            value={city}
            onChange={setCity}
            autoComplete="off"
            start={<PlaceIcon />}
            inputProps={{ list: 'hero-cities' }}
          />
          <datalist id="hero-cities">
            {cities.map((c) => {
              const { value, other } = citySuggestion(c.city, locale);
              const count = t('home.search.cityCars', { count: c.cars });
              return <option key={c.city} value={value} label={other ? t('home.search.cityOther', { other, count }) : count} />;
            })}
          </datalist>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlainField
            type="datetime-local"
            label={t('home.search.pickUp')}
            value={from}
            onChange={(value) => {
              setFrom(value);
              if (to && to <= value) setTo('');
            }}
            shrink
            inputProps={{ min: nowLocal(), max: LATEST }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PlainField
            type="datetime-local"
            label={t('home.search.return')}
            value={to}
            onChange={setTo}
            error={tried && !!datesProblem}
            helperText={tried && datesProblem ? t(datesProblem === 'both' ? 'home.search.bothDates' : 'home.search.returnAfter') : undefined}
            shrink
            inputProps={{ min: from || nowLocal(), max: LATEST }}
          />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" color="secondary" size="large" fullWidth startIcon={<SearchIcon />}>
            {t('home.search.submit')}
          </Button>
        </Grid>
      </Grid>
      <Box sx={{ mt: 1.5, textAlign: 'center' }}>
        <Link component={RouterLink} to="/cars" underline="hover" color="primary">
          {t('home.browse')}
        </Link>
      </Box>
    </Paper>
  );
}
