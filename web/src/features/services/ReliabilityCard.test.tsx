// The vendor's reliability card on the service page: each figure in words, "None yet" where
// nothing could be counted, and the same in Urdu.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocale } from '@/lib/i18n';
import { renderAt } from '@/test/app';
import { ReliabilityCard } from './ReliabilityCard';

afterEach(async () => {
  await useLocale.getState().setLocale('en');
});

const figures = { tripsCompleted: 18, lateCancellations: 2, lateCancellationPercent: 10, depositsOnTimePercent: 88, claimsUpheldPercent: null, claimsClosed: 0 };

describe('ReliabilityCard', () => {
  it('says each figure, and "None yet" where nothing was counted', async () => {
    renderAt(<ReliabilityCard reliability={figures} />, '/s');
    const card = await screen.findByTestId('reliability');
    expect(card.textContent).toContain('Trips completed18');
    expect(card.textContent).toContain('Cancelled by the vendor less than 48 hours before the start2 trips (10%)');
    expect(card.textContent).toContain('Cash deposits returned on time88%');
    expect(card.textContent).toContain('Damage claims upheldNone yet');
  });

  it('speaks Urdu', async () => {
    await useLocale.getState().setLocale('ur');
    renderAt(<ReliabilityCard reliability={{ ...figures, claimsUpheldPercent: 50, claimsClosed: 2 }} />, '/s');
    expect(await screen.findByRole('heading', { name: 'قابلِ اعتماد ہونا' })).toBeTruthy();
    expect(screen.getByTestId('reliability').textContent).toContain('فیصد');
  });
});
