import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { UsersPage } from './UsersPage';

describe('UsersPage', () => {
  it('shows "Not authorised" to a user without ADMIN', () => {
    useSession.getState().setSession({ token: 't', loggedInAs: 'CUSTOMER', user: { id: 'u', name: 'Cust', roles: ['CUSTOMER'] } });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <UsersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Not authorised' })).toBeTruthy();
    useSession.getState().logout();
  });
});
