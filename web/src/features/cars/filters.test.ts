import { describe, expect, it } from 'vitest';
import { readFilters, toApiSearch, writeFilters } from './useCarFilters';

describe('car list filters in the URL', () => {
  it('leaves defaults out and reads them back', () => {
    const defaults = readFilters(new URLSearchParams());
    expect(defaults).toMatchObject({ price: [0, 30000], years: [2000, 2025], makes: [], transmission: '', sort: 'newest', page: 1 });
    expect(writeFilters(defaults).toString()).toBe('');
  });

  it('round-trips every filter and drops unknown values', () => {
    const params = new URLSearchParams('q=civic&city=Lahore&minPrice=2000&maxPrice=9000&minYear=2015&makes=HONDA,TESLA,KIA&transmission=CVT&fuelType=PETROL&sort=price_asc&page=3');
    const filters = readFilters(params);
    expect(filters.makes).toEqual(['HONDA', 'KIA']);
    expect(filters.transmission).toBe('');
    expect(writeFilters(filters).toString()).toBe('q=civic&city=Lahore&minPrice=2000&maxPrice=9000&minYear=2015&makes=HONDA%2CKIA&fuelType=PETROL&sort=price_asc&page=3');
  });

  it('sorts by rating and filters by minimum stars (issue 17)', () => {
    const filters = readFilters(new URLSearchParams('sort=rating&minRating=4'));
    expect(filters).toMatchObject({ sort: 'rating', minRating: 4 });
    expect(writeFilters(filters).toString()).toBe('minRating=4&sort=rating');
    expect(readFilters(new URLSearchParams('minRating=9')).minRating).toBe(5);
  });

  it('filters on instant booking (decision 0016)', () => {
    expect(readFilters(new URLSearchParams()).instant).toBe(false);
    const filters = readFilters(new URLSearchParams('instant=true'));
    expect(filters.instant).toBe(true);
    expect(writeFilters(filters).toString()).toBe('instant=true');
    expect(toApiSearch(new URLSearchParams('instant=true'))).toEqual({ limit: '24', instant: 'true' });
    expect(readFilters(new URLSearchParams('instant=yes')).instant).toBe(false);
  });

  it('asks the API for dates only when both are set and in order', () => {
    expect(toApiSearch(new URLSearchParams('from=2030-01-01T10:00'))).toEqual({ limit: '24' });
    expect(toApiSearch(new URLSearchParams('from=2030-01-02T10:00&to=2030-01-01T10:00')).from).toBeUndefined();
    expect(toApiSearch(new URLSearchParams('from=2030-01-01T10:00&to=2030-01-03T10:00'))).toMatchObject({ from: '2030-01-01T10:00:00', to: '2030-01-03T10:00:00' });
    // A date the server would refuse (a six-digit year, no such day) is not a filter at all.
    expect(toApiSearch(new URLSearchParams('from=+020300-01-01T10:00&to=+020300-01-03T10:00')).from).toBeUndefined();
    expect(readFilters(new URLSearchParams('from=2030-02-30T10:00&to=2030-03-03T10:00')).from).toBe('');
  });
});
