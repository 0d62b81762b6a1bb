// The review panel of a finished booking: the customer's four ratings, posting, and the reveal.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BookingReviewState, Review } from '@carrental/shared';
import { en } from '@carrental/shared';
import { ur } from '@carrental/shared/i18n/ur';
import { useLocale } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { stubApi } from '@/test/app';
import { BookingReviewPanel } from './BookingReviewPanel';
import { ReviewItem } from './ReviewItem';
import { ReportedReviewsPage } from './ReportedReviewsPage';

vi.setConfig({ testTimeout: 20_000 });

const renderIt = (element: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
    </QueryClientProvider>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

const bookingId = 'b-1';
const review = (patch: Partial<Review>): Review => ({
  id: 'r-1',
  bookingId,
  authorSide: 'CUSTOMER',
  author: { id: 'customer-1', name: 'Kamran' },
  rating: 4,
  cleanliness: 5,
  accuracy: 4,
  communication: 3,
  body: 'Clean car',
  reply: null,
  repliedAt: null,
  createdAt: '2030-03-04T10:00:00.000Z',
  paidOutside: false,
  canReply: false,
  ...patch,
});

describe('booking review panel', () => {
  it('the customer rates all four before posting; the server gets them', async () => {
    let state: BookingReviewState = { canReview: true, windowClosesAt: '2030-03-17T10:00:00', mine: null, theirs: null };
    const calls = stubApi({
      [`GET /api/bookings/${bookingId}/review`]: () => ({ body: state }),
      [`POST /api/bookings/${bookingId}/review`]: () => {
        state = { ...state, canReview: false, mine: review({}) };
        return { status: 201, body: review({}) };
      },
    });
    const user = userEvent.setup();
    renderIt(<BookingReviewPanel bookingId={bookingId} side="CUSTOMER" />);
    const submit = await screen.findByRole('button', { name: 'Post review' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // A plain click on the star's radio (jsdom has no layout for the hover maths of a pointer).
    const star = (n: number, field: number) => fireEvent.click(screen.getAllByRole('radio', { name: `${n} Star${n === 1 ? '' : 's'}` })[field]!);
    star(4, 0);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    star(5, 1);
    star(4, 2);
    star(3, 3);
    await user.type(screen.getByRole('textbox'), 'Clean car');
    await user.click(submit);
    expect(await screen.findByText(/Their review will appear once both have written one/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rating: 4, cleanliness: 5, accuracy: 4, communication: 3, body: 'Clean car' });
  });

  it('the vendor rates once overall; the other side\'s review shows once revealed', async () => {
    stubApi({
      [`GET /api/bookings/${bookingId}/review`]: {
        body: { canReview: false, windowClosesAt: '2030-03-17T10:00:00', mine: review({ id: 'r-2', authorSide: 'VENDOR', cleanliness: null, accuracy: null, communication: null, body: 'Great renter' }), theirs: review({}) },
      },
    });
    renderIt(<BookingReviewPanel bookingId={bookingId} side="VENDOR" />);
    expect(await screen.findByText('Great renter')).toBeTruthy();
    expect(screen.getByText('Clean car')).toBeTruthy();
    expect(screen.getByText('Review the customer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });
});

describe('a review in a list', () => {
  it('the vendor replies once; an admin hides it with a reason', async () => {
    const calls = stubApi({
      'POST /api/reviews/r-1/reply': { body: review({ reply: 'Thanks!' }) },
      'POST /api/reviews/r-1/hide': { body: review({ hidden: { at: '2030-03-05T00:00:00.000Z', reason: 'Insult' } }) },
    });
    const user = userEvent.setup();
    useSession.getState().setSession({ token: 't', user: { id: 'vendor-1', name: 'V', roles: ['CUSTOMER', 'VENDOR'] }, loggedInAs: 'VENDOR' });
    const { unmount } = renderIt(<ReviewItem review={review({ canReply: true })} />);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Your public reply' }), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.find((c) => c.path === '/api/reviews/r-1/reply')?.body).toEqual({ body: 'Thanks!' });
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    unmount();

    useSession.getState().setSession({ token: 't', user: { id: 'admin-1', name: 'A', roles: ['CUSTOMER', 'ADMIN'] }, loggedInAs: 'ADMIN' });
    renderIt(<ReviewItem review={review({})} />);
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    await user.type(screen.getByRole('textbox', { name: /Why is it hidden/ }), 'Insult');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(calls.find((c) => c.path === '/api/reviews/r-1/hide')?.body).toEqual({ reason: 'Insult' });
  });
});

describe('a review of a trip paid outside the app (issue 37)', () => {
  it('says so with a short label, in English and Urdu; a trip paid through RentWheels has none', async () => {
    const { unmount } = renderIt(<ReviewItem review={review({ paidOutside: true })} />);
    expect(screen.getByText('Paid outside RentWheels')).toBeTruthy();
    unmount();
    const paid = renderIt(<ReviewItem review={review({ paidOutside: false })} />);
    expect(screen.queryByText('Paid outside RentWheels')).toBeNull();
    paid.unmount();
    useLocale.setState({ locale: 'ur', catalog: ur });
    try {
      renderIt(<ReviewItem review={review({ paidOutside: true })} />);
      expect(screen.getByText(ur['reviews.paidOutside'])).toBeTruthy();
    } finally {
      useLocale.setState({ locale: 'en', catalog: en });
    }
  });
});

describe('/admin/reviews', () => {
  it('lists reported reviews with the reason', async () => {
    stubApi({ 'GET /api/reviews/reported': { body: [{ review: review({ body: 'Rude words' }), reason: 'Insulting', reportedAt: '2030-03-06T00:00:00.000Z' }] } });
    useSession.getState().setSession({ token: 't', user: { id: 'admin-1', name: 'A', roles: ['CUSTOMER', 'ADMIN'] }, loggedInAs: 'ADMIN' });
    renderIt(<ReportedReviewsPage />);
    expect(await screen.findByText('Reported: Insulting')).toBeTruthy();
    expect(screen.getByText('Rude words')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
  });
});
