import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PhoneVerification } from './PhoneVerification';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const show = (verified: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PhoneVerification phone="+923001234567" verified={verified} />
    </QueryClientProvider>,
  );

describe('PhoneVerification', () => {
  it('shows the badge of a verified phone and offers nothing more', () => {
    answerRequests(vi.fn());
    show(true);
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify phone' })).toBeNull();
  });

  it('sends a code to the phone, then verifies it with the six digits typed', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/send-code') ? json({ message: 'sent' }) : json({ phone: '+923001234567', phoneVerified: true }),
    );
    answerRequests(fetchMock);
    show(false);
    expect(screen.getByText('Not verified')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Send a new code' });
    const submit = screen.getByRole('button', { name: 'Verify' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12 34 56' } });
    fireEvent.click(submit);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = fetchMock.mock.calls.map(([url, init]) => [String(url).replace(/^.*\/api/, ''), JSON.parse(String(init?.body))]);
    expect(bodies).toEqual([
      ['/auth/phone/send-code', { phone: '+923001234567', purpose: 'verify' }],
      ['/auth/phone/verify', { phone: '+923001234567', code: '123456' }],
    ]);
  });
});

describe('PhoneLoginPage', () => {
  it('asks for a login code for the number typed, then signs in with it', async () => {
    const { MemoryRouter } = await import('react-router');
    const { PhoneLoginPage } = await import('./PhoneLoginPage');
    const { useSession } = await import('@/lib/session');
    const session = { token: 'tok', userId: 'u1', name: 'Ayesha', roles: ['CUSTOMER'], loggedInAs: 'CUSTOMER', email: 'a@example.pk', phone: '+923001234567', emailVerified: true, phoneVerified: true };
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url.endsWith('/send-code') ? json({ message: 'sent' }) : json(session)));
    answerRequests(fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PhoneLoginPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '0300 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Send a new code' });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useSession.getState().token).toBe('tok'));
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { phone: '0300 1234567', purpose: 'login' },
      { phone: '0300 1234567', code: '654321' },
    ]);
  });
});

describe('TextPreferencesCard', () => {
  it('saves the choices, and will not send booking updates turned off on both channels', async () => {
    const { TextPreferencesCard } = await import('./TextPreferencesCard');
    const defaults = { sms: { bookingUpdates: false, reminders: false, messages: false }, whatsapp: { bookingUpdates: true, reminders: true, messages: false }, romanUrdu: false };
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => json(init?.method === 'PUT' ? JSON.parse(String(init.body)) : defaults));
    answerRequests(fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TextPreferencesCard />
      </QueryClientProvider>,
    );
    const box = async (name: string) => (await screen.findByLabelText(name)) as HTMLInputElement;
    fireEvent.click(await box('Booking updates: WhatsApp'));
    const save = screen.getByRole('button', { name: 'Save choices' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Booking updates need at least one of SMS and WhatsApp')).toBeTruthy();
    fireEvent.click(await box('Booking updates: SMS'));
    fireEvent.click(await box('New messages (at most one an hour): WhatsApp'));
    fireEvent.click(await box('Texts in Roman Urdu (Urdu in English letters)'));
    fireEvent.click(save);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      sms: { bookingUpdates: true, reminders: false, messages: false },
      whatsapp: { bookingUpdates: false, reminders: true, messages: true },
      romanUrdu: true,
    });
  });
});
