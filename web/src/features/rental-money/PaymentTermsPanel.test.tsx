// A service's payment terms: loaded into the form, checked with the shared form schema (a wrong
// value is said under its field and nothing is sent), then sent as numbers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/lib/session';
import { renderAt, signIn, stubApi } from '@/test/app';
import { PaymentTermsPanel } from './PaymentTermsPanel';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => useSession.getState().logout());

describe('payment terms', () => {
  it('refuses an advance under 10% before sending, then saves the terms as numbers', async () => {
    const terms = { advancePercent: 100, depositAmount: 0, depositReturnDays: 7 };
    const calls = stubApi({
      'GET /api/services/s-1/payment-terms': { body: terms },
      'PUT /api/services/s-1/payment-terms': (init) => ({ body: JSON.parse(init.body ?? '{}') }),
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<PaymentTermsPanel serviceId="s-1" />, '/s');
    const advance = await screen.findByRole('textbox', { name: 'Advance paid online (%)' });
    expect((advance as HTMLInputElement).value).toBe('100');
    await user.clear(advance);
    await user.type(advance, '5');
    await user.click(screen.getByRole('button', { name: 'Save payment terms' }));
    expect(await screen.findByText('The advance must be between 10% and 100%')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.type(advance, '0');
    await user.click(screen.getByRole('button', { name: 'Save payment terms' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ advancePercent: 50, depositAmount: 0, depositReturnDays: 7 });
  });
});
