// The bookings screens in Urdu: texts from the Urdu catalog, prices and dates in Urdu's formats,
// left-to-right content (the car) kept whole.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { en } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { useLocale } from '@/lib/i18n';
import { BookingsPage } from './BookingsPage';
import { BookingDetailsPage } from './BookingDetailsPage';
import { booking, renderAt, signIn, stubApi } from './test-utils';

const LRI = '\u2066';
const PDI = '\u2069';

beforeEach(() => useLocale.setState({ locale: 'ur', catalog: ur }));
afterEach(() => useLocale.setState({ locale: 'en', catalog: en }));

describe('bookings in Urdu', () => {
  it('shows the list with Urdu tabs, status and price', async () => {
    stubApi({ 'GET /api/bookings/customer': { body: [booking(), booking({ id: '11111111-2222-4333-8444-555555000002', status: 'SUGGESTION_MADE' })] } });
    signIn('CUSTOMER');
    renderAt(<BookingsPage />, '/bookings?status=active', '/bookings');
    expect(await screen.findByRole('heading', { name: 'میری بکنگز' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'جاری (2)' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByText('زیرِ غور')).toBeTruthy();
    expect(within(cards[1]!).getByText('تبدیلی تجویز کی گئی')).toBeTruthy();
    expect(within(cards[0]!).getByText(`${LRI}Rs 10,000${PDI}`)).toBeTruthy();
    expect(within(cards[0]!).getByText(`${LRI}TOYOTA Corolla 2022${PDI}`)).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'بکنگ نمبر abcdef کی تفصیل دیکھیں' })).toBeTruthy();
  });

  it('shows a booking with its duration, policy and refunds in Urdu', async () => {
    const id = booking().id;
    stubApi({
      [`GET /api/bookings/${id}`]: { body: booking() },
      [`GET /api/bookings/${id}/money-history`]: {
        body: [{ kind: 'REFUND', amount: 5000, status: 'PENDING', provider: 'sandbox', reason: 'VENDOR_CANCELLED', createdAt: '2029-12-02T10:00:00.000Z' }],
      },
    });
    signIn('CUSTOMER');
    renderAt(<BookingDetailsPage />, `/bookingDetails/${id}`, '/bookingDetails/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'بکنگ نمبر abcdef' })).toBeTruthy();
    expect(screen.getByText('2 دن')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'منسوخی کی پالیسی' })).getByText('معتدل')).toBeTruthy();
    expect(await screen.findByText('رقم واپسی کے راستے میں ہے · وینڈر نے منسوخ کی')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بکنگز پر واپس' })).toBeTruthy();
  });
});
