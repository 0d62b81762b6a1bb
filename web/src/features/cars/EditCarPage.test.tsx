// The car form's pages wait through QueryBoundary: a car that is gone is "not found", a failure
// offers to try again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useSession } from '@/lib/session';
import { renderAt, signIn, stubApi } from '@/test/app';
import { EditCarPage } from './EditCarPage';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  useSession.getState().logout();
});

describe('/cars/editCar/{id} when the car cannot be read', () => {
  it('says "Car not found" for a 404 and offers to try again after a failure', async () => {
    stubApi({ 'GET /api/cars/c-1': { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } } });
    signIn('VENDOR');
    const { unmount } = renderAt(<EditCarPage />, '/cars/editCar/c-1', '/cars/editCar/:id');
    expect(await screen.findByText('Car not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();
    stubApi({ 'GET /api/cars/c-1': { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } } });
    renderAt(<EditCarPage />, '/cars/editCar/c-1', '/cars/editCar/:id');
    expect(await screen.findByText('Failed to load the car. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
