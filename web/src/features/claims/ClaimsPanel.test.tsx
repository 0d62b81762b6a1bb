// Damage claims on the booking page: the renter sees each claim photo beside the check-in photo
// of its angle and the "already damaged at check-in" flag, and offers another amount (checked by
// the shared schema first); the vendor opens a claim from the outline and accepts an offer; the
// panel speaks Urdu.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, BookingClaims, Claim } from '@carrental/shared';
import { useLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { renderAt, signIn, stubApi } from '@/test/app';
import { ClaimsPanel } from './ClaimsPanel';

vi.setConfig({ testTimeout: 20_000 });

const id = '11111111-2222-4333-8444-555555abcdef';
const booking = { id, status: 'COMPLETED', viewerSide: 'CUSTOMER' } as Booking;
const claim = (patch: Partial<Claim> = {}): Claim => ({
  id: 'c1',
  bookingId: id,
  areas: ['front', 'left'],
  amount: 30_000,
  document: 'estimate',
  note: 'Dent in the left door',
  replacesId: null,
  state: 'open',
  escalated: false,
  closedAmount: null,
  damagedAtCheckIn: ['front'],
  answer: null,
  offerAcceptedAt: null,
  decision: null,
  photos: [
    { id: 'p1', area: 'left', url: '/files/now-left.webp', thumbUrl: '/files/now-left-480w.webp', checkIn: { angle: 'left', url: '/files/in-left.webp', thumbUrl: '/files/in-left-480w.webp' } },
    { id: 'p2', area: 'front', url: '/files/now-front.webp', thumbUrl: '/files/now-front-480w.webp', checkIn: null },
  ],
  renterPhotos: [],
  createdAt: '2030-01-13T07:00:00Z',
  ...patch,
});
const answer = (patch: Partial<BookingClaims> = {}): BookingClaims => ({
  bookingId: id,
  viewerSide: 'CUSTOMER',
  claims: [claim()],
  corrected: [],
  windowEndsAt: '2030-01-15T06:30:00Z',
  canClaim: false,
  checkInDamages: [{ x: 0.5, y: 0.05, note: 'old scratch' }],
  ...patch,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
  useToasts.setState({ toasts: [] });
  await useLocale.getState().setLocale('en');
});

describe('ClaimsPanel', () => {
  it('shows the renter each claim photo beside the check-in photo and the flag, and sends an offer', async () => {
    const calls = stubApi({
      [`GET /api/bookings/${id}/claims`]: { body: answer() },
      [`PUT /api/bookings/${id}/claims/c1/offer`]: { body: answer({ claims: [claim({ state: 'offered', answer: { answer: 'offered', offerAmount: 18_000, comment: 'Small dent', at: '2030-01-13T08:00:00Z' } })] }) },
    });
    signIn('CUSTOMER');
    const user = userEvent.setup();
    renderAt(<ClaimsPanel booking={booking} />, '/b');
    expect(await screen.findByText('Estimate of PKR 30,000')).toBeTruthy();
    expect(screen.getByTestId('claim-damaged-at-check-in').textContent).toBe('Already marked damaged at check-in: Front');
    expect(screen.getByRole('img', { name: 'Now: Left side' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'At check-in: Left side' }).getAttribute('src')).toBe('/files/in-left-480w.webp');
    expect(screen.getByText('No check-in photo of this angle')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Offer another amount' }));
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Whole rupees only')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Your offer/), { target: { value: '18,000' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Small dent' } });
    await user.click(screen.getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: 18_000, comment: 'Small dent' }));
    expect(await screen.findByText('Offer made')).toBeTruthy();
  });

  it('lets the vendor open a claim from the outline and accept an offer', async () => {
    const offered = claim({ state: 'offered', answer: { answer: 'offered', offerAmount: 18_000, comment: 'Small dent', at: '2030-01-13T08:00:00Z' } });
    const calls = stubApi({
      [`GET /api/bookings/${id}/claims`]: { body: answer({ viewerSide: 'VENDOR', canClaim: true, claims: [offered] }) },
      [`POST /api/bookings/${id}/claims`]: { status: 201, body: answer({ viewerSide: 'VENDOR', canClaim: true, claims: [offered, claim({ id: 'c2', photos: [] })] }) },
      [`PUT /api/bookings/${id}/claims/c1/accept-offer`]: { body: answer({ viewerSide: 'VENDOR', claims: [{ ...offered, state: 'settled', closedAmount: 18_000 }] }) },
    });
    signIn('VENDOR');
    const user = userEvent.setup();
    renderAt(<ClaimsPanel booking={{ ...booking, viewerSide: 'VENDOR' }} />, '/b');
    await user.click(await screen.findByRole('button', { name: 'Open a damage claim' }));
    const outline = screen.getByRole('button', { name: /The car from above/ });
    outline.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 200, right: 100, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(outline, { clientX: 10, clientY: 100 });
    expect((screen.getByRole('checkbox', { name: 'Left side' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/Amount of the estimate/), { target: { value: '25000' } });
    await user.click(screen.getByRole('button', { name: 'Open the claim' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ areas: ['left'], amount: 25_000, document: 'estimate', note: '' }));

    await user.click(await screen.findByRole('button', { name: 'Accept the offer of PKR 18,000' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith('/accept-offer'))).toBe(true));
    expect(await screen.findByText('Closed: the renter pays PKR 18,000')).toBeTruthy();
  });

  it('speaks Urdu', async () => {
    await useLocale.getState().setLocale('ur');
    stubApi({ [`GET /api/bookings/${id}/claims`]: { body: answer() } });
    signIn('CUSTOMER');
    renderAt(<ClaimsPanel booking={booking} />, '/b');
    expect(await screen.findByText('نقصان کے دعوے')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'قبول کریں' })).toBeTruthy();
    expect(screen.getByText('چیک اِن پر پہلے سے خراب درج: اگلا حصہ')).toBeTruthy();
  });
});
