import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { VerifyEmailPage } from './VerifyEmailPage';

function renderAt(path: string, element: React.ReactNode, routePath: string, state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/cars/:id', element: <p>Car page</p> },
    ],
    { initialEntries: [{ pathname: path.split('?')[0]!, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('LoginPage', () => {
  it('logs in as vendor, stores the session and goes home', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/config')) return json(200, { googleClientId: null, paymentProvider: 'sandbox', timeZone: 'Asia/Karachi' });
      return json(200, { token: 't', userId: 'u1', name: 'Ali Raza', roles: ['CUSTOMER', 'VENDOR'], loggedInAs: 'VENDOR', email: 'ali@example.pk', phone: '0300', emailVerified: true });
    });
    answerRequests(fetchMock);
    const router = renderAt('/login', <LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'ali@example.pk' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'secret passphrase' } });
    fireEvent.click(screen.getByLabelText('Vendor'));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login') as unknown as [string, RequestInit];
    expect(JSON.parse(call[1].body as string)).toEqual({ email: 'ali@example.pk', password: 'secret passphrase', loginAs: 'vendor' });
    expect(useSession.getState()).toMatchObject({ token: 't', loggedInAs: 'VENDOR', isAuthenticated: true });
    expect(localStorage.getItem('token')).toBe('t');
    expect(screen.queryByText('OR')).toBeNull();
  });

  it('returns to the page that asked for the login, with its dates, and ignores other sites', async () => {
    answerRequests(vi.fn(async (url: string) => {
      if (url.startsWith('/api/config')) return json(200, { googleClientId: null, paymentProvider: 'sandbox', timeZone: 'Asia/Karachi' });
      return json(200, { token: 't', userId: 'u1', name: 'Ali Raza', roles: ['CUSTOMER'], loggedInAs: 'CUSTOMER', email: 'ali@example.pk', phone: '0300', emailVerified: true });
    }));
    const from = '/cars/car-1?from=2030-01-10T09:30&to=2030-01-12T18:00';
    const router = renderAt('/login', <LoginPage />, '/login', { from, email: 'ali@example.pk' });
    expect(screen.getByLabelText(/email/i)).toHaveProperty('value', 'ali@example.pk');
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'secret passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(from));
  });

  it('goes home when the return path is another site', async () => {
    answerRequests(vi.fn(async (url: string) => {
      if (url.startsWith('/api/config')) return json(200, { googleClientId: null, paymentProvider: 'sandbox', timeZone: 'Asia/Karachi' });
      return json(200, { token: 't', userId: 'u1', name: 'Ali Raza', roles: ['CUSTOMER'], loggedInAs: 'CUSTOMER', email: 'ali@example.pk', phone: '0300', emailVerified: true });
    }));
    const router = renderAt('/login', <LoginPage />, '/login', { from: '//evil.example/cars' });
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'ali@example.pk' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'secret passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server message above the form, else "Failed to login"', async () => {
    answerRequests(vi.fn(async (url: string) => (url.startsWith('/api/config') ? json(200, { googleClientId: null }) : json(401, { message: 'Invalid email or password', code: 'UNAUTHORIZED' }))));
    renderAt('/login', <LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'ali@example.pk' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'wrong one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('RegisterPage', () => {
  it('registers a vendor and goes to /login', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/config') ? json(200, { googleClientId: null }) : json(201, { userId: 'u', name: 'N', email: 'n@example.pk', roles: ['CUSTOMER', 'VENDOR'], emailVerified: false }),
    );
    answerRequests(fetchMock);
    const router = renderAt('/register', <RegisterPage />, '/register');
    fireEvent.change(screen.getByLabelText(/name/i), { target: { value: 'Nadia' } });
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'n@example.pk' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'long enough passphrase' } });
    fireEvent.change(screen.getByLabelText(/phone/i), { target: { value: '0300 1234567' } });
    fireEvent.click(screen.getByLabelText('I want to register as a vendor'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/register') as unknown as [string, RequestInit];
    expect(JSON.parse(call[1].body as string)).toMatchObject({ role: 'vendor', name: 'Nadia' });
  });

  it('sent from Book Now: says why, then signs the new customer in and goes back to the car with the dates', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/config')) return json(200, { googleClientId: null });
      if (url === '/api/auth/register') return json(201, { userId: 'u', name: 'Nadia', email: 'n@example.pk', roles: ['CUSTOMER'], emailVerified: false });
      return json(200, { token: 't2', userId: 'u', name: 'Nadia', roles: ['CUSTOMER'], loggedInAs: 'CUSTOMER', email: 'n@example.pk', phone: '+923001234567', emailVerified: false });
    });
    answerRequests(fetchMock);
    const from = '/cars/car-1?from=2030-01-10T09:30&to=2030-01-12T18:00';
    const router = renderAt('/register', <RegisterPage />, '/register', { from, reason: 'book' });
    expect(screen.getByText(/Sign in or create an account to send your booking request/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/name/i), { target: { value: 'Nadia' } });
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'n@example.pk' } });
    fireEvent.change(screen.getByLabelText(/password/i), { target: { value: 'long enough passphrase' } });
    fireEvent.change(screen.getByLabelText(/phone/i), { target: { value: '0300 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(from));
    const signIn = fetchMock.mock.calls.find(([url]) => url === '/api/auth/login') as unknown as [string, RequestInit];
    expect(JSON.parse(signIn[1].body as string)).toEqual({ email: 'n@example.pk', password: 'long enough passphrase', loginAs: 'customer' });
    expect(useSession.getState()).toMatchObject({ token: 't2', isAuthenticated: true });
  });
});

describe('why sign in', () => {
  it('the login page says a booking is waiting, or that the page is for members; nothing otherwise', () => {
    answerRequests(vi.fn(async () => json(200, { googleClientId: null })));
    renderAt('/login', <LoginPage />, '/login', { from: '/cars/car-1', reason: 'book' });
    expect(screen.getByText(/The dates you chose are kept/)).toBeTruthy();
  });
  it('for a page behind the sign-in', () => {
    answerRequests(vi.fn(async () => json(200, { googleClientId: null })));
    renderAt('/login', <LoginPage />, '/login', { from: '/bookings', reason: 'membersOnly' });
    expect(screen.getByText('Sign in to open that page.')).toBeTruthy();
  });
  it('and nothing for a visitor who came on their own', () => {
    answerRequests(vi.fn(async () => json(200, { googleClientId: null })));
    renderAt('/login', <LoginPage />, '/login');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Sign in to open that page|The dates you chose/)).toBeNull();
  });
});

describe('VerifyEmailPage', () => {
  it('says the token is missing', async () => {
    renderAt('/verify-email', <VerifyEmailPage />, '/verify-email');
    expect(await screen.findByText('Invalid verification link. Token is missing.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
  });

  it('verifies once and shows success', async () => {
    const fetchMock = vi.fn(async () => json(200, { message: 'ok' }));
    answerRequests(fetchMock);
    renderAt('/verify-email?token=abc', <VerifyEmailPage />, '/verify-email');
    expect(await screen.findByText('Email Verified!')).toBeTruthy();
    expect(screen.getByText('Your email has been successfully verified!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server message on failure', async () => {
    answerRequests(vi.fn(async () => json(400, { message: 'This verification link has expired. Please request a new one.', code: 'BAD_REQUEST' })));
    renderAt('/verify-email?token=old', <VerifyEmailPage />, '/verify-email');
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText(/has expired/)).toBeTruthy();
  });
});
