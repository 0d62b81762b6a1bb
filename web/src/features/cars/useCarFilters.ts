// The /cars filters live in the URL, so a link (or a reload) reproduces the search.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CAR_MAKES, MIN_CAR_YEAR, PRICE_FILTER_MAX, YEAR_FILTER_MAX, parseLocalDateTime, type CarMake } from '@carrental/shared';
import type { CarSearch } from './api';

export const PAGE_SIZE = 24;

export interface CarFilters {
  q: string;
  city: string;
  price: [number, number];
  years: [number, number];
  makes: CarMake[];
  transmission: string; // '' means All
  fuelType: string; // '' means All
  minRating: number; // 0 means any
  instant: boolean; // only cars with instant booking
  mode: '' | 'self_drive' | 'with_driver'; // the trip (decision 0031); '' any
  destination: string; // '' within the city
  from: string; // datetime-local value, '' when unset
  to: string;
  sort: 'newest' | 'price_asc' | 'price_desc' | 'rating';
  page: number;
}

const int = (v: string | null, fallback: number, min: number, max: number) => {
  const n = v === null || v === '' ? NaN : Number(v);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

/** A date-time of the address to the minute, or '' when it is not one (a six-digit year, a typo). */
const localMinute = (v: string | null) => (v && parseLocalDateTime(v) !== null ? v.slice(0, 16) : '');

export function readFilters(params: URLSearchParams): CarFilters {
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    price: [int(params.get('minPrice'), 0, 0, PRICE_FILTER_MAX), int(params.get('maxPrice'), PRICE_FILTER_MAX, 0, PRICE_FILTER_MAX)],
    years: [int(params.get('minYear'), MIN_CAR_YEAR, MIN_CAR_YEAR, YEAR_FILTER_MAX), int(params.get('maxYear'), YEAR_FILTER_MAX, MIN_CAR_YEAR, YEAR_FILTER_MAX)],
    makes: (params.get('makes') ?? '').split(',').filter((m): m is CarMake => (CAR_MAKES as readonly string[]).includes(m)),
    transmission: ['MANUAL', 'AUTOMATIC'].includes(params.get('transmission') ?? '') ? params.get('transmission')! : '',
    fuelType: ['DIESEL', 'PETROL'].includes(params.get('fuelType') ?? '') ? params.get('fuelType')! : '',
    minRating: int(params.get('minRating'), 0, 0, 5),
    instant: params.get('instant') === 'true',
    mode: params.get('mode') === 'self_drive' || params.get('mode') === 'with_driver' ? (params.get('mode') as 'self_drive' | 'with_driver') : '',
    destination: (params.get('destination') ?? '').slice(0, 60),
    from: localMinute(params.get('from')),
    to: localMinute(params.get('to')),
    sort: sort === 'price_asc' || sort === 'price_desc' || sort === 'rating' ? sort : 'newest',
    page: int(params.get('page'), 1, 1, 100_000),
  };
}

/** URL parameters of the filters; defaults are left out so that links stay short. */
export function writeFilters(f: CarFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.city.trim()) p.set('city', f.city.trim());
  if (f.price[0] > 0) p.set('minPrice', String(f.price[0]));
  // The slider's top end means "no upper limit", so dearer cars are not hidden by default.
  if (f.price[1] < PRICE_FILTER_MAX) p.set('maxPrice', String(f.price[1]));
  if (f.years[0] > MIN_CAR_YEAR) p.set('minYear', String(f.years[0]));
  if (f.years[1] < YEAR_FILTER_MAX) p.set('maxYear', String(f.years[1]));
  if (f.makes.length) p.set('makes', f.makes.join(','));
  if (f.transmission) p.set('transmission', f.transmission);
  if (f.fuelType) p.set('fuelType', f.fuelType);
  if (f.minRating > 0) p.set('minRating', String(f.minRating));
  if (f.instant) p.set('instant', 'true');
  if (f.mode) p.set('mode', f.mode);
  if (f.destination.trim()) p.set('destination', f.destination.trim());
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.sort !== 'newest') p.set('sort', f.sort);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** What the API is asked: the URL's parameters with date-times completed with seconds. */
export function toApiSearch(params: URLSearchParams): CarSearch {
  const filters = readFilters(params);
  const search: CarSearch = { limit: String(PAGE_SIZE) };
  for (const [k, v] of writeFilters(filters)) if (k !== 'from' && k !== 'to') search[k] = v;
  // The dates filter only once both are chosen and in order.
  if (filters.from && filters.to && filters.to > filters.from) {
    search.from = `${filters.from.slice(0, 16)}:00`;
    search.to = `${filters.to.slice(0, 16)}:00`;
  }
  return search;
}

export function useCarFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<CarFilters>) => {
      // Read the address bar, not this render's params: a debounced box may commit while a
      // navigation of another box is still rendering in a transition, and must not undo it.
      const current = new URLSearchParams(window.location.search);
      // Any change of filter goes back to the first page; only paging itself keeps a page.
      const next = { ...readFilters(current), page: 1, ...patch };
      setParams(writeFilters(next), { replace: true });
    },
    [setParams],
  );
  const reset = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, update, reset, apiSearch: useMemo(() => toApiSearch(params), [params]) };
}
