// Pay Now on the booking: the method chooser (or none with one method), the remembered choice,
// posting a provider's form, and the message after coming back without paying.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { BookingDetailsPage } from './BookingDetailsPage';
import { booking, renderAt, signIn, stubApi } from './test-utils';

vi.setConfig({ testTimeout: 20_000 });

const id = booking().id;
const path = `/bookingDetails/${id}`;
const pattern = '/bookingDetails/:id';
const accepted = booking({ status: 'ACCEPTED', availableActions: ['pay', 'cancel'] });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
});

describe('Pay Now', () => {
  it('goes straight to the only enabled method, without a chooser', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi({
      [`GET /api/bookings/${id}`]: { body: accepted },
      'GET /api/payments/methods': { body: [{ id: 'sandbox', label: 'Test card (sandbox)' }] },
      [`POST /api/bookings/${id}/create-payment`]: { body: { url: 'http://localhost/checkout/sandbox/cs_sandbox_1' } },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/sandbox/cs_sandbox_1'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ method: 'sandbox' });
  });

  it('offers the enabled methods with the last choice selected, and posts the provider’s form', async () => {
    window.localStorage.setItem('rentwheels.paymentMethod', 'easypaisa');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const form = { action: 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/', fields: { pp_TxnRefNo: 'T1', pp_SecureHash: 'ABC' } };
    const calls = stubApi({
      [`GET /api/bookings/${id}`]: { body: accepted },
      'GET /api/payments/methods': {
        body: [
          { id: 'jazzcash', label: 'JazzCash' },
          { id: 'easypaisa', label: 'Easypaisa' },
          { id: 'safepay', label: 'Card or wallet (Safepay)' },
        ],
      },
      [`POST /api/bookings/${id}/create-payment`]: { body: { url: form.action, form } },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' });
    expect(within(dialog).getByRole('radio', { name: /Easypaisa/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('radio', { name: /JazzCash/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ method: 'jazzcash' });
    const posted = submit.mock.contexts[0] as HTMLFormElement;
    expect(posted.action).toBe(form.action);
    expect(posted.method.toLowerCase()).toBe('post');
    expect(Object.fromEntries(new FormData(posted))).toEqual(form.fields);
    expect(window.localStorage.getItem('rentwheels.paymentMethod')).toBe('jazzcash');
  });

  it('shows the server’s message and stays when a method is refused', async () => {
    stubApi({
      [`GET /api/bookings/${id}`]: { body: accepted },
      'GET /api/payments/methods': { body: [{ id: 'jazzcash', label: 'JazzCash' }] },
      [`POST /api/bookings/${id}/create-payment`]: { status: 400, body: { message: 'Choose one of the payment methods offered: sandbox', code: 'BAD_REQUEST' } },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(useToasts.getState().toasts).toMatchObject([{ severity: 'error', message: 'Choose one of the payment methods offered: sandbox' }]));
  });

  it('Accept Changes goes on to the chooser, then to the chosen provider', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi({
      [`GET /api/bookings/${id}`]: { body: booking({ status: 'SUGGESTION_MADE', availableActions: ['accept-changes', 'reject-changes'] }) },
      [`PUT /api/bookings/${id}/accept-changes`]: { body: accepted },
      'GET /api/payments/methods': { body: [{ id: 'safepay', label: 'Card or wallet (Safepay)' }, { id: 'jazzcash', label: 'JazzCash' }] },
      [`POST /api/bookings/${id}/create-payment`]: { body: { url: 'https://sandbox.api.getsafepay.com/checkout/pay?beacon=track_1' } },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<BookingDetailsPage />, path, pattern);
    await user.click(await screen.findByRole('button', { name: 'Accept Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to pay?' });
    // Nothing remembered yet: the first (default) method is selected.
    expect(within(dialog).getByRole('radio', { name: /Safepay/ }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.api.getsafepay.com/checkout/pay?beacon=track_1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ method: 'safepay' });
  });

  it.each([
    ['cancelled', /You cancelled the payment/],
    ['failed', /did not go through/],
    ['expired', /expired before the payment was made/],
  ])('says what happened after coming back %s', async (outcome, text) => {
    stubApi({ [`GET /api/bookings/${id}`]: { body: accepted } });
    signIn('CUSTOMER');
    renderAt(<BookingDetailsPage />, `${path}?payment=${outcome}`, pattern);
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
