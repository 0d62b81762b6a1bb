// A car's trip terms: it follows its service's destinations and seasons until its vendor gives it
// its own; the saved overrides carry the lists only then (a key left out is inherited).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TRIP_TERMS, type TripTermsAnswer } from '@carrental/shared';
import { useSession } from '@/lib/session';
import { renderAt, signIn, stubApi } from '@/test/app';
import { TripTermsPanel } from './TripTermsPanel';

vi.setConfig({ testTimeout: 20_000 });

const murree = { name: 'Murree', surchargePerDay: 3000, withDriverOnly: true };
const answer = (car: TripTermsAnswer['car']): TripTermsAnswer => ({
  effective: { ...DEFAULT_TRIP_TERMS, outOfCity: 'listed', destinations: car.destinations ?? [murree] },
  service: { outOfCity: 'listed', destinations: [murree] },
  car,
  city: 'Lahore',
  canManage: true,
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe("a car's own destinations and seasons", () => {
  it('follows the service until the vendor ticks its own, then saves the list', async () => {
    const calls = stubApi({
      'GET /api/cars/car-1/trip-terms': { body: answer({}) },
      'PUT /api/cars/car-1/trip-terms': { body: answer({ destinations: [murree] }) },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<TripTermsPanel level="car" id="car-1" />, '/c');
    const own = await screen.findByRole('checkbox', { name: /own destinations/ });
    expect(screen.queryByRole('textbox', { name: 'Place' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save trip terms' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).not.toHaveProperty('destinations');
    await user.click(own);
    expect((screen.getAllByTestId('destination-row'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save trip terms' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toMatchObject({ destinations: [murree] });
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).not.toHaveProperty('seasons');
  });
});

describe("the service's trip terms", () => {
  it('refuses a number that is none and a season without its name before sending', async () => {
    const calls = stubApi({
      'GET /api/services/s-1/trip-terms': { body: { ...answer({}), service: {}, effective: { ...DEFAULT_TRIP_TERMS } } },
      'PUT /api/services/s-1/trip-terms': { body: answer({}) },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<TripTermsPanel level="service" id="s-1" />, '/s');
    const km = await screen.findByRole('textbox', { name: /Km a day/ });
    fireEvent.change(km, { target: { value: '2.5' } });
    await user.click(screen.getByRole('button', { name: 'Add a season' }));
    await user.click(screen.getByRole('button', { name: 'Save trip terms' }));
    expect(await screen.findByText('Whole numbers only')).toBeTruthy();
    expect(screen.getByText('Name the place')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // Emptied, the kilometres are unlimited (null); the season removed, the terms are sent.
    fireEvent.change(km, { target: { value: '' } });
    await user.click(screen.getAllByRole('button', { name: 'Remove' }).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Save trip terms' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ kmPerDay: null, seasons: [] });
  });
});
