import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(() => vi.unstubAllGlobals());

describe('ChangePasswordForm', () => {
  it('refuses mismatched passwords without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChangePasswordForm />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/current password/i), { target: { value: 'old passphrase' } });
    fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: 'new passphrase one' } });
    fireEvent.change(screen.getByLabelText(/confirm new password/i), { target: { value: 'new passphrase two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
