import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRequests } from '@/test/server';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@/test/app';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';

afterEach(() => vi.unstubAllGlobals());

const answer = (message: string) => vi.fn(async () => new Response(JSON.stringify({ message }), { status: 200, headers: { 'content-type': 'application/json' } }));

describe('password reset pages', () => {
  it('asks for the email and shows the answer', async () => {
    const fetchMock = answer('If an account exists for this email, we have sent a link.');
    answerRequests(fetchMock);
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'ayesha@example.pk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/we have sent a link/)).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/auth/forgot-password');
  });

  it('sets the new password with the token of the link', async () => {
    const fetchMock = answer('Your password has been reset. Please log in with your new password.');
    answerRequests(fetchMock);
    renderAt(<ResetPasswordPage />, '/reset-password?token=abc123');
    fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: 'a fresh passphrase' } });
    fireEvent.change(screen.getByLabelText(/confirm new password/i), { target: { value: 'a fresh passphrase' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(/has been reset/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/auth/reset-password');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc123', newPassword: 'a fresh passphrase' });
  });

  it('says so when the link has no token', () => {
    renderAt(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByText('Invalid reset link. Token is missing.')).toBeTruthy();
  });
});
