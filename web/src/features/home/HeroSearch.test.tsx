// The home search: cities with cars as suggestions, and "Search" opening /cars with the city and
// the dates; dates only as a complete, ordered pair.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HeroSearch, citySuggestion, heroSearchPath } from './HeroSearch';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderSearch() {
  answerRequests(vi.fn(async () => json([{ city: 'Lahore', cars: 14 }, { city: 'Karachi', cars: 1 }])));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <HeroSearch /> },
    { path: '/cars', element: <p>cars page</p> },
  ]);
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return router;
}

describe('home search', () => {
  it('builds the /cars address from what was filled in', () => {
    expect(heroSearchPath('', '', '')).toBe('/cars');
    expect(heroSearchPath(' Lahore ', '', '')).toBe('/cars?city=Lahore');
    expect(heroSearchPath('Lahore', '2030-01-10T10:00', '2030-01-12T10:00')).toBe('/cars?city=Lahore&from=2030-01-10T10%3A00&to=2030-01-12T10%3A00');
    expect(heroSearchPath('', '2030-01-12T10:00', '2030-01-10T10:00')).toBe('/cars');
    expect(heroSearchPath('', '+020300-01-10T10:00', '+020300-01-12T10:00')).toBe('/cars');
  });

  it('suggests each city in the reader\'s script with the other beside it', () => {
    expect(citySuggestion('Lahore', 'ur')).toEqual({ value: 'لاہور', other: 'Lahore' });
    expect(citySuggestion('Lahore', 'en')).toEqual({ value: 'Lahore', other: 'لاہور' });
    expect(citySuggestion('Chitral', 'ur')).toEqual({ value: 'Chitral', other: null });
  });

  it('suggests the cities that have cars and opens /cars with the city and dates', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    const city = screen.getByRole('combobox', { name: 'City' });
    const list = document.getElementById(city.getAttribute('list')!)!;
    await vi.waitFor(() => expect([...list.querySelectorAll('option')].map((o) => [o.value, o.label])).toEqual([['Lahore', 'لاہور · 14 cars'], ['Karachi', 'کراچی · 1 car']]));
    await user.type(city, 'Lahore');
    fireEvent.change(screen.getByLabelText('Pick-up'), { target: { value: '2030-01-10T10:00' } });
    fireEvent.change(screen.getByLabelText('Return'), { target: { value: '2030-01-12T18:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/cars');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ city: 'Lahore', from: '2030-01-10T10:00', to: '2030-01-12T18:00' });
  });

  it('asks for the return when only the pick-up is chosen, and stays', async () => {
    const user = userEvent.setup();
    const router = renderSearch();
    fireEvent.change(screen.getByLabelText('Pick-up'), { target: { value: '2030-01-10T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Choose both pick-up and return, or neither')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
