// The cars screens in Urdu: texts from the Urdu catalog, prices in rupees, and the price range
// running right to left (the slider follows the theme's direction).
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { en, MIN_CAR_YEAR, PRICE_FILTER_MAX, YEAR_FILTER_MAX, type Car } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { LocaleRoot, useLocale } from '@/lib/i18n';
import { CarCard } from '@/components/CarCard';
import { CarFilterPanel } from './CarFilterPanel';
import type { CarFilters } from './useCarFilters';

afterEach(() => useLocale.setState({ locale: 'en', catalog: en }));

const filters: CarFilters = {
  q: '', city: '', price: [2000, PRICE_FILTER_MAX], years: [MIN_CAR_YEAR, YEAR_FILTER_MAX], makes: [], transmission: 'AUTOMATIC',
  fuelType: '', minRating: 0, instant: false, mode: '', destination: '', from: '', to: '', sort: 'newest', page: 1,
};

describe('cars in Urdu', () => {
  it('shows the filters in Urdu with the price range right to left', async () => {
    useLocale.setState({ locale: 'ur', catalog: ur });
    render(<LocaleRoot><CarFilterPanel filters={filters} onChange={() => {}} /></LocaleRoot>);
    expect(await screen.findByRole('heading', { name: 'فلٹر' })).toBeTruthy();
    expect(screen.getByText(/یومیہ کرایہ: .*Rs 2,000.* – .*Rs 30,000.* یا زیادہ/)).toBeTruthy();
    expect(screen.getByText('آٹومیٹک')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    // Right to left, the lower end of the range is measured from the right.
    const thumbs = document.querySelectorAll<HTMLElement>('.MuiSlider-thumb');
    expect(thumbs[0]!.style.right).toBe(`${(2000 / PRICE_FILTER_MAX) * 100}%`);
    expect(thumbs[0]!.style.left).toBe('');
  });

  it('shows a car card in Urdu, the model kept as written', async () => {
    useLocale.setState({ locale: 'ur', catalog: ur });
    const car = { id: 'c-1', make: 'TOYOTA', customMake: '', model: 'Corolla', year: 2022, transmission: 'MANUAL', fuelType: 'PETROL', pricePerDay: 5000, imageUrls: [], images: [], instantBooking: true, city: 'Lahore', serviceName: 'Ravi Rentals' } as unknown as Car;
    render(<LocaleRoot><MemoryRouter><CarCard car={car} /></MemoryRouter></LocaleRoot>);
    expect(await screen.findByText('Toyota Corolla')).toBeTruthy();
    expect(screen.getByText('مینوئل')).toBeTruthy();
    expect(screen.getByText('پیٹرول')).toBeTruthy();
    expect(screen.getByText('فوری بکنگ')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Toyota Corolla.* 2022 دیکھیں/ })).toBeTruthy();
    // Where the car is: its city and its service, each kept whole inside the Urdu line.
    expect(screen.getByTestId('car-place').textContent).toMatch(/Lahore.*·.*Ravi Rentals/);
  });
});
