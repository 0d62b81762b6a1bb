// The service screens' loading states through QueryBoundary: a service that is gone says so in its
// own words, other failures offer to try again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useSession } from '@/lib/session';
import { renderAt, signIn, stubApi } from '@/test/app';
import { EditServicePage } from './EditServicePage';
import { ServiceDetailsPage } from './ServiceDetailsPage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  useSession.getState().logout();
});

describe('a service that cannot be shown', () => {
  it('is "not found" on the edit screen when the server says 404, and "try again" when it failed', async () => {
    stubApi({ 'GET /api/services/s-1': { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } } });
    signIn('VENDOR');
    const { unmount } = renderAt(<EditServicePage />, '/services/edit/s-1', '/services/edit/:serviceId');
    expect(await screen.findByText('Service not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();
    stubApi({ 'GET /api/services/s-1': { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } } });
    renderAt(<EditServicePage />, '/services/edit/s-1', '/services/edit/:serviceId');
    expect(await screen.findByText('Failed to fetch services')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is "no longer listed" on its public page when the server says 404', async () => {
    stubApi({
      'GET /api/services/s-1': { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
      'GET /api/cars/service/s-1': { body: [] },
    });
    renderAt(<ServiceDetailsPage />, '/services/s-1', '/services/:serviceId');
    expect(await screen.findByText('This service is no longer listed.')).toBeTruthy();
  });
});
