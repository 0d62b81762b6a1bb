// The itemised quote shows the server's lines as they come (said in the reader's language by the
// server), the usual price beside a seasonal one, what is paid now and at pick-up, and the rules.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { en, type TripQuoteAnswer } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { useLocale } from '@/lib/i18n';
import { TripQuoteView } from './TripQuoteView';

const quote: TripQuoteAnswer = {
  days: 3, nights: 3, mode: 'with_driver', destination: 'Murree',
  lines: [
    { kind: 'season-days', label: 'Eid: 3 days × PKR 11,000 (usual PKR 5,000/day)', quantity: 3, unitPrice: 11000, amount: 33000 },
    { kind: 'nights', label: "Driver's night allowance: 3 nights × PKR 1,500", quantity: 3, unitPrice: 1500, amount: 4500 },
    { kind: 'out-of-city', label: 'Out of city (Lahore → Murree): 3 days × PKR 3,000', quantity: 3, unitPrice: 3000, amount: 9000 },
    { kind: 'total', label: 'Total', quantity: 1, unitPrice: 46500, amount: 46500 },
  ],
  total: 46500, usualTotal: 28500, deposit: 25000, payNow: 46500, payAtPickup: 25000, balanceAtPickup: 0, advancePercent: 100,
  rules: { kmPerDay: null, extraKmRate: 0, fuelPolicy: 'same_to_same', fuelEighthPrice: 0, lateGraceMinutes: 60, lateHourlyRate: 600, lateFullDayAfterHours: 5, tolls: 'renter', driverHoursPerDay: 10, overtimeHourlyRate: 400, mealsIncluded: true, words: ['Unlimited kilometres'] },
  available: true, reasons: [], instant: false,
};

afterEach(() => useLocale.setState({ locale: 'en', catalog: en }));

describe('the itemised quote', () => {
  it('lists every line with its amount, the usual total, the deposit apart and the rules', () => {
    render(<TripQuoteView quote={quote} loading={false} failed={false} />);
    const section = screen.getByRole('region', { name: 'Price of the trip' });
    const nights = section.querySelector('[data-line="nights"]')!;
    expect(within(nights as HTMLElement).getByText("Driver's night allowance: 3 nights × PKR 1,500")).toBeTruthy();
    expect(within(nights as HTMLElement).getByText('PKR 4,500')).toBeTruthy();
    expect(screen.getByTestId('usual-total').textContent).toBe('At usual prices: PKR 28,500');
    expect(screen.getByText('Paid at pick-up (the rest and the deposit)')).toBeTruthy();
    expect(screen.getByText('Unlimited kilometres')).toBeTruthy();
  });

  it('says its own words in Urdu and keeps the server’s lines', () => {
    useLocale.setState({ locale: 'ur', catalog: ur });
    render(<TripQuoteView quote={quote} loading={false} failed={false} />);
    expect(screen.getByRole('region', { name: 'سفر کی قیمت' })).toBeTruthy();
    expect(screen.getByText('ابھی ادائیگی')).toBeTruthy();
  });

  it('says when the price could not be worked out', () => {
    render(<TripQuoteView quote={undefined} loading={false} failed />);
    expect(screen.getByText('The price could not be worked out')).toBeTruthy();
  });
});
