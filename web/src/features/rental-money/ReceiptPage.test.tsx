// A payment's receipt in English and in Urdu, with the print (save as PDF) button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { en, type MoneyReceipt } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { useLocale } from '@/lib/i18n';
import { ReceiptPage } from './ReceiptPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const receipt: MoneyReceipt = {
  row: { id: '3', kind: 'deposit_received', via: 'vendor', method: 'cash', amount: 20000, reference: 'counter 1', createdAt: '2030-01-07T05:00:00.000Z', state: 'confirmed', comment: null },
  bookingId: 'b-1',
  number: 'a1b2c3-3',
  car: 'TOYOTA Corolla 2022',
  serviceName: 'Zara Motors',
  vendorName: 'Zara',
  customerName: 'Ayesha Khan',
  startDate: '2030-01-07T10:00:00',
  endDate: '2030-01-09T10:00:00',
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/receipts/b-1/3']}>
        <Routes>
          <Route path="/receipts/:bookingId/:rowId" element={<ReceiptPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLocale.setState({ locale: 'en', catalog: en });
});

describe('a receipt', () => {
  it('names the payment, its amount, how and by whom, and prints', async () => {
    answerRequests(vi.fn(async () => json(200, receipt)));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Receipt a1b2c3-3' })).toBeTruthy();
    expect(screen.getByText('Deposit received')).toBeTruthy();
    expect(screen.getByText('PKR 20,000')).toBeTruthy();
    expect(screen.getByText('Zara Motors (Zara)')).toBeTruthy();
    screen.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(print).toHaveBeenCalled();
  });

  it('is in Urdu for an Urdu reader', async () => {
    useLocale.setState({ locale: 'ur', catalog: ur });
    answerRequests(vi.fn(async () => json(200, receipt)));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'رسید a1b2c3-3' })).toBeTruthy();
    expect(screen.getByText('ڈپازٹ وصول')).toBeTruthy();
    expect(screen.getByText('نقد')).toBeTruthy();
  });
});
