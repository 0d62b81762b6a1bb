// The vendor's analytics screen: each chart's figures are in a table screen readers reach, the
// table shows on request, and each chart downloads as CSV.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt, signIn, stubApi } from '@/test/app';
import { AnalyticsPage } from './AnalyticsPage';

afterEach(() => vi.unstubAllGlobals());

const FIGURES = {
  from: '2030-03-01',
  to: '2030-03-31',
  revenue: [{ month: '2030-03', online: 8000, counter: 5000 }],
  utilisation: [{ carId: 'c1', name: 'TOYOTA Corolla', bookedDays: 4.42, days: 31, share: 0.143 }],
  funnel: { requests: 5, accepted: 3, paid: 2, completed: 2 },
  cancellationRate: 0.333,
  medianAnswerMinutes: 75,
};

describe('AnalyticsPage', () => {
  it('puts every figure in a table, shows it on request and downloads a CSV', async () => {
    signIn('VENDOR');
    stubApi({ 'GET /api/vendor/analytics': { body: FIGURES }, 'GET /api/services/vendor': { body: [] } });
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:x'), revokeObjectURL: () => undefined }));
    renderAt(<AnalyticsPage />, '/vendor/analytics');
    const revenue = await screen.findByRole('table', { name: 'Revenue per month' });
    expect(within(revenue).getByText('PKR 8,000')).toBeTruthy();
    expect(within(revenue).getByText('PKR 5,000')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Utilisation per car' })).getByText('14.3%')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Requests to trips' })).getByText('Accepted')).toBeTruthy();
    expect(screen.getByTestId('cancellation-rate').textContent).toBe('33.3%');
    expect(screen.getByText('75 minutes')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('switch', { name: 'Show as a table' })[0]!);
    fireEvent.click(screen.getAllByRole('button', { name: 'Download CSV' })[0]!);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('2030-03,8000,5000');
  });
});
