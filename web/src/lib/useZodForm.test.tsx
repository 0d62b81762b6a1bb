// The form hook on the registration screen: the shared schema's rules show under their fields before
// anything is sent (in the user's language), and the server's field errors show the same way.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answerRequests } from '@/test/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { en } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { useLocale } from '@/lib/i18n';
import { RegisterPage } from '@/features/auth';
import { useZodForm } from './useZodForm';

afterEach(() => {
  vi.unstubAllGlobals();
  useLocale.setState({ locale: 'en', catalog: en });
});

function renderRegister() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/register']}>
        <RegisterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
  }
}

describe('useZodForm', () => {
  it('shows the schema rules under their fields and sends nothing', async () => {
    // The page asks for the public configuration (Google sign-in); nothing else may be sent.
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    answerRequests(fetchMock);
    renderRegister();
    fill({ name: 'Ayesha', email: 'not an email', password: 'short', phone: 'call me' });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Enter a mobile number, such as 0300 1234567')).toBeTruthy();
    expect(document.querySelector('input[name="email"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('input[name="name"]')!.getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    // Typing in a field clears its error.
    fill({ password: 'a long and unusual passphrase' });
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
  });

  it('says the schema rules in Urdu on the Urdu screens', async () => {
    useLocale.setState({ locale: 'ur', catalog: ur });
    answerRequests(vi.fn());
    renderRegister();
    fill({ name: 'عائشہ', email: 'ayesha@example.pk', password: 'short', phone: '+92 300 1234567' });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText(ur['errors.auth.passwordMin'].replace('{min}', '8'))).toBeTruthy();
  });

  it("shows the server's field error once, under its field, not again above the form", async () => {
    const answer = { statusCode: 409, code: 'CONFLICT', message: 'Email already registered', fields: { email: 'Email already registered' } };
    answerRequests(vi.fn(async () => new Response(JSON.stringify(answer), { status: 409, headers: { 'content-type': 'application/json' } })));
    renderRegister();
    fill({ name: 'Ayesha', email: 'ayesha@example.pk', password: 'a long and unusual passphrase', phone: '+92 300 1234567' });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('Email already registered')).toBeTruthy();
    expect(screen.getAllByText('Email already registered')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('input[name="email"]')!.getAttribute('aria-invalid')).toBe('true');
  });
});

// A form on a page drawn for visitors loads its schema when it is used (decision 0027).
describe('useZodForm with a schema loaded when the form is used', () => {
  function LoadedForm({ load }: { load: () => Promise<z.ZodType<{ name: string }>> }) {
    const form = useZodForm(load, { name: '' });
    const [sent, setSent] = useState<string | null>(null);
    const submit = form.submit(async (data) => setSent(data.name), 'Could not check the form');
    const { name, value, onChange } = form.field('name');
    return (
      <form aria-label="loaded" onSubmit={(e) => void submit(e)}>
        <input aria-label="name" name={name} value={String(value)} onChange={onChange} />
        {form.errors.name && <p>{form.errors.name}</p>}
        {form.formError && <p role="alert">{form.formError}</p>}
        {sent !== null && <p>sent {sent}</p>}
      </form>
    );
  }
  const schema = z.object({ name: z.string().min(2, 'Two letters at least') });

  it('loads the schema from the first change, once, and checks with it at the submit', async () => {
    const load = vi.fn(async () => schema);
    render(<LoadedForm load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Al' } });
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'A' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('Two letters at least')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ali' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('sent Ali')).toBeTruthy();
  });

  it('refuses with the form message when the schema cannot be loaded, and tries again at the next submit', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(schema);
    render(<LoadedForm load={load} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ali' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Could not check the form');
    expect(screen.queryByText('sent Ali')).toBeNull();
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('sent Ali')).toBeTruthy();
  });
});
