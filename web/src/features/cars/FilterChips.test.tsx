// The filters in force as chips: one per filter (each make its own), removing one keeps the others,
// "Clear all" empties the search; nothing shows without filters.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, useLocation } from 'react-router';
import { FilterChips, useActiveFilters } from './FilterChips';
import { useCarFilters } from './useCarFilters';

function Harness() {
  const { filters, update, reset } = useCarFilters();
  const active = useActiveFilters(filters);
  const location = useLocation();
  return (
    <>
      <FilterChips active={active} onChange={update} onReset={reset} />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

const open = (search: string) => {
  window.history.replaceState(null, '', `/cars${search}`);
  render(<BrowserRouter><Harness /></BrowserRouter>);
};
const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('active filter chips', () => {
  it('shows each filter as a chip that removes only itself', async () => {
    const user = userEvent.setup();
    open('?q=civic&city=Lahore&makes=TOYOTA,HONDA&transmission=AUTOMATIC&minPrice=2000&instant=true&from=2030-01-10T10:00&to=2030-01-12T18:00&sort=price_asc');
    const group = screen.getByRole('group', { name: 'Active filters' });
    const names = [...group.querySelectorAll('[role="button"]')].map((chip) => chip.getAttribute('aria-label'));
    expect(names).toEqual([
      'Remove filter: “civic”',
      'Remove filter: Lahore',
      expect.stringMatching(/^Remove filter: Price per day: PKR 2,000 – PKR 30,000\+$/),
      'Remove filter: Toyota',
      'Remove filter: Honda',
      'Remove filter: automatic',
      'Remove filter: Instant book',
      expect.stringMatching(/^Remove filter: 10 Jan 2030.* – 12 Jan 2030/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove filter: Toyota' }));
    expect(search().get('makes')).toBe('HONDA');
    expect(search().get('city')).toBe('Lahore');
    await user.click(screen.getByRole('button', { name: /Remove filter: 10 Jan 2030/ }));
    expect(search().get('from')).toBeNull();
    expect(search().get('to')).toBeNull();
    expect(search().get('sort')).toBe('price_asc');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(search().toString()).toBe('');
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
  });

  it('shows nothing when only the order is chosen', () => {
    open('?sort=rating&page=2');
    expect(screen.queryByTestId('filter-chips')).toBeNull();
  });
});
